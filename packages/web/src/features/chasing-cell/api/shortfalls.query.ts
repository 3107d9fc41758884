import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const SHORTFALLS_QUERY = `query Shortfalls($filter: OfficerReportFilter) {
  shortfalls(filter: $filter) { ulbName raised answered withApplicant expired }
}`;

export type TUlbShortfalls = {
  ulbName: string;
  raised: number;
  answered: number;
  withApplicant: number;
  expired: number;
};

/** Shortfalls per ULB: raised, answered, with the applicant, expired. */
export function useShortfallsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TUlbShortfalls[]>('shortfalls', SHORTFALLS_QUERY, variables, options);
}
