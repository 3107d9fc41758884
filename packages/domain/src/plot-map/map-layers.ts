import { isDrawablePolygon, polygonsTouch, type TLatLng } from './polygon';
import type { TLanguage } from '../i18n/language';

/** Spec 2 §9: the map opens at zoom 17 on the plot. */
export const MAP_DEFAULT_ZOOM = 17;

/**
 * Spec 2 §2.6 legend colours: blue for GHMC water bodies, pink for prohibited areas, black for the citizen's area,
 * red for HMDA water bodies. The officer's area has no colour in the spec: green, apart from all four.
 */
export const MAP_COLOURS = {
  ghmcWaterBody: '#1971c2',
  hmdaWaterBody: '#e03131',
  prohibited: '#d6336c',
  citizenArea: '#000000',
  officerArea: '#2b8a3e',
} as const;

/**
 * Spec 2 §2.6 and §9: six boundary layers in three groups (water body limits, government prohibited lands,
 * prohibited land parcels); the groups come in the two variants the legend names, GHMC and HMDA.
 */
export const MAP_LAYER_KEYS = [
  'GHMC_WATER_BODIES',
  'HMDA_WATER_BODIES',
  'GHMC_GOVERNMENT_PROHIBITED_LANDS',
  'HMDA_GOVERNMENT_PROHIBITED_LANDS',
  'GHMC_PROHIBITED_LAND_PARCELS',
  'HMDA_PROHIBITED_LAND_PARCELS',
] as const;
export type TMapLayerKey = (typeof MAP_LAYER_KEYS)[number];

export const MAP_LAYER_GROUPS = [
  'WATER_BODY_LIMITS',
  'GOVERNMENT_PROHIBITED_LANDS',
  'PROHIBITED_LAND_PARCELS',
] as const;
export type TMapLayerGroup = (typeof MAP_LAYER_GROUPS)[number];

export type TMapLayerDefinition = {
  title: string;
  group: TMapLayerGroup;
  colour: string;
  /** The layer's file under the configured base URL (MAP_LAYERS_BASE_URL): KML, or KML zipped as KMZ. */
  fileName: string;
  /** Shown when the plot touches one of the layer's polygons (spec 2 §2.6: the text is not shown; ours). */
  warning: string;
};

export const MAP_LAYERS: Record<TMapLayerKey, TMapLayerDefinition> = {
  GHMC_WATER_BODIES: {
    title: 'GHMC Water Bodies',
    group: 'WATER_BODY_LIMITS',
    colour: MAP_COLOURS.ghmcWaterBody,
    fileName: 'ghmc-water-bodies.kml',
    warning: 'The plot touches a GHMC water body limit',
  },
  HMDA_WATER_BODIES: {
    title: 'HMDA Water Bodies',
    group: 'WATER_BODY_LIMITS',
    colour: MAP_COLOURS.hmdaWaterBody,
    fileName: 'hmda-water-bodies.kmz',
    warning: 'The plot touches an HMDA water body limit',
  },
  GHMC_GOVERNMENT_PROHIBITED_LANDS: {
    title: 'GHMC Government Prohibited Lands',
    group: 'GOVERNMENT_PROHIBITED_LANDS',
    colour: MAP_COLOURS.prohibited,
    fileName: 'ghmc-government-prohibited-lands.kml',
    warning: 'The plot touches government prohibited land (GHMC)',
  },
  HMDA_GOVERNMENT_PROHIBITED_LANDS: {
    title: 'HMDA Government Prohibited Lands',
    group: 'GOVERNMENT_PROHIBITED_LANDS',
    colour: MAP_COLOURS.prohibited,
    fileName: 'hmda-government-prohibited-lands.kmz',
    warning: 'The plot touches government prohibited land (HMDA)',
  },
  GHMC_PROHIBITED_LAND_PARCELS: {
    title: 'GHMC Prohibited Land Parcels',
    group: 'PROHIBITED_LAND_PARCELS',
    colour: MAP_COLOURS.prohibited,
    fileName: 'ghmc-prohibited-land-parcels.kml',
    warning: 'The plot touches a prohibited land parcel (GHMC)',
  },
  HMDA_PROHIBITED_LAND_PARCELS: {
    title: 'HMDA Prohibited Land Parcels',
    group: 'PROHIBITED_LAND_PARCELS',
    colour: MAP_COLOURS.prohibited,
    fileName: 'hmda-prohibited-land-parcels.kmz',
    warning: 'The plot touches a prohibited land parcel (HMDA)',
  },
};

/** The layers' titles and warnings in Telugu. */
export const MAP_LAYER_TEXTS_TE: Record<TMapLayerKey, Pick<TMapLayerDefinition, 'title' | 'warning'>> = {
  GHMC_WATER_BODIES: { title: 'GHMC జలాశయాలు', warning: 'ప్లాట్ GHMC జలాశయ పరిమితిని తాకుతోంది' },
  HMDA_WATER_BODIES: { title: 'HMDA జలాశయాలు', warning: 'ప్లాట్ HMDA జలాశయ పరిమితిని తాకుతోంది' },
  GHMC_GOVERNMENT_PROHIBITED_LANDS: {
    title: 'GHMC ప్రభుత్వ నిషేధిత భూములు',
    warning: 'ప్లాట్ ప్రభుత్వ నిషేధిత భూమిని తాకుతోంది (GHMC)',
  },
  HMDA_GOVERNMENT_PROHIBITED_LANDS: {
    title: 'HMDA ప్రభుత్వ నిషేధిత భూములు',
    warning: 'ప్లాట్ ప్రభుత్వ నిషేధిత భూమిని తాకుతోంది (HMDA)',
  },
  GHMC_PROHIBITED_LAND_PARCELS: {
    title: 'GHMC నిషేధిత భూ భాగాలు',
    warning: 'ప్లాట్ నిషేధిత భూ భాగాన్ని తాకుతోంది (GHMC)',
  },
  HMDA_PROHIBITED_LAND_PARCELS: {
    title: 'HMDA నిషేధిత భూ భాగాలు',
    warning: 'ప్లాట్ నిషేధిత భూ భాగాన్ని తాకుతోంది (HMDA)',
  },
};

/** A layer's title and warning in the officer's language. */
export function mapLayerTexts(
  key: TMapLayerKey,
  language: TLanguage = 'en',
): Pick<TMapLayerDefinition, 'title' | 'warning'> {
  return language === 'te' ? MAP_LAYER_TEXTS_TE[key] : MAP_LAYERS[key];
}

/** Spec 2 §2.6: the legend, in the spec's order, with the officer's area after the citizen's. */
export const MAP_LEGEND: readonly { label: string; colour: string }[] = [
  { label: 'GHMC Water Bodies', colour: MAP_COLOURS.ghmcWaterBody },
  { label: 'Prohibited Areas', colour: MAP_COLOURS.prohibited },
  { label: 'Citizen Area', colour: MAP_COLOURS.citizenArea },
  { label: 'HMDA Water Bodies', colour: MAP_COLOURS.hmdaWaterBody },
  { label: 'Officer Area', colour: MAP_COLOURS.officerArea },
];

export const MAP_LEGEND_LABELS_TE: Readonly<Record<string, string>> = {
  'GHMC Water Bodies': 'GHMC జలాశయాలు',
  'Prohibited Areas': 'నిషేధిత ప్రాంతాలు',
  'Citizen Area': 'పౌరుడు గుర్తించిన ప్రాంతం',
  'HMDA Water Bodies': 'HMDA జలాశయాలు',
  'Officer Area': 'అధికారి గుర్తించిన ప్రాంతం',
};

/** A legend entry's label in the officer's language. */
export function mapLegendLabel(label: string, language: TLanguage = 'en'): string {
  return language === 'te' ? (MAP_LEGEND_LABELS_TE[label] ?? label) : label;
}

/** GET /api/v1/map_layers: where the console finds the base tiles and each boundary layer's file. */
export type TMapSettings = {
  /** A Leaflet tile URL template ({z}/{x}/{y}); null when the map runs without base tiles. */
  tile_url: string | null;
  tile_attribution: string;
  default_zoom: number;
  layers: { key: TMapLayerKey; title: string; url: string }[];
};

/** One polygon of a boundary layer, as the map draws it. */
export type TLayerPolygon = { name: string; points: TLatLng[] };

/** What a KML or KMZ file becomes (GeoJSON, as @tmcw/togeojson reads it): only the parts the map uses. */
export type TGeoJsonGeometry = { type: string; coordinates?: unknown; geometries?: TGeoJsonGeometry[] | null };
export type TGeoJsonFeatureCollection = {
  features: { geometry: TGeoJsonGeometry | null; properties?: Record<string, unknown> | null }[];
};

const isPosition = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length >= 2 && Number.isFinite(value[0]) && Number.isFinite(value[1]);

/** GeoJSON rings are [longitude, latitude]; the map's points are [latitude, longitude]. */
function outerRing(polygon: unknown): TLatLng[] {
  const ring: unknown = Array.isArray(polygon) ? polygon[0] : undefined;
  if (!Array.isArray(ring) || !ring.every(isPosition)) return [];
  return ring.map(([longitude, latitude]): TLatLng => [latitude, longitude]);
}

function ringsOf(geometry: TGeoJsonGeometry | null): TLatLng[][] {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Polygon':
      return [outerRing(geometry.coordinates)];
    case 'MultiPolygon':
      return Array.isArray(geometry.coordinates) ? geometry.coordinates.map(outerRing) : [];
    case 'GeometryCollection':
      return (geometry.geometries ?? []).flatMap(ringsOf);
    default:
      // Points and lines mark no area: nothing to draw or to test.
      return [];
  }
}

/**
 * A layer file's polygons (their outer rings), named by their placemark. Spec 2 §2.6: polygons with fewer than
 * 4 points are ignored.
 */
export function layerPolygons(collection: TGeoJsonFeatureCollection): TLayerPolygon[] {
  return collection.features.flatMap((feature, index) => {
    const name = typeof feature.properties?.name === 'string' ? feature.properties.name : `Polygon ${index + 1}`;
    return ringsOf(feature.geometry)
      .filter(isDrawablePolygon)
      .map((points) => ({ name, points }));
  });
}

export type TLayerWarning = { key: TMapLayerKey; message: string; polygonNames: string[] };

/**
 * Spec 2 §2.6: a warning for each layer the plot touches — the citizen's area or the officer's, whichever is
 * drawn. Polygons with fewer than 4 points are ignored on both sides.
 */
export function layerWarnings(
  input: {
    plots: readonly (readonly TLatLng[])[];
    layers: readonly { key: TMapLayerKey; polygons: readonly TLayerPolygon[] }[];
  },
  language: TLanguage = 'en',
): TLayerWarning[] {
  const plots = input.plots.filter(isDrawablePolygon);
  return input.layers.flatMap(({ key, polygons }) => {
    const touched = polygons.filter(
      (polygon) => isDrawablePolygon(polygon.points) && plots.some((plot) => polygonsTouch(plot, polygon.points)),
    );
    if (touched.length === 0) return [];
    const polygonNames = [...new Set(touched.map((polygon) => polygon.name))];
    return [{ key, message: `${mapLayerTexts(key, language).warning}: ${polygonNames.join(', ')}`, polygonNames }];
  });
}
