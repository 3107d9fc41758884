import {
  FIELD_POSITION_FLAG_LABELS,
  formatIndianNumber,
  formatReportDateTime,
  isFieldPositionFlag,
  type TLanguage,
} from '@anumati/domain';
import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/errors/load-error';
import { GraphqlRequestError } from '../../shared/graphql/graphql-request';
import { BilingualText } from '../../shared/i18n/bilingual-text';
import { useLanguage } from '../../shared/i18n/use-language';
import { type TFieldPhoto, type TSiteVisit, useFieldRecordsQuery } from './api/field-records.query';
import { LoadingSpace } from '../../shared/loading/loading-space';

type TFieldT = TFunction<'field-photos'>;

/** Metres as officers read a distance: whole metres up to a kilometre, then kilometres with one decimal. */
export function formatDistance(metres: number, input: { t: TFieldT; language: TLanguage }): string {
  if (metres >= 1_000) return input.t('kilometres', { value: formatIndianNumber(metres / 1_000, input.language, 1) });
  return input.t('metres', { value: formatIndianNumber(Math.round(metres), input.language) });
}

/** The distance cell: inside the plot, so many metres, or not known (no position, or no plot polygon). */
export function distanceText(distanceMetres: number | null, input: { t: TFieldT; language: TLanguage }): string {
  if (distanceMetres === null) return input.t('notKnown');
  if (distanceMetres === 0) return input.t('insidePlot');
  return formatDistance(distanceMetres, input);
}

/** The flag, in words, never by colour alone: a red badge for a flagged record, a green one on site. */
function FlagBadge({ flag }: { flag: string | null }) {
  const { t } = useTranslation('field-photos');
  const language = useLanguage();
  if (!flag) {
    return (
      <Badge color="green" variant="light">
        {t('onSite')}
      </Badge>
    );
  }
  const label = isFieldPositionFlag(flag) ? FIELD_POSITION_FLAG_LABELS[flag][language] : flag;
  return (
    <Badge color="red" variant="filled">
      {label}
    </Badge>
  );
}

/** What the device claimed and what the server measured, one line each. */
function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Stack gap={2} component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} gap={6} wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" c="gray.7">
            {label}:
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function positionText(record: { latitude: number | null; longitude: number | null }, t: TFieldT): string {
  if (record.latitude === null || record.longitude === null) return t('notKnown');
  return `${record.latitude.toFixed(6)}, ${record.longitude.toFixed(6)}`;
}

function commonFacts(record: TFieldPhoto | TSiteVisit, input: { t: TFieldT; language: TLanguage }): [string, string][] {
  const { t } = input;
  return [
    [t('capturedAt'), formatReportDateTime(record.capturedAt)],
    [t('receivedAt'), formatReportDateTime(record.receivedAt)],
    [t('position'), positionText(record, t)],
    [
      t('accuracy'),
      record.accuracyMetres === null
        ? t('notKnown')
        : t('plusMinus', { value: formatDistance(record.accuracyMetres, input) }),
    ],
    [t('distance'), distanceText(record.distanceMetres, input)],
  ];
}

function PhotoCard({ photo }: { photo: TFieldPhoto }) {
  const { t } = useTranslation('field-photos');
  const language = useLanguage();
  const captured = formatReportDateTime(photo.capturedAt);
  return (
    <Card withBorder padding="sm" component="li" aria-label={photo.fileName}>
      <Card.Section>
        <Anchor
          href={photo.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('openPhoto', { name: photo.fileName })}
        >
          <Image src={photo.url} alt={t('photoAlt', { name: photo.fileName, time: captured })} h={160} fit="cover" />
        </Anchor>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate>
            {photo.fileName}
          </Text>
          <FlagBadge flag={photo.flag} />
        </Group>
        <Facts
          rows={[
            ...commonFacts(photo, { t, language }),
            [t('takenBy'), photo.takenByName],
            // Issue 55: the question as the verification form shows it, in Telugu with its English under it.
            ...(photo.questionTitle
              ? [
                  [
                    t('question'),
                    <BilingualText
                      key="question"
                      english={photo.questionTitle.title}
                      telugu={photo.questionTitle.titleTe}
                    />,
                  ] as [string, ReactNode],
                ]
              : []),
          ]}
        />
      </Stack>
    </Card>
  );
}

function VisitCard({ visit }: { visit: TSiteVisit }) {
  const { t } = useTranslation('field-photos');
  const language = useLanguage();
  return (
    <Card withBorder padding="sm" component="li" aria-label={`${t('visits.title')}: ${visit.officerName}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600}>
            {visit.officerName}
          </Text>
          <FlagBadge flag={visit.flag} />
        </Group>
        <Facts rows={commonFacts(visit, { t, language })} />
      </Stack>
    </Card>
  );
}

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 };

/**
 * Issue 53 §4–5: the photos the inspector took on site and the site visits recorded, each with the device's time,
 * position and accuracy, the server's time, the distance from the plot and a visible flag when far or without a
 * position — and the sentence that the position is the device's claim.
 */
export function FieldPhotosSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('field-photos');
  const language = useLanguage();
  const headingId = useId();
  const records = useFieldRecordsQuery(applicationId);
  // A file the officer may not see (or that does not exist) is said once, by the details above it.
  if (records.error instanceof GraphqlRequestError && records.error.code === 'NOT_FOUND') return null;
  let body;
  if (records.error) {
    body = <LoadError error={records.error} onRetry={() => void records.refetch()} />;
  } else if (!records.data) {
    body = <LoadingSpace mih={80} label={t('loading')} />;
  } else {
    const { fieldPhotos = [], siteVisits = [], fieldPhotoMaxDistance } = records.data;
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('claim')}</Text>
        {typeof fieldPhotoMaxDistance === 'number' && (
          <Text size="sm">{t('threshold', { distance: formatDistance(fieldPhotoMaxDistance, { t, language }) })}</Text>
        )}
        {fieldPhotos.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('noPhotos')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={LIST_STYLE}>
            {fieldPhotos.map((photo) => (
              <PhotoCard key={photo.id} photo={photo} />
            ))}
          </SimpleGrid>
        )}
        <Title order={3} size="h5">
          {t('visits.title')}
        </Title>
        {siteVisits.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('visits.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={LIST_STYLE}>
            {siteVisits.map((visit) => (
              <VisitCard key={visit.id} visit={visit} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );
  }
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {t('title')}
      </Title>
      {body}
    </Stack>
  );
}

/**
 * Issue 53 §4: the photo that answers a form's "Take photo" question, as the server recorded it — thumbnail, capture
 * time, distance from the plot and flag — with the sentence that the position is the device's claim. Nothing while
 * none is recorded (or the photos cannot be read): the form or the answer list says what is missing.
 */
export function FieldPhotoAnswer({ applicationId, questionId }: { applicationId: string; questionId: string }) {
  const { t } = useTranslation('field-photos');
  const records = useFieldRecordsQuery(applicationId);
  const photos = (records.data?.fieldPhotos ?? []).filter((photo) => photo.questionId === questionId);
  if (photos.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="gray.8">
        {t('claim')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={LIST_STYLE}>
        {photos.map((photo) => (
          <PhotoCard key={photo.id} photo={photo} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
