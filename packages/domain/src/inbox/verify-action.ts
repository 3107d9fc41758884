import { isCompoundWall, type TApplicationType, type TApprovalFor } from '../application/application-kind';
import type { TApplicationStatus } from '../application/application-status';
import type { TPermissionLevel } from '../officer/permission-level';
import type { TOfficerType } from '../officer/server-role';
import { holdsDecisionTurns } from '../workflow/routing';
import type { TStageStatus } from '../workflow/stage';
import type { TLanguage } from '../i18n/language';

/** Spec 1 §9: occupancy files assigned after 3 September 2023 use the technical verification screens. */
export const OCCUPANCY_ROUTING_CUTOFF = new Date('2023-09-03T23:59:59+05:30');

export type TVerifyActionInput = {
  applicationId: string;
  permissionLevel: TPermissionLevel | string;
  officerType: TOfficerType;
  /** The officer's own action on their stage. */
  stageStatus: TStageStatus;
  applicationStatus: TApplicationStatus;
  applicationType: TApplicationType;
  approvalFor: TApprovalFor;
  assignedDate: Date | null;
};

export type TVerifyAction =
  | { kind: 'VERIFY'; label: 'Verify'; route: string }
  | { kind: 'VIEW'; label: 'View'; route: string }
  | { kind: 'ALREADY_SUBMITTED'; label: string };

const SITE: readonly string[] = ['SITE_VERIFICATION', 'UDA_GP_SITE_OFFICER'];
const TECHNICAL: readonly string[] = [
  'TECHNICAL_VERIFICATION',
  'SECTION_OFFICER',
  'TECH_OFFICER',
  'CP_TECH_OFFICER',
  'SECTION_HEAD',
];
const PLANNING: readonly string[] = ['ACP_OFFICER', 'TPSO_OFFICER', 'CP_OFFICER'];

/** The route's type segment: occ for occupancy, CW for compound walls (spec 1 §2.2). */
const ACTION_LABELS_TE: Readonly<Record<string, string>> = { Verify: 'పరిశీలించు', View: 'చూడు' };

/** The row button's words (Verify or View) in the officer's language; a status text keeps its own label. */
export function verifyActionLabel(label: string, language: TLanguage = 'en'): string {
  return language === 'te' ? (ACTION_LABELS_TE[label] ?? label) : label;
}

export function typeSegment(input: Pick<TVerifyActionInput, 'applicationType' | 'approvalFor'>): string {
  if (isCompoundWall(input.approvalFor)) return 'CW/';
  if (input.applicationType === 'OCCUPANCY' || input.approvalFor === 'OCCUPANCY') return 'occ/';
  return '';
}

/** Where Verify leads (spec 1 §4 "Where the Verify button leads"). */
function verifyRoute(input: TVerifyActionInput): string {
  const id = input.applicationId;
  const type = typeSegment(input);
  const level = input.permissionLevel;
  const isOccupancy = type === 'occ/';
  const isSingleWindow = input.applicationType === 'SINGLE WINDOW';
  if (level === 'LINE_DEPARTMENT' || level === 'IRRIGATION_OFFICER') {
    return isSingleWindow ? `/sw-line-verification/${id}` : `/line-verification/${id}`;
  }
  // The vice chairman decides too (process definition), and a deemed file's review can go up to a collector,
  // director or the metropolitan commissioner (routing.ts): the decision screen, not the details page.
  if (holdsDecisionTurns(level)) return `/commissioner-verification/${type}${id}`;
  // Spec 3 §2: after the applicant pays a single-window fee intimation, the reviewer checks it on
  // /fee-verification-review and goes on with NEXT (the file id travels in the query, so a reload keeps it).
  if (input.applicationStatus === 'FEE_VERIFICATION' && (PLANNING.includes(level) || level === 'SECTION_HEAD')) {
    return `/fee-verification-review?id=${id}`;
  }
  const isFeeAdjustment = input.applicationStatus === 'FEE_ADJUSTMENTS';
  if (PLANNING.includes(level)) {
    return isFeeAdjustment && input.officerType === 'GHMC'
      ? `/fee-verification/${id}`
      : `/site-verification/${type}${id}`;
  }
  if (TECHNICAL.includes(level)) {
    if (isFeeAdjustment) return `/fee-verification/${id}`;
    if (isOccupancy && input.assignedDate && input.assignedDate <= OCCUPANCY_ROUTING_CUTOFF)
      return `/iairVerification/occ/${id}`;
    return isSingleWindow ? `/sw-verification/${type}${id}` : `/technical-verification/${type}${id}`;
  }
  if (SITE.includes(level)) return isSingleWindow ? `/sw-verification/${type}${id}` : `/site-verification/${type}${id}`;
  if (level === 'TITLE_VERIFICATION') return `/title-verification/${id}`;
  return `/application-details/${type}${id}`;
}

/**
 * The Action column's button (spec 1 §4 "Verify action"): Verify while the officer's stage is in process, the
 * already-submitted notice once they have submitted, and View for the panchayat secretary.
 */
export function verifyAction(input: TVerifyActionInput, statusText: string): TVerifyAction {
  if (input.permissionLevel === 'PANCHAYAT SECRETARY') {
    return { kind: 'VIEW', label: 'View', route: `/application-details/${typeSegment(input)}${input.applicationId}` };
  }
  if (input.stageStatus === 'IN_PROCESS') return { kind: 'VERIFY', label: 'Verify', route: verifyRoute(input) };
  return { kind: 'ALREADY_SUBMITTED', label: statusText };
}
