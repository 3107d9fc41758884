import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const MY_SESSIONS_QUERY = `query MySessions {
  mySessions { id createdAt lastSeenAt endsAt ipAddress userAgent isCurrent }
}`;
export const END_SESSION_MUTATION = `mutation EndSession($id: ID!) { endSession(id: $id) { success message } }`;
export const END_OTHER_SESSIONS_MUTATION = `mutation EndOtherSessions { endOtherSessions { success message } }`;

export type TOfficerSession = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  endsAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  isCurrent: boolean;
};

const MY_SESSIONS_KEY = ['mySessions'];

export function useMySessionsQuery() {
  return useQuery({
    queryKey: MY_SESSIONS_KEY,
    queryFn: () => graphqlRequest<{ mySessions: TOfficerSession[] }>(MY_SESSIONS_QUERY).then((data) => data.mySessions),
  });
}

/** Ends one other session, or all of them (id undefined); the list is read again afterwards. */
export function useEndSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined) =>
      id === undefined
        ? graphqlRequest(END_OTHER_SESSIONS_MUTATION)
        : graphqlRequest<unknown, { id: string }>(END_SESSION_MUTATION, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY }),
  });
}
