import type { TTotalFeeBreakup } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';

/** GET fee_calculator/get_total_fee_breakup (spec 3 §7): open to everyone; only heads above 0 come back. */
export function useTotalFeeBreakupQuery(query: Record<string, string> | null) {
  return useQuery({
    queryKey: ['totalFeeBreakup', query],
    enabled: query !== null,
    queryFn: () =>
      restRequest<TTotalFeeBreakup>(
        `/api/fee_calculator/get_total_fee_breakup?${new URLSearchParams(query ?? {}).toString()}`,
      ),
  });
}
