/**
 * Which end of a sorted list a page is read from (issue 54 §1: the pager offers the last page, and reading it as
 * OFFSET from the start walked the whole queue). A page past the middle is the same rows read from the other end,
 * in the reverse order, skipping fewer: the last page costs what the first does, and no page walks more than half
 * the list. The caller sorts the page's rows back into the list's order.
 */
export type TPageWindow = { fromEnd: boolean; offset: number; limit: number };

export function pageWindow(page: { offset: number; limit: number }, total: number): TPageWindow {
  const rowsFromEnd = total - page.offset - page.limit;
  if (page.offset <= Math.max(rowsFromEnd, 0) || page.offset >= total) return { fromEnd: false, ...page };
  return { fromEnd: true, offset: Math.max(rowsFromEnd, 0), limit: Math.min(page.limit, total - page.offset) };
}
