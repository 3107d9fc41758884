import type { TOccupancyView } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequest } from '../rest/rest-request';
import { LINK_REFRESH_MS } from './detail-query-options';

/** GET applications/{id}/occupancy_show (spec 2 §7). */
export function useOccupancyShowQuery(applicationId: string, isEnabled = true) {
  return useQuery({
    queryKey: ['occupancyShow', applicationId],
    enabled: isEnabled,
    refetchInterval: LINK_REFRESH_MS,
    queryFn: () => restRequest<TOccupancyView>(`/api/v1/applications/${applicationId}/occupancy_show`),
  });
}
