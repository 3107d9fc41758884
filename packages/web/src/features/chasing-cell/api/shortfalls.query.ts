import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

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

export type TUlbShortfalls = TResultOf<typeof SHORTFALLS_QUERY>['shortfalls'][number];

/** Shortfalls per ULB: raised, answered, with the applicant, expired. */
export function useShortfallsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('shortfalls', SHORTFALLS_QUERY, variables, options);
}
