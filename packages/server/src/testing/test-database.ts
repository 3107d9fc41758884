import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type TDatabaseHandle } from '../db/database';

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template, or, when
 * DATABASE_URL names a PostgreSQL server, a new database on it that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<TDatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = await readFile(inject('migratedTemplatePath'));
    return openPglite({ loadDataDir: new Blob([template]) });
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
      // The pool's end resolves before its clients' sockets close: a forced drop while one is still closing
      // terminates it, and that client reports the termination as an unhandled error. Wait for them to go.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const open = await cleanup.query<{ count: string }>(
          'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (open.rows[0]?.count === '0') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
