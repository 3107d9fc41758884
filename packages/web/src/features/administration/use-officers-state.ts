import { isOfficerState, pageFromUrl, searchTextFromUrl, type TOfficerState } from '@anumati/domain';
import { useSearchParams } from 'react-router';
import type { TPageNavigation } from '../../shared/tables/use-page-in-range';

export type TOfficersState = {
  search: string;
  role: string;
  ulbId: string;
  state: TOfficerState | '';
  page: number;
};

/**
 * The officers list's search, filters and page live in the URL (docs/CODE_STYLE.md §13), so back, forward, reload
 * and a link sent to a colleague keep them. A filter's change goes back to the first page.
 */
export function useOfficersState() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state: TOfficersState = {
    search: searchTextFromUrl(params.get('q')),
    role: params.get('role') ?? '',
    ulbId: params.get('ulb') ?? '',
    state: isOfficerState(stateParam) ? stateParam : '',
    page: pageFromUrl(params.get('page')),
  };
  const update = (change: Partial<TOfficersState>, how?: TPageNavigation) => {
    const next = { ...state, page: 1, ...change };
    const search: Record<string, string> = {};
    if (next.search) search.q = next.search;
    if (next.role) search.role = next.role;
    if (next.ulbId) search.ulb = next.ulbId;
    if (next.state) search.state = next.state;
    if (next.page > 1) search.page = String(next.page);
    setParams(search, how);
  };
  return { state, update };
}
