import { loadConfig } from '../platform/config';
import { DataFolderLockedError } from './data-folder-lock';
import { openDatabase } from './database';
import { pendingMigrations } from './migrations';

/**
 * npm run migrate: applies the shipped migrations, once, before the servers start (docs/DEPLOYMENT.md). Runs at
 * the same time wait for each other (openPostgres's migration lock), so a deploy may run it from every host.
 */
const config = loadConfig();
const database = await openDatabase(config, { command: 'migrate', migrate: false }).catch((error: unknown) => {
  if (!(error instanceof DataFolderLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  const pending = await pendingMigrations(database.db);
  await database.migrate();
  console.log(pending.length === 0 ? 'The database is up to date.' : `Applied: ${pending.join(', ')}`);
} finally {
  await database.close();
}
