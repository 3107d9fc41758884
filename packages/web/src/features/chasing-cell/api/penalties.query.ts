import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

const PENALTIES_QUERY = graphql(`
  query Penalties($filter: OfficerReportFilter) {
    penalties(filter: $filter) {
      ...DelayingOfficerFields
    }
  }
`);

/** Officers fined in the period, once each, by their longest delay. */
export function usePenaltiesQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('penalties', PENALTIES_QUERY, variables, options);
}
