import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConditionsTab } from '../conditions/conditions-tab';
import { useFeeDetailsQuery } from './api/fee-details.query';
import { FeesTab, type TFeeSubmitted } from './fees-tab';
import { TabLabel } from './tab-label';
import { useFeeProgress } from './use-fee-progress';

/** Why the fee waits on this screen: its submission ends the officer's turn, after which conditions are closed. */
const CONDITIONS_FIRST = 'Please submit the fee conditions before the fee';

/**
 * /fee-verification/{id} (spec 3 §2): where technical and section officers, and GHMC's planning officers, adjust
 * the fee of an instant approval at FEE_ADJUSTMENTS: the Fees tab and the Fee Conditions tab. After the fee
 * goes in, the officer is back at /post-verification (spec 3 §4).
 */
export function FeeVerificationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const details = useFeeDetailsQuery(id);
  const progress = useFeeProgress(id);
  const [tab, setTab] = useState<string | null>('fees');

  const onSubmitted = (result: TFeeSubmitted) => {
    if (result.isTurnSubmitted) void navigate('/post-verification');
  };
  const isConditionsFirst = details.data?.submits_recommendation === true && !progress.isFeeConditionsSubmitted;

  return (
    <Stack>
      <Title order={1} size="h3">
        Fee Verification {details.data ? `— ${details.data.application_identifier}` : ''}
      </Title>
      {details.error && (
        <Alert color="red" role="alert">
          {details.error.message}
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="fees">
            <TabLabel label="Fees" isDone={progress.isFeeSubmitted} />
          </Tabs.Tab>
          <Tabs.Tab value="fee-conditions">
            <TabLabel label="Fee Conditions" isDone={progress.isFeeConditionsSubmitted} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fees" pt="md">
          <FeesTab
            applicationId={id}
            onSubmitted={onSubmitted}
            blockedBy={isConditionsFirst ? CONDITIONS_FIRST : null}
          />
        </Tabs.Panel>
        <Tabs.Panel value="fee-conditions" pt="md">
          <ConditionsTab applicationId={id} typeOf="fee" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
