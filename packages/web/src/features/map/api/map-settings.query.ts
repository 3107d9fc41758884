import type { TMapSettings } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';

/** GET /api/v1/map_layers: the base tiles and the six boundary layers' files, as the server is configured. */
export function useMapSettingsQuery() {
  return useQuery({
    queryKey: ['mapSettings'],
    staleTime: Infinity,
    queryFn: () => restRequest<TMapSettings>('/api/v1/map_layers'),
  });
}
