import { hostname } from 'node:os';
import { systemClock, type TClock } from '../platform/clock';
import type { TDatabase, TDatabaseHandle } from './database';
import {
  finishSchedulerRun,
  latestCompletedRunStart,
  startSchedulerRun,
} from '../modules/scheduler/scheduler.repository';

export type TExclusiveRun<TWork> = { ran: true; work: TWork } | { ran: false };

/** Runs of this process under way, per database: the embedded database's guard (one process writes to it). */
const runningHere = new WeakMap<TDatabase, Set<string>>();

const PROCESS_NAME = `${hostname()}:${process.pid}`;

/**
 * Runs `fn` unless a run of the same name is under way anywhere, and records the run in scheduler_runs.
 *
 * On PostgreSQL: a session-level advisory lock (pg_try_advisory_lock on the name's hash), taken on one client of
 * the pool that is held for the whole run and unlocked in `finally`; if this process dies, PostgreSQL drops the
 * lock with its connection. (A transaction-level lock taken in its own transaction would be released at once.)
 * On the embedded database the process is the only writer (the data folder's lock), so an in-process guard is
 * enough. A caller that finds the run taken skips it: `{ ran: false }`.
 *
 * `fn` does its own work through the ordinary pool (`handle.db`); `clock` times the run's record. With `everyMs`
 * the run is also skipped when the latest completed one (by any process) began less than `everyMs` ago: several
 * processes ticking on their own timers then make one run per interval between them (issue 50 §5).
 */
export async function withExclusiveRun<TWork extends Record<string, unknown>>(
  handle: Pick<TDatabaseHandle, 'db' | 'pool'>,
  name: string,
  fn: () => Promise<TWork>,
  clock: TClock = systemClock,
  options: { everyMs?: number } = {},
): Promise<TExclusiveRun<TWork>> {
  // Inside the lock, so that of several processes finding the run due at once only the first runs it.
  const isDue = async () => {
    if (options.everyMs === undefined) return true;
    const last = await latestCompletedRunStart(handle.db, name);
    return last === null || clock.now().getTime() - last.getTime() >= options.everyMs;
  };
  const running = runningHere.get(handle.db) ?? new Set<string>();
  runningHere.set(handle.db, running);
  if (running.has(name)) return { ran: false };
  running.add(name);
  try {
    if (!handle.pool) {
      return (await isDue()) ? { ran: true, work: await recorded(handle.db, name, clock, fn) } : { ran: false };
    }
    const client = await handle.pool.connect();
    let isSessionBroken = false;
    try {
      const locked = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [
        name,
      ]);
      if (locked.rows[0]?.locked !== true) return { ran: false };
      try {
        if (!(await isDue())) return { ran: false };
        return { ran: true, work: await recorded(handle.db, name, clock, fn) };
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {
          // The lock stays with the session: close it rather than hand a locked session back to the pool.
          isSessionBroken = true;
        });
      }
    } finally {
      client.release(isSessionBroken);
    }
  } finally {
    running.delete(name);
  }
}

async function recorded<TWork extends Record<string, unknown>>(
  db: TDatabase,
  name: string,
  clock: TClock,
  fn: () => Promise<TWork>,
): Promise<TWork> {
  const runId = await startSchedulerRun(db, { name, process: PROCESS_NAME, startedAt: clock.now() });
  try {
    const work = await fn();
    await finishSchedulerRun(db, runId, { finishedAt: clock.now(), outcome: 'DONE', work });
    return work;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishSchedulerRun(db, runId, { finishedAt: clock.now(), outcome: 'FAILED', error: message });
    throw error;
  }
}
