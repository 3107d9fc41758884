import type { TCorrectableColumn, TCorrectionStatus, TCorrectionStep } from '@anumati/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applicants, applications, properties, stageOfficers, stageStates } from '../application/application.table';
import { authorities } from '../jurisdiction/jurisdiction.table';
import { officers, roles } from '../officer/officer.table';
import { correctionAssignees, correctionRequests, corrections } from './corrections.table';

/**
 * Where each correctable column is stored. A Record over the domain's closed set: a column added there without
 * a place here does not compile.
 */
const COLUMN_TARGETS = {
  applicant_name: { record: 'applicant', field: 'applicantName' },
  relationship_name: { record: 'applicant', field: 'relationshipName' },
  aadhaar_number: { record: 'applicant', field: 'aadhaarNumber' },
  mobile: { record: 'applicant', field: 'mobile' },
  email: { record: 'applicant', field: 'email' },
  contact_address: { record: 'applicant', field: 'contactAddress' },
  plot_address: { record: 'plot', field: 'plotAddress' },
  village: { record: 'plot', field: 'village' },
  mandal: { record: 'plot', field: 'mandal' },
  survey_number: { record: 'plot', field: 'surveyNumber' },
} as const satisfies Record<
  TCorrectableColumn,
  | { record: 'applicant'; field: keyof typeof applicants.$inferSelect }
  | { record: 'plot'; field: keyof typeof properties.$inferSelect }
>;

export type TCorrectableValues = Record<TCorrectableColumn, string | null>;

/** The application's correctable values as they stand now, read for update (the caller may change them). */
export async function readCorrectableValues(db: TDb, applicationId: number): Promise<TCorrectableValues | null> {
  const [row] = await db
    .select({ applicant: applicants, plot: properties })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(properties, eq(properties.applicationId, applications.id))
    .where(eq(applications.id, applicationId))
    .for('update');
  if (!row) return null;
  const entries = Object.entries(COLUMN_TARGETS).map(([column, target]) => {
    const value = target.record === 'applicant' ? row.applicant[target.field] : row.plot[target.field];
    return [column, value === null || value === undefined ? null : String(value)];
  });
  return Object.fromEntries(entries) as TCorrectableValues;
}

/** Writes new values of correctable columns on the application's applicant and plot. */
export async function writeCorrectableValues(
  db: TDb,
  applicationId: number,
  values: Partial<Record<TCorrectableColumn, string>>,
): Promise<void> {
  const applicant: Partial<typeof applicants.$inferInsert> = {};
  const plot: Partial<typeof properties.$inferInsert> = {};
  for (const [column, value] of Object.entries(values) as [TCorrectableColumn, string][]) {
    const target = COLUMN_TARGETS[column];
    if (target.record === 'applicant') applicant[target.field] = value;
    else plot[target.field] = value;
  }
  if (Object.keys(applicant).length > 0) {
    const [application] = await db
      .select({ applicantId: applications.applicantId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    await db
      .update(applicants)
      .set(applicant)
      .where(eq(applicants.id, application?.applicantId ?? -1));
  }
  if (Object.keys(plot).length > 0) {
    await db.update(properties).set(plot).where(eq(properties.applicationId, applicationId));
  }
}

/**
 * Officers of the application's ULB who could take a step of a correction request: each with the correction
 * turns waiting for them and whether they already worked on the file (an L2 verification review for the
 * verifying step, the decision for the final word).
 */
export async function findCorrectionCandidates(
  db: TDb,
  input: { applicationId: number; ulbId: number; step: TCorrectionStep },
) {
  const workedOn =
    input.step === 'VERIFICATION'
      ? sql`ss.stage_key in ('SITE', 'TITLE', 'TECHNICAL') and so.officer_level = 'L2'`
      : sql`ss.stage_key = 'DECISION'`;
  return db
    .select({
      id: officers.id,
      roleName: roles.name,
      authorityCode: authorities.code,
      openCorrections: sql<number>`(select count(*) from ${correctionAssignees} ca
        where ca.officer_id = ${officers.id} and ca.completed_at is null)`.mapWith(Number),
      hasWorkedOnFile: sql<boolean>`exists (select 1 from ${stageOfficers} so
        join ${stageStates} ss on ss.id = so.stage_state_id
        where ss.application_id = ${input.applicationId} and so.officer_id = ${officers.id} and ${workedOn})`,
    })
    .from(officers)
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .leftJoin(authorities, eq(authorities.id, officers.authorityId))
    .where(and(eq(officers.isActive, true), eq(officers.ulbId, input.ulbId)));
}

export async function insertAssignee(db: TDb, values: typeof correctionAssignees.$inferInsert): Promise<void> {
  await db.insert(correctionAssignees).values(values);
}

/** The officer's open turn on a request at a step, if any. */
export async function findOpenTurn(
  db: TDb,
  input: { correctionRequestId: number; officerId: number; step?: TCorrectionStep },
) {
  const [row] = await db
    .select()
    .from(correctionAssignees)
    .where(
      and(
        eq(correctionAssignees.correctionRequestId, input.correctionRequestId),
        eq(correctionAssignees.officerId, input.officerId),
        input.step ? eq(correctionAssignees.step, input.step) : undefined,
        isNull(correctionAssignees.completedAt),
      ),
    );
  return row ?? null;
}

export async function closeTurn(
  db: TDb,
  id: number,
  values: { isApprove: boolean; remark: string; completedAt: Date },
): Promise<void> {
  await db.update(correctionAssignees).set(values).where(eq(correctionAssignees.id, id));
}

/** A request with its application's ULB, locked until the transaction ends: one decision at a time. */
export async function lockRequest(db: TDb, correctionRequestId: number) {
  const [row] = await db
    .select({ request: correctionRequests, ulbId: applications.ulbId })
    .from(correctionRequests)
    .innerJoin(applications, eq(applications.id, correctionRequests.applicationId))
    .where(eq(correctionRequests.id, correctionRequestId))
    .for('update', { of: correctionRequests });
  return row ?? null;
}

export async function updateRequest(
  db: TDb,
  correctionRequestId: number,
  values: Partial<typeof correctionRequests.$inferInsert>,
): Promise<void> {
  await db.update(correctionRequests).set(values).where(eq(correctionRequests.id, correctionRequestId));
}

export async function setApplicationCorrectionStatus(
  db: TDb,
  applicationId: number,
  input: { status: TCorrectionStatus; now: Date },
): Promise<void> {
  await db
    .update(applications)
    .set({ isCorrection: true, correctionStatus: input.status, updatedAt: input.now })
    .where(eq(applications.id, applicationId));
}

/** One correction with its request, for a decision on it. */
export async function findCorrection(db: TDb, correctionId: number) {
  const [row] = await db
    .select({ correction: corrections, request: correctionRequests })
    .from(corrections)
    .innerJoin(correctionRequests, eq(correctionRequests.id, corrections.correctionRequestId))
    .where(eq(corrections.id, correctionId));
  return row ?? null;
}

export async function updateCorrectionDecision(
  db: TDb,
  correctionId: number,
  values: { isApprove: boolean; remark: string | null },
) {
  const [row] = await db.update(corrections).set(values).where(eq(corrections.id, correctionId)).returning();
  if (!row) throw new Error('correction update returned no row');
  return row;
}

export function findCorrectionsOf(db: TDb, correctionRequestIds: readonly number[]) {
  if (correctionRequestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(corrections)
    .where(inArray(corrections.correctionRequestId, [...correctionRequestIds]))
    .orderBy(asc(corrections.correctionRequestId), asc(corrections.id));
}

const assigneeColumns = {
  assignee: correctionAssignees,
  officerName: sql<string>`${officers.firstName} || ' ' || ${officers.lastName}`,
  officerRole: roles.name,
};

export function findAssigneesOf(db: TDb, correctionRequestIds: readonly number[]) {
  if (correctionRequestIds.length === 0) return Promise.resolve([]);
  return db
    .select(assigneeColumns)
    .from(correctionAssignees)
    .innerJoin(officers, eq(officers.id, correctionAssignees.officerId))
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .where(inArray(correctionAssignees.correctionRequestId, [...correctionRequestIds]))
    .orderBy(asc(correctionAssignees.receivedAt), asc(correctionAssignees.id));
}

/** A subquery: the id of the application's latest correction request (none when it has none). */
export function latestCorrectionRequestId(db: TDb, applicationId: number) {
  return db
    .select({ id: correctionRequests.id })
    .from(correctionRequests)
    .where(eq(correctionRequests.applicationId, applicationId))
    .orderBy(desc(correctionRequests.createdAt), desc(correctionRequests.id))
    .limit(1);
}

/** The officers' turns on the application's latest request, in one query whether or not there is a request. */
export function findAssigneesOfLatestRequest(db: TDb, applicationId: number) {
  const latest = latestCorrectionRequestId(db, applicationId);
  return db
    .select(assigneeColumns)
    .from(correctionAssignees)
    .innerJoin(officers, eq(officers.id, correctionAssignees.officerId))
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .where(eq(correctionAssignees.correctionRequestId, latest))
    .orderBy(asc(correctionAssignees.receivedAt), asc(correctionAssignees.id));
}

const requestColumns = {
  request: correctionRequests,
  applicationIdentifier: applications.applicationIdentifier,
  applicationType: applications.applicationType,
  approvalFor: applications.approvalFor,
  applicantName: applicants.applicantName,
};

/**
 * A page of the officer's correction turns at a step (open ones), or of the turns they finished (step null),
 * oldest received first as in the inbox, with the total in the same query.
 */
export function listTurns(
  db: TDb,
  input: { officerId: number; step: TCorrectionStep | null; limit: number; offset: number },
) {
  return db
    .select({
      ...requestColumns,
      receivedAt: correctionAssignees.receivedAt,
      completedAt: correctionAssignees.completedAt,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(correctionAssignees)
    .innerJoin(correctionRequests, eq(correctionRequests.id, correctionAssignees.correctionRequestId))
    .innerJoin(applications, eq(applications.id, correctionRequests.applicationId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(
      and(
        eq(correctionAssignees.officerId, input.officerId),
        input.step === null
          ? isNotNull(correctionAssignees.completedAt)
          : and(eq(correctionAssignees.step, input.step), isNull(correctionAssignees.completedAt)),
      ),
    )
    .orderBy(
      input.step === null ? desc(correctionAssignees.completedAt) : asc(correctionAssignees.receivedAt),
      asc(correctionAssignees.id),
    )
    .limit(input.limit)
    .offset(input.offset);
}

/** The application's latest request in one of the statuses. */
export async function findLatestRequest(
  db: TDb,
  input: { applicationId: number; statuses: readonly TCorrectionStatus[] },
) {
  const [row] = await db
    .select(requestColumns)
    .from(correctionRequests)
    .innerJoin(applications, eq(applications.id, correctionRequests.applicationId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(
      and(
        eq(correctionRequests.applicationId, input.applicationId),
        inArray(correctionRequests.status, [...input.statuses]),
      ),
    )
    .orderBy(desc(correctionRequests.createdAt), desc(correctionRequests.id))
    .limit(1);
  return row ?? null;
}

export async function findRequestById(db: TDb, correctionRequestId: number) {
  const [row] = await db
    .select(requestColumns)
    .from(correctionRequests)
    .innerJoin(applications, eq(applications.id, correctionRequests.applicationId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(eq(correctionRequests.id, correctionRequestId));
  return row ?? null;
}

/** The application's correction request still in process, if any: one at a time per application. */
export async function findOpenRequest(db: TDb, applicationId: number) {
  const [open] = await db
    .select({ id: correctionRequests.id })
    .from(correctionRequests)
    .where(
      and(
        eq(correctionRequests.applicationId, applicationId),
        eq(correctionRequests.correctionRequestCompleted, false),
      ),
    );
  return open ?? null;
}

export async function insertRequest(db: TDb, values: typeof correctionRequests.$inferInsert) {
  const [request] = await db.insert(correctionRequests).values(values).returning({ id: correctionRequests.id });
  return request ?? null;
}

export async function insertCorrections(db: TDb, values: (typeof corrections.$inferInsert)[]): Promise<void> {
  await db.insert(corrections).values(values);
}
