import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delayBandPositionOf } from '@anumati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../platform/paths';
import { openPglite } from './database';
import { commandsTimeout, runServerCommand } from '../testing/server-command';
import { pendingMigrations } from './migrations';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  // Random values: production refuses repeated characters (issue 51 §6).
  AUTH_SECRET: '5f1c9e07a3b84d26e1f0c7a95b3d8e24c6a1f907',
  PLATFORM_API_KEY: 'b07e3d91c5a2f84e6d13b9c0a7f5e2d84b1c6a39',
  STORAGE_SECRET: 'e94a2c7f0b6d31e85a9f4c2b7d0e63a18f5c9b24',
  SMS_SINK: 'http',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/send',
  PUBLIC_CONSOLE_URL: 'https://bpass.telangana.example',
  AUDIT_KEY: 'c8f1a3e6b92d47f05e1b8c3a6d9f2e74b1a5c8d3',
  // Never reached: the start stops before it listens.
  PORT: '18439',
};

let folder: string;
let journalTags: string[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'anumati-migrate-'));
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  journalTags = journal.entries.map((entry) => entry.tag);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A command of the server as its own process on the embedded database in this file's folder. */
async function run(script: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  const { code, stdout, stderr } = await runServerCommand(script, folder, env);
  return { code, output: stdout + stderr };
}

describe('migrations as their own step', () => {
  it('lists every shipped migration as pending on a new database, and none once applied', async () => {
    const handle = await openPglite({ migrate: false });
    try {
      expect(await pendingMigrations(handle.db)).toEqual(journalTags);
      await handle.migrate();
      expect(await pendingMigrations(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it(
    'a production server refuses to start on an unmigrated database; `migrate` applies them, once',
    async () => {
      const refused = await run('src/main.ts', PRODUCTION_ENV);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`${journalTags.length} database migration(s) not applied`);
      expect(refused.output).toContain('npm run migrate');

      const migrated = await run('src/db/migrate-command.ts', {});
      expect(migrated.code).toBe(0);
      expect(migrated.output).toContain(`Applied: ${journalTags.join(', ')}`);
      const again = await run('src/db/migrate-command.ts', {});
      expect(again.output).toContain('The database is up to date.');
    },
    commandsTimeout(3),
  );
});

describe('what a migration fills for the rows a database already holds', () => {
  it('0029 gives each late turn the delay band the domain gives it', async () => {
    const migration = await readFile(join(MIGRATIONS_FOLDER, '0029_turn_delays_delay_band.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'));
    const handle = await openPglite({ migrate: false });
    try {
      const days = Array.from({ length: 400 }, (_, day) => day - 2);
      await handle.db.execute(sql`create table turn_delays (days_delayed int, delay_band smallint)`);
      await handle.db.execute(
        sql`insert into turn_delays (days_delayed) select unnest(${`{${days.join(',')}}`}::int[])`,
      );
      await handle.db.execute(sql.raw(backfill ?? 'no backfill in 0029'));
      const result = (await handle.db.execute(
        sql`select days_delayed, delay_band from turn_delays order by days_delayed`,
      )) as unknown as { rows: { days_delayed: number; delay_band: number | null }[] };
      expect(result.rows).toEqual(days.map((day) => ({ days_delayed: day, delay_band: delayBandPositionOf(day) })));
    } finally {
      await handle.close();
    }
  });
});
