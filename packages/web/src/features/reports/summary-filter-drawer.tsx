import { type TFilterGroup, type TJurisdictionFilter } from '@anumati/domain';
import { Accordion, Button, Drawer, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFilterFields } from './report-filter-fields';
import type { TReportFilterState } from './use-report-filter';

const GROUPS = [
  { group: 'authorities', title: 'filter.authority' },
  { group: 'districts', title: 'filter.district' },
  { group: 'ulbs', title: 'filter.ulb' },
] as const satisfies readonly { group: TFilterGroup; title: string }[];

/**
 * Spec 3 §2: the summary list's filter drawer (width 400): accordion groups authority, district and ULB, one
 * open at a time, with Apply and Clear; the cascade and locks of spec 3 §5.
 */
export function SummaryFilterDrawer(props: { isOpen: boolean; onClose: () => void; state: TReportFilterState }) {
  const { state } = props;
  const { t } = useTranslation(['reports', 'common']);
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
      title={t('filter.drawerTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack>
        <Accordion defaultValue="authorities">
          {GROUPS.map(({ group, title }) => (
            <Accordion.Item key={group} value={group}>
              <Accordion.Control>{t(title)}</Accordion.Control>
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
            {t('filter.clear')}
          </Button>
          <Button onClick={onApply}>{t('filter.apply')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
