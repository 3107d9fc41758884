import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from '../modules/storage/create-storage';
import { manualClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { seedDemoData } from '../seed/seed';
import { openMigratedPglite } from '../testing/migrated-pglite';
import type { TDatabaseHandle } from './database';
import { withNamedStatements } from './pglite-named-statements';
import { DEMO_LOAD_TIME_LIMIT_MS } from '../testing/demo-load-time-limit';

const TABLE = `
  create table files (
    id serial primary key,
    identifier text unique not null,
    floors int,
    answers jsonb,
    received_at timestamptz,
    urgent boolean,
    tags text[]
  )`;

const ROWS: unknown[][] = [
  ['GHMC/BP/1', 3, { plot: 240, roads: ['30 ft'] }, '2026-11-27T10:00:00.000Z', true, ['corner', 'తెలుగు']],
  ['GHMC/BP/2', null, null, null, null, null],
];
const INSERT =
  'insert into files (identifier, floors, answers, received_at, urgent, tags) values ($1, $2, $3, $4, $5, $6)';
const SELECT = 'select * from files where identifier = any($1) and (floors >= $2 or floors is null) order by id';

async function preparedCount(client: PGlite): Promise<number> {
  const { rows } = await client.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements');
  return rows[0]?.count ?? -1;
}

/** The embedded database's driver, whatever the suite's database: the wrapper serves PGlite only. */
describe('PGlite with named statements', () => {
  let plain: PGlite;
  let named: PGlite;
  beforeAll(async () => {
    [plain, named] = await Promise.all([PGlite.create(), PGlite.create().then(withNamedStatements)]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), named.close()]);
  });
  beforeEach(async () => {
    for (const client of [plain, named]) {
      await client.exec(`drop table if exists files; ${TABLE}`);
      for (const row of ROWS) await client.query(INSERT, row);
    }
  });

  it('answers as PGlite’s own query does: values of every kind, nulls, arrays and rows as arrays', async () => {
    const params = [['GHMC/BP/1', 'GHMC/BP/2'], 2];
    const expected = await plain.query(SELECT, params);
    expect(expected.rows).toHaveLength(2);
    for (let run = 0; run < 7; run += 1) {
      // Past five runs PostgreSQL may switch the statement to its generic plan: the rows must not change.
      expect(await named.query(SELECT, params)).toEqual(expected);
    }
    expect(await named.query(SELECT, params, { rowMode: 'array' })).toEqual(
      await plain.query(SELECT, params, { rowMode: 'array' }),
    );
  });

  it('parses a statement once, however often it runs, and leaves statements without parameters to PGlite', async () => {
    const before = await preparedCount(named);
    for (let run = 0; run < 10; run += 1) await named.query('select count(*) from files where floors > $1', [run]);
    await named.query('select count(*) from files');
    expect(await preparedCount(named)).toBe(before + 1);
  });

  it('keeps at most its capacity parsed, closing the least recently used', async () => {
    const small = await withNamedStatements(await PGlite.create(), 2);
    try {
      await small.exec(TABLE);
      for (const row of ROWS) await small.query(INSERT, row);
      await small.query('select id from files where floors = $1', [3]);
      await small.query('select identifier from files where floors = $1', [3]);
      expect(await preparedCount(small)).toBe(2);
      const { rows } = await small.query(INSERT.replace('files (', 'files as f ('), [
        'GHMC/BP/3',
        1,
        null,
        null,
        false,
        [],
      ]);
      expect(rows).toEqual([]);
      expect(await preparedCount(small)).toBe(2);
      // The closed insert is parsed again when it comes back.
      await small.query(INSERT, ['GHMC/BP/4', 1, null, null, false, []]);
      expect((await small.query('select count(*)::int as n from files')).rows).toEqual([{ n: 4 }]);
    } finally {
      await small.close();
    }
  });

  it('refuses a bad statement with PostgreSQL’s error and goes on answering after it', async () => {
    await expect(named.query(INSERT, ROWS[0])).rejects.toMatchObject({ code: '23505' });
    await expect(named.query('select no_such_column from files where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    expect((await named.query('select identifier from files where id = $1', [1])).rows).toEqual([
      { identifier: 'GHMC/BP/1' },
    ]);
  });

  it('rolls a transaction back whole when one of its statements fails, as before', async () => {
    await expect(
      named.transaction(async (tx) => {
        await tx.query(INSERT, ['GHMC/BP/9', 1, null, null, false, []]);
        await tx.query(INSERT, ROWS[0]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await named.query('select count(*)::int as n from files where floors >= $1', [0])).rows).toEqual([
      { n: 1 },
    ]);
    expect(
      (await named.query('select count(*)::int as n from files where identifier = $1', ['GHMC/BP/9'])).rows,
    ).toEqual([{ n: 0 }]);
  });

  it('waits for a transaction in progress: a statement from outside never runs inside it', async () => {
    let inserted!: () => void;
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = named.transaction(async (tx) => {
      await tx.query(INSERT, ['GHMC/BP/5', 1, null, null, false, []]);
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query(INSERT, ['GHMC/BP/6', 1, null, null, false, []]);
    });
    await firstInserted;
    const outside = await named.query('select count(*)::int as n from files where floors = $1', [1]);
    await transaction;
    expect(outside.rows).toEqual([{ n: 2 }]);
  });
});

/** Columns of the demo's load that differ from one load to the next, by table. */
const VARYING: Record<string, string> = { officers: `array['password_hash', 'password_changed_at', 'created_at']` };

describe('the demo loaded through named statements', () => {
  let storageDir: string;
  const handles: TDatabaseHandle[] = [];
  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'anumati-named-'));
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await rm(storageDir, { recursive: true, force: true });
  });

  /**
   * Every table's rows, each table as one digest, from a database loaded with the demo's first files. Left out: what
   * no two loads share, the officers' password hashes (salted at random) and the instants the database's clock gives
   * their rows.
   */
  async function loadedDemo(namedStatements: boolean): Promise<Record<string, string>> {
    const handle = await openMigratedPglite({ namedStatements });
    handles.push(handle);
    const clock = manualClock(new Date('2026-11-02T05:30:00Z'));
    const storage = createStorage(loadConfig({ STORAGE_DIR: storageDir }), clock);
    await seedDemoData(handle.db, { now: clock.now(), storage, applications: 12 });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ digest: string | null }>(
        `select md5(string_agg(row_text, '|' order by row_text)) as digest from (select (to_jsonb(t) - ${VARYING[name] ?? 'array[]::text[]'})::text as row_text from "${name}" t) rows`,
      );
      digests[name] = rows[0]?.digest ?? 'empty';
    }
    return digests;
  }

  it(
    'writes the same rows in every table as PGlite’s own queries',
    async () => {
      const [plainDigests, namedDigests] = [await loadedDemo(false), await loadedDemo(true)];
      expect(Object.keys(plainDigests).length).toBeGreaterThan(30);
      expect(namedDigests).toEqual(plainDigests);
    },
    DEMO_LOAD_TIME_LIMIT_MS,
  );
});
