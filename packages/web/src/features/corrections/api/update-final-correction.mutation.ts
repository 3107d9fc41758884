import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const UPDATE_FINAL_CORRECTION_MUTATION = graphql(`
  mutation UpdateFinalCorrection($remark: String!, $correctionRequestId: ID!, $isApprove: Boolean) {
    updateFinalCorrection(remark: $remark, correctionRequestId: $correctionRequestId, isApprove: $isApprove) {
      ...CorrectionRequestFields
    }
  }
`);

type TVariables = { remark: string; correctionRequestId: string; isApprove?: boolean };

/**
 * Spec 3 §7: the verifying officer's submit, or the commissioner's final word (isApprove); `onDone` runs once the
 * server took it. Every correction list and view is read again; the application's data may have changed too.
 * `onDone` is the mutation's own callback, not one given to `mutate`: the panels are mounted only while it is the
 * officer's turn, a refetch landing before the answer unmounts them, and TanStack Query then drops `mutate`'s
 * callbacks — the officer would stay on a request no longer theirs (as the shortfall dialog did).
 */
export function useUpdateFinalCorrectionMutation(onDone: (variables: TVariables) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) =>
      graphqlRequest(UPDATE_FINAL_CORRECTION_MUTATION, variables).then((data) => data.updateFinalCorrection),
    onSuccess: (_data, variables) => {
      onDone(variables);
      void queryClient.invalidateQueries();
    },
  });
}
