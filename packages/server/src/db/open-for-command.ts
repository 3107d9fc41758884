import { DataFolderLockedError, type TLockHolder } from './data-folder-lock';
import {
  openDatabase,
  type TDatabaseHandle,
  type TOpenOptions,
  type TPoolErrorLog,
  type TPoolSettings,
} from './database';
import { pendingMigrationsProblem } from './migrations';
import { setAuditKey } from '../modules/audit';

/**
 * Opens the database for a command (the server, seed, deadlines, …). When another process holds the embedded
 * database, prints why (the holder, or `explain`'s own words about it) and exits with status 1, without a stack.
 *
 * Outside production the command applies pending migrations itself (the one-command demo). In production
 * migrations are their own step (`npm run migrate`), so that processes starting together never race to apply
 * them: a command finding one pending says so and exits with status 1.
 *
 * `explain` words the refusal when another process holds the embedded database; `namedStatements` as openPglite's.
 */
export async function openDatabaseForCommand(
  config: { DATABASE_URL?: string | undefined; DATA_DIR: string; NODE_ENV: string; AUDIT_KEY: string },
  command: string,
  options: {
    explain?: (holder: TLockHolder, folder: string) => string | null;
    /** The server's pool settings and lost-connection log (PostgreSQL); commands keep COMMAND_POOL_SETTINGS. */
    pool?: TPoolSettings;
    onPoolError?: TPoolErrorLog;
  } & Pick<TOpenOptions, 'namedStatements'> = {},
): Promise<TDatabaseHandle> {
  const { explain, namedStatements, pool, onPoolError } = options;
  // Every process writing or checking the audit trail opens its database here: one place sets the chain's key.
  setAuditKey(config.AUDIT_KEY);
  const isProduction = config.NODE_ENV === 'production';
  let handle: TDatabaseHandle;
  try {
    handle = await openDatabase(config, { command, migrate: !isProduction, namedStatements, pool, onPoolError });
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(explain?.(error.holder, error.folder) ?? error.message);
    process.exit(1);
  }
  const problem = isProduction ? await pendingMigrationsProblem(handle.db) : null;
  if (problem) {
    await handle.close();
    console.error(`${command} refuses to start: ${problem}`);
    process.exit(1);
  }
  return handle;
}
