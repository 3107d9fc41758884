import type { TUlbNamesAnswer } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';

/** Spec 3 §7 GET villages/ulb_names_for_districts: the ULBs of the chosen authorities and districts. */
export function useUlbNamesForDistrictsQuery(authorities: readonly string[], districts: readonly string[]) {
  return useQuery({
    queryKey: ['villages', 'ulb_names_for_districts', authorities, districts],
    queryFn: () =>
      restRequest<TUlbNamesAnswer>(
        `/api/v1/villages/ulb_names_for_districts?${new URLSearchParams({
          authorities: authorities.join(','),
          districts: districts.join(','),
        })}`,
      ).then((data) => data.ulb_names),
    enabled: districts.length > 0,
    staleTime: 5 * 60 * 1000,
  });
}
