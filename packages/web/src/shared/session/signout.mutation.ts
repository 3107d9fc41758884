import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../graphql/graphql-request';
import { graphql } from '../graphql/generated';

const SIGNOUT_MUTATION = graphql(`
  mutation Signout {
    signout {
      success
      message
    }
  }
`);

export function useSignoutMutation() {
  return useMutation({ mutationFn: () => graphqlRequest(SIGNOUT_MUTATION) });
}
