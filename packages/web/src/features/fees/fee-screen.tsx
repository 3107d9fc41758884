import { Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../shared/errors/load-error';
import { type TVerificationFile, useVerificationFile } from '../verification/use-verification-file';
import { VerificationHeader } from '../verification/verification-header';
import { TabLabel } from './tab-label';

export type TFeeScreenTab = { value: string; label: string; isDone: boolean; panel: ReactNode };

/**
 * A fee screen of one application: the verification header (notes, review remarks), its title, and its tabs,
 * each with the tick spec 3 §4 shows once its part is submitted.
 */
export function FeeScreen(props: { title: string; tabs: (file: TVerificationFile) => TFeeScreenTab[] }) {
  const { file, error, isLoading, refetch } = useVerificationFile();
  if (isLoading) {
    return (
      <Center mih="40vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (error || !file) return <LoadError error={error} onRetry={() => void refetch()} />;
  const tabs = props.tabs(file);
  return (
    <Stack>
      <VerificationHeader file={file} />
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <Tabs defaultValue={tabs[0]?.value}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              <TabLabel label={tab.label} isDone={tab.isDone} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
