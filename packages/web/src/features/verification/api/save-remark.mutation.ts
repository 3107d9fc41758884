import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const SAVE_REMARK_MUTATION = graphql(`
  mutation SaveRemark($formInstanceId: ID!, $remark: String!) {
    saveRemark(formInstanceId: $formInstanceId, remark: $remark) {
      success
      message
    }
  }
`);

/** Spec 3 §7: the remark per form instance, kept before the officer submits. */
export function useSaveRemarkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { formInstanceId: string; remark: string }) =>
      graphqlRequest(SAVE_REMARK_MUTATION, variables).then((data) => data.saveRemark),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recommendations'] }),
  });
}
