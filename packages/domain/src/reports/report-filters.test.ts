import { describe, expect, it } from 'vitest';
import {
  ALL_OPTION,
  changeJurisdictionFilter,
  EMPTY_JURISDICTION_FILTER,
  filterOptionStates,
  filterSelection,
  isFilterGroupEnabled,
  type TJurisdictionFilter,
} from './report-filters';

const chosen: TJurisdictionFilter = { authorities: ['HMDA'], districts: ['Medchal-Malkajgiri'], ulbs: ['Boduppal'] };

describe('the report filter cascade (spec 3 §5)', () => {
  it('enables districts only with an authority and ULBs only with a district', () => {
    expect(isFilterGroupEnabled(EMPTY_JURISDICTION_FILTER, 'authorities')).toBe(true);
    expect(isFilterGroupEnabled(EMPTY_JURISDICTION_FILTER, 'districts')).toBe(false);
    expect(isFilterGroupEnabled(EMPTY_JURISDICTION_FILTER, 'ulbs')).toBe(false);
    const withAuthority = changeJurisdictionFilter(EMPTY_JURISDICTION_FILTER, 'authorities', ['HMDA']);
    expect(isFilterGroupEnabled(withAuthority, 'districts')).toBe(true);
    expect(isFilterGroupEnabled(withAuthority, 'ulbs')).toBe(false);
  });

  it.each<[string, 'authorities' | 'districts', string[], TJurisdictionFilter]>([
    ['clearing the authority clears districts and ULBs', 'authorities', [], EMPTY_JURISDICTION_FILTER],
    [
      'changing the authority clears districts and ULBs',
      'authorities',
      ['HMDA', 'GHMC'],
      { authorities: ['HMDA', 'GHMC'], districts: [], ulbs: [] },
    ],
    ['clearing the district clears the ULBs', 'districts', [], { ...chosen, districts: [], ulbs: [] }],
  ])('%s', (_, group, values, expected) => {
    expect(changeJurisdictionFilter(chosen, group, values)).toEqual(expected);
  });

  it('keeps the children when the parent is picked again unchanged', () => {
    expect(changeJurisdictionFilter(chosen, 'authorities', ['HMDA'])).toBe(chosen);
  });

  it('never changes a locked group, nor a locked child of a changed group', () => {
    const locked = ['authorities', 'districts'] as const;
    expect(changeJurisdictionFilter(chosen, 'authorities', [], locked)).toBe(chosen);
    expect(changeJurisdictionFilter(chosen, 'districts', ['Hyderabad'], locked)).toBe(chosen);
    expect(changeJurisdictionFilter(chosen, 'ulbs', ['GHMC'], locked)).toEqual({ ...chosen, ulbs: ['GHMC'] });
  });

  it('lets All stand alone: choosing it drops single choices, a single choice after All drops All', () => {
    const all = changeJurisdictionFilter(chosen, 'ulbs', ['Boduppal', ALL_OPTION]);
    expect(all.ulbs).toEqual([ALL_OPTION]);
    expect(changeJurisdictionFilter(all, 'ulbs', [ALL_OPTION, 'GHMC']).ulbs).toEqual(['GHMC']);
  });

  it('disables single options under All and All under a single choice', () => {
    expect(filterOptionStates([ALL_OPTION], ['A', 'B'])).toEqual([
      { value: ALL_OPTION, isDisabled: false },
      { value: 'A', isDisabled: true },
      { value: 'B', isDisabled: true },
    ]);
    expect(filterOptionStates(['A'], ['A', 'B'])).toEqual([
      { value: ALL_OPTION, isDisabled: true },
      { value: 'A', isDisabled: false },
      { value: 'B', isDisabled: false },
    ]);
    expect(filterOptionStates([], ['A']).every((option) => !option.isDisabled)).toBe(true);
  });

  it.each([
    [[], null],
    [[ALL_OPTION], null],
    [null, null],
    [
      ['A', 'B'],
      ['A', 'B'],
    ],
  ])('asks the server for %o as %o', (values, expected) => {
    expect(filterSelection(values)).toEqual(expected);
  });
});
