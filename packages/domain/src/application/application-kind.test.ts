import { describe, expect, it } from 'vitest';
import { applicationKindLabel, isCompoundWall } from './application-kind';

describe('application kinds as officers read them', () => {
  it.each([
    ['SELF CERTIFICATION', 'COMPOUNDWALL', 'en', 'Instant Approval (CW)'],
    ['SELF CERTIFICATION', 'COMPOUNDWALL', 'te', 'తక్షణ ఆమోదం (CW)'],
    ['SELF CERTIFICATION', 'BUILDING', 'en', 'Instant Approval'],
    ['OCCUPANCY', 'OCCUPANCY', 'en', 'Occupancy'],
    ['SINGLE WINDOW', null, 'te', 'సింగిల్ విండో'],
  ] as const)('a %s file for %s reads %o in %s', (type, approvalFor, language, label) => {
    expect(applicationKindLabel(type, approvalFor, language)).toBe(label);
  });

  it('tags only compound walls', () => {
    expect([isCompoundWall('COMPOUNDWALL'), isCompoundWall('BUILDING'), isCompoundWall(null)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
