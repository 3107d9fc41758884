import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMINISTRATION_KEY } from './administration-key';

/**
 * A change to an officer: every administration list and page is read again once the server says yes, and what
 * follows the yes (`onDone`: the notice, closing the dialog, leaving for the officer's page) is the mutation's own,
 * so it happens even when the dialog that sent it has closed meanwhile (docs/CODE_STYLE.md §10).
 */
export function useAdministrationMutation<TVariables, TResult>(
  send: (variables: TVariables) => Promise<TResult>,
  onDone?: (result: TResult, variables: TVariables) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result, variables) => {
      onDone?.(result, variables);
      await queryClient.invalidateQueries({ queryKey: [ADMINISTRATION_KEY] });
    },
  });
}
