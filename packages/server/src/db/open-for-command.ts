import { DataFolderLockedError, type TLockHolder } from './data-folder-lock';
import { openDatabase, type TDatabaseHandle } from './database';

/**
 * Opens the database for a command (the server, seed, deadlines, …). When another process holds the embedded
 * database, prints why (the holder, or `explain`'s own words about it) and exits with status 1, without a stack.
 */
export async function openDatabaseForCommand(
  config: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  command: string,
  explain?: (holder: TLockHolder, folder: string) => string | null,
): Promise<TDatabaseHandle> {
  try {
    return await openDatabase(config, { command });
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(explain?.(error.holder, error.folder) ?? error.message);
    process.exit(1);
  }
}
