import type { TCompoundWallView } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';

/** GET applications/{id}/compound_wall_show (spec 2 §7); its documents come lazily, by their own call. */
export function useCompoundWallShowQuery(applicationId: string, isEnabled = true) {
  return useQuery({
    queryKey: ['compoundWallShow', applicationId],
    enabled: isEnabled,
    queryFn: () => restRequest<TCompoundWallView>(`/api/v1/applications/${applicationId}/compound_wall_show`),
  });
}
