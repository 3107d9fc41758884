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
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TPageNavigation } from '../../shared/tables/use-page-in-range';

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

/**
 * The inbox's state lives in the URL (tab, search, filters, page, sort), so back, forward and reload keep it
 * (issue 4). Defaults: the first tab, page 1, old to new by received date (spec 1 §2.5).
 */
export function useInboxState() {
  const [params, setParams] = useSearchParams();
  const flow: TInboxFlow = params.get('flow') === 'single-window' ? 'single-window' : 'post-verification';
  const defaultFilter: TListFilter = flow === 'single-window' ? 'ACTION_REQUIRED' : 'REVIEW';
  const state: TInboxState = {
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
  // The router draws a navigation as a transition: until it is drawn, a render still shows the address before it,
  // and a second change made meanwhile (a search typed right after a tab click, on a busy machine) would be built
  // on that old address and undo the first. So a change builds on the last one written for as long as the address
  // shown is still the one it was written over.
  const written = useRef<{ over: string; state: TInboxState } | null>(null);
  const shown = params.toString();
  const update = (change: Partial<TInboxState>, how?: TPageNavigation) => {
    const base = written.current?.over === shown ? written.current.state : state;
    const next = { ...base, page: 1, ...change };
    written.current = { over: shown, state: next };
    const search: Record<string, string> = {
      tab: next.filter,
      page: String(next.page),
      sort: next.sortBy,
      order: next.order,
    };
    if (next.flow === 'single-window') search.flow = next.flow;
    if (next.search) search.q = next.search;
    if (next.receivedDate) search.date = next.receivedDate;
    if (next.statuses.length) search.status = next.statuses.join(',');
    if (next.applicationTypes.length) search.type = next.applicationTypes.join(',');
    if (next.dueDayColours.length) search.due = next.dueDayColours.join(',');
    setParams(search, how);
  };
  /** Whether the address names the tab (a link, back, or the officer's own choice): it wins over the landing rule. */
  const isTabChosen = isFilter(params.get('tab'));
  /**
   * Issue 55 §4's landing on the first tab holding files: never over a tab the address names or a list the officer
   * has already changed, even if that change is not drawn yet.
   */
  const landOn = (filter: TListFilter) => {
    if (isTabChosen || written.current !== null || filter === state.filter) return;
    update({ filter }, { replace: true });
  };
  return { state, update, landOn };
}
