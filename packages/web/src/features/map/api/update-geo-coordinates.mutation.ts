import type { TUpdateGeoCoordinates } from '@anumati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';
import { refetchPlotReads } from '../refetch-plot-reads';

/** POST properties/update_geo_coordinates (spec 2 §7): Edit Area saves the officer's coordinates. */
export function useUpdateGeoCoordinatesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TUpdateGeoCoordinates) =>
      restRequest('/api/v1/properties/update_geo_coordinates', { method: 'POST', body: payload }),
    onSuccess: () => refetchPlotReads(queryClient),
  });
}
