import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type TDatabaseHandle } from '../../db/database';
import { withExclusiveRun } from '../../db/exclusive-run';
import { createApplication, createJurisdiction, createOfficer } from '../../testing/fixtures';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applications } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { findSchedulerRuns } from '../scheduler/scheduler.repository';
import {
  createDeadlineScheduler,
  DEADLINE_INTERVAL_MINUTES,
  DEADLINE_TICK_MS,
  DEADLINES_RUN,
} from './deadline-scheduler';
import { createWorkflowService } from '../workflow/workflow.service';

/**
 * Two server processes on one database: on PostgreSQL (scripts/with-postgres.sh) two pools, as two app instances
 * have; on the embedded database one process, whose in-process guard is what stands between overlapping runs.
 */
let t: TTestApp;
let second: TDatabaseHandle;
const FILES = 12;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const connectionString = t.database.pool?.options.connectionString;
  second = connectionString ? await openPostgres(connectionString) : t.database;
  const { db } = t.database;
  const jurisdiction = await createJurisdiction(db);
  await createOfficer(db, { username: 'tech', role: 'Technical Scrutiny Officer', jurisdiction });
  await createOfficer(db, { username: 'commissioner', role: 'Municipal Commissioner', jurisdiction });
  const workflow = createWorkflowService({ db, clock: t.clock, orders: null });
  for (let index = 0; index < FILES; index += 1) {
    const application = await createApplication(db, {
      ulbId: jurisdiction.ulb.id,
      applicationType: 'SINGLE WINDOW',
      appliedOn: t.clock.now(),
      stages: [],
    });
    await db.transaction((tx) => workflow.startIn(tx, application.id, { kind: 'PLATFORM' }));
    ids.push(application.id);
  }
});
afterAll(async () => {
  if (second !== t.database) await second.close();
  await t.close();
});

describe('one deadline run at a time across processes', () => {
  it('a run under way holds the lock for its whole length: the other process skips, then runs after it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const isStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = withExclusiveRun(t.database, 'lock-test', async () => {
      started();
      await held;
      return { done: 1 };
    });
    await isStarted;
    expect(await withExclusiveRun(second, 'lock-test', async () => ({ done: 2 }))).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, work: { done: 1 } });
    expect(await withExclusiveRun(second, 'lock-test', async () => ({ done: 3 }))).toEqual({
      ran: true,
      work: { done: 3 },
    });
  });

  it('two schedulers started together past day 22 deem each file once, and the work is done once', async () => {
    t.clock.advance(23 * 86_400_000);
    const schedulers = [t.database, second].map((handle) =>
      createDeadlineScheduler({
        db: handle.db,
        clock: t.clock,
        workflow: createWorkflowService({ db: handle.db, clock: t.clock, orders: null }),
        pool: handle.pool,
      }),
    );
    const runs = [
      ...(await Promise.all(schedulers.map((scheduler) => scheduler.runOnce()))),
      ...(await Promise.all(schedulers.map((scheduler) => scheduler.runOnce()))),
    ];
    expect(runs.reduce((sum, run) => sum + run.deemed, 0)).toBe(FILES);
    expect(runs.every((run) => run.failed === 0)).toBe(true);

    const statuses = await t.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(inArray(applications.id, ids));
    expect(statuses.map((row) => row.status)).toEqual(ids.map(() => 'DEEMED'));
    const deemedEvents = await t.database.db
      .select({ applicationId: auditEvents.applicationId })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'DEEMED_APPROVED'));
    expect(deemedEvents.map((event) => event.applicationId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(ids);

    const recorded = await findSchedulerRuns(t.database.db, DEADLINES_RUN, 100);
    expect(recorded.every((run) => run.outcome === 'DONE')).toBe(true);
    expect(recorded.reduce((sum, run) => sum + Number(run.work.deemed ?? 0), 0)).toBe(FILES);
    expect(recorded.length).toBe(runs.filter((run) => !run.skipped).length);
  });

  it('ticking processes make one run per interval between them, whichever ticks first (issue 50 §5)', async () => {
    const schedulers = [t.database, second, t.database].map((handle) =>
      createDeadlineScheduler({
        db: handle.db,
        clock: t.clock,
        workflow: createWorkflowService({ db: handle.db, clock: t.clock, orders: null }),
        pool: handle.pool,
      }),
    );
    const tick = () => Promise.all(schedulers.map((scheduler) => scheduler.runIfDue()));
    const ranAt = async () => (await tick()).filter((run) => !run.skipped).length;
    // The runs above were a moment ago: nothing is due yet, on any process.
    expect(await ranAt()).toBe(0);
    t.clock.advance(DEADLINE_INTERVAL_MINUTES * 60_000);
    expect(await ranAt()).toBe(1);
    // Each minute's tick within the interval finds the run done.
    for (let minute = 1; minute < DEADLINE_INTERVAL_MINUTES; minute += 1) {
      t.clock.advance(DEADLINE_TICK_MS);
      expect(await ranAt()).toBe(0);
    }
    t.clock.advance(DEADLINE_TICK_MS);
    expect(await ranAt()).toBe(1);
  });
});
