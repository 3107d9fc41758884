import type { TFormAnswers } from '@anumati/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applications, stageOfficers, stageStates } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { officers, roles } from '../officer/officer.table';
import { formAnswers } from './forms.table';

export async function saveAnswers(db: TDb, stageOfficerId: number, data: TFormAnswers, now: Date) {
  await db
    .insert(formAnswers)
    .values({ stageOfficerId, data, updatedAt: now })
    .onConflictDoUpdate({ target: formAnswers.stageOfficerId, set: { data, updatedAt: now } });
}

export async function findAnswers(db: TDb, stageOfficerId: number) {
  const [row] = await db.select().from(formAnswers).where(eq(formAnswers.stageOfficerId, stageOfficerId));
  return row ?? null;
}

/** Keeps the answers given before the stage went back to the applicant. */
export async function keepOldAnswers(db: TDb, stageOfficerId: number) {
  const row = await findAnswers(db, stageOfficerId);
  if (row) await db.update(formAnswers).set({ oldData: row.data }).where(eq(formAnswers.id, row.id));
}

/** Every stage officer of an application with their stage and saved answers, in stage order. */
export function findFormInstances(db: TDb, applicationId: number) {
  return db
    .select({
      stage: stageStates,
      stageOfficer: stageOfficers,
      officerName: officers.firstName,
      officerLastName: officers.lastName,
      roleName: roles.name,
      answers: formAnswers,
    })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .innerJoin(officers, eq(officers.id, stageOfficers.officerId))
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .leftJoin(formAnswers, eq(formAnswers.stageOfficerId, stageOfficers.id))
    .where(eq(stageStates.applicationId, applicationId))
    .orderBy(asc(stageStates.sequence), asc(stageOfficers.officerLevel));
}

/** A form instance with its stage: whose turn it is, and where. */
export async function findTurn(db: TDb, stageOfficerId: number) {
  const [row] = await db
    .select({
      stageOfficerId: stageOfficers.id,
      officerId: stageOfficers.officerId,
      level: stageOfficers.officerLevel,
      action: stageOfficers.action,
      stageId: stageStates.id,
      stageKey: stageStates.stageKey,
      stageName: stageStates.name,
      applicationId: stageStates.applicationId,
    })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(eq(stageOfficers.id, stageOfficerId));
  return row ?? null;
}

export async function findStageOfficerId(db: TDb, stageId: number, level: 'L1' | 'L2'): Promise<number | null> {
  const [row] = await db
    .select({ id: stageOfficers.id })
    .from(stageOfficers)
    .where(and(eq(stageOfficers.stageStateId, stageId), eq(stageOfficers.officerLevel, level)));
  return row?.id ?? null;
}

/** The application's type and approval: what picks a turn's form template. */
export async function findApplicationKindFacts(db: TDb, applicationId: number) {
  const [application] = await db
    .select({ type: applications.applicationType, approvalFor: applications.approvalFor })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return application ?? null;
}

/** The application's row, for the forms built on it. */
export async function findApplication(db: TDb, applicationId: number) {
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  return application ?? null;
}

/** When the application was first sent back to the applicant (its first audit event into one of statuses). */
export async function findFirstSentBackAt(db: TDb, applicationId: number, statuses: string[]) {
  const [sentBack] = await db
    .select({ at: sql<Date | null>`min(${auditEvents.occurredAt})` })
    .from(auditEvents)
    .where(and(eq(auditEvents.applicationId, applicationId), inArray(auditEvents.toState, statuses)));
  return sentBack?.at ? new Date(sentBack.at) : null;
}
