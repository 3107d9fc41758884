import { useEffect } from 'react';

/** How a list's page changes where the page lives in the address: `replace` in place of the address's entry. */
export type TPageNavigation = { replace: boolean };

/** Goes to a page of a list. */
export type TPageChange = (page: number, how?: TPageNavigation) => void;

/**
 * A list at a page past its last showed "No Data Found" and no pagination to leave it: the officer verified the
 * last files of the last page and came back, or opened a link kept from a longer list. Once the list's answer is
 * in (`isSettled`: answered, not asking again), such a page becomes the last one, replacing the address's entry so
 * that going back does not return to the empty page.
 */
export function usePageInRange(
  paging: { page: number; totalRecords: number; recordsPerPage: number; onPageChange: TPageChange } | undefined,
  isSettled: boolean,
): void {
  const lastPage = paging ? Math.max(1, Math.ceil(paging.totalRecords / paging.recordsPerPage)) : 1;
  const isPastLastPage = isSettled && paging !== undefined && paging.page > lastPage;
  const onPageChange = paging?.onPageChange;
  useEffect(() => {
    if (isPastLastPage) onPageChange?.(lastPage, { replace: true });
  }, [isPastLastPage, lastPage, onPageChange]);
}
