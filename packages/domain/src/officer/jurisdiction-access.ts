import type { TPermissionLevel } from './permission-level';

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
 */
export function canSeeApplication(officer: TOfficerJurisdiction, application: TApplicationJurisdiction): boolean {
  if (application.isRoutedToOfficer || officer.permissionLevel === 'CIO_CHASING_CELL') return true;
  if (officer.ulbId !== null) return officer.ulbId === application.ulbId;
  if (officer.districtId !== null) return officer.districtId === application.districtId;
  if (officer.authorityId !== null) return officer.authorityId === application.authorityId;
  return false;
}
