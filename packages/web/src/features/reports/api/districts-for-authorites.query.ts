import type { TDistrictsAnswer } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';

/** Spec 3 §7 GET villages/districts_for_authorites (the spec's spelling): the districts of the chosen authorities. */
export function useDistrictsForAuthoritiesQuery(authorities: readonly string[]) {
  return useQuery({
    queryKey: ['villages', 'districts_for_authorites', authorities],
    queryFn: () =>
      restRequest<TDistrictsAnswer>(
        `/api/v1/villages/districts_for_authorites?${new URLSearchParams({ authorities: authorities.join(',') })}`,
      ).then((data) => data.districts),
    enabled: authorities.length > 0,
    staleTime: 5 * 60 * 1000,
  });
}
