import { Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportFilterFields } from './report-filter-fields';
import type { TReportFilterState } from './use-report-filter';

/** The filter bar of a report page; ULB-bound officers have none (spec 3 §2, §6). */
export function ReportFilterBar({ state }: { state: TReportFilterState }) {
  const { t } = useTranslation('reports');
  if (!state.scope.data || state.locks.isFilterBarHidden) return null;
  return (
    <Paper withBorder p="sm" role="search" aria-label={t('filter.reportFilters')}>
      <Group grow align="flex-start">
        <ReportFilterFields
          filter={state.filter}
          authorityOptions={state.scope.data.authorityOptions}
          locked={state.locked}
          onChange={state.setFilter}
        />
      </Group>
    </Paper>
  );
}
