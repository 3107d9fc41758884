import type { TApprovalFor } from '../application/application-kind';
import type { TApplicationStatus } from '../application/application-status';
import type { TFeeBreakupLine } from './fee-adjustment';
import type { TFeeInputs } from './fee-inputs';

/**
 * GET fee_details/{id} (spec 2 §3.7, spec 3 §7): the spec's calculated_fee_breakup, updated_fee_breakup, status
 * and approval_for, with what the fee screens need besides: the submitted and paid flags, whether the signed-in
 * officer may certify the fee now (and whether that is their recommendation), and the inputs of the system fee.
 */
export type TFeeDetails = {
  calculated_fee_breakup: TFeeBreakupLine[];
  updated_fee_breakup: TFeeBreakupLine[];
  /** The application's status (FEE_VERIFICATION shows the fee read only). */
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
