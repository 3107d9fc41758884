import { getTableName, sql } from 'drizzle-orm';
import type { TDb } from '../db/database';
import { workItemCounts, workItemDueCounts, workItems } from '../modules/application/application.table';
import { rebuildWorkItems } from '../modules/application/work-items.repository';
import { rebuildDecisionCounts, rebuildReportCounts } from '../modules/workflow/report-counts.repository';
import { decisionCounts, heldPastDueCounts, reportCounts, turnDelays } from '../modules/reports/reports.table';
import { rebuildTurnDelays } from '../modules/workflow/turn-delays.repository';

/** The tables rebuildReadModels makes: what a bulk load leaves out, to make them at its own day. */
export const READ_MODEL_TABLES = [
  reportCounts,
  decisionCounts,
  workItems,
  workItemCounts,
  workItemDueCounts,
  turnDelays,
  heldPastDueCounts,
].map((table) => getTableName(table));

/**
 * The report and decision counts, work items and turn delays, which the engine keeps for its own transitions, made again from
 * the source tables at `now`: after rows were written outside the engine (bulk) or by an engine told not to keep
 * them (the demo seed).
 */
export async function rebuildReadModels(db: TDb, now: Date) {
  await rebuildReportCounts(db);
  await rebuildDecisionCounts(db);
  await rebuildWorkItems(db);
  // The planner's statistics for what was just loaded (PGlite has no autovacuum to gather them by itself).
  await db.execute(sql`analyze`);
  await rebuildTurnDelays(db, now);
}
