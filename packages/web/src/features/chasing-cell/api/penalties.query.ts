import type { TDelayingOfficer } from './delaying-officers.query';
import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const PENALTIES_QUERY = `query Penalties($filter: OfficerReportFilter) {
  penalties(filter: $filter) {
    rank ulbName officerId officerName officerRole delayedFiles delayedTurns totalDaysDelayed maxDaysDelayed stillHeld penaltyAmount
  }
}`;

/** Officers fined in the period, once each, by their longest delay. */
export function usePenaltiesQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TDelayingOfficer[]>('penalties', PENALTIES_QUERY, variables, options);
}
