import type { TApplicationStatus, TApprovalFor, TFeeBreakupLine, TFeeInputs } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restGet } from '../../../shared/rest/rest-request';

/** GET fee_details/{id} (spec 3 §7), with what this console adds: the submitted flags and what the officer may do. */
export type TFeeDetails = {
  calculated_fee_breakup: TFeeBreakupLine[];
  updated_fee_breakup: TFeeBreakupLine[];
  status: TApplicationStatus;
  approval_for: TApprovalFor;
  application_identifier: string;
  is_fee_submitted: boolean;
  is_fee_changed: boolean;
  is_fee_paid: boolean;
  is_occupancy: boolean;
  can_certify: boolean;
  submits_recommendation: boolean;
  fee_inputs: TFeeInputs | null;
};

export const feeDetailsKey = (applicationId: string) => ['feeDetails', applicationId] as const;

export function useFeeDetailsQuery(applicationId: string) {
  return useQuery({
    queryKey: feeDetailsKey(applicationId),
    queryFn: () => restGet<TFeeDetails>(`/api/fee_details/${encodeURIComponent(applicationId)}`),
  });
}
