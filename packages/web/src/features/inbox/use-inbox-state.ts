import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  DUE_DAY_COLOURS,
  isCalendarDay,
  LIST_FILTERS,
  type TApplicationStatus,
  type TApplicationType,
  type TDueDayColour,
  type TListFilter,
} from '@anumati/domain';
import type { TPageNavigation } from '../../shared/tables/use-page-in-range';
import {
  listOfParam,
  oneOfParam,
  textParam,
  type TListUrlState,
  type TSortOrder,
  type TUrlParam,
  useListUrlState,
} from '../../shared/tables/use-list-url-state';

export type TInboxFilters = {
  receivedDate: string;
  statuses: TApplicationStatus[];
  applicationTypes: TApplicationType[];
  dueDayColours: TDueDayColour[];
};
/** Spec 1 §2.5: the single-window list is the same list forced to the single-window flow. */
export type TInboxFlow = 'post-verification' | 'single-window';
type TInboxSortColumn = 'receivedDate' | 'assignedDate';
export type TInboxState = TInboxFilters & {
  flow: TInboxFlow;
  filter: TListFilter;
  search: string;
  page: number;
  sortBy: TInboxSortColumn;
  order: TSortOrder;
};

/** What the address keeps: the tab is '' where it names none (the flow's first tab is shown, and may be landed on). */
type TInboxUrlFilters = TInboxFilters & { flow: TInboxFlow; tab: TListFilter | ''; search: string };

const flowParam: TUrlParam<TInboxFlow> = {
  name: 'flow',
  read: (raw) => (raw === 'single-window' ? 'single-window' : 'post-verification'),
  write: (flow) => (flow === 'single-window' ? flow : null),
};

const dayParam: TUrlParam<string> = {
  name: 'date',
  read: (raw) => (raw !== null && isCalendarDay(raw) ? raw : ''),
  write: (day) => day || null,
};

const INBOX_LIST = {
  sort: {
    columns: ['receivedDate', 'assignedDate'] as const,
    initial: { column: 'receivedDate', order: 'ASC' } as const,
  },
  filters: {
    flow: flowParam,
    tab: oneOfParam('tab', LIST_FILTERS),
    search: textParam('q'),
    receivedDate: dayParam,
    statuses: listOfParam('status', APPLICATION_STATUSES),
    applicationTypes: listOfParam('type', APPLICATION_TYPES),
    dueDayColours: listOfParam('due', DUE_DAY_COLOURS),
  },
};

type TInboxListState = TListUrlState<TInboxUrlFilters, TInboxSortColumn>;

/** The tab shown: the one the address names, else the flow's first (spec 1 §2.5). */
const tabOf = ({ tab, flow }: TInboxUrlFilters): TListFilter =>
  tab || (flow === 'single-window' ? 'ACTION_REQUIRED' : 'REVIEW');

function inboxStateOf({ page, sort, filters }: TInboxListState): TInboxState {
  const { flow, search, receivedDate, statuses, applicationTypes, dueDayColours } = filters;
  return {
    flow,
    search,
    receivedDate,
    statuses,
    applicationTypes,
    dueDayColours,
    filter: tabOf(filters),
    page,
    sortBy: sort?.column ?? INBOX_LIST.sort.initial.column,
    order: sort?.order ?? INBOX_LIST.sort.initial.order,
  };
}

/**
 * The inbox's state lives in the URL (tab, search, filters, page, sort) through the console's one list controller
 * (useListUrlState), so back, forward and reload keep it (issue 4). A change starts again at page 1 unless it names
 * a page, and names the tab shown, so that the landing rule below never moves it.
 */
export function useInboxState() {
  const list = useListUrlState<TInboxUrlFilters, TInboxSortColumn>(INBOX_LIST);
  const state = inboxStateOf(list.state);
  const update = (change: Partial<TInboxState>, how?: TPageNavigation) =>
    list.update((latest) => {
      const { filter, page, sortBy, order, ...filters } = { ...inboxStateOf(latest), page: 1, ...change };
      return { ...latest, page, sort: { column: sortBy, order }, filters: { ...filters, tab: filter } };
    }, how);
  /** Whether the address names the tab (a link, back, or the officer's own choice): it wins over the landing rule. */
  const isTabChosen = list.state.filters.tab !== '';
  /**
   * Issue 55 §4's landing on the first tab holding files: never over a tab the address names, nor over a change the
   * officer made that is not drawn yet (every change names the tab once drawn).
   */
  const landOn = (filter: TListFilter) => {
    if (isTabChosen || list.isWriting() || filter === state.filter) return;
    update({ filter }, { replace: true });
  };
  return { state, update, landOn };
}
