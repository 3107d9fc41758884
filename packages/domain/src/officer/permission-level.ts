/**
 * Internal permission levels: spec 3 §6's list plus the wider set spec 1 §6 names.
 * FINAL APPROVING OFFICER and PANCHAYAT SECRETARY keep the spec's spaces.
 */
export const PERMISSION_LEVELS = [
  'SITE_VERIFICATION',
  'TITLE_VERIFICATION',
  'TECHNICAL_VERIFICATION',
  'TPSO_OFFICER',
  'ACP_OFFICER',
  'CP_OFFICER',
  'CP_TECH_OFFICER',
  'TECH_OFFICER',
  'SECTION_HEAD',
  'SECTION_OFFICER',
  'UDA_GP_SITE_OFFICER',
  'COMMISSIONER',
  'ZONAL_COMMISSIONER',
  'DEPUTY_COMMISSIONER',
  'FINAL APPROVING OFFICER',
  'PANCHAYAT SECRETARY',
  'VICE_CHAIRMAN',
  'CIO_CHASING_CELL',
  'DISTRICT_COLLECTOR',
  'ADDITIONAL_COLLECTOR',
  'IRRIGATION_OFFICER',
  'DTCP_DIRECTOR',
  'RDDTP_OFFICER',
  'TAHSILDAR',
  'ASSISTANT_PLANNING_OFFICER',
  'PLANNING_OFFICER',
  'HMDA_DIRECTOR',
  'METROPOLITAN_COMMISSIONER',
  'LINE_DEPARTMENT',
  // Issue 52: officer administration. Not officers of files: they never see an application nor take a turn.
  'STATE_ADMIN',
  'ULB_ADMIN',
] as const;

export type TPermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** Levels that take the commissioner-level decision (spec 1 §4 "Where the Verify button leads"). */
export const COMMISSIONER_LEVELS: readonly TPermissionLevel[] = [
  'COMMISSIONER',
  'PANCHAYAT SECRETARY',
  'ZONAL_COMMISSIONER',
  'DEPUTY_COMMISSIONER',
  'FINAL APPROVING OFFICER',
];

/** Planning officers who may carry all three verifications of one application (spec 3 §2). */
export const PLANNING_OFFICER_LEVELS: readonly TPermissionLevel[] = ['TPSO_OFFICER', 'CP_OFFICER', 'ACP_OFFICER'];

export function isCommissionerLevel(level: TPermissionLevel): boolean {
  return COMMISSIONER_LEVELS.includes(level);
}

/** Issue 52: the levels that administer officers (the whole state, or one ULB or authority); never file officers. */
export const ADMINISTRATOR_LEVELS: readonly TPermissionLevel[] = ['STATE_ADMIN', 'ULB_ADMIN'];

export function isAdministratorLevel(level: TPermissionLevel | string): boolean {
  return (ADMINISTRATOR_LEVELS as readonly string[]).includes(level);
}
