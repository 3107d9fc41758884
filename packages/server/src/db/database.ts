import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { basename } from 'node:path';
import type pg from 'pg';
import * as schema from './schema';
import { lockDataFolder } from './data-folder-lock';
import { withNamedStatements } from './pglite-named-statements';
import { withParsersOnce } from './pglite-parsers-once';
import { MIGRATIONS_FOLDER } from '../platform/paths';

type TSchema = typeof schema;
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
  /**
   * The database for the probes (health, metrics): on PostgreSQL its own small pool with short limits, so a probe
   * never waits behind requests that fill the main pool; the embedded database is one connection anyway.
   */
  probeDb: TDatabase;
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
      probeDb: db as unknown as TDatabase,
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

/**
 * The pool's size and the limits every connection of it gets (issue 50 §2). A statement running longer than
 * `statementTimeoutMs`, a lock waited for longer than `lockTimeoutMs`, or a transaction left idle for longer than
 * `idleInTransactionTimeoutMs` is ended by PostgreSQL itself, so one stuck statement or forgotten transaction
 * cannot hold a request, a connection or a table for ever; 0 turns a limit off (the commands: migrations and
 * bulk loads run as long as they need).
 */
export type TPoolSettings = {
  max: number;
  connectionTimeoutMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
};

/** A command's pool: no limit on a statement's time (a migration may build an index on millions of rows). */
const COMMAND_POOL_SETTINGS: TPoolSettings = {
  max: 10,
  connectionTimeoutMs: 10_000,
  statementTimeoutMs: 0,
  lockTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
};

/**
 * The probes' own pool (health and metrics): one connection that never waits behind a full request pool, and
 * gives up quickly, so a readiness check answers within seconds whatever the database does.
 */
const PROBE_POOL_SETTINGS: TPoolSettings = {
  max: 1,
  connectionTimeoutMs: 2_000,
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 1_000,
  idleInTransactionTimeoutMs: 5_000,
};

/** What a pool reports about a lost connection; the server logs it, a command prints it. */
export type TPoolErrorLog = (error: Error, message: string) => void;

const printPoolError: TPoolErrorLog = (error, message) => console.error(`${message}: ${error.message}`);

function createPool(pgDriver: typeof pg, connectionString: string, settings: TPoolSettings, onError: TPoolErrorLog) {
  const pool = new pgDriver.Pool({
    connectionString,
    max: settings.max,
    connectionTimeoutMillis: settings.connectionTimeoutMs,
    // pg sends these as the connection's startup options: every session of the pool starts with them.
    ...(settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
    ...(settings.lockTimeoutMs > 0 ? { lock_timeout: settings.lockTimeoutMs } : {}),
    ...(settings.idleInTransactionTimeoutMs > 0
      ? { idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs }
      : {}),
    // A connection silently dropped by a firewall or a failover is found by TCP keep-alive, not by a hung query.
    keepAlive: true,
  });
  // Without these listeners a connection that PostgreSQL closes (a restart, a failover, pg_terminate_backend)
  // is an unhandled 'error' event, which ends the process. The pool drops the broken client by itself (an idle
  // one at once, a checked-out one when it is released unusable); the requests using it fail with a retryable
  // error (db/database-errors.ts) and the next ones open new connections when PostgreSQL is back.
  pool.on('error', (error) => onError(error, 'a pooled PostgreSQL connection was lost'));
  pool.on('connect', (client) => {
    client.on('error', (error) => onError(error, 'a PostgreSQL connection in use was lost'));
  });
  return pool;
}

export async function openPostgres(
  connectionString: string,
  options: Pick<TOpenOptions, 'migrate'> & { pool?: TPoolSettings; onPoolError?: TPoolErrorLog } = {},
): Promise<TDatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const onError = options.onPoolError ?? printPoolError;
  const pool = createPool(pg, connectionString, options.pool ?? COMMAND_POOL_SETTINGS, onError);
  const migrate = async () => {
    const client = await pool.connect();
    try {
      // The pool's statement and lock limits are for requests; a migration takes as long as it takes.
      await client.query('set statement_timeout = 0; set lock_timeout = 0');
      await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema, casing }), { migrationsFolder: MIGRATIONS_FOLDER });
      await client.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    } finally {
      // The session's limits were changed (and its lock may be kept): it is closed, never handed back to the pool.
      client.release(true);
    }
  };
  try {
    if (options.migrate !== false) await migrate();
  } catch (error) {
    await pool.end();
    throw error;
  }
  // A pool opens no connection before its first query: a command that never probes never connects it.
  const probePool = createPool(pg, connectionString, PROBE_POOL_SETTINGS, onError);
  return {
    db: drizzlePg(pool, { schema, casing }) as unknown as TDatabase,
    probeDb: drizzlePg(probePool, { schema, casing }) as unknown as TDatabase,
    driver: 'postgres',
    close: async () => {
      await Promise.all([pool.end(), probePool.end()]);
    },
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
  options: TOpenOptions & { pool?: TPoolSettings; onPoolError?: TPoolErrorLog } = {},
): Promise<TDatabaseHandle> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, options)
    : openPglite({ dataDir: config.DATA_DIR, ...options });
}
