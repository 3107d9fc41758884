import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

const OFFICER_PERFORMANCE_QUERY = graphql(`
  query OfficerPerformance($filter: OfficerReportFilter) {
    officerPerformance(filter: $filter) {
      officerId
      ulbName
      officerName
      officerRole
      received
      disposed
      onTime
      late
      pending
      pendingPastDue
      averageDays
      onTimePercent
      penaltyAmount
    }
  }
`);

/** Each officer's turns: received, disposed on time or late, pending, average days. */
export function useOfficerPerformanceQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('officerPerformance', OFFICER_PERFORMANCE_QUERY, variables, options);
}
