import { CORRECTION_PAGE_SIZE, type TCorrectionFilter } from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { CORRECTION_REQUEST_FIELDS, CORRECTIONS_KEY, type TCorrectionRequest } from './correction-request-fields';

export const APPLICATIONS_CORRECTION_REQUEST_QUERY = `query ApplicationsCorrectionRequest($page: Int, $perPage: Int, $status: String!) {
  applicationsCorrectionRequest(page: $page, perPage: $perPage, status: $status) {
    totalCount totalPages records { ${CORRECTION_REQUEST_FIELDS} }
  }
}`;

type TVariables = { page: number; perPage: number; status: TCorrectionFilter };
export type TCorrectionRequestPage = { totalCount: number; totalPages: number; records: TCorrectionRequest[] };

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
      graphqlRequest<{ applicationsCorrectionRequest: TCorrectionRequestPage }, TVariables>(
        APPLICATIONS_CORRECTION_REQUEST_QUERY,
        variables,
      ).then((data) => data.applicationsCorrectionRequest),
  });
}
