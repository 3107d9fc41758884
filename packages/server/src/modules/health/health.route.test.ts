import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPglite, type TDatabaseHandle } from '../../db/database';
import { manualClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { openTestDatabase } from '../../testing/test-database';
import { createTestApp } from '../../testing/test-app';
import { createStorage } from '../storage/create-storage';
import type { TStorage } from '../storage/storage-adapter';

const clock = manualClock(new Date('2026-11-02T05:30:00Z'));
const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', MAX_EVENT_LOOP_DELAY_MS: '0' });
const opened: TDatabaseHandle[] = [];
const storageFolders: string[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close().catch(() => undefined);
  for (const folder of storageFolders) await rm(folder, { recursive: true, force: true });
});

/** The server on `handle`, its documents on a store that cannot be reached when `isStoreDown`. */
async function appOn(handle: TDatabaseHandle, isStoreDown = false) {
  opened.push(handle);
  const storageFolder = await mkdtemp(join(tmpdir(), 'anumati-health-'));
  storageFolders.push(storageFolder);
  const storage = createStorage({ ...config, STORAGE_DIR: storageFolder }, clock);
  const down: TStorage = {
    ...storage,
    check: async () => {
      throw new Error('connect ECONNREFUSED');
    },
  };
  return buildApp({ db: handle.db, config, clock, storage: isStoreDown ? down : storage });
}

const ready = async (app: Awaited<ReturnType<typeof appOn>>) => {
  const response = await app.inject({ method: 'GET', url: '/health/ready' });
  return { status: response.statusCode, body: response.json() };
};

describe('the health probes', () => {
  it('live answers while the process runs; ready answers 200 when database, schema and storage are fine', async () => {
    const t = await createTestApp();
    try {
      const live = await t.app.inject({ method: 'GET', url: '/health/live' });
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
      const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
      });
    } finally {
      await t.close();
    }
  });

  it('ready answers 503 naming the document store when it cannot be reached', async () => {
    const app = await appOn(await openTestDatabase(), true);
    expect(await ready(app)).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'ok', migrations: 'ok', storage: 'unreachable' } },
    });
  });

  it('ready answers 503 naming the migrations while some are not applied', async () => {
    const app = await appOn(await openPglite({ migrate: false }));
    const { status, body } = await ready(app);
    expect(status).toBe(503);
    expect(body.checks.database).toBe('ok');
    expect(body.checks.migrations).toMatch(/^\d+ pending$/);
  });

  it('ready answers 503 naming the database once it is gone, while live still answers', async () => {
    const handle = await openTestDatabase();
    const app = await appOn(handle);
    await handle.close();
    const { status, body } = await ready(app);
    expect(status).toBe(503);
    expect(body.checks.database).toBe('unreachable');
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
