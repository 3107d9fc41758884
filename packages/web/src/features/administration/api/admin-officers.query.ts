import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';
import { ADMINISTRATION_KEY } from './administration-key';

const ADMIN_OFFICERS_QUERY = graphql(`
  query AdminOfficers($search: String, $role: String, $ulbId: ID, $state: String, $page: Int, $perPage: Int) {
    adminOfficers(search: $search, role: $role, ulbId: $ulbId, state: $state, page: $page, perPage: $perPage) {
      totalCount
      totalPages
      records {
        id
        username
        firstName
        lastName
        mobile
        role
        ulbName
        districtName
        authorityCode
        state
        openTurns
      }
    }
  }
`);

export type TAdminOfficerRow = TResultOf<typeof ADMIN_OFFICERS_QUERY>['adminOfficers']['records'][number];

export type TAdminOfficersVariables = {
  search: string | null;
  role: string | null;
  ulbId: string | null;
  state: string | null;
  page: number;
  perPage: number;
};

/** Issue 52 §2: the officers within the administrator's jurisdiction, a page at a time. */
export function useAdminOfficersQuery(variables: TAdminOfficersVariables) {
  return useQuery({
    queryKey: [ADMINISTRATION_KEY, 'officers', variables],
    queryFn: () => graphqlRequest(ADMIN_OFFICERS_QUERY, variables).then((data) => data.adminOfficers),
    placeholderData: keepPreviousData,
  });
}
