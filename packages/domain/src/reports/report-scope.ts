import { isLineDepartmentLevel, type TOfficerJurisdiction } from '../officer/jurisdiction-access';
import { isAdministratorLevel } from '../officer/permission-level';

/**
 * Spec 1 §6 "Report access by office": the CIO chasing cell, the chief minister's office and the principal
 * secretary have no ULB, district or authority: they read the whole state. The chief minister's office and the
 * principal secretary are not among the listed server roles: a role of that name is used as it is.
 */
export const STATE_REPORT_OFFICES: readonly string[] = [
  'CIO_CHASING_CELL',
  'CHIEF MINISTER OFFICE',
  'PRINCIPAL SECRETARY',
];

/**
 * The other offices with reports, read within their ULB, district or authority: municipal and deputy
 * commissioners, the collectors, the nodal officer and the HMDA, GHMC and DTCP directors. Decisions: the RDDTP
 * officer (regional deputy director of town planning) is the district's nodal officer for building permissions;
 * HMDA's metropolitan commissioner heads the authority its director works for, so reads what the director reads.
 * Every other office (inspectors, scrutiny and planning officers, line departments…) has no reports.
 */
export const BOUND_REPORT_OFFICES: readonly string[] = [
  'COMMISSIONER',
  'DEPUTY_COMMISSIONER',
  'DISTRICT_COLLECTOR',
  'ADDITIONAL_COLLECTOR',
  'RDDTP_OFFICER',
  'DTCP_DIRECTOR',
  'HMDA_DIRECTOR',
  'METROPOLITAN_COMMISSIONER',
];

export const REPORT_SCOPE_LEVELS = ['NONE', 'STATE', 'AUTHORITY', 'DISTRICT', 'ULB'] as const;
export type TReportScopeLevel = (typeof REPORT_SCOPE_LEVELS)[number];

export type TReportScope =
  | { level: 'NONE' }
  | { level: 'STATE' }
  | { level: 'AUTHORITY'; authorityId: number }
  | { level: 'DISTRICT'; districtId: number }
  | { level: 'ULB'; ulbId: number };

/**
 * What an officer's reports may count (spec 1 §6, spec 3 §6): ULB-bound officers their ULB only, officers with
 * a district or an authority only that, the state offices everything, the rest nothing. A bound office without
 * any jurisdiction gets nothing rather than everything.
 */
export function reportScopeOf(officer: TOfficerJurisdiction): TReportScope {
  if (STATE_REPORT_OFFICES.includes(officer.permissionLevel)) return { level: 'STATE' };
  if (!BOUND_REPORT_OFFICES.includes(officer.permissionLevel)) return { level: 'NONE' };
  if (officer.ulbId !== null) return { level: 'ULB', ulbId: officer.ulbId };
  if (officer.districtId !== null) return { level: 'DISTRICT', districtId: officer.districtId };
  if (officer.authorityId !== null) return { level: 'AUTHORITY', authorityId: officer.authorityId };
  return { level: 'NONE' };
}

/**
 * What the dashboards behind the sidebar's links (spec 1 §2.7) count. Spec 1 gives those links to every officer
 * but the chasing cell, while spec 1 §6 gives reports to a few offices only. Decision: an office with reports
 * reads the dashboards over its report scope; any other officer reads them over their own jurisdiction (their
 * ULB, else their district, else their authority, as their account has it), the files they work among anyway.
 * The report menu stays for the report offices. An officer with no jurisdiction at all gets nothing.
 */
export function dashboardScopeOf(officer: TOfficerJurisdiction): TReportScope {
  // Issue 52: administrators count no files (administration's staffing gaps are theirs).
  if (isAdministratorLevel(officer.permissionLevel)) return { level: 'NONE' };
  const scope = reportScopeOf(officer);
  if (scope.level !== 'NONE') return scope;
  if (officer.ulbId !== null) return { level: 'ULB', ulbId: officer.ulbId };
  if (officer.districtId !== null) return { level: 'DISTRICT', districtId: officer.districtId };
  if (officer.authorityId !== null) return { level: 'AUTHORITY', authorityId: officer.authorityId };
  return { level: 'NONE' };
}

/**
 * Issue 15 §1: a line department sees only the files referred to it. Its dashboards count its jurisdiction (a
 * count names no file), but the files behind a count are listed only where they were referred to it.
 */
export function listsOnlyRoutedFiles(officer: TOfficerJurisdiction): boolean {
  return !hasReports(officer) && isLineDepartmentLevel(officer.permissionLevel);
}

export function hasReports(officer: TOfficerJurisdiction): boolean {
  return reportScopeOf(officer).level !== 'NONE';
}

/** A place as the reports see it: its ULB and the district and authority the ULB belongs to. */
export type TReportPlace = { ulbId: number; districtId: number; authorityId: number };

/** Whether a ULB's figures belong to the scope. */
export function isInReportScope(scope: TReportScope, place: TReportPlace): boolean {
  switch (scope.level) {
    case 'NONE':
      return false;
    case 'STATE':
      return true;
    case 'AUTHORITY':
      return place.authorityId === scope.authorityId;
    case 'DISTRICT':
      return place.districtId === scope.districtId;
    case 'ULB':
      return place.ulbId === scope.ulbId;
  }
}

/**
 * Spec 3 §5, §6: how the filter bar behaves for the scope. ULB-bound officers get no filter bar; officers with a
 * district have the authority and district selectors preset and locked; officers with an authority the
 * authority selector.
 */
export function reportFilterLocks(level: TReportScopeLevel): {
  isFilterBarHidden: boolean;
  isAuthorityLocked: boolean;
  isDistrictLocked: boolean;
} {
  return {
    isFilterBarHidden: level === 'ULB' || level === 'NONE',
    isAuthorityLocked: level === 'AUTHORITY' || level === 'DISTRICT',
    isDistrictLocked: level === 'DISTRICT',
  };
}
