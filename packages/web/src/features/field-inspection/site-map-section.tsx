import { Button, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRecordMarkers } from '../field-photos';
import { SitePlotMap, type TDeviceFix, type TMapMarker } from '../map';
import { usePlotViewQuery } from './api/plot-view.query';
import type { TQueuedWrite } from './offline-db';
import { useIsOnline } from './use-field-state';
import { useWatchedPosition, type TWatchedPosition } from './watch-position';

/** Tall enough to find the plot on a 360 × 800 phone, leaving the buttons under it in reach. */
const MAP_HEIGHT = 'min(360px, 55dvh)';
const formatTime = (instant: string | number) => dayjs(instant).format('DD-MM-YYYY HH:mm');

/**
 * The pins of what this phone has kept and the server has not taken yet (waiting, or refused): the server's pins
 * (field-photos) show only what it recorded.
 */
export function unsentPins(
  writes: readonly TQueuedWrite[],
  labelOf: (kind: 'PHOTO' | 'SITE_VISIT', time: string) => string,
): TMapMarker[] {
  const pins: TMapMarker[] = [];
  for (const write of writes) {
    const { payload } = write;
    if (write.state === 'SENT' || payload.kind === 'ANSWERS') continue;
    const { latitude, longitude, capturedAt } = payload.position;
    if (latitude === null || longitude === null) continue;
    pins.push({
      id: `kept-${write.seq ?? write.idempotencyKey}`,
      position: [latitude, longitude],
      label: labelOf(payload.kind, formatTime(capturedAt)),
      isFlagged: false,
    });
  }
  return pins;
}

function PositionText({ watched }: { watched: TWatchedPosition }) {
  const { t } = useTranslation('field-inspection');
  if (watched.state === 'LOOKING') return <Text size="sm">{t('map.looking')}</Text>;
  if (watched.state === 'NONE') return <Text size="sm">{t(`map.none.${watched.reason}`)}</Text>;
  return (
    <Text size="sm">
      {t('map.phoneSays', {
        latitude: watched.latitude.toFixed(5),
        longitude: watched.longitude.toFixed(5),
        accuracy: Math.round(watched.accuracyMetres),
        time: formatTime(watched.at),
      })}
    </Text>
  );
}

function OpenSiteMap({ applicationId, writes }: { applicationId: string; writes: readonly TQueuedWrite[] }) {
  const { t } = useTranslation('field-inspection');
  const isOnline = useIsOnline();
  const watched = useWatchedPosition();
  const plot = usePlotViewQuery(applicationId, true).data?.plot ?? null;
  const sentPins = useFieldRecordMarkers(applicationId);
  const keptPins = unsentPins(writes, (kind, time) =>
    kind === 'PHOTO' ? t('map.unsentPhoto', { time }) : t('map.unsentVisit', { time }),
  );
  const device: TDeviceFix | null =
    watched.state === 'FOUND'
      ? {
          position: [watched.latitude, watched.longitude],
          accuracyMetres: watched.accuracyMetres,
          label: t('map.phonePin', { accuracy: Math.round(watched.accuracyMetres) }),
        }
      : null;
  return (
    <Stack gap="xs">
      {plot ? (
        <SitePlotMap
          plot={plot}
          markers={[...sentPins, ...keptPins]}
          device={device}
          hasBackground={isOnline}
          height={MAP_HEIGHT}
        />
      ) : (
        <Text size="sm">{t('map.noPlot')}</Text>
      )}
      {!isOnline && <Text size="sm">{t('map.noBackground')}</Text>}
      <PositionText watched={watched} />
      <Text size="sm">{t('map.pins', { sent: sentPins.length, kept: keptPins.length })}</Text>
      <Text size="xs" c="gray.8">
        {t('map.claim')}
      </Text>
    </Stack>
  );
}

/**
 * Issue 53 §5: the plot map on the inspector's phone, opened on demand: the plot, where the phone says it is
 * (watched while the map is open), and the photos and site visits, sent or still on the phone.
 */
export function SiteMapSection({ applicationId, writes }: { applicationId: string; writes: readonly TQueuedWrite[] }) {
  const { t } = useTranslation('field-inspection');
  const [isOpen, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('map.title')}
      </Title>
      <Button variant="light" aria-expanded={isOpen} onClick={() => setOpen((open) => !open)} w="fit-content">
        {isOpen ? t('map.hide') : t('map.show')}
      </Button>
      {isOpen && <OpenSiteMap applicationId={applicationId} writes={writes} />}
    </Stack>
  );
}
