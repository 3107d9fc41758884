import type { TApplicationType, TFeeBreakupLine } from '@anumati/domain';
import { and, asc, eq, gt, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applications, buildings, properties } from '../application/application.table';
import { authorities, ulbs } from '../jurisdiction/jurisdiction.table';
import { applicationFees } from './fees.table';

export async function findApplicationFee(db: TDb, applicationId: number) {
  const [row] = await db.select().from(applicationFees).where(eq(applicationFees.applicationId, applicationId));
  return row ?? null;
}

export async function insertApplicationFee(db: TDb, values: typeof applicationFees.$inferInsert) {
  await db.insert(applicationFees).values(values);
}

export async function saveCertifiedBreakup(
  db: TDb,
  applicationId: number,
  certified: { updatedBreakup: TFeeBreakupLine[]; officerId: number; at: Date },
) {
  await db
    .update(applicationFees)
    .set({
      updatedBreakup: certified.updatedBreakup,
      certifiedByOfficerId: certified.officerId,
      certifiedAt: certified.at,
    })
    .where(eq(applicationFees.applicationId, applicationId));
}

/** What an application's fee depends on: its type, plot, building and the ULB's grade and authority. */
export async function loadFeeFacts(db: TDb, applicationId: number) {
  const [row] = await db
    .select({
      applicationType: applications.applicationType,
      approvalFor: applications.approvalFor,
      plot: properties,
      building: buildings,
      ulbName: ulbs.name,
      ulbGrade: ulbs.grade,
      authorityCode: authorities.code,
    })
    .from(applications)
    .innerJoin(properties, eq(properties.applicationId, applications.id))
    .innerJoin(buildings, eq(buildings.applicationId, applications.id))
    .innerJoin(ulbs, eq(ulbs.id, applications.ulbId))
    .innerJoin(authorities, eq(authorities.id, ulbs.authorityId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/** The application's fee flags, locked for the rest of the transaction: two submissions cannot both pass. */
export async function lockApplicationFeeFlags(db: TDb, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      isFeeSubmitted: applications.isFeeSubmitted,
    })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  return row ?? null;
}

export async function setApplicationFeeFlags(
  db: TDb,
  applicationId: number,
  flags: { isFeeSubmitted: boolean; isFeeChanged: boolean; isFeeChangeDetect: boolean; updatedAt: Date },
) {
  await db.update(applications).set(flags).where(eq(applications.id, applicationId));
}

/**
 * The fees of the files the Revenue Dashboard counts: of these ULBs (null: every ULB) and types (null: every
 * type), applied for in [from, to) when given; drafts are no one's revenue. A batch at a time, in application
 * order after `afterId`: a state's files do not fit in the server's memory at once.
 */
export function findFeeRevenueFiles(
  db: TDb,
  criteria: {
    ulbIds: readonly number[] | null;
    applicationTypes: readonly TApplicationType[] | null;
    from: Date | null;
    to: Date | null;
  },
  batch: { afterId: number; limit: number },
) {
  const conditions: SQL[] = [ne(applications.status, 'DRAFT'), gt(applications.id, batch.afterId)];
  if (criteria.ulbIds) conditions.push(inArray(applications.ulbId, [...criteria.ulbIds]));
  if (criteria.applicationTypes) conditions.push(inArray(applications.applicationType, [...criteria.applicationTypes]));
  if (criteria.from) conditions.push(gte(applications.appliedOn, criteria.from));
  if (criteria.to) conditions.push(lt(applications.appliedOn, criteria.to));
  return db
    .select({
      applicationId: applications.id,
      ulbId: applications.ulbId,
      applicationType: applications.applicationType,
      approvalFor: applications.approvalFor,
      status: applications.status,
      isFeePaid: applications.isFeePaid,
      calculated: applicationFees.calculatedBreakup,
      certified: applicationFees.updatedBreakup,
    })
    .from(applicationFees)
    .innerJoin(applications, eq(applications.id, applicationFees.applicationId))
    .where(and(...conditions))
    .orderBy(asc(applications.id))
    .limit(batch.limit);
}
