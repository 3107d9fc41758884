import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const GRIEVANCES_QUERY = `query Grievances($filter: OfficerReportFilter) {
  grievances(filter: $filter) { ulbName filed inVerification withCommissioner completed approved rejected }
}`;

export type TUlbGrievances = {
  ulbName: string;
  filed: number;
  inVerification: number;
  withCommissioner: number;
  completed: number;
  approved: number;
  rejected: number;
};

/** The citizens' correction requests per ULB and where they stand. */
export function useGrievancesQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TUlbGrievances[]>('grievances', GRIEVANCES_QUERY, variables, options);
}
