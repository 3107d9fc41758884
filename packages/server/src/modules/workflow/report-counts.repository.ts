import {
  APPLICATION_TYPES,
  APPROVAL_FOR,
  DECISION_LIMIT_DAYS,
  DEEMED_STATUSES,
  indiaMonth,
  processKindOf,
  type TApplicationStatus,
  type TApplicationType,
} from '@anumati/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TDb } from '../../db/database';
import { fillIfMissing } from '../../db/fill-if-missing';
import { indiaDayNumberOf, indiaDaysBetween, wholeIndiaDaysIn } from '../../db/india-days';
import { sqlList } from '../../db/sql-list';
import { decisionCounts, reportCounts } from '../reports/reports.table';

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

/** The statuses the processing leaderboard counts as decided: by an officer, or deemed by time. */
const DECIDED_STATUSES: readonly TApplicationStatus[] = ['ACCEPTED', 'REJECTED', 'REVOKED', ...DEEMED_STATUSES];

/** The decision limit of each application type and approval, as a CASE over `a`'s two columns. */
const DECISION_LIMIT = sql`case ${sql.join(
  APPLICATION_TYPES.flatMap((type) =>
    APPROVAL_FOR.map(
      (approvalFor) =>
        sql`when a.application_type = ${type} and a.approval_for = ${approvalFor} then ${DECISION_LIMIT_DAYS[processKindOf(type, approvalFor)]}::int`,
    ),
  ),
  sql` `,
)} end`;

/**
 * Adds to decision_counts (reports.table.ts) the shares, times `sign`, of the decided files of `applications a`
 * meeting `condition`: each counts on the India day of its decision, with its days from application to decision
 * (the applicant's time aside), within its limit or not (a deemed approval never is).
 */
function addDecisionShares(sign: 1 | -1, condition: SQL): SQL {
  const decidedAt = sql`coalesce(a.decided_at, a.updated_at)`;
  return sql`
    insert into decision_counts (decided_day, ulb_id, application_type, decided, days_taken, in_time)
    select d.decided_day, d.ulb_id, d.application_type, ${sign} * count(*), ${sign} * sum(d.days),
      ${sign} * count(*) filter (where d.days <= d.limit_days and d.status not in (${sqlList(DEEMED_STATUSES)}))
    from (
      select ${indiaDayNumberOf(decidedAt)} as decided_day, a.ulb_id, a.application_type, a.status,
        ${DECISION_LIMIT} as limit_days,
        (${indiaDaysBetween(sql`a.applied_on`, decidedAt)} - ${wholeIndiaDaysIn(sql`a.clock_paused_ms`)})::int as days
      from applications a
      where a.status in (${sqlList(DECIDED_STATUSES)}) and ${condition}
    ) d
    group by 1, 2, 3
    order by 1, 2, 3
    on conflict (decided_day, ulb_id, application_type) do update set
      decided = decision_counts.decided + excluded.decided,
      days_taken = decision_counts.days_taken + excluded.days_taken,
      in_time = decision_counts.in_time + excluded.in_time`;
}

/**
 * Keeps decision_counts in step with one application's transition, inside its transaction: its share is taken
 * out (sign -1) before the transition writes, when `status` (its status then) is a decided one, and put back
 * (sign 1) after, when its new status is. Other transitions write nothing here.
 */
export async function moveDecisionShare(db: TDb, applicationId: number, status: TApplicationStatus, sign: 1 | -1) {
  if (!DECIDED_STATUSES.includes(status)) return;
  await db.execute(addDecisionShares(sign, sql`a.id = ${applicationId}`));
}

/** Counts the decisions again from the applications: after rows were written outside the engine (bulk seed). */
export async function rebuildDecisionCounts(db: TDb) {
  await db.delete(decisionCounts);
  await db.execute(addDecisionShares(1, sql`true`));
}

/** At start: a database with decided files but no decision counts (one from before them, issue 54) gets them. */
export async function fillMissingDecisionCounts(db: TDatabase) {
  await fillIfMissing(
    db,
    'decision_counts',
    sql`not exists (select 1 from decision_counts)
      and exists (select 1 from applications where status in (${sqlList(DECIDED_STATUSES)}))`,
    rebuildDecisionCounts,
  );
}
