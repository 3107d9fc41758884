import type { TPermissionLevel } from '../officer/permission-level';

/**
 * Spec 2 §6 and spec 3 §6: roles that see the applicant's mobile number. Spec 2 adds TECHNICAL_VERIFICATION
 * "on some screens", spec 3 lists it plainly; decision: technical verification officers see it on every screen.
 */
export const MOBILE_VISIBLE_LEVELS: readonly TPermissionLevel[] = [
  'SITE_VERIFICATION',
  'TPSO_OFFICER',
  'ACP_OFFICER',
  'SECTION_HEAD',
  'SECTION_OFFICER',
  'UDA_GP_SITE_OFFICER',
  'CP_TECH_OFFICER',
  'TECH_OFFICER',
  'TECHNICAL_VERIFICATION',
];

export function canSeeApplicantMobile(permissionLevel: TPermissionLevel | string): boolean {
  return (MOBILE_VISIBLE_LEVELS as readonly string[]).includes(permissionLevel);
}

/** Spec 3 §3: Aadhaar leaves the server masked to its last four digits, in the card's groups of four. */
export function maskAadhaar(aadhaar: string | null): string | null {
  const digits = aadhaar?.replace(/\D/g, '') ?? '';
  if (digits.length < 4) return null;
  return `XXXX XXXX ${digits.slice(-4)}`;
}

/** Correction values about the mobile or Aadhaar number follow the same rules as the applicant's own. */
export function protectCorrectionValue(input: {
  columnName: string;
  value: string;
  permissionLevel: TPermissionLevel | string;
}): string {
  const column = input.columnName.toLowerCase();
  if (column.includes('aadhaar') || column.includes('aadhar')) return maskAadhaar(input.value) ?? '';
  if (column.includes('mobile') && !canSeeApplicantMobile(input.permissionLevel)) return 'XXXXXXXXXX';
  return input.value;
}
