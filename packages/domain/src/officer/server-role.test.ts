import { describe, expect, it } from 'vitest';
import { PERMISSION_LEVELS } from './permission-level';
import {
  lineDepartmentOf,
  officerTypeOf,
  permissionLevelOf,
  SECTION_OFFICER_TECHNICAL_AUTHORITIES,
  SERVER_ROLE_NAMES,
} from './server-role';

describe('permissionLevelOf (spec 1 §6)', () => {
  it.each([
    ['Technical Scrutiny Officer', 'GHMC', 'TECHNICAL_VERIFICATION'],
    ['Municipal Commissioner', 'DTCP', 'COMMISSIONER'],
    ['Title Inspector', 'GHMC', 'TITLE_VERIFICATION'],
    ['Site Inspector', 'HMDA', 'SITE_VERIFICATION'],
    ['Zonal Commissioner', 'GHMC', 'ZONAL_COMMISSIONER'],
    ['DEPUTY COMMISSIONER', 'GHMC', 'DEPUTY_COMMISSIONER'],
    ['CIO-Chasing Cell', null, 'CIO_CHASING_CELL'],
    ['FINAL APPROVING OFFICER', 'DTCP', 'FINAL APPROVING OFFICER'],
    ['FIRE', null, 'LINE_DEPARTMENT'],
  ] as const)('%s in %s acts as %s', (role, authority, level) => {
    expect(permissionLevelOf(role, authority)).toBe(level);
  });

  it('makes a SECTION OFFICER a technical verifier only in the listed development authorities', () => {
    for (const authority of SECTION_OFFICER_TECHNICAL_AUTHORITIES) {
      expect(permissionLevelOf('SECTION OFFICER', authority)).toBe('TECHNICAL_VERIFICATION');
    }
    expect(permissionLevelOf('SECTION OFFICER', 'HMDA')).toBe('SECTION_OFFICER');
    expect(permissionLevelOf('SECTION OFFICER', null)).toBe('SECTION_OFFICER');
  });

  it('maps every server role to a known permission level', () => {
    for (const role of SERVER_ROLE_NAMES) expect(PERMISSION_LEVELS).toContain(permissionLevelOf(role, 'DTCP'));
  });
});

describe('officerTypeOf', () => {
  it.each([
    ['GHMC', 'GHMC'],
    ['HDMA', 'HDMA'],
    ['Siddipet', 'DTCP'],
    [null, 'DTCP'],
  ] as const)('%s is %s', (ulbName, type) => {
    expect(officerTypeOf(ulbName)).toBe(type);
  });
});

describe('lineDepartmentOf', () => {
  it('names the department of a line-department role only', () => {
    expect(lineDepartmentOf('OIL AND GAS')).toBe('OIL AND GAS');
    expect(lineDepartmentOf('Site Inspector')).toBeNull();
  });
});
