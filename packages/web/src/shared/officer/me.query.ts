import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../graphql/graphql-request';
import { graphql } from '../graphql/generated';

const ME_QUERY = graphql(`
  query Me {
    me {
      id
      firstName
      lastName
      ulbName
      district
      authority
      isMandalOfficer
      mandalName
      actions
      permissionLevel
      preferredLanguage
      role {
        id
        name
      }
    }
  }
`);

export type TMe = TResultOf<typeof ME_QUERY>['me'];

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: () => graphqlRequest(ME_QUERY).then((data) => data.me),
  staleTime: 5 * 60 * 1000,
});

export function useMeQuery() {
  return useQuery(meQueryOptions);
}
