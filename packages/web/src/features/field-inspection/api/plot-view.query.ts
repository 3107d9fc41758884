import type { TApplicationView } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';

/**
 * GET applications/{id}/view (spec 2 §3.1), the read the application details make, under the same key: one entry
 * in the cache, kept on the phone with the file (its key names the file), where the plot's corners are.
 */
export const plotViewRead = (applicationId: string) => ({
  queryKey: ['applicationView', applicationId] as const,
  queryFn: () => restRequest<TApplicationView>(`/api/v1/applications/${applicationId}/view`),
});

export function usePlotViewQuery(applicationId: string, isEnabled: boolean) {
  return useQuery({ ...plotViewRead(applicationId), enabled: isEnabled });
}
