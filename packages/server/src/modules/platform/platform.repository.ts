import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applicants, applications, buildings, properties } from '../application/application.table';
import { authorities, ulbs } from '../jurisdiction/jurisdiction.table';
import { platformRequests } from './platform.table';

/** Holds the Idempotency-Key until the transaction ends: a second delivery of one request waits here. */
export async function lockIdempotencyKey(db: TDb, idempotencyKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${idempotencyKey}))`);
}

/** The request already answered under this Idempotency-Key, if any. */
export async function findPlatformRequest(db: TDb, idempotencyKey: string) {
  const [earlier] = await db.select().from(platformRequests).where(eq(platformRequests.idempotencyKey, idempotencyKey));
  return earlier ?? null;
}

export async function insertPlatformRequest(db: TDb, values: typeof platformRequests.$inferInsert): Promise<void> {
  await db.insert(platformRequests).values(values);
}

/** The ULB named by the platform, with its authority's code (the application identifier's prefix). */
export async function findUlbByName(db: TDb, name: string) {
  const [ulb] = await db
    .select({ id: ulbs.id, authorityCode: authorities.code })
    .from(ulbs)
    .innerJoin(authorities, eq(authorities.id, ulbs.authorityId))
    .where(eq(ulbs.name, name));
  return ulb ?? null;
}

export async function findApplicationIdByIdentifier(db: TDb, applicationIdentifier: string) {
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.applicationIdentifier, applicationIdentifier));
  return application ?? null;
}

export async function insertApplicant(db: TDb, values: typeof applicants.$inferInsert) {
  const [applicant] = await db.insert(applicants).values(values).returning({ id: applicants.id });
  return applicant ?? null;
}

export async function insertApplication(db: TDb, values: typeof applications.$inferInsert) {
  const [application] = await db.insert(applications).values(values).returning({ id: applications.id });
  return application ?? null;
}

export async function setApplicationIdentifier(
  db: TDb,
  applicationId: number,
  applicationIdentifier: string,
): Promise<void> {
  await db.update(applications).set({ applicationIdentifier }).where(eq(applications.id, applicationId));
}

export async function insertPlot(db: TDb, values: typeof properties.$inferInsert): Promise<void> {
  await db.insert(properties).values(values);
}

export async function insertBuilding(db: TDb, values: typeof buildings.$inferInsert): Promise<void> {
  await db.insert(buildings).values(values);
}

/** The application a correction request is filed on, locked until the transaction ends. */
export async function lockApplication(db: TDb, applicationId: number) {
  const [application] = await db
    .select({ id: applications.id, status: applications.status, ulbId: applications.ulbId })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  return application ?? null;
}
