import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    ['the first page', 0, 100, { fromEnd: false, offset: 0, limit: 10 }],
    ['a page before the middle', 40, 100, { fromEnd: false, offset: 40, limit: 10 }],
    ['the page at the middle, read from the start', 45, 100, { fromEnd: false, offset: 45, limit: 10 }],
    ['a page past the middle, from the end', 60, 100, { fromEnd: true, offset: 30, limit: 10 }],
    ['the last full page', 90, 100, { fromEnd: true, offset: 0, limit: 10 }],
    ['a short last page', 100, 105, { fromEnd: true, offset: 0, limit: 5 }],
    ['a page beyond the list', 200, 105, { fromEnd: false, offset: 200, limit: 10 }],
    ['an empty list', 0, 0, { fromEnd: false, offset: 0, limit: 10 }],
  ])('%s', (_name, offset, total, expected) => {
    expect(pageWindow({ offset, limit: 10 }, total)).toEqual(expected);
  });

  it('reads from either end exactly the rows of the page', () => {
    for (let total = 0; total <= 37; total += 1) {
      const list = Array.from({ length: total }, (_, index) => index);
      for (let offset = 0; offset <= total + 10; offset += 10) {
        const window = pageWindow({ offset, limit: 10 }, total);
        const read = window.fromEnd
          ? [...list]
              .reverse()
              .slice(window.offset, window.offset + window.limit)
              .reverse()
          : list.slice(window.offset, window.offset + window.limit);
        expect(read).toEqual(list.slice(offset, offset + 10));
        expect(window.offset).toBeLessThanOrEqual(Math.max(total / 2, offset >= total ? offset : 0));
      }
    }
  });
});
