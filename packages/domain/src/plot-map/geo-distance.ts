import { closeRing, isDrawablePolygon, type TLatLng } from './polygon';

/** The mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The plot's corners in metres east and north of the point, on a plane tangent at the point (equirectangular: a
 * degree of longitude shrinks by the cosine of the point's latitude). A plot and the places an inspector stands
 * span at most a few kilometres: there the plane's error is under 0.1 % of the distance (about a metre at 5 km in
 * Telangana's latitudes), far below a phone's GPS accuracy; and unlike a haversine from each corner, a plane gives
 * the distance to an edge's inner points too, which is what "how far from the plot" means along a long side.
 */
function toLocalMetres(origin: TLatLng, point: TLatLng): [east: number, north: number] {
  const metresPerRadian = EARTH_RADIUS_METRES;
  const east = toRadians(point[1] - origin[1]) * Math.cos(toRadians(origin[0])) * metresPerRadian;
  const north = toRadians(point[0] - origin[0]) * metresPerRadian;
  return [east, north];
}

/** Distance from the origin (0, 0) to the segment a–b, on the plane. */
function distanceToSegment(a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(a[0] * dx + a[1] * dy) / lengthSquared));
  return Math.hypot(a[0] + t * dx, a[1] + t * dy);
}

/** Whether the origin lies inside the ring (even-odd rule), on the plane. */
function containsOrigin(ring: readonly [number, number][]): boolean {
  let isInside = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
    const [xi, yi] = ring[index] as [number, number];
    const [xj, yj] = ring[previous] as [number, number];
    if (yi > 0 !== yj > 0 && 0 < ((xj - xi) * -yi) / (yj - yi) + xi) isInside = !isInside;
  }
  return isInside;
}

/**
 * Metres from a WGS84 point to a plot polygon ([latitude, longitude] pairs): 0 inside it or on its boundary,
 * else the shortest distance to its boundary. Null for a polygon the map would not draw (fewer than
 * MIN_POLYGON_POINTS points), since there is then no plot to measure from.
 */
export function distanceToPolygonMetres(point: TLatLng, polygon: readonly TLatLng[]): number | null {
  if (!isDrawablePolygon(polygon)) return null;
  const ring = closeRing(polygon).map((corner) => toLocalMetres(point, corner));
  if (containsOrigin(ring)) return 0;
  let shortest = Number.POSITIVE_INFINITY;
  for (let index = 0; index + 1 < ring.length; index += 1) {
    shortest = Math.min(
      shortest,
      distanceToSegment(ring[index] as [number, number], ring[index + 1] as [number, number]),
    );
  }
  return shortest;
}

/** The great-circle distance between two points (haversine), in metres: what the tests measure the plane against. */
export function haversineMetres(a: TLatLng, b: TLatLng): number {
  const dLat = toRadians(b[0] - a[0]);
  const dLng = toRadians(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a[0])) * Math.cos(toRadians(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The polygon a field position is measured from: the officer's area when one was drawn on the plot map (the plot
 * as verified), else the citizen's.
 */
export function fieldPlotPolygon(plot: {
  geoCoordinates: readonly TLatLng[] | null;
  officerGeoCoordinates: readonly TLatLng[] | null;
}): readonly TLatLng[] {
  if (plot.officerGeoCoordinates && isDrawablePolygon(plot.officerGeoCoordinates)) return plot.officerGeoCoordinates;
  return plot.geoCoordinates ?? [];
}

/** Issue 53: why a field photo or site visit is not taken as on site. */
export const FIELD_POSITION_FLAGS = ['NO_POSITION', 'FAR_FROM_PLOT', 'NO_PLOT'] as const;
export type TFieldPositionFlag = (typeof FIELD_POSITION_FLAGS)[number];

/** FIELD_PHOTO_MAX_DISTANCE_M's default (issue 53): past this many metres from the plot a photo is flagged. */
export const DEFAULT_FIELD_PHOTO_MAX_DISTANCE_M = 200;

export type TFieldPositionCheck = { distanceMetres: number | null; flag: TFieldPositionFlag | null };

/**
 * Issue 53 §4: a photo without a position, or farther than the threshold from the plot, is flagged — never
 * silently taken as on site; with no polygon to measure from it is flagged NO_PLOT (nothing says it was on site
 * either). A distance exactly at the threshold is on site ("more than 200 m" is flagged). The device's accuracy
 * is shown beside the distance, not folded into it: the officer reads both.
 */
export function checkFieldPosition(input: {
  position: TLatLng | null;
  polygon: readonly TLatLng[];
  maxDistanceMetres: number;
}): TFieldPositionCheck {
  if (!input.position) return { distanceMetres: null, flag: 'NO_POSITION' };
  const distanceMetres = distanceToPolygonMetres(input.position, input.polygon);
  if (distanceMetres === null) return { distanceMetres: null, flag: 'NO_PLOT' };
  return { distanceMetres, flag: distanceMetres > input.maxDistanceMetres ? 'FAR_FROM_PLOT' : null };
}

/** The flags' labels on the officers' screens. */
export const FIELD_POSITION_FLAG_LABELS: Record<TFieldPositionFlag, { en: string; te: string }> = {
  NO_POSITION: { en: 'No position', te: 'స్థానం లేదు' },
  FAR_FROM_PLOT: { en: 'Far from the plot', te: 'ప్లాట్‌కు దూరంగా' },
  NO_PLOT: { en: 'No plot to compare', te: 'పోల్చడానికి ప్లాట్ లేదు' },
};

export function isFieldPositionFlag(value: unknown): value is TFieldPositionFlag {
  return (FIELD_POSITION_FLAGS as readonly unknown[]).includes(value);
}
