import { describe, expect, it } from 'vitest';
import { listTotal, SEARCH_TOTAL_BOUND } from './search-total';

describe('listTotal', () => {
  it.each([
    [0, { totalCount: 0, isTotalCountBounded: false }],
    [SEARCH_TOTAL_BOUND, { totalCount: SEARCH_TOTAL_BOUND, isTotalCountBounded: false }],
    [SEARCH_TOTAL_BOUND + 1, { totalCount: SEARCH_TOTAL_BOUND, isTotalCountBounded: true }],
  ])('counts %i matches under the search bound as %o', (counted, total) => {
    expect(listTotal(counted, SEARCH_TOTAL_BOUND)).toEqual(total);
  });

  it('keeps an unbounded count exact', () => {
    expect(listTotal(310_000, null)).toEqual({ totalCount: 310_000, isTotalCountBounded: false });
  });
});
