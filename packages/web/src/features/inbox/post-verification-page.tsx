import {
  applicationKindLabel,
  detailRoute,
  detailViewKindOf,
  dueDayColour,
  formatIndianNumber,
  indiaDueDay,
  inboxTabs,
  isPastDanger,
  LIST_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  needsCluReminder,
  officerTypeOf,
  showsActionColumn,
  showsConstructionWasteNotice,
  statusLabel,
  verifyAction,
  verifyActionLabel,
} from '@anumati/domain';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import dayjs from 'dayjs';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import { LoadError } from '../../shared/errors/load-error';
import { useLanguage } from '../../shared/i18n/use-language';
import { notifyError } from '../../shared/notify';
import { OfflineAsOf } from '../field-inspection';
import { ProposalFlowPanel } from '../proposal-flow';
import { useMeQuery } from '../../shared/officer/me.query';
import {
  type TInboxRecord,
  type TInboxVariables,
  useApplicationsQuery,
} from '../../shared/application/applications-by-date-and-type-filter.query';
import { useInboxTabCountsQuery } from './api/inbox-tab-counts.query';
import { downloadApplications } from './export-applications';
import { ConstructionWasteNotice } from './construction-waste-notice';
import wrappingHeadings from '../../shared/tables/wrapping-headings.module.css';
import { PenaltyAlert } from './penalty-alert';
import { InboxCards } from './inbox-cards';
import { InboxFilterDrawer } from './inbox-filter-drawer';
import { useInboxState } from './use-inbox-state';
import { VerifyLink } from './verify-link';
import { EmptyTableText } from '../../shared/tables/empty-table-text';
import { usePageInRange, type TPageChange } from '../../shared/tables/use-page-in-range';

const formatDate = (value: string | null) => (value ? dayjs(value).format('DD-MM-YYYY') : '—');
/** A due date is the instant its limit runs out (the midnight ending the due day): shown as that last India day. */
const formatDueDay = (value: string | null) => (value ? dayjs(indiaDueDay(new Date(value))).format('DD-MM-YYYY') : '—');
const DUE_COLOURS = { red: 'red', orange: 'orange', green: 'green' } as const;
const PAGINATION_CONTROL_LABELS = {
  first: 'table.firstPage',
  last: 'table.lastPage',
  previous: 'table.previousPage',
  next: 'table.nextPage',
} as const;
/**
 * About the height of a full page of the list (heading row, LIST_PAGE_SIZE rows, pagination bar): reserved while
 * the first page loads, so the rows arriving do not push the page down (issue 17 §4, no layout shift).
 * Afterwards the table is as tall as its rows.
 */
const FULL_PAGE_HEIGHT = 64 + LIST_PAGE_SIZE * 52 + 56;

/**
 * A badge in a table cell that shows all of its text: Mantine's badge cuts its label with "…" when the table is
 * narrow (due dates read "20-10-…" and statuses "F…" on a 1366 px screen). A long status wraps onto two lines.
 * A coloured badge (the due day's bucket) tints its background and keeps its text dark: even shade 9 of orange
 * and green reads below 4.5:1 on its own tint (axe, line departments' inbox), and the date says the same.
 */
function CellBadge({ color, isWrapping, children }: { color?: string; isWrapping: boolean; children: string }) {
  return (
    <Badge
      variant="light"
      color={color}
      c={color ? 'dark.9' : undefined}
      styles={{
        root: { height: 'auto', overflow: 'visible', paddingBlock: 2 },
        label: {
          overflow: 'visible',
          whiteSpace: isWrapping ? 'normal' : 'nowrap',
          textAlign: 'center',
          lineHeight: 1.3,
        },
      }}
    >
      {children}
    </Badge>
  );
}

/** A file's tag beside its identifier (occupancy, revision, Show Cause), whole in either language, never cut. */
function RowTag({ color, children }: { color?: string; children: string }) {
  return (
    <Badge size="xs" color={color} style={{ flexShrink: 0 }} styles={{ label: { overflow: 'visible' } }}>
      {children}
    </Badge>
  );
}

function ApplicationCell({ record, onOpenFlow }: { record: TInboxRecord; onOpenFlow: (id: string) => void }) {
  const { t } = useTranslation('inbox');
  const isPast = isPastDanger(record.dangerDate ? new Date(record.dangerDate) : null, new Date());
  // Two lines (issue 55 §4: rows of about 95 px let 4 files show at 1366 × 768): the urgency dot, the identifier
  // and the tags on the first, never broken; the applicant and View on the second.
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        {/* Spec 1 §4: the row flag is red once the danger date has passed, else green. */}
        <Badge
          size="xs"
          circle
          role="img"
          color={isPast ? 'red' : 'green'}
          aria-label={isPast ? t('row.pastDangerDate') : t('row.withinTime')}
          style={{ flexShrink: 0 }}
        >
          {' '}
        </Badge>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          style={{ whiteSpace: 'nowrap' }}
          onClick={() => onOpenFlow(record.id)}
        >
          {record.applicationIdentifier}
        </Anchor>
        {record.applicationType === 'OCCUPANCY' && <RowTag>{t('row.occupancy')}</RowTag>}
        {record.additional === 'YES' && <RowTag color="grape">{record.additionalType ?? t('row.additional')}</RowTag>}
        {record.revision === 'YES' && <RowTag color="grape">{t('row.revision')}</RowTag>}
        {record.isShowCauseRaised && <RowTag color="red">{t('row.showCause')}</RowTag>}
      </Group>
      <Group gap={8} wrap="nowrap">
        <Text size="xs" c="gray.7" truncate maw="16em" title={record.applicant.applicantName}>
          {record.applicant.applicantName}
        </Text>
        {/* Decision: the identifier opens the Proposal Flow (spec 1 §2.6); View opens the application itself. */}
        <Anchor
          component={Link}
          to={detailRoute(detailViewKindOf(record), record.id)}
          size="xs"
          aria-label={t('row.viewApplication', { id: record.applicationIdentifier })}
        >
          {t('row.view')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** Spec 1 §2.5: an empty Review tab shows an image: nothing is waiting for the officer. */
function EmptyReview() {
  const { t } = useTranslation('inbox');
  return (
    <Stack align="center" gap={4} py="md">
      <svg width="72" height="72" viewBox="0 0 72 72" role="img" aria-label={t('table.nothingWaiting')}>
        <rect x="10" y="14" width="52" height="44" rx="6" fill="#e7f5ff" stroke="#1971c2" strokeWidth="2" />
        <path d="M24 36l8 8 16-16" fill="none" stroke="#1971c2" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <Text size="sm">{t('table.noDataFound')}</Text>
    </Stack>
  );
}

/** The list's space while its first page loads (see hasShownList). */
function FirstPageSpace() {
  const { t } = useTranslation('common');
  return (
    <Center h={FULL_PAGE_HEIGHT}>
      <Loader aria-label={t('loadingLabel')} />
    </Center>
  );
}

/** The officer's inbox (spec 1 §2.5): role-named tabs, search, sortable dates, due colours and the Verify action. */
export function PostVerificationPage() {
  const { t } = useTranslation('inbox');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const me = useMeQuery();
  const level = me.data?.permissionLevel ?? '';
  const { state, update, isTabChosen } = useInboxState();
  const isSingleWindow = state.flow === 'single-window';
  useEffect(() => {
    // Spec 1 §7: session storage remembers the current flow.
    sessionStorage.setItem('currentFlow', state.flow);
  }, [state.flow]);
  const [searchText, setSearchText] = useState(state.search);
  const [isFilterOpen, setFilterOpen] = useState(false);
  const [flowId, setFlowId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'page' | 'all' | null>(null);
  const variables: TInboxVariables = {
    filter: state.filter,
    searchParam: state.search || undefined,
    receivedDateParam: state.receivedDate || undefined,
    status: state.statuses.length ? state.statuses : undefined,
    applicationType: isSingleWindow
      ? ['SINGLE WINDOW']
      : state.applicationTypes.length
        ? state.applicationTypes
        : undefined,
    dueDayColour: state.dueDayColours.length ? state.dueDayColours : undefined,
    page: state.page,
    perPage: LIST_PAGE_SIZE,
    ...(state.sortBy === 'receivedDate' ? { receivedDateSort: state.order } : { assignedDateSort: state.order }),
  };
  const applications = useApplicationsQuery(variables);
  // Until the first page arrives the table is not drawn, only its space: an empty table sizes its columns by
  // their headings alone, and they moved sideways (and the headings wrapped) when the rows came (Lighthouse's
  // layout shift, 0.04 at 1366 px). Afterwards it stays, through page and tab changes.
  const [hasShownList, setShownList] = useState(false);
  if (applications.data && !hasShownList) setShownList(true);
  const isSettled = applications.isSuccess && !applications.isFetching;
  // No export of a list that could not be loaded: the officer exports what the screen shows (RETRY first).
  const hasListFailed = Boolean(applications.error);
  const isEmpty = isSettled && applications.data.records.length === 0;
  const totalRecords = applications.data?.totalCount ?? 0;
  const onPageChange: TPageChange = (page, how) => update({ page }, how);
  usePageInRange({ page: state.page, totalRecords, recordsPerPage: LIST_PAGE_SIZE, onPageChange }, isSettled);
  const tabCounts = useInboxTabCountsQuery(isSingleWindow ? ['SINGLE WINDOW'] : undefined);
  const tabs = inboxTabs(level, { isSingleWindow }, language);
  // Issue 55 §4: an officer lands on the first tab holding files (a director whose only file is in Deemed lands on
  // Deemed, not on an empty Review), once the counts are known; a tab named in the address is kept.
  const landingFilter =
    isTabChosen || !tabCounts.data ? undefined : tabs.find((tab) => (tabCounts.data.get(tab.filter) ?? 0) > 0)?.filter;
  useEffect(() => {
    if (landingFilter !== undefined && landingFilter !== state.filter)
      update({ filter: landingFilter }, { replace: true });
  });
  const onExport = (isAll: boolean) => {
    setExporting(isAll ? 'all' : 'page');
    downloadApplications(variables, { isAll })
      .catch((error: unknown) => notifyError(errorMessage(error)))
      .finally(() => setExporting(null));
  };
  const onExportAll = () =>
    modals.openConfirmModal({
      title: t('page.exportAllData'),
      children: <Text size="sm">{t('page.exportAllQuestion')}</Text>,
      labels: { confirm: t('page.exportConfirm'), cancel: tCommon('cancel') },
      onConfirm: () => onExport(true),
    });
  const officerType = officerTypeOf(me.data?.ulbName ?? null);
  // Issue 53 §2: a phone (480 px and narrower) reads cards. Asked both ways, so that a screen answering every
  // query alike (a test's stand-in) keeps the spec's table.
  const isNarrow = useMediaQuery('(max-width: 30em)');
  const isWide = useMediaQuery('(min-width: 30.0625em)');
  const isPhone = isNarrow && !isWide;

  const columns: DataTableColumn<TInboxRecord>[] = [
    {
      accessor: 'serial',
      title: t('columns.serial'),
      render: (_, index) => (state.page - 1) * LIST_PAGE_SIZE + index + 1,
    },
    {
      accessor: 'applicationIdentifier',
      title: t('columns.applicationId'),
      render: (record) => <ApplicationCell record={record} onOpenFlow={setFlowId} />,
    },
    {
      accessor: 'receivedDate',
      noWrap: true,
      title: t('columns.receivedDate'),
      sortable: true,
      render: (record) => formatDate(record.receivedDate),
    },
    {
      accessor: 'assignedDate',
      noWrap: true,
      title: t('columns.assignedDate'),
      sortable: true,
      render: (record) => formatDate(record.assignedDate),
    },
    {
      accessor: 'applicationType',
      title: t('columns.applicationType'),
      // On one line: a kind broken over three lines made the row three lines tall (issue 55 §4); but for the
      // Deemed tab, whose two more date columns need the width (its files are few).
      noWrap: state.filter !== 'DEEMED',
      render: (record) => applicationKindLabel(record.applicationType, record.approvalFor, language),
    },
    {
      accessor: 'property.actualPlotArea',
      title: t('columns.plotArea'),
      render: (record) => formatIndianNumber(record.property.actualPlotArea, language, 2),
    },
    {
      accessor: 'dueDate',
      title: t('columns.dueDate'),
      noWrap: true,
      render: (record) =>
        record.dueDate ? (
          <CellBadge color={DUE_COLOURS[dueDayColour(new Date(record.dueDate), new Date())]} isWrapping={false}>
            {formatDueDay(record.dueDate)}
          </CellBadge>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      render: (record) => (
        <CellBadge isWrapping>{statusLabel(record.status, record.applicationType, language)}</CellBadge>
      ),
    },
  ];
  if (state.filter === 'DEEMED') {
    // Spec 1 §2.5: the Deemed tab adds the deemed date and the deemed action due date.
    columns.push(
      {
        accessor: 'deemedDate',
        title: t('columns.deemedDate'),
        noWrap: true,
        render: (record) => formatDate(record.deemedDate),
      },
      {
        accessor: 'deemedDueDate',
        title: t('columns.deemedActionDueDate'),
        noWrap: true,
        render: (record) => formatDueDay(record.deemedDueDate),
      },
    );
  }
  const showsAction = showsActionColumn(state.filter, level);
  if (showsAction) {
    columns.push({ accessor: 'action', title: t('columns.action'), render: (record) => actionOf(record).cell });
  }
  /** The Action column's cell, and whether it is the officer's open turn (a file to take to the site). */
  function actionOf(record: TInboxRecord): { cell: ReactNode; isVerify: boolean } {
    const action = verifyAction(
      {
        applicationId: record.id,
        permissionLevel: level,
        officerType,
        stageStatus: record.officerStageStatus ?? 'SUBMITTED',
        applicationStatus: record.status,
        applicationType: record.applicationType,
        approvalFor: record.approvalFor,
        assignedDate: record.assignedDate ? new Date(record.assignedDate) : null,
      },
      statusLabel(record.status, record.applicationType, language),
    );
    if (action.kind === 'ALREADY_SUBMITTED') {
      // A badge, as the statuses are: plain grey text read as a faded, disabled action (issue 18).
      return {
        cell: (
          <CellBadge color="green" isWrapping>
            {t('row.alreadySubmitted')}
          </CellBadge>
        ),
        isVerify: false,
      };
    }
    return {
      cell: (
        <VerifyLink
          route={action.route}
          label={verifyActionLabel(action.label, language)}
          needsReminder={action.kind === 'VERIFY' && needsCluReminder(me.data?.actions ?? [])}
          enableNotes={action.kind === 'VERIFY'}
        />
      ),
      isVerify: action.kind === 'VERIFY',
    };
  }

  return (
    // Issue 55 §4: the page's parts closer together, for eight files and more under them at 1366 × 768.
    <Stack gap="sm">
      <Title order={1} size="h3">
        {isSingleWindow ? t('page.singleWindow') : t('page.postVerification')}
      </Title>
      {showsConstructionWasteNotice(officerType) && <ConstructionWasteNotice />}
      <Tabs value={state.filter} onChange={(value) => value && update({ filter: value as typeof state.filter })}>
        <Tabs.List>
          {tabs.map((tab) => {
            const count = tabCounts.data?.get(tab.filter);
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
      <Group>
        <TextInput
          aria-label={t('page.searchLabel')}
          placeholder={t('page.searchPlaceholder')}
          w={{ base: '100%', xs: 380 }}
          maxLength={MAX_SEARCH_LENGTH}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && update({ search: searchText.trim() })}
          rightSection={
            <ActionIcon
              variant="subtle"
              aria-label={t('page.runSearch')}
              onClick={() => update({ search: searchText.trim() })}
            >
              ⌕
            </ActionIcon>
          }
        />
        <Button variant="default" onClick={() => setFilterOpen(true)}>
          {t('page.filter')}
        </Button>
        <Button variant="light" loading={exporting === 'page'} disabled={hasListFailed} onClick={() => onExport(false)}>
          {t('page.exportToExcel')}
        </Button>
        <Button variant="light" loading={exporting === 'all'} disabled={hasListFailed} onClick={onExportAll}>
          {t('page.exportAllData')}
        </Button>
      </Group>
      <PenaltyAlert />
      <ProposalFlowPanel applicationId={flowId} onClose={() => setFlowId(null)} />
      <InboxFilterDrawer
        key={isFilterOpen ? 'open' : 'closed'}
        isOpen={isFilterOpen}
        onClose={() => setFilterOpen(false)}
        value={state}
        onApply={(filters) => update(filters)}
      />
      <OfflineAsOf fetchedAt={applications.dataUpdatedAt} />
      {applications.error ? (
        <LoadError error={applications.error} onRetry={() => void applications.refetch()} />
      ) : !hasShownList ? (
        <FirstPageSpace />
      ) : isPhone ? (
        <InboxCards
          cards={(applications.data?.records ?? []).map((record) => {
            const action = showsAction ? actionOf(record) : null;
            const column = (accessor: string) => columns.find((candidate) => candidate.accessor === accessor);
            return {
              record,
              type: applicationKindLabel(record.applicationType, record.approvalFor, language),
              dueDate: column('dueDate')?.render?.(record, 0),
              status: column('status')?.render?.(record, 0),
              action: action?.cell ?? null,
              canTakeOffline: action?.isVerify ?? false,
            };
          })}
          page={state.page}
          totalPages={Math.max(1, Math.ceil(totalRecords / LIST_PAGE_SIZE))}
          onPage={(page) => onPageChange(page)}
          empty={isEmpty ? <EmptyTableText>{t('table.noDataFound')}</EmptyTableText> : null}
        />
      ) : (
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
            t('table.pagination', {
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
      )}
    </Stack>
  );
}
