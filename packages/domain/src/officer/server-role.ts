import { isLineDepartment, LINE_DEPARTMENTS } from './line-department';
import type { TPermissionLevel } from './permission-level';

/**
 * Role names as the server stores them, spelt as spec 1 §6 writes them. Roles the spec lists only
 * as permission levels (TPSO etc. "used as they are") are stored under that spelling.
 */
export const SERVER_ROLE_NAMES = [
  'Technical Scrutiny Officer',
  'Municipal Commissioner',
  'Title Inspector',
  'Site Inspector',
  'SECTION OFFICER',
  'Zonal Commissioner',
  'DEPUTY COMMISSIONER',
  'ACP OFFICER',
  'CP OFFICER',
  'TPSO OFFICER',
  'CIO-Chasing Cell',
  'DISTRICT COLLECTOR',
  'ADDITIONAL COLLECTOR',
  'Irrigation Officer',
  'DTCP DIRECTOR',
  'FINAL APPROVING OFFICER',
  'PANCHAYAT SECRETARY',
  'VICE CHAIRMAN',
  'SECTION HEAD',
  'CP TECH OFFICER',
  'TECH OFFICER',
  'UDA GP SITE OFFICER',
  'RDDTP OFFICER',
  'Tahsildar',
  'ASSISTANT PLANNING OFFICER',
  'PLANNING OFFICER',
  'HMDA DIRECTOR',
  'METROPOLITAN COMMISSIONER',
  'State Administrator',
  'ULB Administrator',
  ...LINE_DEPARTMENTS,
] as const;

export type TServerRoleName = (typeof SERVER_ROLE_NAMES)[number];

/** Urban development authorities whose SECTION OFFICER does technical verification (spec 1 §6). */
export const SECTION_OFFICER_TECHNICAL_AUTHORITIES = [
  'NIUDA',
  'NUDA',
  'MUDA',
  'KUDA',
  'SUDA',
  'STUDA',
  'VTADA',
  'SIUDA',
  'YTDA',
] as const;

const LEVEL_OF_ROLE: Record<Exclude<TServerRoleName, 'SECTION OFFICER'>, TPermissionLevel> = {
  'Technical Scrutiny Officer': 'TECHNICAL_VERIFICATION',
  'Municipal Commissioner': 'COMMISSIONER',
  'Title Inspector': 'TITLE_VERIFICATION',
  'Site Inspector': 'SITE_VERIFICATION',
  // Spec 1 §6 "used as they are": the same role under its permission-level spelling.
  'Zonal Commissioner': 'ZONAL_COMMISSIONER',
  'DEPUTY COMMISSIONER': 'DEPUTY_COMMISSIONER',
  'ACP OFFICER': 'ACP_OFFICER',
  'CP OFFICER': 'CP_OFFICER',
  'TPSO OFFICER': 'TPSO_OFFICER',
  'CIO-Chasing Cell': 'CIO_CHASING_CELL',
  'DISTRICT COLLECTOR': 'DISTRICT_COLLECTOR',
  'ADDITIONAL COLLECTOR': 'ADDITIONAL_COLLECTOR',
  'Irrigation Officer': 'IRRIGATION_OFFICER',
  'DTCP DIRECTOR': 'DTCP_DIRECTOR',
  'FINAL APPROVING OFFICER': 'FINAL APPROVING OFFICER',
  'PANCHAYAT SECRETARY': 'PANCHAYAT SECRETARY',
  'VICE CHAIRMAN': 'VICE_CHAIRMAN',
  'SECTION HEAD': 'SECTION_HEAD',
  'CP TECH OFFICER': 'CP_TECH_OFFICER',
  'TECH OFFICER': 'TECH_OFFICER',
  'UDA GP SITE OFFICER': 'UDA_GP_SITE_OFFICER',
  'RDDTP OFFICER': 'RDDTP_OFFICER',
  Tahsildar: 'TAHSILDAR',
  'ASSISTANT PLANNING OFFICER': 'ASSISTANT_PLANNING_OFFICER',
  'PLANNING OFFICER': 'PLANNING_OFFICER',
  'HMDA DIRECTOR': 'HMDA_DIRECTOR',
  'METROPOLITAN COMMISSIONER': 'METROPOLITAN_COMMISSIONER',
  'State Administrator': 'STATE_ADMIN',
  'ULB Administrator': 'ULB_ADMIN',
  FIRE: 'LINE_DEPARTMENT',
  POLICE: 'LINE_DEPARTMENT',
  REVENUE: 'LINE_DEPARTMENT',
  IRRIGATION: 'LINE_DEPARTMENT',
  RAILWAY: 'LINE_DEPARTMENT',
  ELECTRICITY: 'LINE_DEPARTMENT',
  AIRPORT: 'LINE_DEPARTMENT',
  'OIL AND GAS': 'LINE_DEPARTMENT',
  NMA: 'LINE_DEPARTMENT',
  ENDOWMENT: 'LINE_DEPARTMENT',
  FOREST: 'LINE_DEPARTMENT',
  SEIAA: 'LINE_DEPARTMENT',
  'ROADS AND BUILDINGS': 'LINE_DEPARTMENT',
};

export function isServerRoleName(value: string): value is TServerRoleName {
  return (SERVER_ROLE_NAMES as readonly string[]).includes(value);
}

/**
 * Spec 1 §6: the permission level of a server role. A SECTION OFFICER does technical
 * verification only in the listed urban development authorities; elsewhere it stays a section officer.
 */
export function permissionLevelOf(role: TServerRoleName, authority: string | null): TPermissionLevel {
  if (role === 'SECTION OFFICER') {
    const isTechnicalAuthority = (SECTION_OFFICER_TECHNICAL_AUTHORITIES as readonly string[]).includes(authority ?? '');
    return isTechnicalAuthority ? 'TECHNICAL_VERIFICATION' : 'SECTION_OFFICER';
  }
  return LEVEL_OF_ROLE[role];
}

/** The line department a role stands for, if it is one. */
export function lineDepartmentOf(role: TServerRoleName): string | null {
  return isLineDepartment(role) ? role : null;
}

export const OFFICER_TYPES = ['GHMC', 'HDMA', 'DTCP'] as const;
export type TOfficerType = (typeof OFFICER_TYPES)[number];

/** Spec 1 §6: GHMC or HDMA when the officer's ulbName is one of those, otherwise DTCP. */
export function officerTypeOf(ulbName: string | null): TOfficerType {
  if (ulbName === 'GHMC' || ulbName === 'HDMA') return ulbName;
  return 'DTCP';
}

/** GHMC's officers have rules of their own (no Deviation tab for occupancy, spec 3 §6). */
export function isGhmcOfficer(ulbName: string | null): boolean {
  return officerTypeOf(ulbName) === 'GHMC';
}

/** Issue 52: the administrators' roles (officer administration, docs/ADMINISTRATION.md). */
export const ADMINISTRATOR_ROLE_NAMES = ['State Administrator', 'ULB Administrator'] as const;

export function isAdministratorRole(role: string): boolean {
  return (ADMINISTRATOR_ROLE_NAMES as readonly string[]).includes(role);
}
