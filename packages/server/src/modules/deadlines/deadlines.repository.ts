import type { TApplicationStatus } from '@anumati/domain';
import { and, asc, eq, inArray, lt, lte, notInArray } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applications } from '../application/application.table';

/** What the domain's deadlineDueAt reads of a file whose clock may have run out. */
const clockColumns = {
  id: applications.id,
  type: applications.applicationType,
  approvalFor: applications.approvalFor,
  status: applications.status,
  appliedOn: applications.appliedOn,
  clockPausedMs: applications.clockPausedMs,
  waitingSince: applications.waitingSince,
  deemedDueDate: applications.deemedDueDate,
  version: applications.version,
};

/** Single-window files whose decision clock is running (status not in notRunning), oldest first. */
export async function findRunningSingleWindowClocks(db: TDb, notRunning: TApplicationStatus[]) {
  return db
    .select(clockColumns)
    .from(applications)
    .where(and(eq(applications.applicationType, 'SINGLE WINDOW'), notInArray(applications.status, notRunning)))
    .orderBy(asc(applications.id));
}

/** Deemed files whose review time ended by now. */
export async function findEndedDeemedReviews(db: TDb, now: Date) {
  return db
    .select({ id: applications.id, dueAt: applications.deemedDueDate, version: applications.version })
    .from(applications)
    .where(and(eq(applications.status, 'DEEMED'), lte(applications.deemedDueDate, now)))
    .orderBy(asc(applications.id));
}

/** Files in one of the shortfall statuses, waiting for the applicant since before the cutoff. */
export async function findShortfallsWaitingSince(db: TDb, shortfalls: TApplicationStatus[], cutoff: Date) {
  return db
    .select(clockColumns)
    .from(applications)
    .where(and(inArray(applications.status, shortfalls), lt(applications.waitingSince, cutoff)))
    .orderBy(asc(applications.id));
}

/**
 * Flags the show causes unanswered since before the cutoff and returns their files. Idempotent by its own
 * condition: a flagged show cause is not selected again.
 */
export async function flagSilentShowCauses(db: TDb, cutoff: Date) {
  return db
    .update(applications)
    .set({ isShowCauseSevenDaysElapsed: true })
    .where(
      and(
        eq(applications.status, 'SHOW_CAUSE_RAISED'),
        eq(applications.isShowCauseSevenDaysElapsed, false),
        lt(applications.waitingSince, cutoff),
      ),
    )
    .returning({ id: applications.id });
}
