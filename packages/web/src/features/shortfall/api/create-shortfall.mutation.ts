import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const CREATE_SHORTFALL_MUTATION = graphql(`
  mutation CreateShortfall($formInstanceId: ID!, $remark: String) {
    createShortfall(formInstanceId: $formInstanceId, remark: $remark) {
      success
      message
      status
    }
  }
`);

/**
 * Spec 1 §7: raises the single-window shortfall from the officer's form; `onRaised` runs once the server took it.
 * It is the mutation's own callback, not one given to `mutate`: TanStack Query drops those when the component has
 * unmounted, and the dialog unmounts as soon as a refetch shows the turn is no longer open (a reconnect refetches
 * the file while the request is on its way). The officer would then be left on a file they can no longer act on,
 * told nothing.
 */
export function useCreateShortfallMutation(onRaised: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { formInstanceId: string; remark?: string }) =>
      graphqlRequest(CREATE_SHORTFALL_MUTATION, variables).then((data) => data.createShortfall),
    onSuccess: () => {
      onRaised();
      void queryClient.invalidateQueries();
    },
  });
}
