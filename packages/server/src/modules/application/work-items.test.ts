import { APPLICATION_STATUSES, LIST_FILTERS, SHORTFALL_ANSWER_WITHIN_DAYS } from '@anumati/domain';
import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkApplications, WORST_CASE_OFFICER } from '../../seed/bulk-applications';
import { seedDemoData } from '../../seed/seed';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { createLocalStorage } from '../storage/local-storage';
import { createDeadlineScheduler } from '../deadlines/deadline-scheduler';
import { createWorkflowService } from '../workflow/workflow.service';
import { workItems } from './application.table';
import { fillMissingWorkItems, readWorkItems, rebuildWorkItems } from './work-items.repository';
import { DEMO_LOAD_TIME_LIMIT_MS } from '../../testing/demo-load-time-limit';

const DAY = 24 * 60 * 60 * 1000;
let t: TTestApp;
let storageFolder: string;

beforeAll(async () => {
  t = await createTestApp();
  // The demo data goes through the platform service and the workflow engine: every status and kind, shortfalls,
  // line departments, decisions, deemed approvals and the citizens' corrections of their names.
  storageFolder = await mkdtemp(join(tmpdir(), 'anumati-work-items-storage-'));
  const storage = createLocalStorage({
    directory: storageFolder,
    secret: 'work-items-test-secret-0123',
    clock: t.clock,
    linkTtlSeconds: 900,
  });
  // The engine keeps the work items at every transition, as online: what the tests below compare with a rebuild.
  await seedDemoData(t.database.db, { now: t.clock.now(), applications: 1, storage, keepsReadModels: true });
}, DEMO_LOAD_TIME_LIMIT_MS);
afterAll(async () => {
  await t.close();
  await rm(storageFolder, { recursive: true, force: true });
});

/** The kept read model equals one rebuilt from the source tables now; the table is the rebuilt one after. */
async function expectKeptEqualsRebuilt() {
  const kept = await readWorkItems(t.database.db);
  await rebuildWorkItems(t.database.db);
  const rebuilt = await readWorkItems(t.database.db);
  expect(kept.items).toEqual(rebuilt.items);
  expect(kept.counts).toEqual(rebuilt.counts);
  return kept;
}

describe('the inbox read model the workflow keeps (issue 17)', () => {
  it('equals a rebuild from the source tables after every transition of the demo data', async () => {
    const kept = await expectKeptEqualsRebuilt();
    // The walk was varied enough to mean something: every tab is filled, shortfalls and deemed files among them.
    expect(new Set(kept.items.map((item) => item.tab))).toEqual(new Set(LIST_FILTERS));
    const statuses = new Set(kept.items.map((item) => item.status));
    expect(statuses.has('SHORTFALL')).toBe(true);
    expect(statuses.has('DEEMED')).toBe(true);
    expect(statuses.size).toBeGreaterThan(APPLICATION_STATUSES.length / 2);
    // A count per officer, tab, status and type adds up to the items.
    const total = kept.counts.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBe(kept.items.length);
  });

  it('stays equal when the scheduler deems, finally deems and expires files by itself', async () => {
    const deemedBefore = (await readWorkItems(t.database.db)).items.filter((item) => item.tab === 'DEEMED').length;
    t.clock.advance((SHORTFALL_ANSWER_WITHIN_DAYS + 25) * DAY);
    const workflow = createWorkflowService({ db: t.database.db, clock: t.clock, orders: null });
    const run = await createDeadlineScheduler({ db: t.database.db, clock: t.clock, workflow }).runOnce();
    expect(run.deemed + run.finalDeemed + run.expired).toBeGreaterThan(0);
    const kept = await expectKeptEqualsRebuilt();
    expect(kept.items.filter((item) => item.tab === 'DEEMED').length).toBeGreaterThanOrEqual(deemedBefore);
  });

  it('is made at start for a database that has routed files but no work items yet', async () => {
    const kept = await readWorkItems(t.database.db);
    await t.database.db.delete(workItems);
    await fillMissingWorkItems(t.database.db);
    expect(await readWorkItems(t.database.db)).toEqual(kept);
    // A database that has them is left as it is.
    await fillMissingWorkItems(t.database.db);
    expect(await readWorkItems(t.database.db)).toEqual(kept);
  });

  it('is filled by the bulk seed, whose files bypass the engine', async () => {
    await seedBulkApplications(t.database.db, { count: 30, now: t.clock.now() });
    const { items } = await readWorkItems(t.database.db);
    const bulk = new Set(
      items.filter((item) => item.applicationIdentifier.startsWith('BULK/')).map((item) => item.applicationId),
    );
    expect(bulk.size).toBe(30);
    expect(items.some((item) => item.applicationIdentifier.startsWith('BULK/') && item.tab === 'REVIEW')).toBe(true);
    await expectKeptEqualsRebuilt();
  });

  it("spreads the bulk files over every ULB's site inspectors, with 31 in a hundred to the worst-case officer", async () => {
    const receivers = async () => {
      const result = (await t.database.db.execute(sql`
        select o.username, count(*)::int as files from applications a
        join stage_states s on s.application_id = a.id join stage_officers so on so.stage_state_id = s.id
        join officers o on o.id = so.officer_id
        where a.application_identifier like 'BULK/%' group by o.username`)) as unknown as {
        rows: { username: string; files: number }[];
      };
      return new Map(result.rows.map((row) => [row.username, row.files]));
    };
    const before = await receivers();
    await seedBulkApplications(t.database.db, { count: 100, now: t.clock.now() });
    const after = await receivers();
    const added = (username: string) => (after.get(username) ?? 0) - (before.get(username) ?? 0);
    expect(added(WORST_CASE_OFFICER)).toBe(31);
    const teams = [...after.keys()].filter((username) => username.startsWith('bulk.site.'));
    // 69 files over every ULB's six inspectors, one each in turn: no one receives two before all have one.
    expect(teams.map(added).filter((files) => files > 0)).toHaveLength(69);
    expect(Math.max(...teams.map(added))).toBe(1);
    const ulbs = (await t.database.db.execute(sql`select count(*)::int as n from ulbs`)) as unknown as {
      rows: { n: number }[];
    };
    const inspectors = (await t.database.db.execute(
      sql`select count(*)::int as n from officers where username like 'bulk.site.%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(inspectors.rows[0]?.n).toBe(6 * (ulbs.rows[0]?.n ?? 0));
    await expectKeptEqualsRebuilt();
  });

  it('adds a second bulk run after the first, numbering on', async () => {
    const bulkIdentifiers = async () => {
      const { items } = await readWorkItems(t.database.db);
      return new Set(items.map((item) => item.applicationIdentifier).filter((id) => id.startsWith('BULK/')));
    };
    const before = (await bulkIdentifiers()).size;
    await seedBulkApplications(t.database.db, { count: 5, now: t.clock.now() });
    await seedBulkApplications(t.database.db, { count: 7, now: t.clock.now() });
    expect([...(await bulkIdentifiers())].sort()).toEqual(
      Array.from({ length: before + 12 }, (_, index) => `BULK/${String(index + 1).padStart(7, '0')}`),
    );
    await expectKeptEqualsRebuilt();
  });
});
