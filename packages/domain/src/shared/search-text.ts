/**
 * The longest search a list takes (the inbox, the reports' lists, the officer search), counted after trimming:
 * the console's search boxes hold no more and the server refuses more (ZSearchText).
 */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The search a list's URL asks for, as its box could have held it: a link written by hand may carry more than the
 * server takes, and the list would show a load error in place of its rows.
 */
export function searchTextFromUrl(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}
