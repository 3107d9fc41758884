import { NOTE_MESSAGES, isCommissionerLevel, type TPermissionLevel } from '@anumati/domain';
import { useNavigate, useParams } from 'react-router';
import { ConditionsTab } from '../conditions/conditions-tab';
import type { TVerificationFile } from '../verification/use-verification-file';
import { useFeeDetailsQuery } from './api/fee-details.query';
import { FileTabsScreen } from './file-tabs-screen';
import { FeesTab, type TFeeSubmitted } from './fees-tab';
import { useFeeProgress } from './use-fee-progress';

/** Why the fee waits on this screen: its submission ends the officer's turn, after which conditions are closed. */
const CONDITIONS_FIRST = 'Please submit the fee conditions before the fee';

/**
 * /fee-verification/{id} (spec 3 §2): where technical and section officers, and GHMC's planning officers, adjust
 * the fee of an instant approval at FEE_ADJUSTMENTS: the Fees tab and the Fee Conditions tab under the
 * verification header. After the fee goes in, the officer is back at /post-verification (spec 3 §4).
 */
export function FeeVerificationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const details = useFeeDetailsQuery(id);
  const progress = useFeeProgress(id);

  const onSubmitted = (result: TFeeSubmitted) => {
    if (result.isTurnSubmitted) void navigate('/post-verification');
  };
  const blockedBy = (file: TVerificationFile) => {
    // Spec 3 §5: no submission without the officer's note; fee certification is spared it only for commissioners.
    if (!file.hasActiveNote && !isCommissionerLevel(file.me.permissionLevel as TPermissionLevel)) {
      return NOTE_MESSAGES.required;
    }
    return details.data?.submits_recommendation === true && !progress.isFeeConditionsSubmitted
      ? CONDITIONS_FIRST
      : null;
  };

  return (
    <FileTabsScreen
      title="Fee Verification"
      tabs={(file) => [
        {
          value: 'fees',
          label: 'Fees',
          isDone: progress.isFeeSubmitted,
          panel: <FeesTab applicationId={id} onSubmitted={onSubmitted} blockedBy={blockedBy(file)} />,
        },
        {
          value: 'fee-conditions',
          label: 'Fee Conditions',
          isDone: progress.isFeeConditionsSubmitted,
          panel: <ConditionsTab applicationId={id} typeOf="fee" />,
        },
      ]}
    />
  );
}
