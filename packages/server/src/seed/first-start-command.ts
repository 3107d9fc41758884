import { openDatabaseForCommand } from '../db/open-for-command';
import { systemClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { loadDemoOnFirstStart } from './first-start';

/**
 * `npm run load-demo -w @anumati/server`: what the server does on its first start (migrations, then the demo into
 * an empty database), as a step of its own, so that `npm start` runs it beside the console's build rather than
 * after it (README). On a database already loaded it only opens and closes it.
 */
const config = loadConfig();
// The demo's load on the embedded database: each statement parsed and planned once (db/pglite-named-statements.ts).
const database = await openDatabaseForCommand(config, 'load-demo', { namedStatements: true });
try {
  await loadDemoOnFirstStart(database.db, config, systemClock);
} finally {
  await database.close();
}
