import { sql } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDatabaseHandle } from '../db/database';
import { manualClock } from '../platform/clock';
import { loadConfig, type TConfig } from '../platform/config';
import { createJurisdiction, createOfficer } from '../testing/fixtures';
import { openDemoLoadTestDatabase } from '../testing/test-database';
import { loadDemoOnFirstStart } from './first-start';
import { isDatabaseEmpty, takeFirstStartTurn } from './seed';

const clock = manualClock(new Date('2026-11-28T06:00:00Z'));
let database: TDatabaseHandle;
let storageDir: string;
let demoConfig: TConfig;

beforeEach(async () => {
  database = await openDemoLoadTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'anumati-first-start-'));
  demoConfig = loadConfig({ STORAGE_DIR: storageDir });
});
afterEach(async () => {
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

/**
 * Until a statement of this database waits for a lock, on PostgreSQL. The embedded database runs one transaction at a
 * time: there a second one waits for the first by itself.
 */
async function untilAStatementWaits() {
  if (database.driver !== 'postgres') return;
  for (;;) {
    const result = (await database.db.execute(sql`
      select exists (
        select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where not l.granted and a.datname = current_database()
      ) as waits`)) as unknown as { rows: { waits: boolean }[] };
    if (result.rows[0]?.waits) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Loading the demo into an empty database is what every browser test starts from (the e2e server's first start).
describe('the first start of the one-command demo', () => {
  it('leaves a database that already has an officer as it is', async () => {
    const officer = await createOfficer(database.db, {
      username: 'commissioner.ghmc',
      role: 'Municipal Commissioner',
      jurisdiction: await createJurisdiction(database.db),
    });

    await loadDemoOnFirstStart(database.db, demoConfig, clock);

    const usernames = await database.db.query.officers.findMany({ columns: { username: true } });
    expect(usernames).toEqual([{ username: officer.username }]);
  });

  it('waits for a process already loading the database, then finds it loaded and leaves it as it is', async () => {
    // Another process's first start, half-way: it holds the turn and has written an officer, not yet committed.
    let finishOther!: () => void;
    const otherMayFinish = new Promise<void>((resolve) => (finishOther = resolve));
    let otherHasWritten!: () => void;
    const otherWrote = new Promise<void>((resolve) => (otherHasWritten = resolve));
    const other = database.db.transaction(async (tx) => {
      await takeFirstStartTurn(tx);
      await createOfficer(tx, {
        username: 'commissioner.ghmc',
        role: 'Municipal Commissioner',
        jurisdiction: await createJurisdiction(tx),
      });
      otherHasWritten();
      await otherMayFinish;
    });
    await otherWrote;

    // This start finds the database empty of committed officers: without the turn it seeded on top of the other's
    // rows and failed on their ULB's authority code (a duplicate key).
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const thisStart = loadDemoOnFirstStart(database.db, demoConfig, clock);
    await untilAStatementWaits();
    finishOther();
    await other;
    await thisStart;
    const messages = log.mock.calls.map((call) => String(call[0]));
    log.mockRestore();

    // On PostgreSQL the operator is told why this start seems to stand still; the embedded database runs one
    // transaction at a time, so there this start found the turn free once the other had ended.
    const waiting = 'Another process is loading the demo data into this database: waiting for it to finish…';
    expect(messages.includes(waiting)).toBe(database.driver === 'postgres');

    const usernames = await database.db.query.officers.findMany({ columns: { username: true } });
    expect(usernames).toEqual([{ username: 'commissioner.ghmc' }]);
  });

  it('loads the demo into an empty database: the officers, their inboxes and the files’ documents', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await loadDemoOnFirstStart(database.db, demoConfig, clock);
    log.mockRestore();

    const counts = (await database.db.execute(sql`
      select (select count(*) from officers)::int as officers, (select count(*) from applications)::int as files,
        (select count(*) from work_items w join officers o on o.id = w.officer_id
          where o.username = ${'site.ghmc'})::int as site_inbox`)) as unknown as {
      rows: { officers: number; files: number; site_inbox: number }[];
    };
    expect(counts.rows[0]).toMatchObject({ officers: 56 });
    expect(counts.rows[0]?.files).toBeGreaterThan(300);
    expect(counts.rows[0]?.site_inbox).toBeGreaterThan(0);
    const documents = await readdir(join(storageDir, 'seed'));
    expect(documents.length).toBeGreaterThan(300);
  });

  it('loads nothing when SEED_ON_EMPTY is off', async () => {
    await loadDemoOnFirstStart(database.db, loadConfig({ STORAGE_DIR: storageDir, SEED_ON_EMPTY: 'false' }), clock);

    expect(await isDatabaseEmpty(database.db)).toBe(true);
  });

  it('never loads the demo in production, even with SEED_ON_EMPTY on', async () => {
    // loadConfig refuses this pair; the start's own guard is what is tested here.
    await loadDemoOnFirstStart(database.db, { ...demoConfig, NODE_ENV: 'production' }, clock);

    expect(await isDatabaseEmpty(database.db)).toBe(true);
  });
});
