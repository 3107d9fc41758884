import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const UPDATE_APPLICATION_STATUS_MUTATION = graphql(`
  mutation UpdateApplicationStatus(
    $applicationId: ID!
    $finalRemark: String
    $status: String
    $eligibilityForRefund: Boolean
  ) {
    updateApplicationStatus(
      applicationId: $applicationId
      finalRemark: $finalRemark
      status: $status
      eligibilityForRefund: $eligibilityForRefund
    ) {
      success
      message
      status
    }
  }
`);

type TVariables = { applicationId: string; finalRemark: string; status: string; eligibilityForRefund?: boolean };

/** Spec 3 §4 "Final decision": ACCEPTED, REJECTED or SHOW_CAUSE_RAISED. */
export function useUpdateApplicationStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) =>
      graphqlRequest(UPDATE_APPLICATION_STATUS_MUTATION, variables).then((data) => data.updateApplicationStatus),
    // Not awaited: the caller's own onSuccess (which may leave the page) runs first.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
