import type { TApplicationType, TReportGroup, TReportType } from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const REPORTS_QUERY = graphql(`
  query Reports(
    $type: ReportType!
    $ulbs: [String!]
    $districts: [String!]
    $authorities: [String!]
    $applicationTypes: [String!]
    $groupBy: ReportGroup
    $startDate: String
    $endDate: String
  ) {
    reports(
      type: $type
      ulbs: $ulbs
      districts: $districts
      authorities: $authorities
      applicationTypes: $applicationTypes
      groupBy: $groupBy
      startDate: $startDate
      endDate: $endDate
    ) {
      type
      groupBy
      startDate
      endDate
      rows {
        key
        label
        applicationType
        received
        approved
        rejected
        with_citizen
        under_process
        deemed
        withdrawn
      }
    }
  }
`);

export type TReportsVariables = {
  type: TReportType;
  ulbs?: string[];
  districts?: string[];
  authorities?: string[];
  applicationTypes?: readonly TApplicationType[];
  groupBy?: TReportGroup;
  startDate?: string;
  endDate?: string;
};

export type TReportRow = TReport['rows'][number];
type TReport = TResultOf<typeof REPORTS_QUERY>['reports'];

/** Spec 3 §7 reports: counts per application type, month or group. */
export function useReportsQuery(variables: TReportsVariables, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['reports', variables],
    queryFn: () => graphqlRequest(REPORTS_QUERY, variables).then((data) => data.reports),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}
