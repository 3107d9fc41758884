import { NOTE_MESSAGES, isCommissionerLevel, type TPermissionLevel } from '@anumati/domain';
import { Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LoadError } from '../../shared/errors/load-error';
import { ConditionsTab } from '../conditions/conditions-tab';
import { useVerificationFile } from '../verification/use-verification-file';
import { VerificationHeader } from '../verification/verification-header';
import { useFeeDetailsQuery } from './api/fee-details.query';
import { FeesTab, type TFeeSubmitted } from './fees-tab';
import { TabLabel } from './tab-label';
import { useFeeProgress } from './use-fee-progress';

/** Why the fee waits on this screen: its submission ends the officer's turn, after which conditions are closed. */
const CONDITIONS_FIRST = 'Please submit the fee conditions before the fee';

/**
 * /fee-verification/{id} (spec 3 §2): where technical and section officers, and GHMC's planning officers, adjust
 * the fee of an instant approval at FEE_ADJUSTMENTS: the verification header (notes, review remarks), the Fees tab
 * and the Fee Conditions tab. After the fee goes in, the officer is back at /post-verification (spec 3 §4).
 */
export function FeeVerificationPage() {
  const { id, file, error, isLoading, refetch } = useVerificationFile();
  const navigate = useNavigate();
  const details = useFeeDetailsQuery(id);
  const progress = useFeeProgress(id);

  if (isLoading) {
    return (
      <Center mih="40vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (error || !file) return <LoadError error={error} onRetry={() => void refetch()} />;

  const onSubmitted = (result: TFeeSubmitted) => {
    if (result.isTurnSubmitted) void navigate('/post-verification');
  };
  // Spec 3 §5: no submission without the officer's note; fee certification is spared it only for commissioner-type roles.
  const isNoteMissing = !file.hasActiveNote && !isCommissionerLevel(file.me.permissionLevel as TPermissionLevel);
  const isConditionsFirst = details.data?.submits_recommendation === true && !progress.isFeeConditionsSubmitted;
  const blockedBy = isNoteMissing ? NOTE_MESSAGES.required : isConditionsFirst ? CONDITIONS_FIRST : null;

  return (
    <Stack>
      <VerificationHeader file={file} />
      <Title order={2} size="h4">
        Fee Verification
      </Title>
      <Tabs defaultValue="fees">
        <Tabs.List>
          <Tabs.Tab value="fees">
            <TabLabel label="Fees" isDone={progress.isFeeSubmitted} />
          </Tabs.Tab>
          <Tabs.Tab value="fee-conditions">
            <TabLabel label="Fee Conditions" isDone={progress.isFeeConditionsSubmitted} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fees" pt="md">
          <FeesTab applicationId={id} onSubmitted={onSubmitted} blockedBy={blockedBy} />
        </Tabs.Panel>
        <Tabs.Panel value="fee-conditions" pt="md">
          <ConditionsTab applicationId={id} typeOf="fee" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
