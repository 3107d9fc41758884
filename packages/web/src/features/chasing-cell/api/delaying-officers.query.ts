import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const DELAYING_OFFICERS_QUERY = `query DelayingOfficers($filter: OfficerReportFilter, $topPerUlb: Int) {
  delayingOfficers(filter: $filter, topPerUlb: $topPerUlb) {
    rank ulbName officerId officerName officerRole delayedFiles delayedTurns totalDaysDelayed maxDaysDelayed stillHeld penaltyAmount
  }
}`;

export type TDelayingOfficer = {
  rank: number;
  ulbName: string;
  officerId: string;
  officerName: string;
  officerRole: string;
  delayedFiles: number;
  delayedTurns: number;
  totalDaysDelayed: number;
  maxDaysDelayed: number;
  stillHeld: number;
  penaltyAmount: number;
};

/** Per municipality, the officers ranked by the files they delayed. */
export function useDelayingOfficersQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TDelayingOfficer[]>('delayingOfficers', DELAYING_OFFICERS_QUERY, variables, options);
}
