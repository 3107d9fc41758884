/**
 * How far a search's total is counted (issue 54 §2). The spec's list answer carries `totalCount` and `totalPages`;
 * counting every match of a common word ("Applicant", 310,000 files of the worst-case officer at a million) visited
 * each of them, 1.35 s, while the page itself was found in milliseconds. Decision: a search counts its matches up to
 * this bound and, above it, answers the bound with `isTotalCountBounded` ("more than 1,000"): a hundred pages of ten
 * is more than an officer reads, and the console asks for a narrower search instead. Tabs, filters and days keep
 * their exact totals (kept counts or an index range); the export of all data reads every match whatever the total.
 */
export const SEARCH_TOTAL_BOUND = 1_000;

export type TListTotal = { totalCount: number; isTotalCountBounded: boolean };

/** The total a list answers, from the matches counted up to one past the bound (or every one, when unbounded). */
export function listTotal(counted: number, bound: number | null): TListTotal {
  if (bound === null || counted <= bound) return { totalCount: counted, isTotalCountBounded: false };
  return { totalCount: bound, isTotalCountBounded: true };
}
