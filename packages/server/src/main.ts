import { buildApp } from './app';
import { openDatabaseForCommand } from './db/open-for-command';
import { createOrdersService } from './modules/orders';
import { createStorage } from './modules/storage';
import { createDeadlineScheduler, DEADLINE_TICK_MS } from './modules/deadlines';
import { createWorkflowService } from './modules/workflow';
import { systemClock } from './platform/clock';
import { loadConfig, poolSettingsOf } from './platform/config';
import { createProcessLogger, logProcessFaults } from './platform/logger';
import { closeServer, shutDown } from './platform/graceful-shutdown';
import { startSchedulerLoop } from './modules/scheduler';
import { createAuditCheckpointJob } from './modules/audit';
import { isDatabaseEmpty } from './seed/seed';
import { refuseDemoDataInProduction } from './seed/demo-data-guard';
import { prepareDatabaseAtStart } from './seed/first-start';

const logger = createProcessLogger();
logProcessFaults(logger);
const config = loadConfig();
const database = await openDatabaseForCommand(config, 'server', {
  pool: poolSettingsOf(config),
  onPoolError: (error, message) => logger.warn({ err: error }, message),
});
await refuseDemoDataInProduction(database, config, 'server');
await prepareDatabaseAtStart(database.db, config, systemClock);
if (await isDatabaseEmpty(database.db)) {
  logger.info('No officer yet: create the first one with `npm run create-officer -w @anumati/server` (README).');
}

const app = await buildApp({
  db: database.db,
  probeDb: database.probeDb,
  config,
  clock: systemClock,
  logger,
  pool: database.pool,
});

// Every server process runs the scheduler; its run lock lets one run at a time across them (db/exclusive-run.ts).
const scheduler = createDeadlineScheduler({
  db: database.db,
  clock: systemClock,
  // Deemed approvals issue their orders as the officers' decisions do (modules/orders).
  workflow: createWorkflowService({
    db: database.db,
    clock: systemClock,
    orders: createOrdersService({
      db: database.db,
      storage: createStorage(config, systemClock),
      consoleUrl: config.PUBLIC_CONSOLE_URL,
    }),
    logger: app.log,
  }),
  pool: database.pool,
  logger: app.log,
});
// The audit trail's signed head, outside the database, every 15 minutes (issue 51 §5; modules/audit/audit.service.ts).
const checkpointAudit = createAuditCheckpointJob({
  db: database.db,
  directory: config.AUDIT_CHECKPOINT_DIR,
  clock: systemClock,
  logger: app.log,
});
// Every server ticks; one run per interval happens between them all (runIfDue, issue 50 §5).
const deadlines = startSchedulerLoop({
  intervalMs: DEADLINE_TICK_MS,
  run: () =>
    scheduler
      .runIfDue()
      .then((run) => {
        if (!run.skipped) app.log.info(run, 'deadlines applied');
      })
      .catch((error: unknown) => app.log.error(error, 'deadline run failed'))
      .then(checkpointAudit),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void shutDown({
      closeServer: () => closeServer(app),
      stopScheduler: deadlines.stop,
      closeDatabase: database.close,
      log: { info: (message) => app.log.info(message), error: (details, message) => app.log.error(details, message) },
    }).then((code) => process.exit(code));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
void deadlines.runNow();
logger.info(
  `Anumati is running on http://localhost:${config.PORT} (${database.driver === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`,
);
