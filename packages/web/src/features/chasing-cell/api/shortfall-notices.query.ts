import { OFFICER_NOTICE_FIELDS, type TOfficerNotice } from './officer-notice';
import { useOfficerReportQuery, type TOfficerReportVariables, type TPageOf } from './officer-report-request';

const SHORTFALL_NOTICES_QUERY = `query ShortfallNotices($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
  shortfallNotices(filter: $filter, page: $page, perPage: $perPage) {
    totalCount totalPages records { ${OFFICER_NOTICE_FIELDS} }
  }
}`;

/** Every shortfall an officer raised, newest first. */
export function useShortfallNoticesQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TPageOf<TOfficerNotice>>(
    'shortfallNotices',
    SHORTFALL_NOTICES_QUERY,
    variables,
    options,
  );
}
