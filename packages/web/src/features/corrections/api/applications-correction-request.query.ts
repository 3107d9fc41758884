import { CORRECTION_PAGE_SIZE, type TCorrectionFilter } from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { CORRECTIONS_KEY } from './correction-request-fields';
import { graphql } from '../../../shared/graphql/generated';

const APPLICATIONS_CORRECTION_REQUEST_QUERY = graphql(`
  query ApplicationsCorrectionRequest($page: Int, $perPage: Int, $status: String!) {
    applicationsCorrectionRequest(page: $page, perPage: $perPage, status: $status) {
      totalCount
      totalPages
      records {
        ...CorrectionRequestFields
      }
    }
  }
`);

type TVariables = { page: number; perPage: number; status: TCorrectionFilter };

/** Spec 3 §7: a page of 10 of the officer's correction requests for a filter. */
export function useApplicationsCorrectionRequestQuery(
  status: TCorrectionFilter,
  page: number,
  options: { isEnabled?: boolean } = {},
) {
  const variables: TVariables = { page, perPage: CORRECTION_PAGE_SIZE, status };
  return useQuery({
    queryKey: [CORRECTIONS_KEY, 'list', variables],
    enabled: options.isEnabled ?? true,
    placeholderData: keepPreviousData,
    queryFn: () =>
      graphqlRequest(APPLICATIONS_CORRECTION_REQUEST_QUERY, variables).then(
        (data) => data.applicationsCorrectionRequest,
      ),
  });
}
