import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

export const CREATE_SHORTFALL_MUTATION = graphql(`
  mutation CreateShortfall($formInstanceId: ID!, $remark: String) {
    createShortfall(formInstanceId: $formInstanceId, remark: $remark) {
      success
      message
      status
    }
  }
`);

/** Spec 1 §7: raises the single-window shortfall from the officer's form. */
export function useCreateShortfallMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { formInstanceId: string; remark?: string }) =>
      graphqlRequest(CREATE_SHORTFALL_MUTATION, variables).then((data) => data.createShortfall),
    // Not awaited: the caller's own onSuccess (which may leave the page) runs first.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
