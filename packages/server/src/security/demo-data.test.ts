import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPglite, type TDatabaseHandle } from '../db/database';
import { manualClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { REPOSITORY_FOLDER } from '../platform/paths';
import { demoOfficerMobile, refuseDemoDataInProduction } from '../seed/demo-data-guard';
import { DEMO_OFFICERS } from '../seed/demo-officers';
import { loadDemoOnFirstStart } from '../seed/first-start';
import { createJurisdiction, createOfficer } from '../testing/fixtures';
import { PRODUCTION_TEST_ENV } from '../testing/test-app';
import { commandsTimeout, runServerCommand } from '../testing/server-command';
import { openDemoLoadTestDatabase } from '../testing/test-database';

/**
 * Issue 51 §1: a data folder that ran the demo keeps its 56 officers, whose usernames and mobile numbers are public
 * (seed.ts); switched to production, a password reset sent their codes through the real gateway. A production start
 * on such a database now stops with one line, and production no longer opens the demo's folder by default.
 */
let database: TDatabaseHandle;
let storageDir: string;
beforeEach(async () => {
  database = await openDemoLoadTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'anumati-demo-guard-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await database.close().catch(() => {});
  await rm(storageDir, { recursive: true, force: true });
});

/** What a production process prints and its exit status; the database is closed when it refuses. */
async function productionStart(command: string) {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
  const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
  const close = vi.fn(() => Promise.resolve());
  await refuseDemoDataInProduction({ db: database.db, close }, { NODE_ENV: 'production' }, command);
  return {
    lines: printed.mock.calls.map((call) => call.map(String).join(' ')),
    exitCodes: exit.mock.calls.map((call) => call[0]),
    isClosed: close.mock.calls.length > 0,
  };
}

describe('a production start on a database holding the demo', () => {
  it('is refused in one line that names the demo officers and the fresh database to use', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await loadDemoOnFirstStart(
      database.db,
      loadConfig({ STORAGE_DIR: storageDir }),
      manualClock(new Date('2026-11-28T06:00:00Z')),
    );

    const start = await productionStart('server');

    expect(start.exitCodes).toEqual([1]);
    expect(start.isClosed).toBe(true);
    expect(start.lines).toHaveLength(1);
    expect(start.lines[0]).not.toContain('\n');
    expect(start.lines[0]).toMatch(
      new RegExp(`^server refuses to start in production: this database holds ${DEMO_OFFICERS.length} demo officer`),
    );
    expect(start.lines[0]).toContain(
      'Start production on a fresh database: an empty DATA_DIR, or another DATABASE_URL',
    );
  });

  it('is refused for an operator command too, even with one demo officer left (the one the attack used)', async () => {
    const jurisdiction = await createJurisdiction(database.db);
    await createOfficer(database.db, {
      username: 'commissioner.boduppal',
      role: 'Municipal Commissioner',
      jurisdiction,
      // The demo's number for this officer (seed.ts: its place in DEMO_OFFICERS).
      mobile: demoMobileOf('commissioner.boduppal'),
    });

    const start = await productionStart('create-officer');

    expect(start.exitCodes).toEqual([1]);
    expect(start.lines[0]).toMatch(
      /^create-officer refuses to start in production: .*1 demo officer\(s\) \(commissioner\.boduppal…\)/,
    );
  });

  it('goes ahead on a database of real officers, even one named as a demo officer with a mobile of their own', async () => {
    const jurisdiction = await createJurisdiction(database.db);
    await createOfficer(database.db, {
      username: 'commissioner.ghmc',
      role: 'Municipal Commissioner',
      jurisdiction,
      mobile: '9000000001',
    });

    const start = await productionStart('server');

    expect(start).toEqual({ lines: [], exitCodes: [], isClosed: false });
  });

  it('is not checked outside production, where the demo is what the database is for', async () => {
    const jurisdiction = await createJurisdiction(database.db);
    await createOfficer(database.db, {
      username: 'commissioner.boduppal',
      role: 'Municipal Commissioner',
      jurisdiction,
      mobile: demoMobileOf('commissioner.boduppal'),
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);

    await refuseDemoDataInProduction(database, { NODE_ENV: 'development' }, 'server');

    expect(exit).not.toHaveBeenCalled();
  });
});

describe('the server started in production on a data folder that ran the demo', () => {
  it(
    'stops with status 1 and its one line, before it listens',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'anumati-demo-folder-'));
      try {
        const handle = await openPglite({ dataDir: folder });
        await handle.migrate();
        await createOfficer(handle.db, {
          username: 'commissioner.boduppal',
          role: 'Municipal Commissioner',
          jurisdiction: await createJurisdiction(handle.db),
          mobile: demoMobileOf('commissioner.boduppal'),
        });
        await handle.close();

        const start = await runServerCommand('src/main.ts', folder, {
          ...PRODUCTION_TEST_ENV,
          AUDIT_KEY: '7d2e9b4f1a6c0e83d5b7a2f9c4e1d06b8a3f5c27e9d1b4a6',
          // Never reached: the start stops before it listens.
          PORT: '18451',
        });

        expect(start.code).toBe(1);
        expect(start.stderr.trim().split('\n')).toEqual([
          'server refuses to start in production: this database holds 1 demo officer(s) (commissioner.boduppal…), ' +
            'whose published mobile numbers would receive password-reset codes. Start production on a fresh ' +
            'database: an empty DATA_DIR, or another DATABASE_URL (README).',
        ]);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    commandsTimeout(1) + 60_000,
  );
});

describe('the data folder of a production start', () => {
  // AUDIT_KEY: production asks for the audit chain's key too (issue 51 §5).
  const production = { ...PRODUCTION_TEST_ENV, AUDIT_KEY: '7d2e9b4f1a6c0e83d5b7a2f9c4e1d06b8a3f5c27e9d1b4a6' };

  it('is not the demo’s by default: `data-production` beside the demo’s `data`, each with its own storage', () => {
    expect(loadConfig({}).DATA_DIR).toBe(join(REPOSITORY_FOLDER, 'data'));
    expect(loadConfig(production).DATA_DIR).toBe(join(REPOSITORY_FOLDER, 'data-production'));
    expect(loadConfig(production).STORAGE_DIR).toBe(join(REPOSITORY_FOLDER, 'data-production', 'storage'));
    expect(loadConfig({ ...production, DATA_DIR: '/srv/anumati' }).DATA_DIR).toBe('/srv/anumati');
  });
});

function demoMobileOf(username: string): string {
  return demoOfficerMobile(DEMO_OFFICERS.findIndex((officer) => officer.username === username));
}
