import { percentOf, type TOfficerReportQuery } from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import { findFeePayments, findProcessing } from './officer-delays.repository';
import { criteriaOf, ranked } from './officer-report-criteria';
import type { TReportsContext } from './report-places';

/** The processing leaderboard: ULBs by the share of files decided within their limit, then by speed. */
export async function processing(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  const { criteria, placeById } = await criteriaOf(context, officer, query);
  const rows = (await findProcessing(context.db, criteria)).map((row) => ({
    ulbName: placeById.get(row.ulb_id)?.ulbName ?? '',
    district: placeById.get(row.ulb_id)?.districtName ?? '',
    decided: row.decided,
    averageDays: row.average_days,
    inTime: row.in_time,
    inTimePercent: percentOf(row.in_time, row.decided),
  }));
  rows.sort((a, b) => b.inTimePercent - a.inTimePercent || (a.averageDays ?? 0) - (b.averageDays ?? 0));
  return ranked(rows);
}

/**
 * The revenue leaderboard as far as the data goes: fee intimations and the fees paid on them per ULB (the
 * amounts come with the fee records, not kept here yet); most paid first.
 */
export async function feePayments(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  const { criteria, placeById } = await criteriaOf(context, officer, query);
  const rows = (await findFeePayments(context.db, criteria)).map((row) => ({
    ulbName: placeById.get(row.ulb_id)?.ulbName ?? '',
    district: placeById.get(row.ulb_id)?.districtName ?? '',
    intimations: row.intimations,
    paid: row.paid,
    paidPercent: percentOf(row.paid, row.intimations),
  }));
  rows.sort((a, b) => b.paid - a.paid || b.paidPercent - a.paidPercent);
  return ranked(rows);
}
