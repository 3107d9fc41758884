import { buildApp } from './app';
import { openDatabase } from './db/database';
import { systemClock } from './platform/clock';
import { loadConfig } from './platform/config';
import { isDatabaseEmpty, seedDemoData } from './seed/seed';

const config = loadConfig();
const database = await openDatabase(config);

if (config.SEED_ON_EMPTY && (await isDatabaseEmpty(database.db))) {
  console.log('Empty database: loading the demo data (first start only)…');
  const summary = await seedDemoData(database.db, { now: systemClock.now() });
  console.log('Demo data loaded:', summary);
}

const app = await buildApp({ db: database.db, config, clock: systemClock, logger: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
console.log(
  `Anumati is running on http://localhost:${config.PORT} (${database.driver === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`,
);
