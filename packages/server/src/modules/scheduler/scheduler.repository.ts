import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { schedulerRuns } from './scheduler.table';

export async function startSchedulerRun(db: TDb, run: { name: string; process: string; startedAt: Date }) {
  const [row] = await db
    .insert(schedulerRuns)
    .values({ ...run, outcome: 'RUNNING' })
    .returning({ id: schedulerRuns.id });
  if (!row) throw new Error('scheduler run insert returned no row');
  return row.id;
}

export async function finishSchedulerRun(
  db: TDb,
  id: number,
  end: { finishedAt: Date; outcome: 'DONE' | 'FAILED'; work?: Record<string, unknown>; error?: string },
) {
  await db
    .update(schedulerRuns)
    .set({ finishedAt: end.finishedAt, outcome: end.outcome, work: end.work ?? {}, error: end.error ?? null })
    .where(eq(schedulerRuns.id, id));
}

/** The runs of a job, newest first. */
export function findSchedulerRuns(db: TDb, name: string, limit = 20) {
  return db
    .select()
    .from(schedulerRuns)
    .where(eq(schedulerRuns.name, name))
    .orderBy(desc(schedulerRuns.startedAt), desc(schedulerRuns.id))
    .limit(limit);
}

/** The latest completed run of a job (when it began and ended), or null before the first. */
export async function latestCompletedRun(db: TDb, name: string) {
  const [row] = await db
    .select({ startedAt: schedulerRuns.startedAt, finishedAt: schedulerRuns.finishedAt })
    .from(schedulerRuns)
    .where(and(eq(schedulerRuns.name, name), eq(schedulerRuns.outcome, 'DONE')))
    .orderBy(desc(schedulerRuns.startedAt))
    .limit(1);
  return row ?? null;
}

/** When the latest completed run of a job began, or null before the first. */
export async function latestCompletedRunStart(db: TDb, name: string): Promise<Date | null> {
  return (await latestCompletedRun(db, name))?.startedAt ?? null;
}
