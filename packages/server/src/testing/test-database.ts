import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type TDatabaseHandle, type TOpenOptions } from '../db/database';

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template, or, when
 * DATABASE_URL names a PostgreSQL server, a new database on it that is dropped afterwards. `namedStatements` as
 * openPglite's: the embedded database only.
 */
export async function openTestDatabase(options: Pick<TOpenOptions, 'namedStatements'> = {}): Promise<TDatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = await readFile(inject('migratedTemplatePath'));
    return openPglite({ loadDataDir: new Blob([template]), ...options });
  }
  const name = `anumati_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await waitForDisconnects(cleanup, name);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A test database opened as `npm run load-demo` opens its own (PGlite with named statements, each planned once:
 * db/pglite-named-statements.ts), so that the tests of the demo's load test the path the first start takes.
 */
export function openDemoLoadTestDatabase(): Promise<TDatabaseHandle> {
  return openTestDatabase({ namedStatements: true });
}

/**
 * pg's pool.end() resolves while its clients are still saying goodbye; a forced drop at that moment terminates
 * them and the termination surfaces as an uncaught error. Waiting until the server has seen them go avoids it.
 */
async function waitForDisconnects(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
