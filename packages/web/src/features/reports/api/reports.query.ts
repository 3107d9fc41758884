import type { TApplicationType, TReportCounts, TReportGroup, TReportType } from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

const REPORTS_QUERY = `query Reports($type: ReportType!, $ulbs: [String!], $districts: [String!], $authorities: [String!],
  $applicationTypes: [String!], $groupBy: ReportGroup, $startDate: String, $endDate: String) {
  reports(type: $type, ulbs: $ulbs, districts: $districts, authorities: $authorities,
    applicationTypes: $applicationTypes, groupBy: $groupBy, startDate: $startDate, endDate: $endDate) {
    type groupBy startDate endDate
    rows { key label applicationType received approved rejected with_citizen under_process deemed withdrawn }
  }
}`;

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

export type TReportRow = TReportCounts & { key: string; label: string; applicationType: TApplicationType };
export type TReport = {
  type: TReportType;
  groupBy: TReportGroup | null;
  startDate: string;
  endDate: string;
  rows: TReportRow[];
};

/** Spec 3 §7 reports: counts per application type, month or group. */
export function useReportsQuery(variables: TReportsVariables, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['reports', variables],
    queryFn: () =>
      graphqlRequest<{ reports: TReport }, TReportsVariables>(REPORTS_QUERY, variables).then((data) => data.reports),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}
