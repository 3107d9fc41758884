import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../db/database';
import { manualClock } from '../platform/clock';
import { loadConfig, type TConfig } from '../platform/config';
import { createJurisdiction, createOfficer } from '../testing/fixtures';
import { openTestDatabase } from '../testing/test-database';
import { loadDemoOnFirstStart } from './first-start';
import { isDatabaseEmpty } from './seed';

const clock = manualClock(new Date('2026-11-28T06:00:00Z'));
let database: TDatabaseHandle;
let storageDir: string;
let demoConfig: TConfig;

beforeEach(async () => {
  database = await openTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'anumati-first-start-'));
  demoConfig = loadConfig({ STORAGE_DIR: storageDir });
});
afterEach(async () => {
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

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
