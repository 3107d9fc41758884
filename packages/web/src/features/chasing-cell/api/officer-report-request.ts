import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TypedDocumentString } from '../../../shared/graphql/generated/graphql';
import type { TDomainTyped } from '../../../shared/graphql/domain-fields';
import type { TOfficerReportFilter } from '../../reports';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export type TOfficerReportVariables = {
  filter: TOfficerReportFilter;
  page?: number;
  perPage?: number;
  topPerUlb?: number;
};

/** One officer-report operation: its document (any that takes the report's variables), read from its field. */
export function useOfficerReportQuery<TResult, TField extends keyof TDomainTyped<TResult> & string>(
  field: TField,
  document: TypedDocumentString<TResult, TOfficerReportVariables>,
  variables: TOfficerReportVariables,
  options: { isEnabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [field, variables],
    queryFn: () => graphqlRequest(document, variables).then((data) => data[field]),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}

/**
 * One page of an officer-report list with its count, from one document that asks both (issue 54 §3: the console
 * asked for every alert to show a page, or only to count them).
 */
export function useOfficerReportPageQuery<
  TResult,
  TList extends keyof TDomainTyped<TResult> & string,
  TCount extends keyof TDomainTyped<TResult> & string,
>(
  fields: { list: TList; count: TCount },
  document: TypedDocumentString<TResult, TOfficerReportVariables>,
  variables: TOfficerReportVariables,
  options: { isEnabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [fields.list, 'page', variables],
    queryFn: () =>
      graphqlRequest(document, variables).then((data) => ({
        records: data[fields.list],
        totalCount: data[fields.count],
      })),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}
