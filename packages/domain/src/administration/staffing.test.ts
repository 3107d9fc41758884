import { describe, expect, it } from 'vitest';
import {
  administersPlace,
  isOnDuty,
  mayHoldChargeOf,
  postsOf,
  roleForLevel,
  staffingGaps,
  staffingNeeds,
  type TCharge,
  type TLeave,
  type TStaffedOfficer,
} from './staffing';

const commissionerPost = { roleName: 'Municipal Commissioner', ulbId: 1, districtId: 1, authorityId: 1 };
const officer: TStaffedOfficer = {
  id: 7,
  isActive: true,
  post: { roleName: 'Title Inspector', ulbId: 1, districtId: 1, authorityId: 1 },
};
const leave: TLeave = { officerId: 7, fromDate: '2026-12-01', toDate: '2026-12-07', cancelledAt: null };
const charge: TCharge = {
  holderId: 7,
  post: commissionerPost,
  fromDate: '2026-12-10',
  toDate: '2026-12-16',
  endedAt: null,
};

describe('who acts on an India day (staffing.ts)', () => {
  it('is off duty on every day of a leave, both ends included, and back the day after', () => {
    expect(isOnDuty(officer, [leave], '2026-11-30')).toBe(true);
    expect(isOnDuty(officer, [leave], '2026-12-01')).toBe(false);
    expect(isOnDuty(officer, [leave], '2026-12-07')).toBe(false);
    expect(isOnDuty(officer, [leave], '2026-12-08')).toBe(true);
    expect(isOnDuty(officer, [{ ...leave, cancelledAt: new Date() }], '2026-12-03')).toBe(true);
    expect(isOnDuty({ ...officer, isActive: false }, [], '2026-12-03')).toBe(false);
  });

  it('acts in a charged post only on the charge’s days and only while on duty', () => {
    expect(postsOf(officer, [], [charge], '2026-12-09')).toEqual([officer.post]);
    expect(postsOf(officer, [], [charge], '2026-12-10')).toEqual([officer.post, commissionerPost]);
    expect(postsOf(officer, [], [{ ...charge, endedAt: new Date() }], '2026-12-12')).toEqual([officer.post]);
    expect(
      postsOf(officer, [{ ...leave, fromDate: '2026-12-12', toDate: '2026-12-12' }], [charge], '2026-12-12'),
    ).toEqual([]);
  });
});

describe('staffing gaps', () => {
  it('names the levels nobody acts in, the decision among them when no commissioner-level officer acts', () => {
    const gaps = staffingGaps(staffingNeeds(), new Set(['SITE_VERIFICATION', 'TITLE_VERIFICATION']));
    const levels = gaps.map((gap) => `${gap.stage} ${gap.level}`);
    expect(levels).toContain('DECISION L1');
    expect(levels).not.toContain('SITE L1');
    expect(levels).not.toContain('TITLE L1');
    expect(gaps.map((gap) => gap.stage)).not.toContain('LINE_DEPARTMENT');
    expect(roleForLevel('COMMISSIONER')).toBe('Municipal Commissioner');
  });
});

describe('administersPlace', () => {
  it('gives the state administrator every place and a ULB administrator their ULB only', () => {
    const state = { permissionLevel: 'STATE_ADMIN', ulbId: null, authorityId: null };
    const ghmc = { permissionLevel: 'ULB_ADMIN', ulbId: 1, authorityId: 1 };
    expect(administersPlace(state, { ulbId: null, authorityId: null })).toBe(true);
    expect(administersPlace(ghmc, { ulbId: 1, authorityId: 1 })).toBe(true);
    expect(administersPlace(ghmc, { ulbId: 2, authorityId: 1 })).toBe(false);
    expect(administersPlace(ghmc, { ulbId: null, authorityId: null })).toBe(false);
    expect(administersPlace({ ...ghmc, permissionLevel: 'COMMISSIONER' }, { ulbId: 1, authorityId: 1 })).toBe(false);
  });
});

describe('mayHoldChargeOf', () => {
  it.each([
    ['a site inspector, a site inspector’s post', 'SITE_VERIFICATION', 'SITE_VERIFICATION', true],
    ['a zonal commissioner, a commissioner’s post', 'ZONAL_COMMISSIONER', 'COMMISSIONER', true],
    ['an ACP, a TPSO’s post', 'ACP_OFFICER', 'TPSO_OFFICER', true],
    ['a title inspector, a commissioner’s post', 'TITLE_VERIFICATION', 'COMMISSIONER', false],
    ['a title inspector, a site inspector’s post', 'TITLE_VERIFICATION', 'SITE_VERIFICATION', false],
    ['a commissioner, a TPSO’s post', 'COMMISSIONER', 'TPSO_OFFICER', false],
  ])('%s: %s', (_name, holder, post, expected) => {
    expect(mayHoldChargeOf(holder, post)).toBe(expected);
  });
});
