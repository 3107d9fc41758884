import { DELAY_BANDS, penaltyFor, percentOf, type TOfficerReportQuery } from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import { findDelayBands, findOfficerPerformance, findStageDelays } from './officer-delays.repository';
import { criteriaOf } from './officer-report-criteria';
import type { TReportsContext } from './report-places';

export async function officerPerformance(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TOfficerReportQuery,
) {
  const { criteria } = await criteriaOf(context, officer, query);
  return (await findOfficerPerformance(context.db, criteria)).map((row) => ({
    officerId: String(row.officer_id),
    ulbName: row.place_name,
    officerName: row.officer_name,
    officerRole: row.officer_role,
    received: row.received,
    disposed: row.disposed,
    onTime: row.on_time,
    late: row.late,
    pending: row.pending,
    pendingPastDue: row.pending_past_due,
    averageDays: row.average_days,
    onTimePercent: percentOf(row.on_time, row.disposed),
    penaltyAmount: penaltyFor(row.max_days_delayed),
  }));
}

export async function stageDelays(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  const { criteria } = await criteriaOf(context, officer, query);
  return (await findStageDelays(context.db, criteria)).map((row) => ({
    stageName: row.stage_name,
    received: row.received,
    cleared: row.cleared,
    pending: row.pending,
    pendingPastDue: row.pending_past_due,
    delayed: row.delayed,
    averageDays: row.average_days,
    recommended: row.recommended,
    notRecommended: row.not_recommended,
  }));
}

/** Delayed turns per delay band, every band listed. */
export async function delayBands(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  const { criteria } = await criteriaOf(context, officer, query);
  const rows = await findDelayBands(context.db, criteria);
  return DELAY_BANDS.map(({ label }, position) => {
    const row = rows.find((candidate) => candidate.position === position);
    return { band: label, turns: row?.turns ?? 0, files: row?.files ?? 0, officers: row?.officers ?? 0 };
  });
}
