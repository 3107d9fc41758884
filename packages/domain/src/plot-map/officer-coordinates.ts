import { z } from 'zod';
import { MAX_DATABASE_ID } from '../shared/database-id';
import type { TPermissionLevel } from '../officer/permission-level';
import {
  closeRing,
  hasArea,
  isClosedRing,
  MIN_POLYGON_POINTS,
  openRing,
  ringSelfIntersects,
  type TLatLng,
} from './polygon';

/** Spec 2 §2.6 and §6: the roles that may save (Edit Area) or remove (Delete Edited Area) the officer's area. */
export const PLOT_AREA_EDITOR_LEVELS: readonly TPermissionLevel[] = [
  'SITE_VERIFICATION',
  'TPSO_OFFICER',
  'SECTION_OFFICER',
  'UDA_GP_SITE_OFFICER',
  'CP_TECH_OFFICER',
  'TECH_OFFICER',
  'TECHNICAL_VERIFICATION',
];

export function canEditPlotArea(permissionLevel: TPermissionLevel | string): boolean {
  return (PLOT_AREA_EDITOR_LEVELS as readonly string[]).includes(permissionLevel);
}

/**
 * An officer's area is kept within reason: a plot has a handful of corners, and the self-crossing test looks
 * at every pair of edges.
 */
export const MAX_OFFICER_POINTS = 200;

/** The map's messages. The spec shows none beyond the button states (spec 2 §8): these are ours. */
export const PLOT_MAP_MESSAGES = {
  notAllowed: 'Your role may not edit the area on the map',
  notYourself: 'officer_id must be the signed-in officer',
  propertyNotFound: 'Property not found',
  coordinatesExist: 'Officer coordinates already exist for this plot: delete them before saving new ones',
  noCoordinates: 'There are no officer coordinates to delete for this plot',
  saved: 'Officer coordinates saved',
  deleted: 'Officer coordinates deleted',
  notANumber: 'Each coordinate must be a number',
  notAList: 'officer_geo_coordinates must be a list of latitude,longitude pairs',
  notAPair: 'Each point is a latitude,longitude pair',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  tooFewPoints: `The area needs at least ${MIN_POLYGON_POINTS} points, the last one repeating the first`,
  tooManyPoints: `The area may have at most ${MAX_OFFICER_POINTS} points`,
  notClosed: 'The area must be closed: its last point must repeat its first',
  selfIntersecting: 'The sides of the area must not cross or touch each other',
  noArea: 'The points of the area must not all lie on one line',
  deleteFailed: 'The officer coordinates could not be deleted',
  saveFailed: 'The officer coordinates could not be saved',
} as const;

export const PLOT_MAP_MESSAGES_TE: Record<keyof typeof PLOT_MAP_MESSAGES, string> = {
  notAllowed: 'మీ పాత్రకు మ్యాప్‌పై ప్రాంతాన్ని సవరించే అనుమతి లేదు',
  notYourself: 'officer_id సైన్ ఇన్ అయిన అధికారిదే అయి ఉండాలి',
  propertyNotFound: 'ఆస్తి కనబడలేదు',
  coordinatesExist: 'ఈ ప్లాట్‌కు అధికారి నిరూపకాలు ఇప్పటికే ఉన్నాయి: కొత్తవి సేవ్ చేసే ముందు వాటిని తొలగించండి',
  noCoordinates: 'ఈ ప్లాట్‌కు తొలగించడానికి అధికారి నిరూపకాలు లేవు',
  saved: 'అధికారి నిరూపకాలు సేవ్ చేయబడ్డాయి',
  deleted: 'అధికారి నిరూపకాలు తొలగించబడ్డాయి',
  notANumber: 'ప్రతి నిరూపకం ఒక సంఖ్య అయి ఉండాలి',
  notAList: 'officer_geo_coordinates అక్షాంశం,రేఖాంశం జతల జాబితా అయి ఉండాలి',
  notAPair: 'ప్రతి బిందువు ఒక అక్షాంశం,రేఖాంశం జత',
  latitudeRange: 'అక్షాంశం -90 మరియు 90 మధ్య ఉండాలి',
  longitudeRange: 'రేఖాంశం -180 మరియు 180 మధ్య ఉండాలి',
  tooFewPoints: `ప్రాంతానికి కనీసం ${MIN_POLYGON_POINTS} బిందువులు అవసరం, చివరిది మొదటిదాన్ని పునరావృతం చేయాలి`,
  tooManyPoints: `ప్రాంతానికి గరిష్ఠంగా ${MAX_OFFICER_POINTS} బిందువులు ఉండవచ్చు`,
  notClosed: 'ప్రాంతం మూసి ఉండాలి: దాని చివరి బిందువు మొదటి బిందువును పునరావృతం చేయాలి',
  selfIntersecting: 'ప్రాంతం భుజాలు ఒకదానినొకటి దాటకూడదు లేదా తాకకూడదు',
  noArea: 'ప్రాంతం బిందువులన్నీ ఒకే రేఖపై ఉండకూడదు',
  deleteFailed: 'అధికారి నిరూపకాలను తొలగించలేకపోయాము',
  saveFailed: 'అధికారి నిరూపకాలను సేవ్ చేయలేకపోయాము',
};

const ZLatitude = z
  .number({ error: PLOT_MAP_MESSAGES.notANumber })
  .min(-90, PLOT_MAP_MESSAGES.latitudeRange)
  .max(90, PLOT_MAP_MESSAGES.latitudeRange);
const ZLongitude = z
  .number({ error: PLOT_MAP_MESSAGES.notANumber })
  .min(-180, PLOT_MAP_MESSAGES.longitudeRange)
  .max(180, PLOT_MAP_MESSAGES.longitudeRange);

/**
 * The officer's area: [latitude, longitude] pairs forming a closed ring (the last point repeats the first) of at
 * least 4 points — a triangle at the least — that does not cross itself and encloses some area.
 */
export const ZOfficerGeoCoordinatesSchema = z
  .array(z.tuple([ZLatitude, ZLongitude], { error: PLOT_MAP_MESSAGES.notAPair }), {
    error: PLOT_MAP_MESSAGES.notAList,
  })
  .min(MIN_POLYGON_POINTS, PLOT_MAP_MESSAGES.tooFewPoints)
  .max(MAX_OFFICER_POINTS, PLOT_MAP_MESSAGES.tooManyPoints)
  .superRefine((points, context) => {
    const ring = points as TLatLng[];
    const problem = !isClosedRing(ring)
      ? PLOT_MAP_MESSAGES.notClosed
      : ringSelfIntersects(ring.slice(0, -1))
        ? PLOT_MAP_MESSAGES.selfIntersecting
        : !hasArea(ring)
          ? PLOT_MAP_MESSAGES.noArea
          : null;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const ZId = (name: string) =>
  z.coerce
    .number({ error: `${name} is required` })
    .int(`${name} must be a whole number`)
    .positive(`${name} is required`)
    .max(MAX_DATABASE_ID, `${name} is required`);

/**
 * POST properties/update_geo_coordinates (spec 2 §3.7): property_id is the plot's record (plot.id in the
 * detail reads); officer_id must be the signed-in officer.
 */
export const ZUpdateGeoCoordinatesSchema = z.object({
  officer_geo_coordinates: ZOfficerGeoCoordinatesSchema,
  property_id: ZId('property_id'),
  officer_id: ZId('officer_id'),
});
export type TUpdateGeoCoordinates = z.infer<typeof ZUpdateGeoCoordinatesSchema>;

/** DELETE properties/delete_officer_coordinates (spec 2 §7). */
export const ZDeleteOfficerCoordinatesSchema = z.object({ property_id: ZId('property_id') });
export type TDeleteOfficerCoordinates = z.infer<typeof ZDeleteOfficerCoordinatesSchema>;

/** Spec 2 §2.6: a table row reads "latitude,longitude". */
export function formatCoordinatePair([latitude, longitude]: TLatLng): string {
  return `${latitude},${longitude}`;
}

/** A "latitude,longitude" row as typed by an officer; null when it is not two numbers. */
export function parseCoordinatePair(text: string): TLatLng | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return null;
  const [latitude, longitude] = parts.map(Number) as [number, number];
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? [latitude, longitude] : null;
}

/**
 * The rows an officer typed, as the ring the server takes: every row a pair, closed by repeating the first point.
 * Answers the first problem instead, in the words the server would use.
 */
export function officerRingFromRows(rows: readonly string[]): { ring: TLatLng[] } | { problem: string } {
  const points: TLatLng[] = [];
  for (const row of rows) {
    const point = parseCoordinatePair(row);
    if (!point) return { problem: PLOT_MAP_MESSAGES.notAPair };
    points.push(point);
  }
  const parsed = ZOfficerGeoCoordinatesSchema.safeParse(closeRing(points));
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? PLOT_MAP_MESSAGES.saveFailed };
  return { ring: parsed.data as TLatLng[] };
}

/** The corners of a saved or citizen polygon as editable rows (the closing point is added back on save). */
export function rowsFromPolygon(points: readonly TLatLng[]): string[] {
  return openRing(points).map(formatCoordinatePair);
}
