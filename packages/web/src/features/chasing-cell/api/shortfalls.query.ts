import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

const SHORTFALLS_QUERY = graphql(`
  query Shortfalls($filter: OfficerReportFilter) {
    shortfalls(filter: $filter) {
      ulbName
      raised
      answered
      withApplicant
      expired
    }
  }
`);

/** Shortfalls per ULB: raised, answered, with the applicant, expired. */
export function useShortfallsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('shortfalls', SHORTFALLS_QUERY, variables, options);
}
