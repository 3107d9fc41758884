import {
  COMPLETED_STATUSES,
  deadlineDueAt,
  DEEMED_STATUSES,
  processKindOf,
  runOutCutoff,
  SHORTFALL_ANSWER_WITHIN_DAYS,
  SHORTFALL_STATUSES,
  SHOW_CAUSE_REPLY_DAYS,
  type TApplicationStatus,
  type TDeadlineEventType,
  WAITING_FOR_APPLICANT,
} from '@anumati/domain';
import type { TDatabase, TDatabaseHandle } from '../../db/database';
import { withExclusiveRun } from '../../db/exclusive-run';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent } from '../audit';
import { sweepLeaves } from '../administration';
import { CONFLICT_MESSAGE, sweepTurnDelays, type TWorkflowLogger, type TWorkflowService } from '../workflow';
import { AppError } from '../../graphql/app-error';
import {
  findEndedDeemedReviews,
  findRunningSingleWindowClocks,
  findShortfallsWaitingSince,
  flagSilentShowCauses,
} from './deadlines.repository';

/** The run lock's name, and the scheduler_runs rows' name. */
export const DEADLINES_RUN = 'deadlines';
/** The server applies the deadlines this often (WORKFLOW.md "Deadlines and accountability"), and once at start. */
export const DEADLINE_INTERVAL_MINUTES = 15;
/**
 * How often each server looks whether a run is due. Shorter than the interval, so that runs stay an interval
 * apart (within half a tick) whichever process's timer comes first, and a process that died with its turn lost
 * delays the next run by at most a tick.
 */
export const DEADLINE_TICK_MS = 60 * 1000;
/** Files whose clock is not running: decided, deemed, not yet submitted, or waiting for the applicant. */
const NOT_RUNNING: TApplicationStatus[] = [
  ...COMPLETED_STATUSES,
  ...DEEMED_STATUSES,
  ...WAITING_FOR_APPLICANT,
  'DRAFT',
];

export type TDeadlineRun = {
  deemed: number;
  finalDeemed: number;
  expired: number;
  showCauseFlagged: number;
  /** Files whose deadline action failed for another reason than a change by someone else (logged). */
  failed: number;
  /**
   * Files the run found due whose deadline action the engine refused on the file as the run read it (logged): the
   * run and the engine disagree on the file, which then stays past its deadline. A file moved since the run read
   * it is not counted here: its version tells (and the move applied what time did, workflow transition.ts).
   */
  refused: number;
  /** Leaves whose officer's turns were handed over at their first day, or back at their end (issue 52). */
  leavesHandedOver: number;
  leavesHandedBack: number;
  chargesEnded: number;
  /** Another process (or this one) was running the deadlines: this run did nothing. */
  skipped: boolean;
};

const NOTHING_DONE: Omit<TDeadlineRun, 'skipped'> = {
  deemed: 0,
  finalDeemed: 0,
  expired: 0,
  showCauseFlagged: 0,
  failed: 0,
  refused: 0,
  leavesHandedOver: 0,
  leavesHandedBack: 0,
  chargesEnded: 0,
};

/**
 * What time does to applications, on India's days: single-window files undecided after 21 days are deemed
 * approved on day 22, deemed files become final when their review week ends, shortfalls unanswered after 15
 * days expire, show causes unanswered after 7 days are flagged. Each action is an engine event carrying the
 * instant it fell due, recorded as its decision time (a run after downtime writes what should have happened,
 * when it should have). One run at a time across every process (withExclusiveRun: PostgreSQL's session advisory
 * lock held for the whole run); each action is idempotent (the file's status and version guard it), so a run
 * repeated or overlapping changes nothing twice.
 *
 * `pool`: PostgreSQL's pool (the database handle's), for the run lock; without it (the embedded database) an
 * in-process guard keeps runs from overlapping.
 */
export function createDeadlineScheduler(deps: {
  db: TDatabase;
  clock: TClock;
  workflow: TWorkflowService;
  pool?: TDatabaseHandle['pool'];
  logger?: TWorkflowLogger;
}) {
  const { db, clock, workflow } = deps;
  const logger = deps.logger ?? { error: (details, message) => console.error(message, details) };

  /**
   * One deadline event on one file as the run read it (its version): 'done', 'moved' (changed since the run read
   * it), 'refused' (the engine refused it on the file as read: logged, as the file stays past its deadline until
   * the reason goes), or 'failed'.
   */
  async function apply(file: { id: number; version: number }, type: TDeadlineEventType, dueAt: Date) {
    const applicationId = file.id;
    try {
      await workflow.transition({
        applicationId,
        event: { type, dueAt },
        actor: { kind: 'SYSTEM' },
        expectedVersion: file.version,
      });
      return 'done' as const;
    } catch (error) {
      if (error instanceof AppError && error.message === CONFLICT_MESSAGE) return 'moved' as const;
      if (error instanceof AppError && ['CONFLICT', 'FORBIDDEN'].includes(error.code)) {
        logger.error(
          { applicationId, type, dueAt: dueAt.toISOString(), reason: error.message },
          'deadline action refused',
        );
        return 'refused' as const;
      }
      logger.error(
        { applicationId, type, dueAt: dueAt.toISOString(), error: error instanceof Error ? error.message : error },
        'deadline action failed',
      );
      return 'failed' as const;
    }
  }

  async function sweep(): Promise<Omit<TDeadlineRun, 'skipped'>> {
    const now = clock.now();
    const run = { ...NOTHING_DONE };
    const count = (outcome: 'done' | 'moved' | 'refused' | 'failed', field: 'deemed' | 'finalDeemed' | 'expired') => {
      if (outcome === 'done') run[field] += 1;
      if (outcome === 'refused') run.refused += 1;
      if (outcome === 'failed') run.failed += 1;
    };

    const running = await findRunningSingleWindowClocks(db, NOT_RUNNING);
    for (const application of running) {
      const kind = processKindOf(application.type, application.approvalFor);
      const dueAt = deadlineDueAt({ ...application, kind }, 'DECISION_TIME_RAN_OUT');
      if (dueAt && dueAt.getTime() <= now.getTime()) {
        count(await apply(application, 'DECISION_TIME_RAN_OUT', dueAt), 'deemed');
      }
    }

    const reviewsEnded = await findEndedDeemedReviews(db, now);
    for (const review of reviewsEnded) {
      if (review.dueAt) count(await apply(review, 'DEEMED_ACTION_TIME_RAN_OUT', review.dueAt), 'finalDeemed');
    }

    const unanswered = await findShortfallsWaitingSince(
      db,
      [...SHORTFALL_STATUSES],
      runOutCutoff(SHORTFALL_ANSWER_WITHIN_DAYS, now),
    );
    for (const application of unanswered) {
      const kind = processKindOf(application.type, application.approvalFor);
      const dueAt = deadlineDueAt({ ...application, kind }, 'SHORTFALL_TIME_RAN_OUT');
      if (dueAt) count(await apply(application, 'SHORTFALL_TIME_RAN_OUT', dueAt), 'expired');
    }

    const silentShowCauses = await flagSilentShowCauses(db, runOutCutoff(SHOW_CAUSE_REPLY_DAYS, now));
    for (const { id } of silentShowCauses) {
      await appendAuditEvent(db, {
        occurredAt: now,
        actorKind: 'SYSTEM',
        applicationId: id,
        action: 'SHOW_CAUSE_SEVEN_DAYS_ELAPSED',
      });
    }
    run.showCauseFlagged = silentShowCauses.length;
    const leaves = await sweepLeaves({ db, clock, workflow, logger });
    run.leavesHandedOver = leaves.handedOver;
    run.leavesHandedBack = leaves.handedBack;
    run.chargesEnded = leaves.chargesEnded;
    run.failed += leaves.failed;
    await sweepTurnDelays(db, clock.now());
    return run;
  }

  return {
    /** One run of the deadlines, unless one is under way in any process (then `skipped`, nothing done). */
    async runOnce(): Promise<TDeadlineRun> {
      const result = await withExclusiveRun({ db, pool: deps.pool }, DEADLINES_RUN, sweep, clock);
      return result.ran ? { ...result.work, skipped: false } : { ...NOTHING_DONE, skipped: true };
    },
    /**
     * The servers' timer: a run only when the latest completed one, by any process, began a whole interval ago
     * (`skipped` otherwise), so three servers ticking on their own make one run per interval between them.
     */
    async runIfDue(): Promise<TDeadlineRun> {
      const result = await withExclusiveRun({ db, pool: deps.pool }, DEADLINES_RUN, sweep, clock, {
        everyMs: DEADLINE_INTERVAL_MINUTES * 60 * 1000 - DEADLINE_TICK_MS / 2,
      });
      return result.ran ? { ...result.work, skipped: false } : { ...NOTHING_DONE, skipped: true };
    },
  };
}
