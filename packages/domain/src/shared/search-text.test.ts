import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH, searchTextFromUrl } from './search-text';
import { ZSearchText } from './search-text-schema';

describe('search text', () => {
  it('takes 100 characters after trimming, Telugu included, and refuses 101', () => {
    expect(MAX_SEARCH_LENGTH).toBe(100);
    expect(ZSearchText.parse(`  ${'శ'.repeat(100)}  `)).toBe('శ'.repeat(100));
    const refused = ZSearchText.safeParse('a'.repeat(101));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Search text is at most 100 characters');
  });

  it('reads from a URL what the search box could have held', () => {
    expect(searchTextFromUrl(null)).toBe('');
    expect(searchTextFromUrl('  Ramesh ')).toBe('Ramesh');
    expect(searchTextFromUrl(`  ${'x'.repeat(150)}`)).toBe('x'.repeat(100));
    expect(ZSearchText.safeParse(searchTextFromUrl('y'.repeat(500))).success).toBe(true);
  });
});
