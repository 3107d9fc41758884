import {
  deviationUpdateBody,
  type TDeviationInputs,
  type TDeviationUpdated,
  type TOfficerDeviationLevel,
} from '@anumati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';

/**
 * PUT deviations/{id} (spec 3 §7) with the level-prefixed fields; then the file is read again (spec 3 §4: the
 * page reloads after a deviation is submitted).
 */
export function useUpdateDeviationMutation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { level: TOfficerDeviationLevel; values: TDeviationInputs }) =>
      restRequest<TDeviationUpdated>(`/api/v1/deviations/${encodeURIComponent(applicationId)}`, {
        method: 'PUT',
        body: deviationUpdateBody(input.level, input.values),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['occupancyShow', applicationId] }),
        queryClient.invalidateQueries({ queryKey: ['officersApplication', applicationId] }),
      ]),
  });
}
