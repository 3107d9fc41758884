import type { TFeeDetails } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequestOrElse } from '../../../shared/rest/rest-request';

/**
 * GET fee_details/{id} (spec 2 §3.7), answered by the fees module at /api/fee_details/{id}. A file without fee
 * details, or a failure, reads as none: the section shows its empty text (spec 2 §7: fee failures are logged
 * only).
 */
export function useFeeDetailsQuery(applicationId: string) {
  return useQuery({
    queryKey: ['feeDetails', applicationId],
    queryFn: () => restRequestOrElse<TFeeDetails | null>(`/api/fee_details/${applicationId}`, null),
  });
}
