import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { basename } from 'node:path';
import type pg from 'pg';
import * as schema from './schema';
import { lockDataFolder } from './data-folder-lock';
import { withNamedStatements } from './pglite-named-statements';
import { withParsersOnce } from './pglite-parsers-once';
import { MIGRATIONS_FOLDER } from '../platform/paths';

export type TSchema = typeof schema;
/** One type for both drivers: the PGlite and node-postgres databases share it. */
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
/** A database or a transaction: repositories take either, so a service decides the transaction. */
export type TDb = TDatabase | TTransaction;

export type TDatabaseHandle = {
  db: TDatabase;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL's pool, for what needs one session held (db/exclusive-run.ts); absent on the embedded database. */
  pool?: pg.Pool;
  /** Applies the migrations not yet applied (db/migrations.ts decides when; `npm run migrate` in production). */
  migrate: () => Promise<void>;
};

/**
 * Whether opening applies pending migrations: yes by default (tests, the demo), no for a production start.
 * namedStatements (the embedded database only): statements parsed and planned once (db/pglite-named-statements.ts),
 * for the demo's load.
 */
export type TOpenOptions = { command?: string; migrate?: boolean; namedStatements?: boolean };

const casing = 'snake_case';

// Each driver is loaded when a database of its kind is opened: a process uses one of the two, and loading the
// other (its driver and drizzle's adapter, a few hundred milliseconds) would only lengthen every start.

/**
 * PGlite in-process: a data folder, or memory when dataDir is undefined; loadDataDir clones a prepared database.
 * A data folder is locked for this process first (data-folder-lock.ts): two processes writing to one folder would
 * corrupt it, so a second one is refused (DataFolderLockedError) and `command` names the holder in its message.
 */
export async function openPglite(
  options: {
    dataDir?: string;
    loadDataDir?: Blob;
  } & TOpenOptions,
): Promise<TDatabaseHandle> {
  const lock = options.dataDir ? await lockDataFolder(options.dataDir, options.command ?? commandName()) : undefined;
  try {
    const [{ PGlite }, { btree_gin }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
      await Promise.all([
        import('@electric-sql/pglite'),
        import('@electric-sql/pglite/contrib/btree_gin'),
        import('@electric-sql/pglite/contrib/pg_trgm'),
        import('drizzle-orm/pglite'),
        import('drizzle-orm/pglite/migrator'),
      ]);
    // pg_trgm: the inbox's search keys (migrations 0021, 0030); btree_gin: migration 0025 creates it (its index is
    // gone since 0030). PGlite ships both as extensions.
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { btree_gin, pg_trgm },
    });
    const named = options.namedStatements ? await withNamedStatements(client) : client;
    const db = drizzlePglite(withParsersOnce(named), { schema, casing });
    const migrate = () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    if (options.migrate !== false) await migrate();
    return {
      db: db as unknown as TDatabase,
      driver: 'pglite',
      migrate,
      close: async () => {
        try {
          await client.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/** The script this process runs, for a lock's message when the caller did not name itself. */
function commandName(): string {
  return basename(process.argv[1] ?? 'node');
}

/** Any number of processes may open one PostgreSQL database: migrations take a lock so two never interleave. */
const MIGRATION_LOCK = 'anumati:migrations';

export async function openPostgres(
  connectionString: string,
  options: Pick<TOpenOptions, 'migrate'> = {},
): Promise<TDatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  const migrate = async () => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema, casing }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      // A session that kept the lock is closed rather than handed back to the pool.
      const isUnlocked = await client
        .query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK])
        .then(() => true)
        .catch(() => false);
      client.release(!isUnlocked);
    }
  };
  try {
    if (options.migrate !== false) await migrate();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzlePg(pool, { schema, casing }) as unknown as TDatabase,
    driver: 'postgres',
    close: () => pool.end(),
    pool,
    migrate,
  };
}

/** PostgreSQL when DATABASE_URL is set (any number of processes), else the embedded database, locked (openPglite). */
export function openDatabase(
  config: {
    DATABASE_URL?: string | undefined;
    DATA_DIR: string;
  },
  options: TOpenOptions = {},
): Promise<TDatabaseHandle> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, options)
    : openPglite({ dataDir: config.DATA_DIR, ...options });
}
