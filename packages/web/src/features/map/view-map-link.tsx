import type { TPlotView } from '@anumati/domain';
import { Anchor, Modal } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMapMarker } from './map-marker';
import { LoadingSpace } from '../../shared/loading/loading-space';

// The map (Leaflet, the drawing tool, the KML and KMZ readers) loads when an officer opens it, not before.
const PlotMapModal = lazy(() => import('./plot-map-modal').then((module) => ({ default: module.PlotMapModal })));

function LoadingMap() {
  const { t } = useTranslation('map');
  return (
    <Modal opened onClose={() => undefined} title={t('title')} size="min(1100px, 95vw)">
      <LoadingSpace mih={200} label={t('loadingMap')} />
    </Modal>
  );
}

/** Spec 2 §2.2 and §2.5: the View Map link of Plot Details, opening the plot map modal (spec 2 §2.6). */
export function ViewMapLink({
  applicationId,
  plot,
  markers,
}: {
  applicationId: string;
  plot: TPlotView;
  /** Pins other features put on the plot (issue 53: site photos and visits). */
  markers?: readonly TMapMarker[];
}) {
  const { t } = useTranslation('map');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
        {t('viewMap')}
      </Anchor>
      {isOpen ? (
        <Suspense fallback={<LoadingMap />}>
          <PlotMapModal applicationId={applicationId} plot={plot} markers={markers} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
