import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle, TDb } from '../db/database';
import { verifyAuditTrail } from '../modules/audit/audit.service';
import { createLocalStorage } from '../modules/storage/local-storage';
import type { TStorage } from '../modules/storage/storage-adapter';
import { manualClock } from '../platform/clock';
import { openDemoLoadTestDatabase, openTestDatabase } from '../testing/test-database';
import { loadDemoSnapshot } from './demo-snapshot';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { DEMO_LOAD_TIME_LIMIT_MS } from '../testing/demo-load-time-limit';

const NOW = new Date('2026-11-22T06:00:00Z');
let database: TDatabaseHandle;
let folder: string;
let storage: TStorage;

beforeAll(async () => {
  database = await openDemoLoadTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'anumati-seed-atomic-'));
  storage = createLocalStorage({
    directory: folder,
    secret: 'seed-test-secret-0123',
    clock: manualClock(NOW),
    linkTtlSeconds: 900,
  });
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

async function rowsIn(table: string, db: TDb = database.db): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? -1;
}

const TABLES = ['officers', 'ulbs', 'applications', 'stage_states', 'media', 'audit_events'];

/** A storage that fails on its 40th document: by then every row of the demo was written. */
function failingOnTheFortiethDocument(): TStorage & { documents: () => number } {
  let documents = 0;
  return {
    ...storage,
    put: async (key, body, contentType) => {
      documents += 1;
      if (documents === 40) throw new Error('disk full');
      await storage.put(key, body, contentType);
    },
    documents: () => documents,
  };
}

describe('the demo seed is all or nothing', () => {
  it(
    'a seed that fails half-way leaves the database empty, and seeds again',
    async () => {
      // By the 40th document officers, applications and their audit events were written.
      const failing = failingOnTheFortiethDocument();
      await expect(seedDemoData(database.db, { now: NOW, applications: 12, storage: failing })).rejects.toThrow(
        'disk full',
      );
      expect(failing.documents()).toBe(40);
      expect(await isDatabaseEmpty(database.db)).toBe(true);
      for (const table of TABLES) expect({ table, rows: await rowsIn(table) }).toEqual({ table, rows: 0 });

      const summary = await seedDemoData(database.db, { now: NOW, applications: 12, storage });
      expect(summary.applications).toBeGreaterThanOrEqual(12);
      expect(await isDatabaseEmpty(database.db)).toBe(false);
      for (const table of TABLES) expect(await rowsIn(table)).toBeGreaterThan(0);
      expect(await verifyAuditTrail(database.db)).toMatchObject({ isIntact: true });
    },
    DEMO_LOAD_TIME_LIMIT_MS,
  );

  it('a load from the snapshot that fails half-way leaves the database empty, and loads again', async () => {
    const loaded = await openTestDatabase();
    try {
      const failing = failingOnTheFortiethDocument();
      // The snapshot's documents are written after its rows: every table was filled when the storage failed.
      await expect(loaded.db.transaction((tx) => loadDemoSnapshot(tx, { now: NOW, storage: failing }))).rejects.toThrow(
        'disk full',
      );
      expect(await isDatabaseEmpty(loaded.db)).toBe(true);
      for (const table of TABLES) expect({ table, rows: await rowsIn(table, loaded.db) }).toEqual({ table, rows: 0 });

      await loaded.db.transaction((tx) => loadDemoSnapshot(tx, { now: NOW, storage }));
      for (const table of TABLES) expect(await rowsIn(table, loaded.db)).toBeGreaterThan(0);
      expect(await verifyAuditTrail(loaded.db)).toMatchObject({ isIntact: true });
    } finally {
      await loaded.close();
    }
  });
});
