import { parseArgs } from 'node:util';
import { openDatabaseForCommand } from '../../db/open-for-command';
import { systemClock } from '../../platform/clock';
import { loadConfig, signInLimitsOf } from '../../platform/config';
import { refuseDemoDataInProduction } from '../../seed/demo-data-guard';
import { createSignInGuard } from './sign-in-guard';

/**
 * npm run unlock-officer -w @anumati/server -- --username U: ends a block, or the lock that follows the last timed
 * block (docs/SECURITY.md), after the helpline has confirmed with the officer. The failures so far stop counting.
 */
const { values } = parseArgs({ options: { username: { type: 'string' } } });
if (!values.username) {
  console.error('Missing: --username');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabaseForCommand(config, 'unlock-officer');
await refuseDemoDataInProduction(database, config, 'unlock-officer');
try {
  await createSignInGuard({ db: database.db, clock: systemClock, limits: signInLimitsOf(config) }).unlock(
    values.username,
  );
  console.log(`Sign-in unlocked for ${values.username}.`);
} finally {
  await database.close();
}
