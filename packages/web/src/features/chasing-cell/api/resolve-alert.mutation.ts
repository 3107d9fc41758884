import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const RESOLVE_ALERT_MUTATION = graphql(`
  mutation ResolveAlert($id: ID!, $remark: String!) {
    resolveAlert(id: $id, remark: $remark) {
      id
      resolvedAt
      remark
    }
  }
`);

/** Resolves an open alert with the officer's remark; the alert lists are read again. */
export function useResolveAlertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; remark: string }) =>
      graphqlRequest(RESOLVE_ALERT_MUTATION, variables).then((data) => data.resolveAlert),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['deemedReviewAlerts'] }),
  });
}
