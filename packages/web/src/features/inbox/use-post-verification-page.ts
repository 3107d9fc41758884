import {
  inboxTabs,
  LIST_PAGE_SIZE,
  needsCluReminder,
  officerTypeOf,
  showsActionColumn,
  statusLabel,
  verifyAction,
  verifyActionLabel,
} from '@anumati/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, useEffect, useState } from 'react';
import { errorMessage } from '../../shared/errors/error-message';
import { useLanguage } from '../../shared/i18n/use-language';
import { notifyError } from '../../shared/notify';
import { useMeQuery } from '../../shared/officer/me.query';
import {
  type TInboxRecord,
  type TInboxVariables,
  useApplicationsQuery,
} from '../../shared/application/applications-by-date-and-type-filter.query';
import { usePageInRange, type TPageChange } from '../../shared/tables/use-page-in-range';
import { useInboxTabCountsQuery } from './api/inbox-tab-counts.query';
import { downloadApplications } from './export-applications';
import { type TInboxState, useInboxState } from './use-inbox-state';

/** What a row's Action column offers: its turn already sent on, or a link to the screen that takes it. */
export type TRowAction =
  | { kind: 'ALREADY_SUBMITTED'; isVerify: false }
  | { kind: 'LINK'; route: string; label: string; needsReminder: boolean; isVerify: boolean };

/** Media queries answered as the screen first draws (@mantine/hooks reads them in an effect by default). */
const DRAWN_WITH_THE_SCREEN = { getInitialValueInEffect: false };

/** The inbox's list as the server is asked for it: the address's state, one page. */
export function inboxVariables(state: TInboxState): TInboxVariables {
  const isSingleWindow = state.flow === 'single-window';
  return {
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
}

/**
 * The officer's inbox (spec 1 §2.5) without its look: the address's state, the list and tab counts asked of the
 * server, the tab an officer lands on, the export, and each row's action. PostVerificationView draws it.
 */
export function usePostVerificationPage() {
  const language = useLanguage();
  const me = useMeQuery();
  const level = me.data?.permissionLevel ?? '';
  const { state, update, landOn } = useInboxState();
  const isSingleWindow = state.flow === 'single-window';
  useEffect(() => {
    // Spec 1 §7: session storage remembers the current flow.
    sessionStorage.setItem('currentFlow', state.flow);
  }, [state.flow]);
  const [searchText, setSearchText] = useState(state.search);
  const [isFilterOpen, setFilterOpen] = useState(false);
  const [flowId, setFlowId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'page' | 'all' | null>(null);
  const variables = inboxVariables(state);
  const applications = useApplicationsQuery(variables);
  // Until the first page arrives the table is not drawn, only its space: an empty table sizes its columns by
  // their headings alone, and they moved sideways (and the headings wrapped) when the rows came (Lighthouse's
  // layout shift, 0.04 at 1366 px). Afterwards it stays, through page and tab changes.
  const [hasList, setHasList] = useState(false);
  if (applications.data && !hasList) setHasList(true);
  // The first page appears in a background render, which React draws in slices between which the browser paints
  // (as the verification screen does, verification-file-gate.tsx): drawn with the answer, the list and the page
  // around it were one task of 250–400 ms on a phone at Lighthouse's 4× slower CPU (issue 53 §7).
  const hasShownList = useDeferredValue(hasList);
  const isSettled = applications.isSuccess && !applications.isFetching;
  const totalRecords = applications.data?.totalCount ?? 0;
  const onPageChange: TPageChange = (page, how) => update({ page }, how);
  usePageInRange({ page: state.page, totalRecords, recordsPerPage: LIST_PAGE_SIZE, onPageChange }, isSettled);
  const tabCounts = useInboxTabCountsQuery(isSingleWindow ? ['SINGLE WINDOW'] : undefined);
  const tabs = inboxTabs(level, { isSingleWindow }, language);
  // Issue 55 §4: an officer lands on the first tab holding files (a director whose only file is in Deemed lands on
  // Deemed, not on an empty Review), once the counts are known; a tab named in the address is kept.
  const landingFilter = tabCounts.data && tabs.find((tab) => (tabCounts.data.get(tab.filter) ?? 0) > 0)?.filter;
  useEffect(() => {
    if (landingFilter !== undefined) landOn(landingFilter);
  });
  const onExport = (isAll: boolean) => {
    setExporting(isAll ? 'all' : 'page');
    downloadApplications(variables, { isAll })
      .catch((error: unknown) => notifyError(errorMessage(error)))
      .finally(() => setExporting(null));
  };
  const officerType = officerTypeOf(me.data?.ulbName ?? null);
  /** The Action column's cell for a row; `isVerify` when it is the officer's open turn (a file to take to the site). */
  const actionOf = (record: TInboxRecord): TRowAction => {
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
    if (action.kind === 'ALREADY_SUBMITTED') return { kind: 'ALREADY_SUBMITTED', isVerify: false };
    const isVerify = action.kind === 'VERIFY';
    return {
      kind: 'LINK',
      route: action.route,
      label: verifyActionLabel(action.label, language),
      needsReminder: isVerify && needsCluReminder(me.data?.actions ?? []),
      isVerify,
    };
  };
  // Issue 53 §2: a phone (480 px and narrower) reads cards. Asked both ways, so that a screen answering every
  // query alike (a test's stand-in) keeps the spec's table. Read as the page first draws, not in an effect after
  // (Mantine's default): the answer arriving later drew the whole page a second time, a long task on a phone.
  const isNarrow = useMediaQuery('(max-width: 30em)', undefined, DRAWN_WITH_THE_SCREEN);
  const isWide = useMediaQuery('(min-width: 30.0625em)', undefined, DRAWN_WITH_THE_SCREEN);
  return {
    state,
    update,
    isSingleWindow,
    officerType,
    tabs,
    tabCounts: tabCounts.data,
    applications,
    hasShownList,
    // No export of a list that could not be loaded: the officer exports what the screen shows (RETRY first).
    hasListFailed: Boolean(applications.error),
    isEmpty: isSettled && applications.data.records.length === 0,
    totalRecords,
    /** A search that matched more files than it counts (the total is the bound). */
    isTotalCountBounded: applications.data?.isTotalCountBounded ?? false,
    onPageChange,
    showsAction: showsActionColumn(state.filter, level),
    actionOf,
    isPhone: isNarrow && !isWide,
    searchText,
    setSearchText,
    onSearch: () => update({ search: searchText.trim() }),
    isFilterOpen,
    setFilterOpen,
    flowId,
    setFlowId,
    exporting,
    onExport,
  };
}

/** What PostVerificationView draws. */
export type TPostVerificationPage = ReturnType<typeof usePostVerificationPage>;
