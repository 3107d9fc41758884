import type { TConditionType } from '@anumati/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applications } from '../application/application.table';
import { applicationConditions, conditions, conditionSubmissions } from './conditions.table';
import { STANDARD_CONDITIONS } from './standard-conditions';

/** Brings the standard conditions in line with the code: new ones added, reworded ones updated. Idempotent. */
export async function syncStandardConditions(db: TDb, now: Date): Promise<void> {
  await db
    .insert(conditions)
    .values(STANDARD_CONDITIONS.map((condition) => ({ ...condition, isSystemCreated: true, createdAt: now })))
    .onConflictDoUpdate({
      target: conditions.key,
      set: { name: sql`excluded.name`, typeOf: sql`excluded.type_of` },
    });
}

/** The standard conditions of a type and the application's own, each with whether it is checked. */
export async function listConditions(db: TDb, applicationId: number, typeOf: TConditionType) {
  return db
    .select({
      id: conditions.id,
      name: conditions.name,
      isSystemCreated: conditions.isSystemCreated,
      checked: sql<boolean>`${applicationConditions.conditionId} is not null`,
    })
    .from(conditions)
    .leftJoin(
      applicationConditions,
      and(eq(applicationConditions.conditionId, conditions.id), eq(applicationConditions.applicationId, applicationId)),
    )
    .where(
      and(
        eq(conditions.typeOf, typeOf),
        or(isNull(conditions.applicationId), eq(conditions.applicationId, applicationId)),
      ),
    )
    .orderBy(desc(conditions.isSystemCreated), asc(conditions.id));
}

export async function findConditions(db: TDb, ids: number[]) {
  return db.select().from(conditions).where(inArray(conditions.id, ids));
}

export async function isConditionsSubmitted(db: TDb, applicationId: number, typeOf: TConditionType) {
  const [row] = await db
    .select({ applicationId: conditionSubmissions.applicationId })
    .from(conditionSubmissions)
    .where(and(eq(conditionSubmissions.applicationId, applicationId), eq(conditionSubmissions.typeOf, typeOf)));
  return row !== undefined;
}

export async function insertCustomConditions(
  db: TDb,
  input: { applicationId: number; typeOf: TConditionType; names: string[]; officerId: number; now: Date },
) {
  return db
    .insert(conditions)
    .values(
      input.names.map((name) => ({
        typeOf: input.typeOf,
        name,
        isSystemCreated: false,
        applicationId: input.applicationId,
        createdByOfficerId: input.officerId,
        createdAt: input.now,
      })),
    )
    .returning({ id: conditions.id });
}

/** Checks conditions for an application; those already checked stay as they were (locked). */
export async function checkConditions(
  db: TDb,
  input: { applicationId: number; conditionIds: number[]; officerId: number; now: Date },
) {
  const added = await db
    .insert(applicationConditions)
    .values(
      input.conditionIds.map((conditionId) => ({
        applicationId: input.applicationId,
        conditionId,
        checkedByOfficerId: input.officerId,
        checkedAt: input.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ conditionId: applicationConditions.conditionId });
  return added.map((row) => row.conditionId);
}

/** Marks a type's conditions submitted; proceeding conditions also set the application's own flag. */
export async function markConditionsSubmitted(
  db: TDb,
  input: { applicationId: number; typeOf: TConditionType; officerId: number; now: Date },
) {
  await db
    .insert(conditionSubmissions)
    .values({
      applicationId: input.applicationId,
      typeOf: input.typeOf,
      officerId: input.officerId,
      submittedAt: input.now,
    })
    .onConflictDoNothing();
  if (input.typeOf === 'proceeding') {
    await db
      .update(applications)
      .set({ proceedingIsSubmitted: true, updatedAt: input.now })
      .where(eq(applications.id, input.applicationId));
  }
}
