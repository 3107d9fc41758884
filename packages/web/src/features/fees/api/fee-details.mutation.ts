import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { officersApplicationKey } from '../../../shared/application/officers-application.query';
import { applicationFormsKey } from '../../../shared/application/get-questions-and-answers.query';
import { feeDetailsKey } from '../../../shared/application/fee-details.query';
import { graphql } from '../../../shared/graphql/generated';

const FEE_DETAILS_MUTATION = graphql(`
  mutation FeeDetails($applicationId: ID!, $feeBreakup: String!, $officerId: ID) {
    feeDetails(applicationId: $applicationId, feeBreakup: $feeBreakup, officerId: $officerId) {
      success
      message
      status
      isFeeChanged
    }
  }
`);

export type TFeeDetailsResult = TResultOf<typeof FEE_DETAILS_MUTATION>['feeDetails'];
export type TFeeDetailsVariables = { applicationId: string; feeBreakup: string; officerId?: string };

/**
 * feeDetails(applicationId, feeBreakup, officerId): the certified fee; `onCertified` runs once the server took it,
 * then the fee details are read again. It is the mutation's own callback, not one given to `mutate`: the editable
 * fee is mounted only while the fee is open, a refetch landing before the answer (a reconnect) replaces it with the
 * certified view, and TanStack Query then drops `mutate`'s callbacks — the notice and leaving the screen with them.
 */
export function useFeeDetailsMutation(onCertified: (result: TFeeDetailsResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TFeeDetailsVariables) =>
      graphqlRequest(FEE_DETAILS_MUTATION, variables).then((data) => data.feeDetails),
    // Not awaited: the submission is over (its button stops spinning) without waiting for the refetches.
    // The file is read again too: where the fee is the turn's recommendation, the officer's turn is over.
    onSuccess: (result, variables) => {
      onCertified(result);
      void queryClient.invalidateQueries({ queryKey: feeDetailsKey(variables.applicationId) });
      void queryClient.invalidateQueries({ queryKey: officersApplicationKey(variables.applicationId) });
      void queryClient.invalidateQueries({ queryKey: applicationFormsKey(variables.applicationId) });
    },
  });
}
