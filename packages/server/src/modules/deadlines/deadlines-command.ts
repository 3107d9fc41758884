import { openDatabaseForCommand } from '../../db/open-for-command';
import { refuseDemoDataInProduction } from '../../seed/demo-data-guard';
import { systemClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { createOrdersService } from '../orders';
import { createStorage } from '../storage';
import { createDeadlineScheduler, DEADLINE_INTERVAL_MINUTES } from './deadline-scheduler';
import { createWorkflowService } from '../workflow';

/**
 * npm run deadlines: applies deemed approvals, shortfall expiries and show-cause flags once, then stops. On the
 * embedded database it runs only while the server is stopped: a running server holds the database and applies the
 * deadlines itself, so the command refuses (status 1) and says so. On PostgreSQL it runs beside the servers (the
 * run lock of db/exclusive-run.ts keeps to one run at a time).
 */
const config = loadConfig();
const database = await openDatabaseForCommand(config, 'deadlines', {
  explain: (holder, folder) =>
    holder.command === 'server'
      ? `The server is running (process ${holder.pid}, since ${holder.since}) on the embedded database in ${folder}: ` +
        `it applies the deadlines itself at start and every ${DEADLINE_INTERVAL_MINUTES} minutes, so there is nothing ` +
        'to run. `npm run deadlines` is for when the server is stopped.'
      : null,
});
await refuseDemoDataInProduction(database, config, 'deadlines');
try {
  // Deemed approvals issue their orders as the officers' decisions do (modules/orders).
  const workflow = createWorkflowService({
    db: database.db,
    clock: systemClock,
    orders: createOrdersService({
      db: database.db,
      storage: createStorage(config, systemClock),
      consoleUrl: config.PUBLIC_CONSOLE_URL,
    }),
  });
  const scheduler = createDeadlineScheduler({ db: database.db, clock: systemClock, workflow, pool: database.pool });
  const run = await scheduler.runOnce();
  console.log('Deadlines applied:', run);
} finally {
  await database.close();
}
