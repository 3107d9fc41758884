import { Stack, Tabs, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ConditionsTab } from '../conditions/conditions-tab';
import { useFeeDetailsQuery } from './api/fee-details.query';
import { FeesTab } from './fees-tab';
import { TabLabel } from './tab-label';
import { useFeeProgress } from './use-fee-progress';

/**
 * The payment review page (spec 3 §2), at /payment-review/{id}: the application's certified fee as paid (read
 * only at FEE_VERIFICATION) and its pre-proceeding conditions, chosen by the officer reviewing the payment or
 * deciding. Where the spec shows static sample text, this shows the application's own fee and conditions.
 */
export function PaymentReviewPage() {
  const { id = '' } = useParams();
  const details = useFeeDetailsQuery(id);
  const progress = useFeeProgress(id);
  return (
    <Stack>
      <Title order={1} size="h3">
        Payment Review {details.data ? `— ${details.data.application_identifier}` : ''}
      </Title>
      <Tabs defaultValue="fee-certification">
        <Tabs.List>
          <Tabs.Tab value="fee-certification">
            <TabLabel label="Fee Certification" isDone={progress.isFeeSubmitted} />
          </Tabs.Tab>
          <Tabs.Tab value="pre-proceeding-conditions">
            <TabLabel label="Pre Proceeding Conditions" isDone={progress.isProceedingConditionsSubmitted} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fee-certification" pt="md">
          <FeesTab applicationId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="pre-proceeding-conditions" pt="md">
          <ConditionsTab applicationId={id} typeOf="proceeding" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
