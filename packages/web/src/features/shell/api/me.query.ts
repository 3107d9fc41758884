import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const ME_QUERY = `query Me {
  me { id firstName lastName ulbName district authority isMandalOfficer mandalName actions permissionLevel preferredLanguage role { id name } }
}`;

export type TMe = {
  id: string;
  firstName: string;
  lastName: string;
  ulbName: string | null;
  district: string | null;
  authority: string | null;
  isMandalOfficer: boolean;
  mandalName: string | null;
  actions: string[];
  permissionLevel: string;
  /** The language the officer chose ('en' or 'te'), saved on the server (issue 19). */
  preferredLanguage: string;
  role: { id: string; name: string };
};

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: () => graphqlRequest<{ me: TMe }>(ME_QUERY).then((data) => data.me),
  staleTime: 5 * 60 * 1000,
});

export function useMeQuery() {
  return useQuery(meQueryOptions);
}
