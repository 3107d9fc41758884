import { Badge, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldPhotoAnswer } from '../field-photos';
import { notifyError } from '../../shared/notify';
import { PositionLine } from './field-inspection-panel';
import type { TQueuedWrite } from './offline-db';
import { takeSitePhoto } from './take-photo';
import { useKeptWrites } from './use-field-state';

type TKeptPhoto = TQueuedWrite & { payload: Extract<TQueuedWrite['payload'], { kind: 'PHOTO' }> };

const STATE_COLOURS = { WAITING: 'yellow', SENT: 'green', REFUSED: 'red' } as const;

/** The newest photo this phone kept for the question (waiting, sent or refused). */
function useKeptPhoto(applicationId: string, questionId: string): TKeptPhoto | undefined {
  const writes = useKeptWrites(applicationId);
  return writes.findLast(
    (write): write is TKeptPhoto => write.payload.kind === 'PHOTO' && write.payload.questionId === questionId,
  );
}

/** The photo as the phone holds it until it is sent: its thumbnail, time, position and state. */
function KeptPhoto({ write }: { write: TKeptPhoto }) {
  const { t } = useTranslation('field-inspection');
  const { payload } = write;
  const time = dayjs(payload.position.capturedAt).format('DD-MM-YYYY HH:mm');
  // Some browsers (and jsdom) have no object URLs: the photo is then described without its thumbnail.
  const url = useMemo(
    () =>
      payload.bytes.byteLength > 0 && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(new Blob([payload.bytes], { type: payload.contentType }))
        : null,
    [payload.bytes, payload.contentType],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Stack gap={2}>
      {url && <Image src={url} alt={t('answer.thumbnail', { time })} h={120} w={160} fit="cover" radius="sm" />}
      <Group gap="xs">
        <Text size="xs">{t('answer.onPhone', { time, state: t(`sync.${write.state}`) })}</Text>
        <Badge color={STATE_COLOURS[write.state]} c="dark.9" variant="light" size="sm">
          {payload.fileName}
        </Badge>
      </Group>
      <PositionLine position={payload.position} />
      {write.state === 'WAITING' && <Text size="xs">{t('answer.distanceLater')}</Text>}
      {write.state === 'REFUSED' && (
        <Text size="xs" c="red.9" role="alert">
          {t('sync.refusedReason', { reason: write.reason ?? '' })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Issue 53 §4: a form's "Take photo" answer. The camera, the position and the shrinking are the panel's own
 * (takeSitePhoto); the photo is kept on the phone with the question it answers and sent when there is a network.
 * The form keeps the photo's file name as the answer (saved, or kept offline, with the other answers); the server
 * counts the recorded photo itself when the form is submitted. Shows the photo as the phone holds it until it is
 * sent, then as the server recorded it, with its distance from the plot and its flag.
 */
export function PhotoAnswer(props: {
  applicationId: string;
  questionId: string;
  label: ReactNode;
  description?: ReactNode;
  /** The file name of the photo taken for the question, or '' when none is. */
  value: string;
  onChange: (fileName: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('field-inspection');
  const labelId = useId();
  const [isBusy, setBusy] = useState(false);
  const kept = useKeptPhoto(props.applicationId, props.questionId);
  const { value, onChange } = props;
  // A photo taken before a reload whose answers were not saved yet still answers its question.
  const keptName = kept && kept.state !== 'REFUSED' ? kept.payload.fileName : null;
  useEffect(() => {
    if (!value && keptName) onChange(keptName);
  }, [value, keptName, onChange]);

  const onFile = (file: File | null) => {
    if (!file) return;
    setBusy(true);
    takeSitePhoto({ applicationId: props.applicationId, questionId: props.questionId, file })
      .then((write) => {
        if (write?.payload.kind === 'PHOTO') onChange(write.payload.fileName);
      })
      .catch(() => notifyError(t('panel.photoFailed')))
      .finally(() => setBusy(false));
  };

  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {props.label}{' '}
        <Text component="span" c="red.9" aria-hidden>
          *
        </Text>
      </Text>
      {props.description && (
        <Text size="xs" c="gray.7">
          {props.description}
        </Text>
      )}
      <Group>
        <FileButton onChange={onFile} accept="image/*" capture="environment">
          {(buttonProps) => (
            <Button {...buttonProps} variant="light" size="sm" loading={isBusy}>
              {value ? t('answer.takeAgain') : t('panel.takePhoto')}
            </Button>
          )}
        </FileButton>
      </Group>
      {kept && kept.state !== 'SENT' && <KeptPhoto write={kept} />}
      <FieldPhotoAnswer applicationId={props.applicationId} questionId={props.questionId} />
      {props.error && (
        <Text size="xs" c="red.9">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
