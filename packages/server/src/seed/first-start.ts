import type { TDatabase } from '../db/database';
import { fillMissingWorkItems } from '../modules/application/work-items.repository';
import { fillMissingDecisionCounts } from '../modules/workflow/report-counts.repository';
import { syncStandardConditions } from '../modules/conditions/conditions.repository';
import { createStorage } from '../modules/storage/create-storage';
import type { TClock } from '../platform/clock';
import type { TConfig } from '../platform/config';
import { loadDemoSnapshot } from './demo-snapshot';
import { isDatabaseEmpty, takeFirstStartTurn } from './seed';

/**
 * The one-command demo's first start: an empty database gets the demo data, unless SEED_ON_EMPTY is off.
 * loadConfig refuses SEED_ON_EMPTY=true in production; the second condition keeps the demo out even so.
 * Processes starting together wait for each other's turn (takeFirstStartTurn): the second one used to fail on the
 * first one's rows (a duplicate key) and stop. The demo comes from its snapshot, in the turn's transaction
 * (demo-snapshot.ts: the engine's seed, written in bulk).
 */
export async function loadDemoOnFirstStart(db: TDatabase, config: TConfig, clock: TClock): Promise<void> {
  if (!config.SEED_ON_EMPTY || config.NODE_ENV === 'production') return;
  await db.transaction(async (tx) => {
    await takeFirstStartTurn(tx, () =>
      console.log('Another process is loading the demo data into this database: waiting for it to finish…'),
    );
    if (!(await isDatabaseEmpty(tx))) return;
    console.log('Empty database: loading the demo data (first start only)…');
    const summary = await loadDemoSnapshot(tx, {
      now: clock.now(),
      storage: createStorage(config, clock),
      consoleUrl: config.PUBLIC_CONSOLE_URL,
    });
    console.log('Demo data loaded:', summary);
  });
}

/**
 * What a server's start does to its database before it serves, in this order. The demo's first load comes first,
 * into a database nothing has written to: its snapshot holds the standard conditions and the work items, and a
 * database where the start had already synced the conditions refused them (a duplicate key on `conditions_pkey`:
 * the compiled server on an empty data folder stopped, issue 50). The conditions' current wording, and the work
 * items and decision counts of a database from before those read models, follow (all leave a freshly loaded demo
 * as it is).
 */
export async function prepareDatabaseAtStart(db: TDatabase, config: TConfig, clock: TClock): Promise<void> {
  await loadDemoOnFirstStart(db, config, clock);
  await syncStandardConditions(db, clock.now());
  await fillMissingWorkItems(db);
  await fillMissingDecisionCounts(db);
}
