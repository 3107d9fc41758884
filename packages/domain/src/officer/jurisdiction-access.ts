import type { TPermissionLevel } from './permission-level';

/**
 * Levels that act only on the line-department stage (process-definition's LINE_DEPARTMENT actors): they give a
 * NOC on the files referred to them and have no business with the rest of their jurisdiction's files.
 */
export const LINE_DEPARTMENT_LEVELS = ['LINE_DEPARTMENT', 'IRRIGATION_OFFICER'] as const;

export function isLineDepartmentLevel(level: TPermissionLevel | string): boolean {
  return (LINE_DEPARTMENT_LEVELS as readonly string[]).includes(level);
}

export type TOfficerJurisdiction = {
  permissionLevel: TPermissionLevel | string;
  ulbId: number | null;
  districtId: number | null;
  authorityId: number | null;
};

export type TApplicationJurisdiction = {
  ulbId: number;
  districtId: number;
  authorityId: number;
  isRoutedToOfficer: boolean;
};

/**
 * Spec 1 §6: ULB-bound officers see their ULB; officers with a district or an authority see that district or
 * authority; the chasing cell sees the whole state. A file routed to an officer is always theirs to see.
 * Issue 15 §1: line departments see only the files referred to them (routed), whatever their jurisdiction.
 */
export function canSeeApplication(officer: TOfficerJurisdiction, application: TApplicationJurisdiction): boolean {
  if (application.isRoutedToOfficer || officer.permissionLevel === 'CIO_CHASING_CELL') return true;
  if (isLineDepartmentLevel(officer.permissionLevel)) return false;
  if (officer.ulbId !== null) return officer.ulbId === application.ulbId;
  if (officer.districtId !== null) return officer.districtId === application.districtId;
  if (officer.authorityId !== null) return officer.authorityId === application.authorityId;
  return false;
}
