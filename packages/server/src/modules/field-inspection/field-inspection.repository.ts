import type { TLatLng } from '@anumati/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { properties } from '../application/application.table';
import { officers } from '../officer/officer.table';
import { media } from '../storage/media.table';
import { fieldPhotos, siteVisits } from './field-inspection.table';

export type TFieldPhotoRow = typeof fieldPhotos.$inferSelect & { takenByName: string };
export type TSiteVisitRow = typeof siteVisits.$inferSelect & { officerName: string };

const officerName = sql<string>`${officers.firstName} || ' ' || ${officers.lastName}`;

/** The plot's polygons (the citizen's, and the officer's area when drawn); undefined for a file without a plot. */
export async function findPlotPolygons(db: TDb, applicationId: number) {
  const [row] = await db
    .select({
      geoCoordinates: properties.geoCoordinates,
      officerGeoCoordinates: properties.officerGeoCoordinates,
    })
    .from(properties)
    .where(eq(properties.applicationId, applicationId));
  return row as { geoCoordinates: TLatLng[] | null; officerGeoCoordinates: TLatLng[] | null } | undefined;
}

/** Whether an upload key is taken already, as a field photo or as a document. */
export async function isStorageKeyRecorded(db: TDb, key: string): Promise<boolean> {
  const [photo] = await db.select({ id: fieldPhotos.id }).from(fieldPhotos).where(eq(fieldPhotos.s3FilePath, key));
  if (photo) return true;
  const [document] = await db.select({ id: media.id }).from(media).where(eq(media.s3FilePath, key));
  return Boolean(document);
}

/** Inserts a photo unless its key is recorded already (a second send of the same upload): undefined then. */
export async function insertFieldPhoto(db: TDb, row: typeof fieldPhotos.$inferInsert) {
  const [inserted] = await db
    .insert(fieldPhotos)
    .values(row)
    .onConflictDoNothing({ target: fieldPhotos.s3FilePath })
    .returning({ id: fieldPhotos.id });
  return inserted?.id;
}

export async function insertSiteVisit(db: TDb, row: typeof siteVisits.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(siteVisits).values(row).returning({ id: siteVisits.id });
  if (!inserted) throw new Error('site visit insert returned no row');
  return inserted.id;
}

/** One file's photos, oldest first (by the server's instant: the device's clock may be wrong). */
export async function findFieldPhotos(db: TDb, applicationId: number): Promise<TFieldPhotoRow[]> {
  const rows = await db
    .select({ photo: fieldPhotos, takenByName: officerName })
    .from(fieldPhotos)
    .innerJoin(officers, eq(officers.id, fieldPhotos.officerId))
    .where(eq(fieldPhotos.applicationId, applicationId))
    .orderBy(asc(fieldPhotos.receivedAt), asc(fieldPhotos.id));
  return rows.map(({ photo, takenByName }) => ({ ...photo, takenByName }));
}

/** The form questions a file's photos answer, and who took each (issue 53 §4: a required photo blocks the submit). */
export function findPhotoAnswers(
  db: TDb,
  applicationId: number,
): Promise<{ questionId: string | null; officerId: number }[]> {
  return db
    .select({ questionId: fieldPhotos.questionId, officerId: fieldPhotos.officerId })
    .from(fieldPhotos)
    .where(and(eq(fieldPhotos.applicationId, applicationId), isNotNull(fieldPhotos.questionId)));
}

export async function findFieldPhotoByKey(db: TDb, key: string): Promise<TFieldPhotoRow | undefined> {
  const [row] = await db
    .select({ photo: fieldPhotos, takenByName: officerName })
    .from(fieldPhotos)
    .innerJoin(officers, eq(officers.id, fieldPhotos.officerId))
    .where(eq(fieldPhotos.s3FilePath, key));
  return row && { ...row.photo, takenByName: row.takenByName };
}

export async function findFieldPhoto(db: TDb, id: number): Promise<TFieldPhotoRow | undefined> {
  const [row] = await db
    .select({ photo: fieldPhotos, takenByName: officerName })
    .from(fieldPhotos)
    .innerJoin(officers, eq(officers.id, fieldPhotos.officerId))
    .where(eq(fieldPhotos.id, id));
  return row && { ...row.photo, takenByName: row.takenByName };
}

/** One file's site visits, oldest first. */
export async function findSiteVisits(db: TDb, applicationId: number): Promise<TSiteVisitRow[]> {
  const rows = await db
    .select({ visit: siteVisits, officerName })
    .from(siteVisits)
    .innerJoin(officers, eq(officers.id, siteVisits.officerId))
    .where(eq(siteVisits.applicationId, applicationId))
    .orderBy(asc(siteVisits.receivedAt), asc(siteVisits.id));
  return rows.map(({ visit, officerName: name }) => ({ ...visit, officerName: name }));
}

export async function findSiteVisit(db: TDb, id: number): Promise<TSiteVisitRow | undefined> {
  const [row] = await db
    .select({ visit: siteVisits, officerName })
    .from(siteVisits)
    .innerJoin(officers, eq(officers.id, siteVisits.officerId))
    .where(eq(siteVisits.id, id));
  return row && { ...row.visit, officerName: row.officerName };
}
