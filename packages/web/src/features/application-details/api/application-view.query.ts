import type { TApplicationView } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';
import { LINK_REFRESH_MS } from '../../../shared/application/detail-query-options';

/** GET applications/{id}/view (spec 2 §3.1). */
export function useApplicationViewQuery(applicationId: string, isEnabled = true) {
  return useQuery({
    queryKey: ['applicationView', applicationId],
    enabled: isEnabled,
    refetchInterval: LINK_REFRESH_MS,
    queryFn: () => restRequest<TApplicationView>(`/api/v1/applications/${applicationId}/view`),
  });
}
