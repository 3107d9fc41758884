import type { TPlotView } from '@anumati/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDeviceFix, TMapMarker } from './map-marker';
import { LoadingSpace } from '../../shared/loading/loading-space';

// Leaflet loads when the inspector opens the map, not with the verification screen.
const SitePlotMapContent = lazy(() =>
  import('./site-plot-map-content').then((module) => ({ default: module.SitePlotMapContent })),
);

/**
 * Issue 53 §5: the plot map on the inspector's phone, read only, with the pins other features give it and the
 * phone's reported position. `hasBackground` false (no network): the plot on a blank background.
 */
export function SitePlotMap(props: {
  plot: TPlotView;
  markers: readonly TMapMarker[];
  device: TDeviceFix | null;
  hasBackground: boolean;
  height: string;
}) {
  const { t } = useTranslation('map');
  return (
    <Suspense fallback={<LoadingSpace mih={120} label={t('loadingMap')} />}>
      <SitePlotMapContent {...props} />
    </Suspense>
  );
}
