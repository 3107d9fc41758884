import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

const SHORTFALL_NOTICES_QUERY = graphql(`
  query ShortfallNotices($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
    shortfallNotices(filter: $filter, page: $page, perPage: $perPage) {
      totalCount
      totalPages
      records {
        ...OfficerNoticeFields
      }
    }
  }
`);

/** Every shortfall an officer raised, newest first. */
export function useShortfallNoticesQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('shortfallNotices', SHORTFALL_NOTICES_QUERY, variables, options);
}
