import { sql } from 'drizzle-orm';
import type { TDb } from '../db/database';
import { rebuildWorkItems } from '../modules/application/work-items.repository';
import { rebuildReportCounts } from '../modules/reports/report-counts.repository';
import { rebuildTurnDelays } from '../modules/reports/turn-delays.repository';

/**
 * The report counts, work items and turn delays, which the engine keeps for its own transitions, made again from
 * the source tables at `now`: after rows were written outside the engine (bulk) or by an engine told not to keep
 * them (the demo seed).
 */
export async function rebuildReadModels(db: TDb, now: Date) {
  await rebuildReportCounts(db);
  await rebuildWorkItems(db);
  // The planner's statistics for what was just loaded (PGlite has no autovacuum to gather them by itself).
  await db.execute(sql`analyze`);
  await rebuildTurnDelays(db, now);
}
