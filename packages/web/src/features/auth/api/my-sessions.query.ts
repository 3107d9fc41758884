import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const MY_SESSIONS_QUERY = graphql(`
  query MySessions {
    mySessions {
      id
      createdAt
      lastSeenAt
      endsAt
      ipAddress
      userAgent
      isCurrent
    }
  }
`);
const END_SESSION_MUTATION = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id) {
      success
      message
    }
  }
`);
const END_OTHER_SESSIONS_MUTATION = graphql(`
  mutation EndOtherSessions {
    endOtherSessions {
      success
      message
    }
  }
`);

export type TOfficerSession = TResultOf<typeof MY_SESSIONS_QUERY>['mySessions'][number];

const MY_SESSIONS_KEY = ['mySessions'];

export function useMySessionsQuery() {
  return useQuery({
    queryKey: MY_SESSIONS_KEY,
    queryFn: () => graphqlRequest(MY_SESSIONS_QUERY).then((data) => data.mySessions),
  });
}

/** Ends one other session, or all of them (id undefined); the list is read again afterwards. */
export function useEndSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined): Promise<unknown> =>
      id === undefined ? graphqlRequest(END_OTHER_SESSIONS_MUTATION) : graphqlRequest(END_SESSION_MUTATION, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY }),
  });
}
