import { isCompoundWall, type TApplicationType, type TApprovalFor } from '../application/application-kind';

/** One workflow per kind of application (WORKFLOW.md). */
export const PROCESS_KINDS = [
  'REGISTRATION',
  'SELF_CERTIFICATION',
  'SINGLE_WINDOW',
  'LAYOUT',
  'FINAL_LAYOUT',
  'OCCUPANCY',
  'COMPOUND_WALL',
] as const;
export type TProcessKind = (typeof PROCESS_KINDS)[number];

/** The workflow an application follows, from its type and what it asks approval for. */
export function processKindOf(applicationType: TApplicationType, approvalFor: TApprovalFor): TProcessKind {
  if (isCompoundWall(approvalFor)) return 'COMPOUND_WALL';
  if (applicationType === 'OCCUPANCY' || approvalFor === 'OCCUPANCY') return 'OCCUPANCY';
  if (applicationType === 'REGISTRATION') return 'REGISTRATION';
  if (applicationType === 'SELF CERTIFICATION') return 'SELF_CERTIFICATION';
  if (approvalFor === 'LAYOUT') return 'LAYOUT';
  if (approvalFor === 'FINAL_LAYOUT') return 'FINAL_LAYOUT';
  return 'SINGLE_WINDOW';
}
