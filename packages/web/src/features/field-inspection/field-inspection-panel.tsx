import type { TFormAnswers, TFormField } from '@anumati/domain';
import { Alert, Badge, Button, Card, FileButton, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../shared/notify';
import { currentPosition } from './device-position';
import type { TDevicePosition, TQueuedWrite } from './offline-db';
import { discardWrite } from './outbox';
import { SiteMapSection } from './site-map-section';
import { keepOnPhone, takeSitePhoto } from './take-photo';
import { useIsOnline, useKeptWrites } from './use-field-state';

const STATE_COLOURS = { WAITING: 'yellow', SENT: 'green', REFUSED: 'red' } as const;
const formatTime = (instant: string | number) => dayjs(instant).format('DD-MM-YYYY HH:mm');

/** Answers as lines an officer can paste into a note: each question's title and its answer. */
export function answersAsText(data: string, fields: readonly TFormField[]): string {
  const titles = new Map<string, string>();
  const collect = (field: TFormField) => {
    titles.set(field.dbField, field.title);
    for (const child of field.children ?? []) collect(child);
    for (const option of field.options ?? []) for (const question of option.questions ?? []) collect(question);
  };
  fields.forEach(collect);
  const lines: string[] = [];
  const walk = (answers: TFormAnswers, depth: number) => {
    for (const [dbField, entry] of Object.entries(answers)) {
      const answer = entry.parent_answer;
      const shown = Array.isArray(answer)
        ? answer.join(', ')
        : typeof answer === 'object'
          ? JSON.stringify(answer)
          : String(answer ?? '');
      lines.push(`${'  '.repeat(depth)}${titles.get(dbField) ?? dbField}: ${shown}`);
      if (entry.child_answers) walk(entry.child_answers, depth + 1);
    }
  };
  walk(JSON.parse(data) as TFormAnswers, 0);
  return lines.join('\n');
}

export function PositionLine({ position }: { position: TDevicePosition }) {
  const { t } = useTranslation('field-inspection');
  if (position.latitude === null || position.longitude === null) {
    return <Text size="xs">{t('sync.noPosition')}</Text>;
  }
  return (
    <Text size="xs">
      {t('sync.position', {
        latitude: position.latitude.toFixed(5),
        longitude: position.longitude.toFixed(5),
        accuracy: Math.round(position.accuracyMetres ?? 0),
        time: formatTime(position.capturedAt),
      })}
    </Text>
  );
}

function RefusedAnswers({ write, data, fields }: { write: TQueuedWrite; data: string; fields: readonly TFormField[] }) {
  const { t } = useTranslation('field-inspection');
  const [shownText, setShownText] = useState<string | null>(null);
  const onCopy = () => {
    const text = answersAsText(data, fields);
    navigator.clipboard
      .writeText(text)
      .then(() => notifySuccess(t('sync.copied')))
      .catch(() => setShownText(text));
  };
  const onDiscard = () => {
    if (write.seq !== undefined && window.confirm(t('sync.discardQuestion'))) void discardWrite(write.seq);
  };
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={onCopy}>
          {t('sync.copyIntoNote')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={onDiscard}>
          {t('sync.discard')}
        </Button>
      </Group>
      {shownText !== null && (
        <>
          <Text size="xs">{t('sync.copyFailed')}</Text>
          <Textarea readOnly autosize value={shownText} aria-label={t('sync.copyIntoNote')} />
        </>
      )}
    </Stack>
  );
}

function KeptWriteLine({ write, fields }: { write: TQueuedWrite; fields: readonly TFormField[] }) {
  const { t } = useTranslation('field-inspection');
  const { payload } = write;
  return (
    <Card withBorder padding="xs" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t(`sync.kinds.${payload.kind}`)}
            {payload.kind === 'PHOTO' ? ` · ${payload.fileName}` : ''}
          </Text>
          <Badge color={STATE_COLOURS[write.state]} c="dark.9" variant="light">
            {t(`sync.${write.state}`)}
          </Badge>
        </Group>
        <Text size="xs" c="gray.8">
          {t('sync.at', { time: formatTime(write.createdAt) })}
        </Text>
        {payload.kind !== 'ANSWERS' && <PositionLine position={payload.position} />}
        {write.state === 'REFUSED' && (
          <Alert color="red" role="alert" p="xs">
            {t('sync.refusedReason', { reason: write.reason ?? '' })}
          </Alert>
        )}
        {write.state === 'REFUSED' && payload.kind === 'ANSWERS' && (
          <RefusedAnswers write={write} data={payload.data} fields={fields} />
        )}
      </Stack>
    </Card>
  );
}

/** The inspector's tools on site: "I am at the site" and the camera, with what the positions are. */
function SiteTools(props: {
  onAtSite: () => void;
  onPhoto: (file: File | null) => void;
  busy: 'PHOTO' | 'SITE_VISIT' | null;
}) {
  const { t } = useTranslation('field-inspection');
  return (
    <Stack gap="xs">
      <Text size="sm">{t('panel.claim')}</Text>
      <Group gap="xs">
        <Button variant="light" loading={props.busy === 'SITE_VISIT'} onClick={props.onAtSite}>
          {t('panel.atSite')}
        </Button>
        <FileButton onChange={props.onPhoto} accept="image/*" capture="environment">
          {(buttonProps) => (
            <Button {...buttonProps} variant="light" loading={props.busy === 'PHOTO'}>
              {t('panel.takePhoto')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="gray.8">
        {t('panel.takePhotoHint')}
      </Text>
    </Stack>
  );
}

/**
 * Issue 53 §3–5 on the inspector's phone, beside the site verification form: "I am at the site", "Take photo"
 * (the camera, the position and time, the image shrunk on the phone) and what this phone has kept for the file
 * with each write's state: waiting, sent, or refused with the server's reason (answers can then be copied into a
 * note; they are never dropped unasked).
 */
export function FieldInspectionPanel(props: {
  applicationId: string;
  fields: readonly TFormField[];
  /** The site inspector's open turn: the camera and "I am at the site" (else only what the phone kept, if any). */
  isSiteInspection: boolean;
}) {
  const { t } = useTranslation('field-inspection');
  const writes = useKeptWrites(props.applicationId);
  const isOnline = useIsOnline();
  const [busy, setBusy] = useState<'PHOTO' | 'SITE_VISIT' | null>(null);

  const onAtSite = () => {
    setBusy('SITE_VISIT');
    currentPosition()
      .then((position) => keepOnPhone(props.applicationId, { kind: 'SITE_VISIT', position }))
      .finally(() => setBusy(null));
  };
  const onPhoto = (file: File | null) => {
    if (!file) return;
    setBusy('PHOTO');
    takeSitePhoto({ applicationId: props.applicationId, questionId: null, file })
      .catch(() => notifyError(t('panel.photoFailed')))
      .finally(() => setBusy(null));
  };

  if (!props.isSiteInspection && writes.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="field-inspection-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="field-inspection-title">
          {t('panel.title')}
        </Title>
        {props.isSiteInspection && <SiteTools onAtSite={onAtSite} onPhoto={onPhoto} busy={busy} />}
        {props.isSiteInspection && <SiteMapSection applicationId={props.applicationId} writes={writes} />}
        {!isOnline && (
          <Alert color="yellow" role="status" p="xs">
            {t('panel.keptOffline')}
          </Alert>
        )}
        <Title order={3} size="h5">
          {t('sync.title')}
        </Title>
        {writes.length === 0 ? (
          <Text size="sm">{t('sync.empty')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {writes.map((write) => (
              <KeptWriteLine key={write.seq} write={write} fields={props.fields} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
