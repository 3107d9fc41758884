import { LIST_FILTERS, type TListFilter } from '@anumati/domain';
import { useSearchParams } from 'react-router';

export type TSortOrder = 'ASC' | 'DESC';
export type TInboxState = {
  filter: TListFilter;
  search: string;
  page: number;
  sortBy: 'receivedDate' | 'assignedDate';
  order: TSortOrder;
};

const isFilter = (value: string | null): value is TListFilter =>
  value !== null && (LIST_FILTERS as readonly string[]).includes(value);

/**
 * The inbox's state lives in the URL (tab, search, page, sort), so back, forward and reload keep it
 * (issue 4). Defaults: the review tab, page 1, old to new by received date (spec 1 §2.5).
 */
export function useInboxState(defaultFilter: TListFilter) {
  const [params, setParams] = useSearchParams();
  const state: TInboxState = {
    filter: isFilter(params.get('tab')) ? (params.get('tab') as TListFilter) : defaultFilter,
    search: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    sortBy: params.get('sort') === 'assignedDate' ? 'assignedDate' : 'receivedDate',
    order: params.get('order') === 'DESC' ? 'DESC' : 'ASC',
  };
  const update = (change: Partial<TInboxState>) => {
    const next = { ...state, page: 1, ...change };
    const search: Record<string, string> = {
      tab: next.filter,
      page: String(next.page),
      sort: next.sortBy,
      order: next.order,
    };
    if (next.search) search.q = next.search;
    setParams(search);
  };
  return { state, update };
}
