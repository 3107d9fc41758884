import {
  addDays,
  COMPLETED_STATUSES,
  DEEMED_STATUSES,
  processKindOf,
  PROCESS_DEFINITIONS,
  SHORTFALL_ANSWER_WITHIN_DAYS,
  SHOW_CAUSE_REPLY_DAYS,
  type TApplicationStatus,
  type TWorkflowEvent,
  WAITING_FOR_APPLICANT,
} from '@anumati/domain';
import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { applications } from '../application/application.table';
import { appendAuditEvent } from '../audit/audit.repository';
import { sweepTurnDelays } from '../reports/turn-delays.repository';
import { AppError } from '../../graphql/app-error';
import type { TWorkflowService } from './workflow.service';

/** One lock for the scheduler across server processes (pg_advisory_xact_lock key). */
const SCHEDULER_LOCK = 7_262_611;
/** Files whose clock is not running: decided, deemed, not yet submitted, or waiting for the applicant. */
const NOT_RUNNING: TApplicationStatus[] = [
  ...COMPLETED_STATUSES,
  ...DEEMED_STATUSES,
  ...WAITING_FOR_APPLICANT,
  'DRAFT',
];
const SHORTFALLS = ['SHORTFALL', 'MORTGAGE_SHORTFALL', 'DRAWING_SHORTFALL'] as const;

export type TDeadlineRun = { deemed: number; finalDeemed: number; expired: number; showCauseFlagged: number };

/**
 * What time does to applications: single-window files undecided after 21 days are deemed approved, shortfalls
 * unanswered after 15 days expire, show causes unanswered after 7 days are flagged. Safe to run twice (each
 * change moves a file out of what the next run selects) and from two processes (an advisory lock, and each
 * transition's version check).
 */
export function createDeadlineScheduler(deps: { db: TDatabase; clock: TClock; workflow: TWorkflowService }) {
  const { db, clock, workflow } = deps;

  async function apply(applicationId: number, event: TWorkflowEvent): Promise<boolean> {
    try {
      await workflow.transition({ applicationId, event, actor: { kind: 'SYSTEM' } });
      return true;
    } catch (error) {
      // Another process or an officer moved it first: nothing to do for this file now.
      if (error instanceof AppError && ['CONFLICT', 'FORBIDDEN'].includes(error.code)) return false;
      throw error;
    }
  }

  return {
    async runOnce(): Promise<TDeadlineRun> {
      const now = clock.now();
      const isLockHolder = await db.transaction(async (tx) => {
        const result = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK}) as locked`,
        )) as unknown as {
          rows: { locked: boolean }[];
        };
        return result.rows[0]?.locked === true;
      });
      if (!isLockHolder) return { deemed: 0, finalDeemed: 0, expired: 0, showCauseFlagged: 0 };

      const run: TDeadlineRun = { deemed: 0, finalDeemed: 0, expired: 0, showCauseFlagged: 0 };
      const running = await db
        .select({
          id: applications.id,
          type: applications.applicationType,
          approvalFor: applications.approvalFor,
          appliedOn: applications.appliedOn,
          clockPausedMs: applications.clockPausedMs,
        })
        .from(applications)
        .where(and(eq(applications.applicationType, 'SINGLE WINDOW'), notInArray(applications.status, NOT_RUNNING)));
      for (const application of running) {
        const days = PROCESS_DEFINITIONS[processKindOf(application.type, application.approvalFor)].deemedAfterDays;
        // Day 22: the decision was due within 21 days of the application, not counting the applicant's time.
        const due = addDays(application.appliedOn, days ?? 0).getTime() + application.clockPausedMs;
        if (days !== null && due < now.getTime()) {
          if (await apply(application.id, { type: 'DECISION_TIME_RAN_OUT' })) run.deemed += 1;
        }
      }

      const overdueDeemed = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.status, 'DEEMED'), lt(applications.deemedDueDate, now)));
      for (const { id } of overdueDeemed) {
        if (await apply(id, { type: 'DEEMED_ACTION_TIME_RAN_OUT' })) run.finalDeemed += 1;
      }

      const overdueShortfalls = await db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            inArray(applications.status, [...SHORTFALLS]),
            lt(applications.waitingSince, addDays(now, -SHORTFALL_ANSWER_WITHIN_DAYS)),
          ),
        );
      for (const { id } of overdueShortfalls) {
        if (await apply(id, { type: 'SHORTFALL_TIME_RAN_OUT' })) run.expired += 1;
      }

      const silentShowCauses = await db
        .update(applications)
        .set({ isShowCauseSevenDaysElapsed: true })
        .where(
          and(
            eq(applications.status, 'SHOW_CAUSE_RAISED'),
            eq(applications.isShowCauseSevenDaysElapsed, false),
            lt(applications.waitingSince, addDays(now, -SHOW_CAUSE_REPLY_DAYS)),
          ),
        )
        .returning({ id: applications.id });
      for (const { id } of silentShowCauses) {
        await appendAuditEvent(db, {
          occurredAt: now,
          actorKind: 'SYSTEM',
          applicationId: id,
          action: 'SHOW_CAUSE_SEVEN_DAYS_ELAPSED',
        });
      }
      run.showCauseFlagged = silentShowCauses.length;
      await sweepTurnDelays(db, clock.now());
      return run;
    },
  };
}

export type TDeadlineScheduler = ReturnType<typeof createDeadlineScheduler>;
