import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isServerRoleName,
  permissionLevelOf,
  type TLanguage,
  type TPermissionLevel,
} from '@anumati/domain';
import type { TOfficerRecord } from './officer.repository';

/** Who is calling: what every guard reads. Built once per request from the session. */
export type TSignedInOfficer = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string;
  mobileVerified: boolean;
  roleId: number;
  roleName: string;
  permissionLevel: TPermissionLevel | string;
  ulbId: number | null;
  ulbName: string | null;
  districtId: number | null;
  districtName: string | null;
  authorityId: number | null;
  authorityCode: string | null;
  isMandalOfficer: boolean;
  mandalName: string | null;
  actions: string[];
  lineDepartment: string | null;
  zone: string | null;
  /** The language the officer chose for the console and the documents the server writes for them. */
  preferredLanguage: TLanguage;
};

export function toSignedInOfficer(record: NonNullable<TOfficerRecord>): TSignedInOfficer {
  // Spec 1 §6: a role name the table does not list is used as it is.
  const permissionLevel = isServerRoleName(record.roleName)
    ? permissionLevelOf(record.roleName, record.authorityCode)
    : record.roleName;
  return {
    id: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    mobile: record.mobile,
    mobileVerified: record.mobileVerified,
    roleId: record.roleId,
    roleName: record.roleName,
    permissionLevel,
    ulbId: record.ulbId,
    ulbName: record.ulbName,
    districtId: record.districtId,
    districtName: record.districtName,
    authorityId: record.authorityId,
    authorityCode: record.authorityCode,
    isMandalOfficer: record.isMandalOfficer,
    mandalName: record.mandalName,
    actions: record.actions,
    lineDepartment: record.lineDepartment,
    zone: record.zone,
    preferredLanguage: isLanguage(record.preferredLanguage) ? record.preferredLanguage : DEFAULT_LANGUAGE,
  };
}

/** Mobile numbers leave the server masked to their last four digits. */
export function maskMobile(mobile: string): string {
  return `${'*'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}`;
}
