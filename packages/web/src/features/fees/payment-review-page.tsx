import { Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { LoadError } from '../../shared/errors/load-error';
import { ConditionsTab } from '../conditions/conditions-tab';
import { useVerificationFile } from '../verification/use-verification-file';
import { VerificationHeader } from '../verification/verification-header';
import { FeesTab } from './fees-tab';
import { TabLabel } from './tab-label';
import { useFeeProgress } from './use-fee-progress';

/**
 * The payment review page (spec 3 §2), at /payment-review/{id}: the application's certified fee as paid (read
 * only at FEE_VERIFICATION) and its pre-proceeding conditions, chosen by the officer reviewing the payment or
 * deciding. Where the spec shows static sample text, this shows the application's own fee and conditions.
 */
export function PaymentReviewPage() {
  const { id, file, error, isLoading, refetch } = useVerificationFile();
  const progress = useFeeProgress(id);
  if (isLoading) {
    return (
      <Center mih="40vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (error || !file) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <Stack>
      <VerificationHeader file={file} />
      <Title order={2} size="h4">
        Payment Review
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
