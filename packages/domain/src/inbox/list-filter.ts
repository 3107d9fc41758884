/** Spec 1 §4: the inbox filters (single window adds ACTION_REQUIRED). */
export const LIST_FILTERS = [
  'ALL',
  'DEEMED',
  'COMPLETED',
  'SUBMISSIONS',
  'REVIEW',
  'PROCESSED',
  'LINE_DEPARTMENT_APPLICATION',
  'ACTION_REQUIRED',
] as const;
export type TListFilter = (typeof LIST_FILTERS)[number];

/** Spec 1 §9: the list shows 10 rows a page. */
export const LIST_PAGE_SIZE = 10;
/** The largest page the server hands out at once (the export of all data pages through it). */
export const MAX_PAGE_SIZE = 500;
