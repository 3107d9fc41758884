import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

const RESOLVE_ALERT_MUTATION = `mutation ResolveAlert($id: ID!, $remark: String!) {
  resolveAlert(id: $id, remark: $remark) { id resolvedAt remark }
}`;

/** Resolves an open alert with the officer's remark; the alert lists are read again. */
export function useResolveAlertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; remark: string }) =>
      graphqlRequest<{ resolveAlert: { id: string; resolvedAt: string } }, typeof variables>(
        RESOLVE_ALERT_MUTATION,
        variables,
      ).then((data) => data.resolveAlert),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['deemedReviewAlerts'] }),
  });
}
