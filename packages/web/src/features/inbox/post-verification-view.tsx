import {
  applicationKindLabel,
  formatIndianNumber,
  LIST_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  showsConstructionWasteNotice,
} from '@anumati/domain';
import { ActionIcon, Alert, Badge, Button, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/errors/load-error';
import { useLanguage } from '../../shared/i18n/use-language';
import { EmptyTableText } from '../../shared/tables/empty-table-text';
import wrappingHeadings from '../../shared/tables/wrapping-headings.module.css';
import type { TInboxRecord } from '../../shared/application/applications-by-date-and-type-filter.query';
import { OfflineAsOf } from '../field-inspection';
import { ProposalFlowPanel } from '../proposal-flow';
import { ConstructionWasteNotice } from './construction-waste-notice';
import { InboxCards } from './inbox-cards';
import { InboxFilterDrawer } from './inbox-filter-drawer';
import { EmptyReview, FirstPageSpace, FULL_PAGE_HEIGHT, RowActionCell, useInboxColumns } from './inbox-table-cells';
import { PenaltyAlert } from './penalty-alert';
import type { TPostVerificationPage } from './use-post-verification-page';
import { useSortIcons } from '../../shared/tables/sort-icons';
import { useUrgencyClock } from './use-urgency-clock';

const PAGINATION_CONTROL_LABELS = {
  first: 'table.firstPage',
  last: 'table.lastPage',
  previous: 'table.previousPage',
  next: 'table.nextPage',
} as const;

/** The inbox's tabs, each with its count once known. */
function InboxTabs({ page }: { page: TPostVerificationPage }) {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const { state, update, tabs, tabCounts } = page;
  return (
    <Tabs value={state.filter} onChange={(value) => value && update({ filter: value as typeof state.filter })}>
      <Tabs.List>
        {tabs.map((tab) => {
          const count = tabCounts?.get(tab.filter);
          return (
            <Tabs.Tab
              key={tab.filter}
              value={tab.filter}
              aria-label={
                count === undefined
                  ? tab.label
                  : t('page.tabWithCount', { label: tab.label, count: formatIndianNumber(count, language) })
              }
              // The badge is there before its count, so the tabs keep their size when the counts arrive.
              rightSection={
                <Badge size="sm" variant="light" aria-hidden>
                  {count === undefined ? '…' : formatIndianNumber(count, language)}
                </Badge>
              }
            >
              {tab.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}

/** Search, the filter drawer's button and the two exports. */
function InboxToolbar({ page }: { page: TPostVerificationPage }) {
  const { t } = useTranslation('inbox');
  const { t: tCommon } = useTranslation('common');
  const onExportAll = () =>
    modals.openConfirmModal({
      title: t('page.exportAllData'),
      children: <Text size="sm">{t('page.exportAllQuestion')}</Text>,
      labels: { confirm: t('page.exportConfirm'), cancel: tCommon('cancel') },
      onConfirm: () => page.onExport(true),
    });
  return (
    <Group>
      <TextInput
        aria-label={t('page.searchLabel')}
        placeholder={t('page.searchPlaceholder')}
        w={{ base: '100%', xs: 380 }}
        maxLength={MAX_SEARCH_LENGTH}
        value={page.searchText}
        onChange={(event) => page.setSearchText(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && page.onSearch()}
        rightSection={
          <ActionIcon variant="subtle" aria-label={t('page.runSearch')} onClick={page.onSearch}>
            ⌕
          </ActionIcon>
        }
      />
      <Button variant="default" onClick={() => page.setFilterOpen(true)}>
        {t('page.filter')}
      </Button>
      <Button
        variant="light"
        loading={page.exporting === 'page'}
        disabled={page.hasListFailed}
        onClick={() => page.onExport(false)}
      >
        {t('page.exportToExcel')}
      </Button>
      <Button variant="light" loading={page.exporting === 'all'} disabled={page.hasListFailed} onClick={onExportAll}>
        {t('page.exportAllData')}
      </Button>
    </Group>
  );
}

/** The list itself: its space while the first page loads, cards on a phone, else the spec's table. */
function InboxList({ page }: { page: TPostVerificationPage }) {
  const { t } = useTranslation('inbox');
  const sortIcons = useSortIcons();
  const language = useLanguage();
  const { state, update, applications, isEmpty, totalRecords, onPageChange } = page;
  const now = useUrgencyClock((applications.data?.records ?? []).map((record) => record.dangerDate));
  const columns = useInboxColumns({
    state,
    showsAction: page.showsAction,
    actionOf: page.actionOf,
    onOpenFlow: page.setFlowId,
    now,
  });
  if (applications.error) return <LoadError error={applications.error} onRetry={() => void applications.refetch()} />;
  if (!page.hasShownList) return <FirstPageSpace />;
  if (page.isPhone) {
    const column = (accessor: string) => columns.find((candidate) => candidate.accessor === accessor);
    return (
      <InboxCards
        cards={(applications.data?.records ?? []).map((record) => {
          const action = page.showsAction ? page.actionOf(record) : null;
          return {
            record,
            type: applicationKindLabel(record.applicationType, record.approvalFor, language),
            dueDate: column('dueDate')?.render?.(record, 0),
            status: column('status')?.render?.(record, 0),
            action: action ? <RowActionCell action={action} /> : null,
            canTakeOffline: action?.isVerify ?? false,
          };
        })}
        page={state.page}
        totalPages={Math.max(1, Math.ceil(totalRecords / LIST_PAGE_SIZE))}
        onPage={(next) => onPageChange(next)}
        empty={isEmpty ? <EmptyTableText>{t('table.noDataFound')}</EmptyTableText> : null}
      />
    );
  }
  return (
    <DataTable<TInboxRecord>
      withTableBorder
      striped
      minHeight={applications.isPending ? FULL_PAGE_HEIGHT : 200}
      fetching={applications.isFetching}
      records={applications.data?.records ?? []}
      totalRecords={totalRecords}
      recordsPerPage={LIST_PAGE_SIZE}
      page={state.page}
      onPageChange={onPageChange}
      sortStatus={{ columnAccessor: state.sortBy, direction: state.order === 'ASC' ? 'asc' : 'desc' }}
      sortIcons={sortIcons}
      onSortStatusChange={(sort) =>
        update({
          sortBy: sort.columnAccessor === 'assignedDate' ? 'assignedDate' : 'receivedDate',
          order: sort.direction === 'asc' ? 'ASC' : 'DESC',
        })
      }
      noRecordsText={t('table.noDataFound')}
      // Words only when the list is empty: never "No Data Found" under rows or while they load (issue 19).
      emptyState={
        isEmpty ? (
          state.filter === 'REVIEW' ? (
            <EmptyReview />
          ) : (
            <EmptyTableText>{t('table.noDataFound')}</EmptyTableText>
          )
        ) : (
          <></>
        )
      }
      paginationText={({ from, to, totalRecords }) =>
        t(page.isTotalCountBounded ? 'table.paginationBounded' : 'table.pagination', {
          from: formatIndianNumber(from, language),
          to: formatIndianNumber(to, language),
          total: formatIndianNumber(totalRecords, language),
        })
      }
      getPaginationControlProps={(control) => ({ 'aria-label': t(PAGINATION_CONTROL_LABELS[control]) })}
      idAccessor="id"
      // Spec 1's columns fit an officer's 1366 px laptop: tighter cells, headings that wrap.
      className={wrappingHeadings.table}
      // Issue 55 §4: eight files and more on a 1366 × 768 screen, in both languages; the Deemed tab's eleven
      // columns across it with the urgency dot beside the identifier.
      horizontalSpacing={8}
      verticalSpacing={6}
      columns={columns}
    />
  );
}

/** The officer's inbox as drawn (spec 1 §2.5): role-named tabs, search, sortable dates, due colours and Verify. */
export function PostVerificationView({ page }: { page: TPostVerificationPage }) {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  return (
    // Issue 55 §4: the page's parts closer together, for eight files and more under them at 1366 × 768.
    <Stack gap="sm">
      <Title order={1} size="h3">
        {page.isSingleWindow ? t('page.singleWindow') : t('page.postVerification')}
      </Title>
      {showsConstructionWasteNotice(page.officerType) && <ConstructionWasteNotice />}
      <InboxTabs page={page} />
      <InboxToolbar page={page} />
      <PenaltyAlert />
      <ProposalFlowPanel applicationId={page.flowId} onClose={() => page.setFlowId(null)} />
      <InboxFilterDrawer
        key={page.isFilterOpen ? 'open' : 'closed'}
        isOpen={page.isFilterOpen}
        onClose={() => page.setFilterOpen(false)}
        value={page.state}
        onApply={(filters) => page.update(filters)}
      />
      <OfflineAsOf fetchedAt={page.applications.dataUpdatedAt} />
      {page.isTotalCountBounded && (
        <Alert color="blue" role="status">
          {t('table.searchBounded', { total: formatIndianNumber(page.totalRecords, language) })}
        </Alert>
      )}
      <InboxList page={page} />
    </Stack>
  );
}
