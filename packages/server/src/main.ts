import { buildApp } from './app';
import { openDatabase } from './db/database';
import { createStorage } from './modules/storage/create-storage';
import { createDeadlineScheduler } from './modules/workflow/deadline-scheduler';
import { createWorkflowService } from './modules/workflow/workflow.service';
import { systemClock } from './platform/clock';
import { loadConfig } from './platform/config';
import { isDatabaseEmpty, seedDemoData } from './seed/seed';
import { syncStandardConditions } from './modules/conditions/conditions.repository';

const config = loadConfig();
const database = await openDatabase(config);
await syncStandardConditions(database.db, systemClock.now());

// loadConfig refuses SEED_ON_EMPTY=true in production; the second condition keeps the demo out even so.
if (config.SEED_ON_EMPTY && config.NODE_ENV !== 'production' && (await isDatabaseEmpty(database.db))) {
  console.log('Empty database: loading the demo data (first start only)…');
  const summary = await seedDemoData(database.db, {
    now: systemClock.now(),
    storage: createStorage(config, systemClock),
  });
  console.log('Demo data loaded:', summary);
} else if (await isDatabaseEmpty(database.db)) {
  console.log('No officer yet: create the first one with `npm run create-officer -w @anumati/server` (README).');
}

const app = await buildApp({ db: database.db, config, clock: systemClock, logger: true });

/** The scheduler applies deadlines every quarter of an hour (WORKFLOW.md "Deadlines and accountability"). */
const DEADLINE_INTERVAL_MS = 15 * 60 * 1000;
// Every server process runs the scheduler; its run lock lets one run at a time across them (db/exclusive-run.ts).
const scheduler = createDeadlineScheduler({
  db: database.db,
  clock: systemClock,
  workflow: createWorkflowService({ db: database.db, clock: systemClock, logger: app.log }),
  pool: database.pool,
  logger: app.log,
});
const runDeadlines = () =>
  scheduler
    .runOnce()
    .then((run) => app.log.info(run, 'deadlines applied'))
    .catch((error: unknown) => app.log.error(error, 'deadline run failed'));
setInterval(runDeadlines, DEADLINE_INTERVAL_MS).unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
void runDeadlines();
console.log(
  `Anumati is running on http://localhost:${config.PORT} (${database.driver === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`,
);
