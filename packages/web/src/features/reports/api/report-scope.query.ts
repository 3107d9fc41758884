import type { TReportScopeLevel } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

const REPORT_SCOPE_QUERY = `query ReportScope { reportScope { level authorities districts ulbs authorityOptions } }`;

export type TReportScopeAnswer = {
  level: TReportScopeLevel;
  authorities: string[];
  districts: string[];
  ulbs: string[];
  authorityOptions: string[];
};

/** What the officer's reports cover, with the filter values preset for them. */
export function useReportScopeQuery() {
  return useQuery({
    queryKey: ['reportScope'],
    queryFn: () =>
      graphqlRequest<{ reportScope: TReportScopeAnswer }>(REPORT_SCOPE_QUERY).then((data) => data.reportScope),
    staleTime: 5 * 60 * 1000,
  });
}
