import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  DUE_DAY_COLOURS,
  isCalendarDay,
  LIST_FILTERS,
  pageFromUrl,
  searchTextFromUrl,
  type TApplicationStatus,
  type TApplicationType,
  type TDueDayColour,
  type TListFilter,
} from '@anumati/domain';
import type { TPageNavigation } from '../../shared/tables/use-page-in-range';
import { useSearchParamsWriter } from '../../shared/tables/use-search-params-writer';

export type TSortOrder = 'ASC' | 'DESC';
export type TInboxFilters = {
  receivedDate: string;
  statuses: TApplicationStatus[];
  applicationTypes: TApplicationType[];
  dueDayColours: TDueDayColour[];
};
/** Spec 1 §2.5: the single-window list is the same list forced to the single-window flow. */
export type TInboxFlow = 'post-verification' | 'single-window';
export type TInboxState = TInboxFilters & {
  flow: TInboxFlow;
  filter: TListFilter;
  search: string;
  page: number;
  sortBy: 'receivedDate' | 'assignedDate';
  order: TSortOrder;
};

const isFilter = (value: string | null): value is TListFilter =>
  value !== null && (LIST_FILTERS as readonly string[]).includes(value);

/** A comma list from the URL, keeping only the values the set knows. */
function listParam<T extends string>(value: string | null, known: readonly T[]): T[] {
  return (value ?? '').split(',').filter((item): item is T => (known as readonly string[]).includes(item));
}

/** The inbox's state as an address's query says it (defaults: the first tab, page 1, old to new by received date). */
function inboxStateOf(params: URLSearchParams): TInboxState {
  const flow: TInboxFlow = params.get('flow') === 'single-window' ? 'single-window' : 'post-verification';
  const defaultFilter: TListFilter = flow === 'single-window' ? 'ACTION_REQUIRED' : 'REVIEW';
  return {
    flow,
    filter: isFilter(params.get('tab')) ? (params.get('tab') as TListFilter) : defaultFilter,
    search: searchTextFromUrl(params.get('q')),
    page: pageFromUrl(params.get('page')),
    sortBy: params.get('sort') === 'assignedDate' ? 'assignedDate' : 'receivedDate',
    order: params.get('order') === 'DESC' ? 'DESC' : 'ASC',
    receivedDate: isCalendarDay(params.get('date') ?? '') ? (params.get('date') ?? '') : '',
    statuses: listParam(params.get('status'), APPLICATION_STATUSES),
    applicationTypes: listParam(params.get('type'), APPLICATION_TYPES),
    dueDayColours: listParam(params.get('due'), DUE_DAY_COLOURS),
  };
}

/** The query that says an inbox state. */
function inboxQueryOf(state: TInboxState): URLSearchParams {
  const query = new URLSearchParams({
    tab: state.filter,
    page: String(state.page),
    sort: state.sortBy,
    order: state.order,
  });
  if (state.flow === 'single-window') query.set('flow', state.flow);
  if (state.search) query.set('q', state.search);
  if (state.receivedDate) query.set('date', state.receivedDate);
  if (state.statuses.length) query.set('status', state.statuses.join(','));
  if (state.applicationTypes.length) query.set('type', state.applicationTypes.join(','));
  if (state.dueDayColours.length) query.set('due', state.dueDayColours.join(','));
  return query;
}

/**
 * The inbox's state lives in the URL (tab, search, filters, page, sort), so back, forward and reload keep it
 * (issue 4). A change starts again at page 1 unless it names a page.
 */
export function useInboxState() {
  const { params, write, isWriting } = useSearchParamsWriter();
  const state = inboxStateOf(params);
  const update = (change: Partial<TInboxState>, how?: TPageNavigation) =>
    write((latest) => inboxQueryOf({ ...inboxStateOf(latest), page: 1, ...change }), how);
  /** Whether the address names the tab (a link, back, or the officer's own choice): it wins over the landing rule. */
  const isTabChosen = isFilter(params.get('tab'));
  /**
   * Issue 55 §4's landing on the first tab holding files: never over a tab the address names, nor over a change the
   * officer made that is not drawn yet (every change names the tab once drawn).
   */
  const landOn = (filter: TListFilter) => {
    if (isTabChosen || isWriting() || filter === state.filter) return;
    update({ filter }, { replace: true });
  };
  return { state, update, landOn };
}
