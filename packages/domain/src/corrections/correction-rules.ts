import { isCommissionerLevel, type TPermissionLevel } from '../officer/permission-level';
import { CORRECTION_MESSAGES } from './correction-messages';
import type { TLanguage } from '../i18n/language';

/** Spec 3 §4 "Statuses": the stages of a correction request. */
export const CORRECTION_STATUSES = ['CORRECTION_VERIFICATION', 'SUBMITTED', 'CORRECTION_COMPLETED'] as const;
export type TCorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** Spec 3 §4: the filter values of /correction-verification. */
export const CORRECTION_FILTERS = ['correction', 'completed', 'submitted'] as const;
export type TCorrectionFilter = (typeof CORRECTION_FILTERS)[number];

/**
 * Who acts on an open request: the verifying officer decides each correction (CORRECTION_VERIFICATION), then a
 * commissioner-level officer gives the final word (SUBMITTED). Each is a turn of one officer on the request.
 */
export const CORRECTION_STEPS = ['VERIFICATION', 'DECISION'] as const;
export type TCorrectionStep = (typeof CORRECTION_STEPS)[number];

export const CORRECTION_STEP_STATUS: Record<TCorrectionStep, TCorrectionStatus> = {
  VERIFICATION: 'CORRECTION_VERIFICATION',
  DECISION: 'SUBMITTED',
};

/**
 * What each filter holds for the signed-in officer, and where its row button leads (spec 3 §2, routes verbatim —
 * the commissioner's keeps its typo and its space). Decision (the spec names the filters, not their content):
 * correction and submitted are the officer's open turns at each step; completed is the requests whose turn the
 * officer has finished, whatever happened after, so a verifying officer still sees a request the commissioner has
 * not decided yet. The detail screen of completed shows the latest request that left verification.
 */
export const CORRECTION_FILTER_RULES: Record<
  TCorrectionFilter,
  {
    step: TCorrectionStep | null;
    detailStatuses: readonly TCorrectionStatus[];
    route: string;
    action: string;
    /** What the sidebar and the list call the filter (spec 1 §2.7). */
    title: string;
  }
> = {
  correction: {
    step: 'VERIFICATION',
    detailStatuses: ['CORRECTION_VERIFICATION'],
    route: '/correction-verification-/',
    action: 'Verify',
    title: 'Correction Inprocess',
  },
  submitted: {
    step: 'DECISION',
    detailStatuses: ['SUBMITTED'],
    route: '/commisioner-correction-view /',
    action: 'Verify',
    title: 'Correction Inprocess',
  },
  completed: {
    step: null,
    detailStatuses: ['SUBMITTED', 'CORRECTION_COMPLETED'],
    route: '/correction-view-/',
    action: 'View',
    title: 'Correction Processed',
  },
};

/** The row button's destination: the route of the filter with the application's id. */
export function correctionDetailPath(filter: TCorrectionFilter, applicationId: string | number): string {
  return `${CORRECTION_FILTER_RULES[filter].route}${applicationId}`;
}

/** Spec 3 §2, §4: the list, where the officer returns after a final submit (either step). */
export const CORRECTION_LIST_ROUTE = '/correction-verification';

/** The list of a filter; the filter travels in the query string so a reload keeps it. */
export function correctionListPath(filter: TCorrectionFilter): string {
  return `${CORRECTION_LIST_ROUTE}?filter=${filter}`;
}

/** The filter of the URL; without one, the officer's requests in process (see correctionNavLinks). */
export function correctionFilterOf(
  value: string | null | undefined,
  permissionLevel: TPermissionLevel | string,
): TCorrectionFilter {
  if ((CORRECTION_FILTERS as readonly string[]).includes(value ?? '')) return value as TCorrectionFilter;
  return inProcessFilter(permissionLevel);
}

function inProcessFilter(permissionLevel: TPermissionLevel | string): TCorrectionFilter {
  return isCommissionerLevel(permissionLevel as TPermissionLevel) ? 'submitted' : 'correction';
}

/**
 * Spec 1 §2.7: the sidebar's Correction group. Its links differ for commissioner-level roles: their requests in
 * process are the submitted ones waiting for the final word; everyone else's are those to verify.
 */
export function correctionNavLinks(
  permissionLevel: TPermissionLevel | string,
): readonly { label: string; filter: TCorrectionFilter }[] {
  return [inProcessFilter(permissionLevel), 'completed' as const].map((filter) => ({
    label: CORRECTION_FILTER_RULES[filter].title,
    filter,
  }));
}

/** Spec 1 §9: report and correction lists show 10 rows a page. */
export const CORRECTION_PAGE_SIZE = 10;

type TDecided = { isApprove: boolean | null };

/**
 * Spec 3 §4: the verification view's submit is enabled only when every correction has a decision and final
 * remarks exist, and only for the officer tied to an active note. The first thing missing, or null.
 */
export function verificationSubmitProblem(input: {
  corrections: readonly TDecided[];
  finalRemark: string;
  hasActiveNote: boolean;
}): string | null {
  if (input.corrections.some((correction) => correction.isApprove === null)) {
    return CORRECTION_MESSAGES.decideEveryCorrection;
  }
  if (!input.finalRemark.trim()) return CORRECTION_MESSAGES.finalRemarkRequired;
  if (!input.hasActiveNote) return CORRECTION_MESSAGES.noteRequired;
  return null;
}

/** What the verifying officer's turn reads as (spec 2 §3.7 assignee is_approve): approved only if all were. */
export function verificationOutcome(corrections: readonly TDecided[]): boolean {
  return corrections.every((correction) => correction.isApprove === true);
}

/**
 * Spec 3 §4: the commissioner may approve, or reject when any correction was rejected. Decision: approving also
 * needs a correction to apply — a request whose every correction was rejected can only be rejected.
 */
export function finalDecisionOptions(corrections: readonly TDecided[]): { canApprove: boolean; canReject: boolean } {
  return {
    canApprove: corrections.some((correction) => correction.isApprove === true),
    canReject: corrections.some((correction) => correction.isApprove === false),
  };
}

/** The first thing wrong with the commissioner's final word, or null. */
export function finalDecisionProblem(input: {
  corrections: readonly TDecided[];
  isApprove: boolean | null | undefined;
  remark: string;
}): string | null {
  if (input.isApprove === null || input.isApprove === undefined) return CORRECTION_MESSAGES.decisionRequired;
  const options = finalDecisionOptions(input.corrections);
  if (input.isApprove && !options.canApprove) return CORRECTION_MESSAGES.approveNeedsApprovedCorrection;
  if (!input.isApprove && !options.canReject) return CORRECTION_MESSAGES.rejectNeedsRejectedCorrection;
  if (!input.remark.trim()) return CORRECTION_MESSAGES.finalRemarkRequired;
  return null;
}

/** Spec 3 §4 "Display relabelling replaces underscores with spaces": CORRECTION VERIFICATION, … */
export function correctionStageLabel(status: string, language: TLanguage = 'en'): string {
  if (language === 'te' && (CORRECTION_STATUSES as readonly string[]).includes(status)) {
    return CORRECTION_STATUS_LABELS_TE[status as TCorrectionStatus];
  }
  return status.replaceAll('_', ' ');
}

const CORRECTION_STATUS_LABELS_TE: Record<TCorrectionStatus, string> = {
  CORRECTION_VERIFICATION: 'సవరణ పరిశీలన',
  SUBMITTED: 'సమర్పించబడింది',
  CORRECTION_COMPLETED: 'సవరణ పూర్తయింది',
};

const CORRECTION_FILTER_TITLES_TE: Record<TCorrectionFilter, string> = {
  correction: 'ప్రక్రియలో ఉన్న సవరణలు',
  submitted: 'ప్రక్రియలో ఉన్న సవరణలు',
  completed: 'పూర్తయిన సవరణలు',
};

const CORRECTION_ACTIONS_TE: Readonly<Record<string, string>> = { Verify: 'పరిశీలించు', View: 'చూడు' };

/** What the sidebar and the list call a correction filter, in the officer's language. */
export function correctionFilterTitle(filter: TCorrectionFilter, language: TLanguage = 'en'): string {
  return language === 'te' ? CORRECTION_FILTER_TITLES_TE[filter] : CORRECTION_FILTER_RULES[filter].title;
}

/** The row button of a correction filter (Verify or View), in the officer's language. */
export function correctionActionLabel(filter: TCorrectionFilter, language: TLanguage = 'en'): string {
  const action = CORRECTION_FILTER_RULES[filter].action;
  return language === 'te' ? (CORRECTION_ACTIONS_TE[action] ?? action) : action;
}
