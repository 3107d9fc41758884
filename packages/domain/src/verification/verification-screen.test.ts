import { describe, expect, it } from 'vitest';
import type { TFormField } from '../forms/form-field';
import { doesPreScrutiny } from './pre-scrutiny';
import { OTHER_REASON, REJECTION_REASONS, VERIFICATION_TYPES } from './rejection-reasons';
import {
  extraVerificationTabs,
  FIELDS_PER_PAGE,
  pagesOf,
  proceedLabel,
  showsBeforeShowCauseTab,
  showsVerificationNavigation,
  verificationTypeOf,
} from './verification-screen';

const field = (order: number): TFormField => ({
  id: String(order),
  title: `Q${order}`,
  fieldType: 'TEXT_SHORT',
  order,
  dbField: `q${order}`,
});

describe('verification screens', () => {
  it('groups questions per page in form order: 6 on site, 3 on title and technical, 5 elsewhere', () => {
    expect(FIELDS_PER_PAGE).toEqual({
      SITE: 6,
      TITLE: 3,
      TECHNICAL: 3,
      SINGLE_WINDOW: 5,
      LINE_DEPARTMENT: 5,
      COMMON: 5,
      FEE_VERIFICATION: 5,
    });
    const fields = [7, 3, 1, 2, 6, 5, 4].map(field);
    expect(pagesOf(fields, 3).map((page) => page.map((f) => f.order))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(pagesOf([], 3)).toEqual([]);
  });

  it.each([
    ['TPSO_OFFICER', true],
    ['CP_OFFICER', true],
    ['ACP_OFFICER', true],
    ['SITE_VERIFICATION', false],
    ['COMMISSIONER', false],
  ])('shows the Site / Title / Technical navigation to %s: %s', (level, expected) => {
    expect(showsVerificationNavigation(level)).toBe(expected);
  });

  it.each([
    ['SITE', 'SELF_CERTIFICATION', 'SITE'],
    ['TITLE', 'REGISTRATION', 'TITLE'],
    ['TECHNICAL', 'SELF_CERTIFICATION', 'TECHNICAL'],
    ['SITE', 'OCCUPANCY', 'OCCUPANCY'],
    ['TECHNICAL', 'COMPOUND_WALL', 'OCCUPANCY'],
    ['SINGLE_WINDOW', 'SINGLE_WINDOW', 'SINGLE_WINDOW'],
    ['LINE_DEPARTMENT', 'LAYOUT', 'SINGLE_WINDOW'],
    ['DECISION', 'SELF_CERTIFICATION', 'GENERAL'],
    ['DECISION', 'FINAL_LAYOUT', 'SINGLE_WINDOW'],
    ['COMMON', 'REGISTRATION', 'GENERAL'],
  ] as const)('reads the %s screen of a %s file with the %s reasons', (screen, kind, expected) => {
    expect(verificationTypeOf(screen, kind)).toBe(expected);
  });

  it('ends every reason list with Other, and quotes the 10 percent setback rule for occupancy', () => {
    for (const type of VERIFICATION_TYPES) {
      expect(REJECTION_REASONS[type].at(-1)).toBe(OTHER_REASON);
      expect(REJECTION_REASONS[type].length).toBeGreaterThan(1);
    }
    expect(REJECTION_REASONS.OCCUPANCY).toContain('Setback deviation above 10 percent');
  });

  it.each([
    ['2023-10-19T12:00:00+05:30', true, false],
    ['2023-10-20T09:00:00+05:30', true, true],
    ['2024-01-01T00:00:00Z', false, false],
    [null, true, false],
  ])('assigned %s with old answers %s: before show cause tab %s', (assigned, hasOld, expected) => {
    expect(showsBeforeShowCauseTab(assigned ? new Date(assigned) : null, hasOld)).toBe(expected);
  });

  const base = {
    applicationType: 'SELF CERTIFICATION',
    approvalFor: 'BUILDING',
    status: 'VERIFICATION_UNDER_PROGRESS',
    isNewWorkflow: true,
    hasFeeAction: true,
    isGhmcOfficer: false,
  } as const;
  it.each([
    [{}, ['FEES', 'FEE_CONDITIONS']],
    [{ hasFeeAction: false }, ['FEE_CONDITIONS']],
    [{ isNewWorkflow: false }, []],
    [{ applicationType: 'REGISTRATION' }, ['FEE_CONDITIONS']],
    [{ applicationType: 'OCCUPANCY', approvalFor: 'OCCUPANCY' }, ['DEVIATION', 'FEE_CONDITIONS']],
    [{ applicationType: 'OCCUPANCY', approvalFor: 'OCCUPANCY', isGhmcOfficer: true }, ['FEE_CONDITIONS']],
    [{ status: 'FEE_VERIFICATION' }, ['FEES', 'PROCEEDING_CONDITIONS']],
  ] as const)('adds the tabs of spec 3 §4 for %j: %j', (change, expected) => {
    expect(extraVerificationTabs({ ...base, ...change })).toEqual(expected);
  });
});

describe('screen words and lists', () => {
  it('goes on with NEXT on the fee verification review, Confirm and Proceed elsewhere', () => {
    expect(proceedLabel('FEE_VERIFICATION')).toBe('NEXT');
    expect(proceedLabel('SITE')).toBe('Confirm and Proceed');
  });

  it.each([
    ['TECHNICAL_VERIFICATION', true],
    ['SECTION_OFFICER', true],
    ['SITE_VERIFICATION', false],
    ['COMMISSIONER', false],
  ])('pre-scrutiny is for %s: %s', (level, expected) => {
    expect(doesPreScrutiny(level)).toBe(expected);
  });
});
