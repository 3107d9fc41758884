import { describe, expect, it } from 'vitest';
import { canSeeApplication, holdsJurisdictionOver } from './jurisdiction-access';

const place = { ulbId: 1, districtId: 10, authorityId: 100 };
const application = { ...place, status: 'SUBMITTED' as const, isRoutedToOfficer: false };
const officer = { permissionLevel: 'COMMISSIONER', ulbId: null, districtId: null, authorityId: null };

describe('canSeeApplication (spec 1 §6)', () => {
  it.each([
    ['its ULB', { ulbId: 1 }, true],
    ['another ULB, even in the same district', { ulbId: 2, districtId: 10 }, false],
    ['its district', { districtId: 10 }, true],
    ['another district', { districtId: 11 }, false],
    ['its authority', { authorityId: 100 }, true],
    ['another authority', { authorityId: 101 }, false],
    ['no jurisdiction at all', {}, false],
  ])('an officer of %s: %s', (_, jurisdiction, expected) => {
    expect(canSeeApplication({ ...officer, ...jurisdiction }, application)).toBe(expected);
    expect(holdsJurisdictionOver({ ...officer, ...jurisdiction }, place)).toBe(expected);
  });

  it('lets the chasing cell see the whole state and anyone see a file routed to them', () => {
    expect(canSeeApplication({ ...officer, permissionLevel: 'CIO_CHASING_CELL' }, application)).toBe(true);
    expect(canSeeApplication({ ...officer, ulbId: 2 }, { ...application, isRoutedToOfficer: true })).toBe(true);
  });

  it.each(['LINE_DEPARTMENT', 'IRRIGATION_OFFICER'])(
    'lets a line department (%s) see only the files referred to it, not the rest of its ULB',
    (permissionLevel) => {
      const lineOfficer = { ...officer, permissionLevel, ulbId: 1 };
      expect(canSeeApplication(lineOfficer, application)).toBe(false);
      expect(canSeeApplication(lineOfficer, { ...application, isRoutedToOfficer: true })).toBe(true);
      expect(holdsJurisdictionOver(lineOfficer, place)).toBe(false);
    },
  );

  it('lets nobody see a draft, which never left the citizen platform: not its ULB, the chasing cell or a routing', () => {
    const draft = { ...application, status: 'DRAFT' as const };
    expect(canSeeApplication({ ...officer, ulbId: 1 }, draft)).toBe(false);
    expect(canSeeApplication({ ...officer, permissionLevel: 'CIO_CHASING_CELL' }, draft)).toBe(false);
    expect(canSeeApplication({ ...officer, ulbId: 1 }, { ...draft, isRoutedToOfficer: true })).toBe(false);
  });
});
