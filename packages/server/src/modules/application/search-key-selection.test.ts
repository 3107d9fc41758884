import { describe, expect, it } from 'vitest';
import { selectiveKeys } from './search-key-selection';

describe('selectiveKeys (the keys a search asks the index for)', () => {
  it('asks for every key the statistics do not know, and for all of them without statistics', () => {
    expect(selectiveKeys(['1', '2', '3'], new Map())).toEqual(['1', '2', '3']);
    expect(selectiveKeys(['1', '2', '3'], new Map([['2', 0.9]]))).toEqual(['1', '3']);
  });

  it('asks for the rarest keys, those at most twice as frequent as the rarest', () => {
    const frequencies = new Map([
      ['common', 0.95],
      ['rare', 0.01],
      ['rarish', 0.02],
      ['less rare', 0.021],
    ]);
    expect(selectiveKeys(['common', 'rare', 'rarish', 'less rare'], frequencies)).toEqual(['rare', 'rarish']);
    // Every key as frequent as the others: all are asked for, never none.
    expect(selectiveKeys(['common'], frequencies)).toEqual(['common']);
  });

  it('asks for nothing when the search holds no key (too short to hold a trigram)', () => {
    expect(selectiveKeys([], new Map([['1', 0.5]]))).toEqual([]);
  });
});
