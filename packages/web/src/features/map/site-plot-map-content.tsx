import { centreOf, isDrawablePolygon, type TLatLng, type TMapSettings, type TPlotView } from '@anumati/domain';
import { useMapSettingsQuery } from './api/map-settings.query';
import type { TDeviceFix, TMapMarker } from './map-marker';
import { PlotMapCanvas } from './plot-map-canvas';

/** Without the server's map settings (offline, not yet read): no base tiles, the spec's zoom 17 (spec 2 §9). */
const BLANK_SETTINGS: TMapSettings = { tile_url: null, tile_attribution: '', default_zoom: 17, layers: [] };
const STATE_VIEW = { centre: [17.9, 79.1] as TLatLng, zoom: 7 };
const noCorners = () => undefined;

const drawable = (points: readonly TLatLng[] | null | undefined) =>
  points && isDrawablePolygon(points) ? [...points] : null;

/**
 * The plot on the inspector's phone (issue 53 §5): the citizen's and the officer's areas, the pins, and the
 * phone's position; read only, no boundary layers (six layer files are too much for weak mobile data). Without
 * a background the polygons are drawn on a blank map.
 */
export function SitePlotMapContent(props: {
  plot: TPlotView;
  markers: readonly TMapMarker[];
  device: TDeviceFix | null;
  hasBackground: boolean;
  height: string;
}) {
  const settings = useMapSettingsQuery();
  const shown = settings.data ?? BLANK_SETTINGS;
  const citizenArea = drawable(props.plot.geo_coordinates);
  const officerArea = drawable(props.plot.latest_geo_coordinates.officer_geo_coordinates);
  const centre = centreOf(officerArea ?? citizenArea ?? props.plot.geo_coordinates) ?? props.device?.position ?? null;
  return (
    <PlotMapCanvas
      settings={props.hasBackground ? { ...shown, layers: [] } : { ...shown, tile_url: null, layers: [] }}
      view={centre ? { centre, zoom: shown.default_zoom } : STATE_VIEW}
      fitArea={officerArea ?? citizenArea}
      height={props.height}
      citizenArea={citizenArea}
      officerArea={officerArea}
      isOfficerAreaDraft={false}
      layers={[]}
      tool={null}
      onCorners={noCorners}
      markers={props.markers}
      device={props.device}
    />
  );
}
