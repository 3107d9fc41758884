import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TVerificationFile } from '../../shared/verification-file/use-verification-file';
import { VerificationFileGate } from '../../shared/verification-file/verification-file-gate';
import { VerificationHeader } from './verification-header';
import { TabLabel } from './tab-label';

export type TFileTab = { value: string; label: string; isDone: boolean; panel: ReactNode };

/**
 * A screen of one application's tabs (the fee and deviation screens): the verification header (notes, review
 * remarks), its title, and its tabs, each with the tick spec 3 §4 shows once its part is submitted.
 */
export function FileTabsScreen(props: {
  title: string;
  tabs: (file: TVerificationFile) => TFileTab[];
  /** What the screen shows under its title, before the tabs (links to the officer's other work on the file). */
  aside?: (file: TVerificationFile) => ReactNode;
}) {
  return (
    <VerificationFileGate>
      {(file) => <FileTabs file={file} title={props.title} tabs={props.tabs(file)} aside={props.aside?.(file)} />}
    </VerificationFileGate>
  );
}

function FileTabs(props: { file: TVerificationFile; title: string; tabs: TFileTab[]; aside: ReactNode }) {
  const { file, title, tabs } = props;
  return (
    <Stack>
      <VerificationHeader file={file} />
      <Title order={2} size="h4">
        {title}
      </Title>
      {props.aside}
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
