import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

const GRIEVANCES_QUERY = graphql(`
  query Grievances($filter: OfficerReportFilter) {
    grievances(filter: $filter) {
      ulbName
      filed
      inVerification
      withCommissioner
      completed
      approved
      rejected
    }
  }
`);

/** The citizens' correction requests per ULB and where they stand. */
export function useGrievancesQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('grievances', GRIEVANCES_QUERY, variables, options);
}
