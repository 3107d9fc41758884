import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { openDatabaseForCommand } from '../db/open-for-command';
import { checkpointAuditTrail } from '../modules/audit';
import { createStorage } from '../modules/storage';
import { systemClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { seedBulkApplications } from './bulk-applications';
import { loadDemoSnapshot } from './demo-snapshot';
import { isDatabaseEmpty, seedDemoData } from './seed';

/** npm run seed -- [--reset] [--applications N] [--bulk N]: loads the demo data (and bulk rows for benchmarks). */
const { values } = parseArgs({
  options: { reset: { type: 'boolean', default: false }, applications: { type: 'string' }, bulk: { type: 'string' } },
});
const applications = values.applications ? Number(values.applications) : undefined;
if (applications !== undefined && (!Number.isInteger(applications) || applications < 1)) {
  console.error('--applications takes a whole number of at least 1');
  process.exit(2);
}

const config = loadConfig();
if (config.NODE_ENV === 'production') {
  console.error('The demo data (officers with a published password) is never loaded in production.');
  process.exit(1);
}
const bulk = values.bulk ? Number(values.bulk) : 0;
if (values.bulk !== undefined && (!Number.isInteger(bulk) || bulk < 1)) {
  console.error('--bulk takes a whole number of at least 1');
  process.exit(2);
}
// As the first start's load: each statement parsed and planned once on the embedded database.
const database = await openDatabaseForCommand(config, 'seed', { namedStatements: true });
try {
  const isEmpty = await isDatabaseEmpty(database.db);
  // --bulk adds to what the database holds (README): the demo data is loaded only into an empty (or reset) one.
  const loadsDemo = isEmpty || values.reset;
  if (!isEmpty && !values.reset && bulk === 0) {
    console.error('The database already holds data: run with --reset to replace it with the demo data.');
    process.exit(1);
  }
  if (!isEmpty && values.reset) {
    // Both drivers answer raw SQL with { rows }.
    const tables = (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
    )) as unknown as { rows: { tablename: string }[] };
    const names = tables.rows.map((row) => `"${row.tablename}"`).join(', ');
    // The audit log refuses DELETE and TRUNCATE by design (docs/SECURITY.md "Audit trail"): the reset, a
    // development command (refused in production above), is the one deliberate wipe, so it lifts the TRUNCATE
    // trigger for its own transaction; the chain starts again from the genesis.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_truncate`);
      await tx.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
      await tx.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_truncate`);
    });
    // A new head for `audit:verify` to compare with: the wiped trail is the reset's, not a truncation to report.
    await checkpointAuditTrail(database.db, { directory: config.AUDIT_CHECKPOINT_DIR, clock: systemClock });
  }
  if (loadsDemo) {
    const started = Date.now();
    const storage = createStorage(config, systemClock);
    // The demo of the first start comes from its snapshot (demo-snapshot.ts); another size only through the engine.
    const summary =
      applications === undefined
        ? await database.db.transaction((tx) =>
            loadDemoSnapshot(tx, { now: new Date(), storage, consoleUrl: config.PUBLIC_CONSOLE_URL }),
          )
        : await seedDemoData(database.db, {
            now: new Date(),
            applications,
            storage,
            consoleUrl: config.PUBLIC_CONSOLE_URL,
          });
    console.log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
  }
  if (bulk > 0) {
    const bulkStarted = Date.now();
    await seedBulkApplications(database.db, { count: bulk, now: new Date() });
    console.log(`${bulk} bulk applications added in ${((Date.now() - bulkStarted) / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
