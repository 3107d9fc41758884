import { FEE_MESSAGES } from '@anumati/domain';
import { useApplicationConditionsQuery } from '../conditions/api/application-conditions.query';
import { useFeeDetailsQuery } from './api/fee-details.query';

/**
 * Where an application's fee and conditions stand, for a verification screen's tab ticks and its gate: the
 * fee and each type of conditions submitted, whether the certified fee differs from the system fee (the
 * fee-difference warning), and 'Please submit fee' while the signed-in officer still has the fee to submit.
 */
export function useFeeProgress(applicationId: string) {
  const fee = useFeeDetailsQuery(applicationId);
  const feeConditions = useApplicationConditionsQuery(applicationId, 'fee');
  const proceedingConditions = useApplicationConditionsQuery(applicationId, 'proceeding');
  return {
    isLoading: fee.isPending || feeConditions.isPending || proceedingConditions.isPending,
    isFeeSubmitted: fee.data?.is_fee_submitted ?? false,
    hasFeeDifference: fee.data?.is_fee_changed ?? false,
    isFeeConditionsSubmitted: feeConditions.data?.isSubmitted ?? false,
    isProceedingConditionsSubmitted: proceedingConditions.data?.isSubmitted ?? false,
    feeGateMessage: fee.data?.can_certify ? FEE_MESSAGES.submitFee : null,
  };
}
