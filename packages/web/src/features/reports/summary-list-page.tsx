import {
  APPLICATION_TYPES,
  applicationTypeLabel,
  bucketOfReportStatus,
  isApplicationType,
  isSummaryLabel,
  formatIndianNumber,
  MAX_SEARCH_LENGTH,
  periodFromLink,
  reportApplicationStatusOf,
  summaryTitle,
  type TApplicationType,
  type TSummaryLabel,
} from '@anumati/domain';
import { Button, Group, Tabs, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useSearchParamsWriter } from '../../shared/tables/use-search-params-writer';
import { useReportsQuery } from './api/reports.query';
import { ReportApplicationsTable } from './report-applications-table';
import { ReportPageFrame } from './report-page-frame';
import { useLanguage } from '../../shared/i18n/use-language';
import { fromTabValue, toTabValue } from '../../shared/tabs/tab-value';
import { SummaryFilterDrawer } from './summary-filter-drawer';
import { useReportFilter } from './use-report-filter';
import { oneOfParam, textParam, useListUrlState } from '../../shared/tables/use-list-url-state';

/** How long the search waits after the last keystroke before asking the server (one request per pause). */
const SEARCH_DEBOUNCE_MS = 300;

function SummaryList({ label }: { label: TSummaryLabel }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  // The types and the period come with the link from the summary report; this screen only reads them.
  const { params } = useSearchParamsWriter();
  const list = useListUrlState({
    filters: { searchInUrl: textParam('q'), typeInUrl: oneOfParam('type', APPLICATION_TYPES) },
  });
  const { page } = list.state;
  const { searchInUrl, typeInUrl } = list.state.filters;
  const state = useReportFilter();
  const [isFilterOpen, setFilterOpen] = useState(false);
  // The search lives in the URL (so a reload keeps it); the box answers at once, the list after a pause.
  const [search, setSearch] = useState(searchInUrl);
  const status = reportApplicationStatusOf(label);
  const bucket = bucketOfReportStatus(status);
  const applicationType = typeInUrl || undefined;
  const applicationTypes = params.getAll('types').filter(isApplicationType);
  const base = {
    ...state.selection,
    applicationTypes: applicationTypes.length ? applicationTypes : undefined,
    ...periodFromLink(params.get('start'), params.get('end')),
  };
  const isReady = Boolean(state.scope.data);
  const counts = useReportsQuery({ type: 'CONSOLIDATED', ...base }, { isEnabled: isReady });
  const listVariables = { ...base, applicationType, applicationStatus: status, search: searchInUrl || undefined };
  const searchServer = useDebouncedCallback(
    (text: string) => list.setFilters({ searchInUrl: text.trim() }),
    SEARCH_DEBOUNCE_MS,
  );
  const typeRows = counts.data?.rows ?? [];
  // Until the counts come (or when they could not), a tab shows … rather than a 0 no one counted.
  const countText = (count: number) => (counts.data ? formatIndianNumber(count, language) : '…');
  const total = typeRows.reduce((sum, row) => sum + row[bucket], 0);
  const types: readonly TApplicationType[] = applicationTypes.length ? applicationTypes : APPLICATION_TYPES;

  return (
    <ReportPageFrame title={summaryTitle(label, language)} state={state}>
      <Tabs
        value={applicationType ? toTabValue(applicationType) : null}
        onChange={(value) => {
          const type = fromTabValue(value ?? '');
          list.setFilters({ typeInUrl: isApplicationType(type) ? type : '' });
        }}
      >
        <Tabs.List>
          {/* Spec 3 §2: the Total tab shows the count and cannot be selected. */}
          <Tabs.Tab value="TOTAL" disabled>
            {t('summaryList.totalTab', { total: countText(total) })}
          </Tabs.Tab>
          {types.map((type) => (
            <Tabs.Tab key={type} value={toTabValue(type)}>
              {t('summaryList.typeTab', {
                type: applicationTypeLabel(type, language),
                total: countText(typeRows.find((row) => row.applicationType === type)?.[bucket] ?? 0),
              })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group>
        <TextInput
          aria-label={t('summaryList.searchLabel')}
          placeholder={t('summaryList.searchPlaceholder')}
          w={380}
          maxLength={MAX_SEARCH_LENGTH}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            searchServer(event.currentTarget.value);
          }}
        />
        {!state.locks.isFilterBarHidden && (
          <Button variant="default" onClick={() => setFilterOpen(true)}>
            {t('summaryList.filter')}
          </Button>
        )}
      </Group>
      <SummaryFilterDrawer
        key={isFilterOpen ? 'open' : 'closed'}
        isOpen={isFilterOpen}
        onClose={() => setFilterOpen(false)}
        state={state}
      />
      <ReportApplicationsTable
        title={t('summaryList.applications')}
        variables={listVariables}
        page={page}
        onPageChange={list.setPage}
      />
    </ReportPageFrame>
  );
}

/** Spec 3 §2 /summary/{label}: approved, rejected, verification, with_citizen or deemed. */
export function SummaryListPage() {
  const { label = '' } = useParams();
  if (!isSummaryLabel(label)) return <Navigate to="/summary-report" replace />;
  return <SummaryList key={label} label={label} />;
}
