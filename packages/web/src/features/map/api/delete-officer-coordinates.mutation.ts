import type { TDeleteOfficerCoordinates } from '@anumati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';
import { refetchPlotReads } from '../refetch-plot-reads';

/** DELETE properties/delete_officer_coordinates (spec 2 §7): Delete Edited Area removes them. */
export function useDeleteOfficerCoordinatesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TDeleteOfficerCoordinates) =>
      restRequest('/api/v1/properties/delete_officer_coordinates', { method: 'DELETE', body: payload }),
    onSuccess: () => refetchPlotReads(queryClient),
  });
}
