import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

const DELAYING_OFFICERS_QUERY = graphql(`
  query DelayingOfficers($filter: OfficerReportFilter, $topPerUlb: Int) {
    delayingOfficers(filter: $filter, topPerUlb: $topPerUlb) {
      ...DelayingOfficerFields
    }
  }
`);

/** Per municipality, the officers ranked by the files they delayed. */
export function useDelayingOfficersQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('delayingOfficers', DELAYING_OFFICERS_QUERY, variables, options);
}
