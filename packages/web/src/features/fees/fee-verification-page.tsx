import { useNavigate, useParams } from 'react-router';
import { ConditionsTab } from '../conditions/conditions-tab';
import { FileTabsScreen } from './file-tabs-screen';
import { FeesTab, type TFeeSubmitted } from './fees-tab';
import { useFeeProgress } from './use-fee-progress';

/**
 * /fee-verification/{id} (spec 3 §2): where technical and section officers, and GHMC's planning officers, adjust
 * the fee of an instant approval at FEE_ADJUSTMENTS: the Fees tab and the Fee Conditions tab under the
 * verification header. After the fee goes in, the officer is back at /post-verification (spec 3 §4).
 */
export function FeeVerificationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const progress = useFeeProgress(id);

  const onSubmitted = (result: TFeeSubmitted) => {
    if (result.isTurnSubmitted) void navigate('/post-verification');
  };
  return (
    <FileTabsScreen
      title="Fee Verification"
      tabs={(file) => [
        {
          value: 'fees',
          label: 'Fees',
          isDone: progress.isFeeSubmitted,
          panel: <FeesTab applicationId={id} onSubmitted={onSubmitted} blockedBy={progress.feeBlockedBy(file)} />,
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
