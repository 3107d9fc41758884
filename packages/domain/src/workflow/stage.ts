import type { TLanguage } from '../i18n/language';
import { isLineDepartment } from '../officer/line-department';
import { lineDepartmentLabel } from '../officer/officer-labels';

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

/** The outcomes that send a file back to the applicant before its verification is complete: the shortfalls. */
export const SHORTFALL_OUTCOMES = ['SHORTFALL', 'MORTGAGE_SHORTFALL'] as const satisfies readonly TStageStatus[];

export function isShortfallOutcome(outcome: string): outcome is (typeof SHORTFALL_OUTCOMES)[number] {
  return (SHORTFALL_OUTCOMES as readonly string[]).includes(outcome);
}

export const OFFICER_LEVELS = ['L1', 'L2'] as const;
export type TOfficerLevel = (typeof OFFICER_LEVELS)[number];

/**
 * Issue 19: officers read a stage by its work, never by its code. LEVEL-1 is pre-scrutiny (process-definition.ts);
 * spec 1 §4 does not say what LEVEL-1A, LEVEL-1B and LEVEL-2 do, so they read as the level they are. Stage names
 * outside the list (LINE DEPARTMENT, the fee-adjustment entry of the proposal flow) have labels of their own.
 */
const STAGE_NAME_LABELS = {
  'LEVEL-1': 'PRE SCRUTINY',
  'LEVEL-1A': 'LEVEL 1A',
  'LEVEL-1B': 'LEVEL 1B',
  'LEVEL-2': 'LEVEL 2',
  'TECHNICAL VERIFICATION': 'TECHNICAL VERIFICATION',
  'TITLE VERIFICATION': 'TITLE VERIFICATION',
  'SITE VERIFICATION': 'SITE VERIFICATION',
  FEE_ADJUSTMENTS: 'FEE ADJUSTMENTS',
  APPLICANT: 'APPLICANT',
  VERIFICATION: 'VERIFICATION',
  'LINE DEPARTMENT': 'LINE DEPARTMENT',
  'TECHNICAL VERIFICATION - FEE ADJUSTMENT': 'TECHNICAL VERIFICATION - FEE ADJUSTMENT',
} as const satisfies Record<TStageName, string> & Record<string, string>;
type TLabelledStage = keyof typeof STAGE_NAME_LABELS;

const STAGE_NAME_LABELS_TE: Record<TLabelledStage, string> = {
  'LEVEL-1': 'ప్రాథమిక పరిశీలన',
  'LEVEL-1A': 'స్థాయి 1A',
  'LEVEL-1B': 'స్థాయి 1B',
  'LEVEL-2': 'స్థాయి 2',
  'TECHNICAL VERIFICATION': 'సాంకేతిక పరిశీలన',
  'TITLE VERIFICATION': 'హక్కు పత్రాల పరిశీలన',
  'SITE VERIFICATION': 'స్థల పరిశీలన',
  FEE_ADJUSTMENTS: 'రుసుము సర్దుబాట్లు',
  APPLICANT: 'దరఖాస్తుదారు',
  VERIFICATION: 'పరిశీలన',
  'LINE DEPARTMENT': 'లైన్ విభాగం',
  'TECHNICAL VERIFICATION - FEE ADJUSTMENT': 'సాంకేతిక పరిశీలన - రుసుము సర్దుబాటు',
};

/**
 * What an officer reads for a stage name; a line department's turn (reports count each department as its own
 * stage) reads as the department; a name the list does not know reads with underscores as spaces.
 */
export function stageNameLabel(name: string, language: TLanguage = 'en'): string {
  if (isLineDepartment(name)) return lineDepartmentLabel(name, language);
  if (!(name in STAGE_NAME_LABELS)) return name.replaceAll('_', ' ');
  const stage = name as TLabelledStage;
  return language === 'te' ? STAGE_NAME_LABELS_TE[stage] : STAGE_NAME_LABELS[stage];
}

const STAGE_STATUS_LABELS_TE: Record<TStageStatus, string> = {
  IN_PROCESS: 'ప్రక్రియలో ఉంది',
  RECOMMENDED: 'సిఫార్సు చేయబడింది',
  NOT_RECOMMENDED: 'సిఫార్సు చేయబడలేదు',
  SUBMITTED: 'సమర్పించబడింది',
  SHOW_CAUSE: 'షోకాజ్ నోటీసు',
  FEE_INTIMATION: 'రుసుము సూచన',
  SHORTFALL: 'లోపం',
  MORTGAGE_SHORTFALL: 'తనఖా లోపం',
  LINE_VERIFICATION: 'లైన్ విభాగ పరిశీలన',
  ACCEPTED: 'ఆమోదించబడింది',
  REJECTED: 'తిరస్కరించబడింది',
};

/** A stage officer's status as the proposal flow shows it: underscores as spaces in English. */
export function stageStatusLabel(status: string, language: TLanguage = 'en'): string {
  if (language === 'te' && (STAGE_STATUSES as readonly string[]).includes(status)) {
    return STAGE_STATUS_LABELS_TE[status as TStageStatus];
  }
  return status.replaceAll('_', ' ');
}

const OFFICER_LEVEL_LABELS: Record<TOfficerLevel, Record<TLanguage, string>> = {
  L1: { en: 'L1', te: 'స్థాయి 1' },
  L2: { en: 'L2', te: 'స్థాయి 2' },
};

/** An officer level (L1, L2) as the proposal flow shows it. */
export function officerLevelLabel(level: string, language: TLanguage = 'en'): string {
  return (OFFICER_LEVELS as readonly string[]).includes(level)
    ? OFFICER_LEVEL_LABELS[level as TOfficerLevel][language]
    : level;
}
