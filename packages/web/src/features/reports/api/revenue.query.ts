import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../shared/graphql/generated';
import type { OfficerReportFilter } from '../../../shared/graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

const REVENUE_QUERY = graphql(`
  query Revenue($filter: OfficerReportFilter) {
    revenue(filter: $filter) {
      rows {
        ulbName
        district
        applicationType
        files
        intimated
        paid
        pending
        adjusted
      }
      total {
        files
        intimated
        paid
        pending
        adjusted
      }
    }
  }
`);

/** The Revenue Dashboard's fees per ULB and application type, with their totals. */
export function useRevenueQuery(filter: OfficerReportFilter, options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: ['revenue', filter],
    queryFn: () => graphqlRequest(REVENUE_QUERY, { filter }).then((data) => data.revenue),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled,
  });
}
