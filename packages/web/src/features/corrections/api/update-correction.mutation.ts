import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { CORRECTIONS_KEY } from './correction-request-fields';
import { graphql } from '../../../shared/graphql/generated';

const UPDATE_CORRECTION_MUTATION = graphql(`
  mutation UpdateCorrection($isApprove: Boolean!, $correctionId: ID!, $remark: String) {
    updateCorrection(isApprove: $isApprove, correctionId: $correctionId, remark: $remark) {
      id
      isApprove
      remark
    }
  }
`);

type TVariables = { isApprove: boolean; correctionId: string; remark?: string | null };

/** Spec 3 §7: approve or reject one correction; the request is read again. */
export function useUpdateCorrectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) =>
      graphqlRequest(UPDATE_CORRECTION_MUTATION, variables).then((data) => data.updateCorrection),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CORRECTIONS_KEY] }),
  });
}
