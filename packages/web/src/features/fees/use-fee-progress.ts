import { FEE_MESSAGES, NOTE_MESSAGES, isCommissionerLevel } from '@anumati/domain';
import { useApplicationConditionsQuery } from '../../shared/application/application-conditions.query';
import type { TVerificationFile } from '../../shared/verification-file/use-verification-file';
import { useFeeDetailsQuery } from '../../shared/application/fee-details.query';

/**
 * Where an application's fee and conditions stand, for a screen's tab ticks and its gates: the fee and each type
 * of conditions submitted, whether the certified fee differs from the system fee (the fee-difference warning),
 * and why the Fees tab's submit buttons wait. Reads nothing while not enabled (a screen without those tabs), and
 * not the fee while `isFeeShown` is false.
 */
export function useFeeProgress(applicationId: string, isEnabled = true, isFeeShown = true) {
  // The fee itself only to an officer who may see it (canViewFeeDetails): the server refuses it to site and title
  // verification, whose screens still show the conditions' tab.
  const fee = useFeeDetailsQuery(applicationId, isEnabled && isFeeShown);
  const feeConditions = useApplicationConditionsQuery(applicationId, 'fee', isEnabled);
  const proceedingConditions = useApplicationConditionsQuery(applicationId, 'proceeding', isEnabled);
  const isFeeConditionsSubmitted = feeConditions.data?.isSubmitted ?? false;
  return {
    isLoading: (isFeeShown && fee.isPending) || feeConditions.isPending || proceedingConditions.isPending,
    isFeeSubmitted: fee.data?.is_fee_submitted ?? false,
    hasFeeDifference: fee.data?.is_fee_changed ?? false,
    isFeeConditionsSubmitted,
    isProceedingConditionsSubmitted: proceedingConditions.data?.isSubmitted ?? false,
    /** Why the Fees tab's submit buttons wait, or null. */
    feeBlockedBy: (file: TVerificationFile): string | null => {
      // Spec 3 §5: no submission without the officer's note; fee certification is spared it only for commissioners.
      if (!file.hasActiveNote && !isCommissionerLevel(file.me.permissionLevel)) {
        return NOTE_MESSAGES.required;
      }
      // Where the fee is the turn's recommendation, the turn ends with it and the fee conditions close after it.
      return fee.data?.submits_recommendation === true && !isFeeConditionsSubmitted
        ? FEE_MESSAGES.conditionsFirst
        : null;
    },
  };
}
