import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

const FEE_INTIMATIONS_QUERY = graphql(`
  query FeeIntimations($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
    feeIntimations(filter: $filter, page: $page, perPage: $perPage) {
      totalCount
      totalPages
      records {
        ...OfficerNoticeFields
      }
    }
  }
`);

/** Every final fee intimation raised, newest first, and whether it was paid. */
export function useFeeIntimationsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('feeIntimations', FEE_INTIMATIONS_QUERY, variables, options);
}
