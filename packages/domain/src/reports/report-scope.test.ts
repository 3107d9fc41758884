import { describe, expect, it } from 'vitest';
import {
  dashboardScopeOf,
  hasReports,
  isInReportScope,
  listsOnlyRoutedFiles,
  reportFilterLocks,
  reportScopeOf,
  type TReportScope,
} from './report-scope';

const unbound = { ulbId: null, districtId: null, authorityId: null };
const ulbBound = { ulbId: 1, districtId: 10, authorityId: 100 };

describe('reportScopeOf (spec 1 §6 report access by office)', () => {
  it.each<[string, string, Partial<typeof ulbBound>, TReportScope]>([
    ['the chasing cell', 'CIO_CHASING_CELL', {}, { level: 'STATE' }],
    ["the chief minister's office", 'CHIEF MINISTER OFFICE', {}, { level: 'STATE' }],
    ['the principal secretary', 'PRINCIPAL SECRETARY', {}, { level: 'STATE' }],
    ['a municipal commissioner', 'COMMISSIONER', ulbBound, { level: 'ULB', ulbId: 1 }],
    ['a deputy commissioner', 'DEPUTY_COMMISSIONER', ulbBound, { level: 'ULB', ulbId: 1 }],
    ['a district collector', 'DISTRICT_COLLECTOR', { districtId: 10 }, { level: 'DISTRICT', districtId: 10 }],
    ['an additional collector', 'ADDITIONAL_COLLECTOR', { districtId: 10 }, { level: 'DISTRICT', districtId: 10 }],
    ['the nodal officer (RDDTP)', 'RDDTP_OFFICER', { districtId: 10 }, { level: 'DISTRICT', districtId: 10 }],
    ['the DTCP director', 'DTCP_DIRECTOR', { authorityId: 100 }, { level: 'AUTHORITY', authorityId: 100 }],
    ['the HMDA director', 'HMDA_DIRECTOR', { authorityId: 100 }, { level: 'AUTHORITY', authorityId: 100 }],
    [
      'the metropolitan commissioner',
      'METROPOLITAN_COMMISSIONER',
      { authorityId: 7 },
      { level: 'AUTHORITY', authorityId: 7 },
    ],
    ['a site inspector', 'SITE_VERIFICATION', ulbBound, { level: 'NONE' }],
    ['a technical scrutiny officer', 'TECHNICAL_VERIFICATION', ulbBound, { level: 'NONE' }],
    ['a line department', 'LINE_DEPARTMENT', { districtId: 10 }, { level: 'NONE' }],
    ['a commissioner with no ULB, district or authority', 'COMMISSIONER', {}, { level: 'NONE' }],
  ])('%s reads %o', (_, permissionLevel, jurisdiction, scope) => {
    const officer = { permissionLevel, ...unbound, ...jurisdiction };
    expect(reportScopeOf(officer)).toEqual(scope);
    expect(hasReports(officer)).toBe(scope.level !== 'NONE');
  });

  it('binds to the ULB before the district and the authority', () => {
    expect(reportScopeOf({ permissionLevel: 'DISTRICT_COLLECTOR', ...ulbBound })).toEqual({ level: 'ULB', ulbId: 1 });
  });
});

describe('dashboardScopeOf (spec 1 §2.7: dashboards for every officer)', () => {
  it.each<[string, string, Partial<typeof ulbBound>, TReportScope]>([
    [
      'a collector: their report scope',
      'DISTRICT_COLLECTOR',
      { districtId: 10 },
      { level: 'DISTRICT', districtId: 10 },
    ],
    ['the chasing cell: the state', 'CIO_CHASING_CELL', {}, { level: 'STATE' }],
    ['a site inspector: their ULB', 'SITE_VERIFICATION', ulbBound, { level: 'ULB', ulbId: 1 }],
    ['a final approving officer: their ULB', 'FINAL APPROVING OFFICER', ulbBound, { level: 'ULB', ulbId: 1 }],
    ['a line department: their district', 'LINE_DEPARTMENT', { districtId: 10 }, { level: 'DISTRICT', districtId: 10 }],
    ['a vice chairman: their authority', 'VICE_CHAIRMAN', { authorityId: 7 }, { level: 'AUTHORITY', authorityId: 7 }],
    ['an officer with no jurisdiction: nothing', 'TECHNICAL_VERIFICATION', {}, { level: 'NONE' }],
  ])('%s', (_, permissionLevel, jurisdiction, scope) => {
    expect(dashboardScopeOf({ permissionLevel, ...unbound, ...jurisdiction })).toEqual(scope);
  });
});

describe('listsOnlyRoutedFiles (issue 15 §1)', () => {
  it.each([
    ['LINE_DEPARTMENT', { districtId: 10 }, true],
    ['IRRIGATION_OFFICER', { districtId: 10 }, true],
    ['SITE_VERIFICATION', ulbBound, false],
    ['COMMISSIONER', ulbBound, false],
  ])('%s: %s', (permissionLevel, jurisdiction, isNarrowed) => {
    expect(listsOnlyRoutedFiles({ permissionLevel, ...unbound, ...jurisdiction })).toBe(isNarrowed);
  });
});

describe('isInReportScope', () => {
  const place = { ulbId: 1, districtId: 10, authorityId: 100 };
  it.each<[TReportScope, boolean]>([
    [{ level: 'STATE' }, true],
    [{ level: 'NONE' }, false],
    [{ level: 'ULB', ulbId: 1 }, true],
    [{ level: 'ULB', ulbId: 2 }, false],
    [{ level: 'DISTRICT', districtId: 10 }, true],
    [{ level: 'DISTRICT', districtId: 11 }, false],
    [{ level: 'AUTHORITY', authorityId: 100 }, true],
    [{ level: 'AUTHORITY', authorityId: 101 }, false],
  ])('%o sees the place: %s', (scope, expected) => {
    expect(isInReportScope(scope, place)).toBe(expected);
  });
});

describe('reportFilterLocks (spec 3 §5, §6)', () => {
  it.each([
    ['STATE', false, false, false],
    ['AUTHORITY', false, true, false],
    ['DISTRICT', false, true, true],
    ['ULB', true, false, false],
  ] as const)('%s: bar hidden %s, authority locked %s, district locked %s', (level, hidden, authority, district) => {
    expect(reportFilterLocks(level)).toEqual({
      isFilterBarHidden: hidden,
      isAuthorityLocked: authority,
      isDistrictLocked: district,
    });
  });
});
