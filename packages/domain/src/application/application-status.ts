import type { TLanguage } from '../i18n/language';
import type { TApplicationType } from './application-kind';

/** Application statuses, as the server sends them (spec 1 §4). */
export const APPLICATION_STATUSES = [
  'DRAFT',
  'IN_PROCESS',
  'SUBMITTED',
  'VERIFICATION_UNDER_PROGRESS',
  'FEE_ADJUSTMENTS',
  'PROCEEDINGS_IN_PROGRESS',
  'ACCEPTED',
  'REVOKED',
  'REJECTED',
  'DEEMED',
  'FEE_ADJUSTMENTS_SUBMITTED',
  'FEE_VERIFICATION',
  'CLOSED',
  'SHORTFALL',
  'SHORTFALL_SUBMITTED',
  'FINAL_DEEMED',
  'SHOW_CAUSE_RAISED',
  // The spec's spelling: it is what the citizen platform sends.
  'PAYMENT_INTIATED',
  'LINE_DEPARTMENT_HOLD',
  'EXPIRED',
  'MORTGAGE_SHORTFALL',
  'DRAWING_SHORTFALL',
  'DRAWING_SHORTFALL_SUBMITTED',
  'DRAWING_VERIFIED',
] as const;

export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The statuses in which a file waits for the applicant to answer a shortfall (ordinary, mortgage or drawing): the
 * statutory clock pauses, and the shortfall expires if unanswered (spec 3 §5). One list for the engine, the clock,
 * the scheduler and the seed (issue 21: it was written out six times).
 */
export const SHORTFALL_STATUSES = [
  'SHORTFALL',
  'MORTGAGE_SHORTFALL',
  'DRAWING_SHORTFALL',
] as const satisfies readonly TApplicationStatus[];

export function isShortfallStatus(status: string): boolean {
  return (SHORTFALL_STATUSES as readonly string[]).includes(status);
}

const SPECIAL_LABELS: Partial<Record<TApplicationStatus, string>> = {
  PROCEEDINGS_IN_PROGRESS: 'FINAL PROCESSING',
  DEEMED: 'DEEMED APPROVED',
};

/** Spec 1 §4 statuses in Telugu, with the spec's renames (FINAL PROCESSING, DEEMED APPROVED). */
export const STATUS_LABELS_TE: Record<TApplicationStatus, string> = {
  DRAFT: 'ముసాయిదా',
  IN_PROCESS: 'ప్రక్రియలో ఉంది',
  SUBMITTED: 'సమర్పించబడింది',
  VERIFICATION_UNDER_PROGRESS: 'పరిశీలన జరుగుతోంది',
  FEE_ADJUSTMENTS: 'రుసుము సర్దుబాట్లు',
  PROCEEDINGS_IN_PROGRESS: 'తుది ప్రక్రియ',
  ACCEPTED: 'ఆమోదించబడింది',
  REVOKED: 'రద్దు చేయబడింది',
  REJECTED: 'తిరస్కరించబడింది',
  DEEMED: 'భావిత ఆమోదం పొందింది',
  FEE_ADJUSTMENTS_SUBMITTED: 'రుసుము సర్దుబాట్లు సమర్పించబడ్డాయి',
  FEE_VERIFICATION: 'రుసుము పరిశీలన',
  CLOSED: 'ముగించబడింది',
  SHORTFALL: 'లోపం',
  SHORTFALL_SUBMITTED: 'లోపం పత్రాలు సమర్పించబడ్డాయి',
  FINAL_DEEMED: 'తుది భావిత ఆమోదం',
  SHOW_CAUSE_RAISED: 'షోకాజ్ నోటీసు జారీ చేయబడింది',
  PAYMENT_INTIATED: 'చెల్లింపు ప్రారంభించబడింది',
  LINE_DEPARTMENT_HOLD: 'లైన్ విభాగం వద్ద నిలిపివేయబడింది',
  EXPIRED: 'గడువు ముగిసింది',
  MORTGAGE_SHORTFALL: 'తనఖా లోపం',
  DRAWING_SHORTFALL: 'డ్రాయింగ్ లోపం',
  DRAWING_SHORTFALL_SUBMITTED: 'డ్రాయింగ్ లోపం పత్రాలు సమర్పించబడ్డాయి',
  DRAWING_VERIFIED: 'డ్రాయింగ్ పరిశీలించబడింది',
};

/** Types whose rejection the officers know as a revocation (spec 1 §4). */
const REVOKED_ON_REJECTION: readonly TApplicationType[] = ['SELF CERTIFICATION', 'REGISTRATION'];

/**
 * The label an officer sees for a status: underscores become spaces, with the spec's renames
 * (FINAL PROCESSING, DEEMED APPROVED, and REVOKED for rejected instant approvals and registrations).
 */
export function statusLabel(
  status: TApplicationStatus,
  applicationType?: TApplicationType,
  language: TLanguage = 'en',
): string {
  const shown =
    status === 'REJECTED' && applicationType && REVOKED_ON_REJECTION.includes(applicationType) ? 'REVOKED' : status;
  if (language === 'te') return STATUS_LABELS_TE[shown];
  return SPECIAL_LABELS[shown] ?? shown.replaceAll('_', ' ');
}

export function isApplicationStatus(value: string): value is TApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}
