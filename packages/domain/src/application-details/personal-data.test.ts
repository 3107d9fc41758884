import { describe, expect, it } from 'vitest';
import { canSeeApplicantMobile, maskAadhaar, protectCorrectionValue } from './personal-data';

describe('canSeeApplicantMobile (spec 2 §6)', () => {
  it.each([
    ['SITE_VERIFICATION', true],
    ['TPSO_OFFICER', true],
    ['ACP_OFFICER', true],
    ['SECTION_HEAD', true],
    ['SECTION_OFFICER', true],
    ['UDA_GP_SITE_OFFICER', true],
    ['CP_TECH_OFFICER', true],
    ['TECH_OFFICER', true],
    ['TECHNICAL_VERIFICATION', true],
    ['TITLE_VERIFICATION', false],
    ['COMMISSIONER', false],
    ['CP_OFFICER', false],
    ['CIO_CHASING_CELL', false],
    ['PANCHAYAT SECRETARY', false],
  ])('%s: %s', (level, canSee) => {
    expect(canSeeApplicantMobile(level)).toBe(canSee);
  });
});

describe('maskAadhaar (last four digits only)', () => {
  it.each([
    ['234567891234', 'XXXX XXXX 1234'],
    ['2345 6789 0012', 'XXXX XXXX 0012'],
    ['123', null],
    [null, null],
  ])('%s → %s', (aadhaar, masked) => {
    expect(maskAadhaar(aadhaar)).toBe(masked);
  });
});

describe('protectCorrectionValue (spec 3 §3: mobile and Aadhaar in corrections)', () => {
  it.each([
    ['aadhaar_number', '234567891234', 'COMMISSIONER', 'XXXX XXXX 1234'],
    ['mobile', '9876543210', 'TITLE_VERIFICATION', 'XXXXXXXXXX'],
    ['mobile', '9876543210', 'SITE_VERIFICATION', '9876543210'],
    ['applicant_name', 'Lakshmi Reddy', 'COMMISSIONER', 'Lakshmi Reddy'],
  ])('%s seen by %s', (columnName, value, permissionLevel, shown) => {
    expect(protectCorrectionValue({ columnName, value, permissionLevel })).toBe(shown);
  });
});
