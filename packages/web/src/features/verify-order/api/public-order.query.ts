import type { TPublicOrder } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { RestRequestError, restRequest } from '../../../shared/rest/rest-request';

/** GET /api/public/orders/{number}: open to everyone; an unknown number is an answer, not a failure to retry. */
export function usePublicOrderQuery(number: string) {
  return useQuery({
    queryKey: ['publicOrder', number],
    queryFn: () => restRequest<TPublicOrder>(`/api/public/orders/${encodeURIComponent(number)}`),
    retry: (failures, error) => !(error instanceof RestRequestError && error.status === 404) && failures < 2,
  });
}
