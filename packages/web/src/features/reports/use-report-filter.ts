import {
  EMPTY_JURISDICTION_FILTER,
  FILTER_GROUPS,
  filterSelection,
  reportFilterLocks,
  type TFilterGroup,
  type TJurisdictionFilter,
} from '@anumati/domain';
import { useSearchParamsWriter } from '../../shared/tables/use-search-params-writer';
import { useReportScopeQuery } from './api/report-scope.query';

const PARAM: Record<TFilterGroup, string> = { authorities: 'authority', districts: 'district', ulbs: 'ulb' };

/**
 * The address of another view of the same report page (a tab): the jurisdiction filter kept, everything else (the
 * lists' pages and sorts, which belong to the view left) dropped, then the view's own keys.
 */
export function keepingReportFilter(current: URLSearchParams, view: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams();
  for (const group of FILTER_GROUPS) for (const value of current.getAll(PARAM[group])) next.append(PARAM[group], value);
  for (const [name, value] of Object.entries(view)) next.set(name, value);
  return next;
}

/**
 * The report filter (authority → district → ULB) of a report page, kept in the URL so a reload or a link keeps
 * it. The officer's own authority, district or ULB is preset and locked (spec 3 §6): the URL cannot change it.
 */
export function useReportFilter() {
  const { params, write } = useSearchParamsWriter();
  const scope = useReportScopeQuery();
  const level = scope.data?.level ?? 'NONE';
  const locks = reportFilterLocks(level);
  const locked: TFilterGroup[] = [
    ...(locks.isAuthorityLocked || level === 'ULB' ? (['authorities'] as const) : []),
    ...(locks.isDistrictLocked || level === 'ULB' ? (['districts'] as const) : []),
    ...(level === 'ULB' ? (['ulbs'] as const) : []),
  ];
  const preset: TJurisdictionFilter = {
    authorities: scope.data?.authorities ?? [],
    districts: scope.data?.districts ?? [],
    ulbs: scope.data?.ulbs ?? [],
  };
  const filter = Object.fromEntries(
    FILTER_GROUPS.map((group) => [group, locked.includes(group) ? preset[group] : params.getAll(PARAM[group])]),
  ) as TJurisdictionFilter;

  const setFilter = (next: TJurisdictionFilter) =>
    write(
      (current) => {
        const changed = new URLSearchParams(current);
        for (const group of FILTER_GROUPS) {
          changed.delete(PARAM[group]);
          if (!locked.includes(group)) for (const value of next[group]) changed.append(PARAM[group], value);
        }
        changed.delete('page');
        return changed;
      },
      { replace: true },
    );

  /** What the queries send: nothing for a group left open or set to All. */
  const selection = {
    authorities: filterSelection(filter.authorities) ?? undefined,
    districts: filterSelection(filter.districts) ?? undefined,
    ulbs: filterSelection(filter.ulbs) ?? undefined,
  };
  return { scope, level, locks, locked, filter: scope.data ? filter : EMPTY_JURISDICTION_FILTER, setFilter, selection };
}

export type TReportFilterState = ReturnType<typeof useReportFilter>;
