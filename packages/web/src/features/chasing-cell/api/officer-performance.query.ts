import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const OFFICER_PERFORMANCE_QUERY = `query OfficerPerformance($filter: OfficerReportFilter) {
  officerPerformance(filter: $filter) {
    officerId ulbName officerName officerRole received disposed onTime late pending pendingPastDue averageDays
    onTimePercent penaltyAmount
  }
}`;

export type TOfficerPerformance = {
  officerId: string;
  ulbName: string | null;
  officerName: string;
  officerRole: string;
  received: number;
  disposed: number;
  onTime: number;
  late: number;
  pending: number;
  pendingPastDue: number;
  averageDays: number | null;
  onTimePercent: number;
  penaltyAmount: number;
};

/** Each officer's turns: received, disposed on time or late, pending, average days. */
export function useOfficerPerformanceQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TOfficerPerformance[]>(
    'officerPerformance',
    OFFICER_PERFORMANCE_QUERY,
    variables,
    options,
  );
}
