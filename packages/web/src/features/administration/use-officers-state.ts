import { OFFICER_STATES, type TOfficerState } from '@anumati/domain';
import type { TPageNavigation } from '../../shared/tables/use-page-in-range';
import { idParam, oneOfParam, textParam, useListUrlState } from '../../shared/tables/use-list-url-state';

export type TOfficersState = {
  search: string;
  role: string;
  ulbId: string;
  state: TOfficerState | '';
  page: number;
};

/** The list's filters in the address: `q`, `role`, `ulb` and `state`. */
const FILTERS = {
  search: textParam('q'),
  role: idParam('role'),
  ulbId: idParam('ulb'),
  state: oneOfParam('state', OFFICER_STATES),
};

/**
 * The officers list's search, filters and page live in the URL (useListUrlState), so back, forward, reload and a
 * link sent to a colleague keep them. A filter's change goes back to the first page.
 */
export function useOfficersState() {
  const list = useListUrlState({ filters: FILTERS });
  const state: TOfficersState = { ...list.state.filters, page: list.state.page };
  const update = (change: Partial<TOfficersState>, how?: TPageNavigation) => {
    const { page, ...filters } = change;
    if (page !== undefined) list.setPage(page, how);
    else list.setFilters(filters);
  };
  return { state, update };
}
