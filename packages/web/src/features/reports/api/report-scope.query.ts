import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const REPORT_SCOPE_QUERY = graphql(`
  query ReportScope {
    reportScope {
      level
      hasReports
      authorities
      districts
      ulbs
      authorityOptions
    }
  }
`);

/** What the officer's reports cover, with the filter values preset for them. */
export function useReportScopeQuery() {
  return useQuery({
    queryKey: ['reportScope'],
    queryFn: () => graphqlRequest(REPORT_SCOPE_QUERY).then((data) => data.reportScope),
    staleTime: 5 * 60 * 1000,
  });
}
