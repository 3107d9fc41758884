import type { TApplicationType, TStageKey } from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

/** Where, which types and stages, and the period of an officer report (GraphQL OfficerReportFilter). */
export type TOfficerReportFilter = {
  authorities?: string[];
  districts?: string[];
  ulbs?: string[];
  applicationTypes?: readonly TApplicationType[];
  stages?: readonly TStageKey[];
  startDate?: string;
  endDate?: string;
};

export type TOfficerReportVariables = {
  filter: TOfficerReportFilter;
  page?: number;
  perPage?: number;
  topPerUlb?: number;
};

export type TPageOf<TRecord> = { totalCount: number; totalPages: number; records: TRecord[] };

/** One officer-report operation: its document, read from its field of the answer. */
export function useOfficerReportQuery<TData>(
  field: string,
  document: string,
  variables: TOfficerReportVariables,
  options: { isEnabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [field, variables],
    queryFn: () =>
      graphqlRequest<Record<string, TData>, TOfficerReportVariables>(document, variables).then(
        (data) => data[field] as TData,
      ),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}
