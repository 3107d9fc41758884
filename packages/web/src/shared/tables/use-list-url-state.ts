import { pageFromUrl, searchTextFromUrl } from '@anumati/domain';
import type { TPageChange, TPageNavigation } from './use-page-in-range';
import { useSearchParamsWriter } from './use-search-params-writer';

/** How one filter of a list is read from the address and written to it; `name` is its key there. */
export type TUrlParam<T> = {
  name: string;
  /** The value a key in the address stands for; anything it does not know reads as the default. */
  read: (raw: string | null) => T;
  /** The key's text, or null for the default (left out of the address). */
  write: (value: T) => string | null;
};

/** A search box's text: trimmed and cut to what the server takes (MAX_SEARCH_LENGTH). */
export function textParam(name: string): TUrlParam<string> {
  return { name, read: searchTextFromUrl, write: (value) => value || null };
}

/** One of a closed set, or '' (no choice). */
export function oneOfParam<T extends string>(name: string, values: readonly T[]): TUrlParam<T | ''> {
  return {
    name,
    read: (raw) => values.find((value) => value === raw) ?? '',
    write: (value) => value || null,
  };
}

/** A comma list of a closed set (`status=A,B`), keeping only the values the set knows; [] (no choice) left out. */
export function listOfParam<T extends string>(name: string, values: readonly T[]): TUrlParam<T[]> {
  return {
    name,
    read: (raw) => (raw ?? '').split(',').filter((item): item is T => (values as readonly string[]).includes(item)),
    write: (chosen) => (chosen.length ? chosen.join(',') : null),
  };
}

/** Free text the server checks (an id of a list the screen loads), or '' (no choice). */
export function idParam(name: string): TUrlParam<string> {
  return { name, read: (raw) => raw ?? '', write: (value) => value || null };
}

export type TSortOrder = 'ASC' | 'DESC';
export type TListSort<TColumn extends string> = { column: TColumn; order: TSortOrder };

type TFilterParams<TFilters> = { [K in keyof TFilters]: TUrlParam<TFilters[K]> };

export type TListUrlOptions<TFilters, TColumn extends string> = {
  /** Names the list's keys where a screen shows several lists (`delayed-files-page`); none for a screen's one list. */
  key?: string;
  /** The page sizes offered, the first the default; a list with one size names none (its pageSize reads 0). */
  pageSizes?: readonly number[];
  /** The columns the list sorts by and its default order (left out of the address). */
  sort?: { columns: readonly TColumn[]; initial: TListSort<TColumn> };
  filters?: TFilterParams<TFilters>;
};

export type TListUrlState<TFilters, TColumn extends string> = {
  page: number;
  pageSize: number;
  sort: TListSort<TColumn> | undefined;
  filters: TFilters;
};

/**
 * A list's page, page size, sort and filters, kept in the address (docs/CODE_STYLE.md §13): back, forward, reload
 * and a link sent to a colleague show the same page of the same list. What the address says that the list does not
 * know (a page of "2.5", a size not offered, a column that does not sort) reads as the default; defaults are left
 * out of the address, and the keys of other lists and of the screen itself are kept. A change of sort, size or
 * filter starts again at page 1.
 */
export function useListUrlState<TFilters extends object = Record<never, never>, TColumn extends string = never>(
  options: TListUrlOptions<TFilters, TColumn> = {},
) {
  const { params, write: writeQuery, isWriting } = useSearchParamsWriter();
  const keyOf = (name: string) => (options.key ? `${options.key}-${name}` : name);
  const pageSizes = options.pageSizes ?? [];
  const filterParams = (options.filters ?? {}) as TFilterParams<TFilters>;
  const filterNames = Object.keys(filterParams) as (keyof TFilters)[];
  const sortOption = options.sort;

  const stateOf = (query: URLSearchParams): TListUrlState<TFilters, TColumn> => {
    const sizeInAddress = Number(query.get(keyOf('size')));
    const column = sortOption?.columns.find((candidate) => candidate === query.get(keyOf('sort')));
    const order = query.get(keyOf('order'));
    return {
      page: pageFromUrl(query.get(keyOf('page'))),
      pageSize: pageSizes.includes(sizeInAddress) ? sizeInAddress : (pageSizes[0] ?? 0),
      sort: sortOption && {
        column: column ?? sortOption.initial.column,
        order: order === 'ASC' || order === 'DESC' ? order : sortOption.initial.order,
      },
      filters: Object.fromEntries(
        filterNames.map((name) => [name, filterParams[name].read(query.get(keyOf(filterParams[name].name)))]),
      ) as TFilters,
    };
  };
  const state = stateOf(params);

  /** A change of the latest state (useSearchParamsWriter), written to the address. */
  const write = (
    change: (latest: TListUrlState<TFilters, TColumn>) => TListUrlState<TFilters, TColumn>,
    how?: TPageNavigation,
  ) =>
    writeQuery((query) => {
      const next = change(stateOf(query));
      // The list's own keys written afresh, in one order (filters, then page, size and sort): the same list reads
      // as the same address. Other keys keep their place.
      const put = (name: string, value: string | null) => {
        query.delete(keyOf(name));
        if (value !== null) query.append(keyOf(name), value);
      };
      for (const name of filterNames) put(filterParams[name].name, filterParams[name].write(next.filters[name]));
      put('page', next.page > 1 ? String(next.page) : null);
      put('size', pageSizes.length > 0 && next.pageSize !== pageSizes[0] ? String(next.pageSize) : null);
      const isInitialSort =
        next.sort?.column === sortOption?.initial.column && next.sort?.order === sortOption?.initial.order;
      put('sort', next.sort && !isInitialSort ? next.sort.column : null);
      put('order', next.sort && !isInitialSort ? next.sort.order : null);
      return query;
    }, how);

  const setPage: TPageChange = (page, how) => write((latest) => ({ ...latest, page }), how);
  return {
    state,
    /** Any change of the latest state at once (a list whose filters depend on each other, as the inbox's tab). */
    update: write,
    /** Whether a change written is not drawn yet (useSearchParamsWriter). */
    isWriting,
    setPage,
    setPageSize: (pageSize: number) => write((latest) => ({ ...latest, page: 1, pageSize })),
    setSort: (sort: TListSort<TColumn>) => write((latest) => ({ ...latest, page: 1, sort })),
    setFilters: (change: Partial<TFilters>) =>
      write((latest) => ({ ...latest, page: 1, filters: { ...latest.filters, ...change } })),
  };
}
