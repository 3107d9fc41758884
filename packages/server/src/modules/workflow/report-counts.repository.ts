import { indiaMonth, type TApplicationStatus, type TApplicationType } from '@anumati/domain';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { reportCounts } from '../reports/reports.table';

type TCountedApplication = { ulbId: number; applicationType: TApplicationType; appliedOn: Date };

/** The month an application is counted in, as the rebuild below computes it in SQL. */
const MONTH_SQL = sql.raw(`to_char(applied_on at time zone 'Asia/Kolkata', 'YYYY-MM')`);

async function addToCount(db: TDb, application: TCountedApplication, status: TApplicationStatus, delta: number) {
  if (status === 'DRAFT') return;
  await db
    .insert(reportCounts)
    .values({
      month: indiaMonth(application.appliedOn),
      ulbId: application.ulbId,
      applicationType: application.applicationType,
      status,
      count: delta,
    })
    .onConflictDoUpdate({
      target: [reportCounts.month, reportCounts.ulbId, reportCounts.applicationType, reportCounts.status],
      set: { count: sql`${reportCounts.count} + ${delta}` },
    });
}

/**
 * Keeps the report counts in step with one application's status change, inside the change's transaction.
 * `from` is null for an application that was not counted before (just routed).
 */
export async function moveReportCount(
  db: TDb,
  application: TCountedApplication,
  change: { from: TApplicationStatus | null; to: TApplicationStatus },
) {
  if (change.from === change.to) return;
  if (change.from) await addToCount(db, application, change.from, -1);
  await addToCount(db, application, change.to, 1);
}

/** Counts everything again from the applications: after rows were written outside the engine (bulk seed). */
export async function rebuildReportCounts(db: TDb) {
  await db.delete(reportCounts);
  await db.execute(sql`
    insert into report_counts (month, ulb_id, application_type, status, count)
    select ${MONTH_SQL}, ulb_id, application_type, status, count(*)::int
    from applications where status <> 'DRAFT'
    group by 1, 2, 3, 4`);
}
