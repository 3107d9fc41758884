import { penaltyFor, type TOfficerReportQuery } from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import { findDelayingOfficers } from './officer-delays.repository';
import { criteriaOf } from './officer-report-criteria';
import type { TReportsContext } from './report-places';

/** Per municipality, its officers ranked by the files they delayed (topPerUlb of them, or all) and their fine. */
export async function delayingOfficers(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TOfficerReportQuery,
  topPerUlb: number | null,
) {
  const { criteria } = await criteriaOf(context, officer, query);
  const rows = await findDelayingOfficers(context.db, criteria, topPerUlb);
  return rows.map((row) => ({
    rank: row.rank,
    ulbName: row.ulb_name,
    officerId: String(row.officer_id),
    officerName: row.officer_name,
    officerRole: row.officer_role,
    delayedFiles: row.delayed_files,
    delayedTurns: row.delayed_turns,
    totalDaysDelayed: row.total_days_delayed,
    maxDaysDelayed: row.max_days_delayed,
    stillHeld: row.still_held,
    penaltyAmount: penaltyFor(row.max_days_delayed),
  }));
}

/** Penalties: every officer fined in the period, once each, by their longest delay; the largest fines first. */
export async function penalties(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  const byOfficer = new Map<string, Awaited<ReturnType<typeof delayingOfficers>>[number]>();
  for (const row of await delayingOfficers(context, officer, query, null)) {
    const known = byOfficer.get(row.officerId);
    // An officer serving several municipalities (a line department) is fined once, by their longest delay.
    byOfficer.set(
      row.officerId,
      known
        ? {
            ...known,
            ulbName: `${known.ulbName}, ${row.ulbName}`,
            delayedFiles: known.delayedFiles + row.delayedFiles,
            delayedTurns: known.delayedTurns + row.delayedTurns,
            totalDaysDelayed: known.totalDaysDelayed + row.totalDaysDelayed,
            maxDaysDelayed: Math.max(known.maxDaysDelayed, row.maxDaysDelayed),
            stillHeld: known.stillHeld + row.stillHeld,
            penaltyAmount: penaltyFor(Math.max(known.maxDaysDelayed, row.maxDaysDelayed)),
          }
        : row,
    );
  }
  const sorted = [...byOfficer.values()].sort(
    (a, b) => b.penaltyAmount - a.penaltyAmount || b.totalDaysDelayed - a.totalDaysDelayed,
  );
  return sorted.map((row, index) => ({ ...row, rank: index + 1 }));
}
