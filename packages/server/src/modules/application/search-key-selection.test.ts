import { describe, expect, it } from 'vitest';
import { selectiveKeys } from './search-key-selection';

describe('selectiveKeys (the keys a search asks the index for)', () => {
  it('asks for every key the statistics do not know, and for all of them without statistics', () => {
    expect(selectiveKeys(['1', '2', '3'], new Map(), 1000)).toEqual(['1', '2', '3']);
    expect(selectiveKeys(['1', '2', '3'], new Map([['2', 9000]]), 1000)).toEqual(['1', '3']);
  });

  it('asks for the rarest keys, those at most twice as frequent as the rarest', () => {
    const frequencies = new Map([
      ['common', 9500],
      ['rare', 100],
      ['rarish', 200],
      ['less rare', 210],
    ]);
    expect(selectiveKeys(['common', 'rare', 'rarish', 'less rare'], frequencies, 1000)).toEqual(['rare', 'rarish']);
    // Every key as frequent as the others: all are asked for.
    expect(selectiveKeys(['common'], frequencies, 1000)).toEqual(['common']);
  });

  it('asks for none when even the rarest key is held by twenty times the matches the search counts', () => {
    const frequencies = new Map([
      ['every name', 310_000],
      ['most names', 20_001],
    ]);
    expect(selectiveKeys(['every name', 'most names'], frequencies, 1000)).toEqual([]);
    expect(selectiveKeys(['every name', 'most names'], frequencies, 2000)).toEqual(['most names']);
    // The export reads every match: the keys still narrow what it reads.
    expect(selectiveKeys(['every name', 'most names'], frequencies, null)).toEqual(['most names']);
  });

  it('asks for nothing when the search holds no key (too short to hold a trigram)', () => {
    expect(selectiveKeys([], new Map([['1', 0.5]]), 1000)).toEqual([]);
    expect(selectiveKeys([], new Map([['1', 0.5]]), null)).toEqual([]);
  });
});
