import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type TDatabaseHandle, type TOpenOptions } from '../db/database';
import { openMigratedPglite } from './migrated-pglite';

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template, or, when
 * DATABASE_URL names a PostgreSQL server, a new database on it, copied from the migrated one the global setup made
 * (global-setup.ts), and dropped afterwards. `namedStatements` as openPglite's: the embedded database only.
 */
export async function openTestDatabase(options: Pick<TOpenOptions, 'namedStatements'> = {}): Promise<TDatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openMigratedPglite(options);
  const name = uniqueDatabaseName();
  await onServer(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('migratedTemplateDatabase')}`),
  );
  // Migrating finds every migration applied: one query, and the same start a server makes.
  const handle = await openPostgres(databaseUrl(serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, migrated by `migrate` (given its address), for the test
 * files' databases to be copied from: a template database must have no connection open while it is copied.
 */
export async function createPostgresTemplate(
  serverUrl: string,
  migrate: (url: string) => Promise<void>,
): Promise<string> {
  const name = uniqueDatabaseName();
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  await migrate(databaseUrl(serverUrl, name));
  await onServer(serverUrl, (admin) => waitForDisconnects(admin, name));
  return name;
}

/** Drops a test database once the server has seen its connections go. */
export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, async (admin) => {
    await waitForDisconnects(admin, name);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

function uniqueDatabaseName(): string {
  return `anumati_test_${randomBytes(6).toString('hex')}`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
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
