import { OFFICER_NOTICE_FIELDS, type TOfficerNotice } from './officer-notice';
import { useOfficerReportQuery, type TOfficerReportVariables, type TPageOf } from './officer-report-request';

const FEE_INTIMATIONS_QUERY = `query FeeIntimations($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
  feeIntimations(filter: $filter, page: $page, perPage: $perPage) {
    totalCount totalPages records { ${OFFICER_NOTICE_FIELDS} }
  }
}`;

/** Every final fee intimation raised, newest first, and whether it was paid. */
export function useFeeIntimationsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TPageOf<TOfficerNotice>>('feeIntimations', FEE_INTIMATIONS_QUERY, variables, options);
}
