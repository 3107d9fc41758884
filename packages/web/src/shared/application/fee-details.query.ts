import type { TFeeDetails } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequestOrElse } from '../rest/rest-request';

export const feeDetailsKey = (applicationId: string) => ['feeDetails', applicationId] as const;

/**
 * GET fee_details/{id} (spec 3 §7) at /api/fee_details/{id}. A failure reads as none: spec 3 §8 logs a fee load
 * failure only and stops the loader.
 */
export function useFeeDetailsQuery(applicationId: string, isEnabled = true) {
  return useQuery({
    queryKey: feeDetailsKey(applicationId),
    enabled: isEnabled,
    queryFn: () => restRequestOrElse<TFeeDetails | null>(`/api/fee_details/${encodeURIComponent(applicationId)}`, null),
  });
}
