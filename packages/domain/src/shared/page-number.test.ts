import { describe, expect, it } from 'vitest';
import { pageFromUrl } from './page-number';

describe('pageFromUrl', () => {
  it('reads a whole page number from 1', () => {
    expect(pageFromUrl('1')).toBe(1);
    expect(pageFromUrl('12')).toBe(12);
  });

  it('reads the first page where the link holds none or something no pagination writes', () => {
    for (const value of [null, '', '0', '-2', '2.5', 'two', '1e400', '99999999999999999999']) {
      expect(pageFromUrl(value)).toBe(1);
    }
  });
});
