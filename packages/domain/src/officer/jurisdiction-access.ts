import type { TApplicationStatus } from '../application/application-status';
import { isAdministratorLevel, type TPermissionLevel } from './permission-level';

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

export type TPlaceJurisdiction = {
  ulbId: number;
  districtId: number;
  authorityId: number;
};

export type TApplicationJurisdiction = TPlaceJurisdiction & {
  status: TApplicationStatus;
  isRoutedToOfficer: boolean;
};

/**
 * Spec 1 §6: ULB-bound officers see their ULB; officers with a district or an authority see that district or
 * authority; the chasing cell sees the whole state. Issue 15 §1: line departments see only the files referred to
 * them, so no place is theirs as a whole.
 */
export function holdsJurisdictionOver(officer: TOfficerJurisdiction, place: TPlaceJurisdiction): boolean {
  if (officer.permissionLevel === 'CIO_CHASING_CELL') return true;
  // Issue 52: an administrator's place is the officers', never the files' (administration's administersPlace).
  if (isAdministratorLevel(officer.permissionLevel)) return false;
  if (isLineDepartmentLevel(officer.permissionLevel)) return false;
  if (officer.ulbId !== null) return officer.ulbId === place.ulbId;
  if (officer.districtId !== null) return officer.districtId === place.districtId;
  if (officer.authorityId !== null) return officer.authorityId === place.authorityId;
  return false;
}

/**
 * A file of the officer's jurisdiction, or routed to the officer (always theirs to see). A draft never left the
 * citizen platform: no officer sees it, whatever their jurisdiction, as if it did not exist.
 */
export function canSeeApplication(officer: TOfficerJurisdiction, application: TApplicationJurisdiction): boolean {
  // Issue 52: administrators administer officers of a place; no file's personal data is theirs.
  if (isAdministratorLevel(officer.permissionLevel)) return false;
  if (application.status === 'DRAFT') return false;
  return application.isRoutedToOfficer || holdsJurisdictionOver(officer, application);
}
