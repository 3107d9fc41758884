import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

export const UPDATE_FINAL_CORRECTION_MUTATION = graphql(`
  mutation UpdateFinalCorrection($remark: String!, $correctionRequestId: ID!, $isApprove: Boolean) {
    updateFinalCorrection(remark: $remark, correctionRequestId: $correctionRequestId, isApprove: $isApprove) {
      ...CorrectionRequestFields
    }
  }
`);

type TVariables = { remark: string; correctionRequestId: string; isApprove?: boolean };

/**
 * Spec 3 §7: the verifying officer's submit, or the commissioner's final word (isApprove). Every correction list
 * and view is read again; the application's data may have changed too.
 */
export function useUpdateFinalCorrectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) =>
      graphqlRequest(UPDATE_FINAL_CORRECTION_MUTATION, variables).then((data) => data.updateFinalCorrection),
    // Not awaited: the caller's own onSuccess (which leaves the page) runs first.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
