import { penaltyFor, type TOfficerReportQuery } from '@anumati/domain';
import { sharedWhileRunning } from '../../platform/shared-while-running';
import type { TSignedInOfficer } from '../officer';
import { findDelayingOfficers, type TDelayingOfficerRow, type TTurnCriteria } from './officer-delays.repository';
import { criteriaOf } from './officer-report-criteria';
import type { TReportsContext } from './report-places';

/** Every delaying officer of the criteria, ranked within their municipality. */
export type TRankedOfficersReader = (
  context: TReportsContext,
  criteria: TTurnCriteria,
) => Promise<TDelayingOfficerRow[]>;

/**
 * Reads every delaying officer once for the requests asking the same criteria at once: the dashboard's top
 * delaying officers and its penalties both rank every officer of the period, a scan of its late turns each. The
 * figures do not read `now`: criteriaOf brought the late turns to it before (turnDelaysAsOf).
 */
export function createRankedOfficersReader(): TRankedOfficersReader {
  const readOnce = sharedWhileRunning<TDelayingOfficerRow[]>();
  return (context, criteria) => {
    const { ulbIds, applicationTypes, stages, from, to } = criteria;
    const key = JSON.stringify({ ulbIds, applicationTypes, stages, from, to });
    return readOnce(key, () => findDelayingOfficers(context.db, criteria));
  };
}

/** Per municipality, its officers ranked by the files they delayed (topPerUlb of them, or all) and their fine. */
export async function delayingOfficers(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TOfficerReportQuery,
  topPerUlb: number | null,
  readRanked: TRankedOfficersReader,
) {
  const { criteria } = await criteriaOf(context, officer, query);
  const rows = await readRanked(context, criteria);
  return rows
    .filter((row) => topPerUlb === null || row.rank <= topPerUlb)
    .map((row) => ({
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
export async function penalties(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TOfficerReportQuery,
  readRanked: TRankedOfficersReader,
) {
  const byOfficer = new Map<string, Awaited<ReturnType<typeof delayingOfficers>>[number]>();
  for (const row of await delayingOfficers(context, officer, query, null, readRanked)) {
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
