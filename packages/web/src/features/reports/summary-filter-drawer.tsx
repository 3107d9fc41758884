import { type TFilterGroup, type TJurisdictionFilter } from '@anumati/domain';
import { Accordion, Button, Drawer, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ReportFilterFields } from './report-filter-fields';
import type { TReportFilterState } from './use-report-filter';

const GROUPS: { group: TFilterGroup; title: string }[] = [
  { group: 'authorities', title: 'Authority' },
  { group: 'districts', title: 'District' },
  { group: 'ulbs', title: 'ULB' },
];

/**
 * Spec 3 §2: the summary list's filter drawer (width 400): accordion groups authority, district and ULB, one
 * open at a time, with Apply and Clear; the cascade and locks of spec 3 §5.
 */
export function SummaryFilterDrawer(props: { isOpen: boolean; onClose: () => void; state: TReportFilterState }) {
  const { state } = props;
  const [draft, setDraft] = useState<TJurisdictionFilter>(state.filter);
  const onApply = () => {
    state.setFilter(draft);
    props.onClose();
  };
  const onClear = () => {
    state.setFilter({ authorities: [], districts: [], ulbs: [] });
    props.onClose();
  };
  return (
    <Drawer
      opened={props.isOpen}
      onClose={props.onClose}
      position="right"
      size={400}
      title="Filter applications"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Accordion defaultValue="authorities">
          {GROUPS.map(({ group, title }) => (
            <Accordion.Item key={group} value={group}>
              <Accordion.Control>{title}</Accordion.Control>
              <Accordion.Panel>
                <ReportFilterFields
                  filter={draft}
                  authorityOptions={state.scope.data?.authorityOptions ?? []}
                  locked={state.locked}
                  onChange={setDraft}
                  groups={[group]}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClear}>
            Clear
          </Button>
          <Button onClick={onApply}>Apply</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
