/** Spec 1 §4 stage names. */
export const STAGE_NAMES = [
  'LEVEL-1',
  'LEVEL-1A',
  'LEVEL-1B',
  'LEVEL-2',
  'TECHNICAL VERIFICATION',
  'TITLE VERIFICATION',
  'SITE VERIFICATION',
  'FEE_ADJUSTMENTS',
  'APPLICANT',
  'VERIFICATION',
] as const;
export type TStageName = (typeof STAGE_NAMES)[number];

/**
 * Spec 1 §4 officer stage statuses, plus the outcomes spec 3 §4 lists as form statuses that end a stage
 * (SHORTFALL, MORTGAGE_SHORTFALL, LINE_VERIFICATION) and the decisions of the commissioner stage.
 */
export const STAGE_STATUSES = [
  'IN_PROCESS',
  'RECOMMENDED',
  'NOT_RECOMMENDED',
  'SUBMITTED',
  'SHOW_CAUSE',
  'FEE_INTIMATION',
  'SHORTFALL',
  'MORTGAGE_SHORTFALL',
  'LINE_VERIFICATION',
  'ACCEPTED',
  'REJECTED',
] as const;
export type TStageStatus = (typeof STAGE_STATUSES)[number];

export const OFFICER_LEVELS = ['L1', 'L2'] as const;
export type TOfficerLevel = (typeof OFFICER_LEVELS)[number];
