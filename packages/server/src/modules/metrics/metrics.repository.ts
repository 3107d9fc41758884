import { count, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { signInFailures } from '../auth/auth.table';
import { schedulerRuns } from '../scheduler/scheduler.table';

/** Runs of a scheduled job by outcome, across every process (scheduler_runs). */
export function schedulerRunsByOutcome(db: TDb, name: string) {
  return db
    .select({ outcome: schedulerRuns.outcome, runs: count() })
    .from(schedulerRuns)
    .where(eq(schedulerRuns.name, name))
    .groupBy(schedulerRuns.outcome);
}

/** Files the deadline runs deemed approved (on day 22, and made final), summed over every run's record. */
export async function deemedApprovalsRecorded(db: TDb, name: string): Promise<number> {
  const [row] = await db
    .select({
      deemed: sql<string>`coalesce(sum(coalesce((${schedulerRuns.work}->>'deemed')::int, 0) + coalesce((${schedulerRuns.work}->>'finalDeemed')::int, 0)), 0)::text`,
    })
    .from(schedulerRuns)
    .where(eq(schedulerRuns.name, name));
  return Number(row?.deemed ?? 0);
}

/** Failed sign-in steps since a moment, by kind, over every account. */
export function signInFailuresSince(db: TDb, since: Date) {
  return db
    .select({ kind: signInFailures.kind, failures: count() })
    .from(signInFailures)
    .where(gt(signInFailures.occurredAt, since))
    .groupBy(signInFailures.kind);
}
