import type { TApplicationStatus } from '../application/application-status';
import type { TLanguage } from '../i18n/language';
import { encodeFinalRemark, needsReasons, REASONS_PREFIX } from '../workflow/submitted-status';
import { DECISION_MESSAGES } from '../workflow/submission-schemas';
import { WAITING_FOR_APPLICANT, WORKFLOW_MESSAGES } from '../workflow/workflow-engine';
import { isDecisionBlocked } from '../workflow/open-turns';
import type { TProcessKind } from '../workflow/process-kind';
import { isDeviationGatedTurn } from '../deviation/deviation-editing';
import { isFeeGatedTurn, type TTurn } from '../fees/fee-certification';
import { OTHER_REASON } from './rejection-reasons';

/** Spec 3 §4 "Recommendation options": the button each outcome is offered under. */
export const RECOMMENDATION_LABELS: Record<string, string> = {
  RECOMMENDED: 'RECOMMEND FOR APPROVAL',
  NOT_RECOMMENDED: 'RECOMMEND FOR REJECTION',
  SHORTFALL: 'RECOMMEND FOR SHORTFALL',
  MORTGAGE_SHORTFALL: 'RECOMMEND FOR MORTGAGE SHORTFALL',
  LINE_VERIFICATION: 'RECOMMEND FOR LINE DEPARTMENT',
  FEE_INTIMATION: 'RAISE FEE INTIMATION',
};

export const RECOMMENDATION_LABELS_TE: Record<keyof typeof RECOMMENDATION_LABELS, string> = {
  RECOMMENDED: 'ఆమోదానికి సిఫార్సు చేయండి',
  NOT_RECOMMENDED: 'తిరస్కరణకు సిఫార్సు చేయండి',
  SHORTFALL: 'లోపానికి సిఫార్సు చేయండి',
  MORTGAGE_SHORTFALL: 'తనఖా లోపానికి సిఫార్సు చేయండి',
  LINE_VERIFICATION: 'లైన్ విభాగానికి సిఫార్సు చేయండి',
  FEE_INTIMATION: 'రుసుము సూచన జారీ చేయండి',
  SUBMITTED: 'సమర్పించండి',
};

/** The button an outcome is offered under; an outcome without one reads with underscores as spaces. */
export function recommendationLabel(option: string, language: TLanguage = 'en'): string {
  const labels: Record<string, string> = language === 'te' ? RECOMMENDATION_LABELS_TE : RECOMMENDATION_LABELS;
  return labels[option] ?? option.replaceAll('_', ' ');
}

/** Messages of the Remarks & Recommendation panel: spec 3 §5 where it quotes them, ours where it does not. */
export const RECOMMENDATION_MESSAGES = {
  choose: DECISION_MESSAGES.recommendationRequired,
  remarks: DECISION_MESSAGES.remarksRequired,
  nocDepartments: WORKFLOW_MESSAGES.nocDepartmentsRequired,
  reasons: 'Please select the reasons',
  otherReason: 'Please write the other reason',
  confirm: 'Are you sure you want to submit?',
  noForm: 'You only have view access for this application or File didnt reach you yet.',
  saved: 'your Answers are Saved Sucessfully !',
  formsIncomplete: 'Please answer every question marked * required before submitting',
  showCauseWarning:
    'The show cause remark is printed on certificates and shown to the applicant: write it as it should be read.',
} as const;

export const RECOMMENDATION_MESSAGES_TE: Record<keyof typeof RECOMMENDATION_MESSAGES, string> = {
  choose: 'దయచేసి సిఫార్సు చేయండి లేదా సిఫార్సు చేయవద్దు ఎంచుకోండి',
  remarks: 'దయచేసి వ్యాఖ్యలు జోడించండి',
  nocDepartments: 'దయచేసి NOC ఎంపికలను ఎంచుకోండి',
  reasons: 'దయచేసి కారణాలను ఎంచుకోండి',
  otherReason: 'దయచేసి ఇతర కారణాన్ని రాయండి',
  confirm: 'మీరు ఖచ్చితంగా సమర్పించాలనుకుంటున్నారా?',
  noForm: 'ఈ దరఖాస్తును మీరు చూడటానికి మాత్రమే అనుమతి ఉంది లేదా ఫైల్ ఇంకా మీకు చేరలేదు.',
  saved: 'మీ సమాధానాలు విజయవంతంగా సేవ్ చేయబడ్డాయి!',
  formsIncomplete: 'సమర్పించే ముందు * తప్పనిసరి అని గుర్తించిన ప్రతి ప్రశ్నకు సమాధానం ఇవ్వండి',
  showCauseWarning: 'షోకాజ్ వ్యాఖ్య ధృవపత్రాలపై ముద్రించబడి దరఖాస్తుదారుకు చూపబడుతుంది: అది చదవాల్సిన విధంగానే రాయండి.',
};

/** Spec 3 §5 "Submission gates": the messages that keep the panel closed, verbatim. */
export const SUBMISSION_GATE_MESSAGES = {
  notesAndForms: 'Please add remarks in View Notes and Submit Forms',
  notesAndDeviation: '* Please add remarks in View/Add notes and update Deviation',
  notesFeeAndConditions: '* Please add Remarks in View Notes, Submit Fee, and conditions',
  notes: 'Please add remarks in View Notes',
  forms: 'Please Submit Forms',
  fee: 'Please submit fee',
} as const;

export const SUBMISSION_GATE_MESSAGES_TE: Record<keyof typeof SUBMISSION_GATE_MESSAGES, string> = {
  notesAndForms: 'దయచేసి వ్యాఖ్యలను "నోట్స్ చూడండి"లో జోడించి ఫారాలను సమర్పించండి',
  notesAndDeviation: '* దయచేసి వ్యాఖ్యలను "నోట్స్ చూడండి/జోడించండి"లో జోడించి వ్యత్యాసాన్ని నవీకరించండి',
  notesFeeAndConditions: '* దయచేసి వ్యాఖ్యలను "నోట్స్ చూడండి"లో జోడించి, రుసుము మరియు షరతులను సమర్పించండి',
  notes: 'దయచేసి వ్యాఖ్యలను "నోట్స్ చూడండి"లో జోడించండి',
  forms: 'దయచేసి ఫారాలను సమర్పించండి',
  fee: 'దయచేసి రుసుమును సమర్పించండి',
};

/**
 * When the officer only submits (the inspector at L1): the server offers SUBMITTED alone. Decision (spec 3 §4
 * gives two readings): at L1 the status is SUBMITTED without a recommendation choice, single window included.
 */
export function isPlainSubmission(options: readonly string[]): boolean {
  return options.length === 1 && options[0] === 'SUBMITTED';
}

export type TRecommendationDraft = {
  options: readonly string[];
  status: string | null;
  reasons: readonly string[];
  otherReason: string;
  remark: string;
  nocDepartments: readonly string[];
};

/** The first thing missing before the panel may submit (spec 3 §5 "Submission gates"), or null. */
export function recommendationProblem(draft: TRecommendationDraft): string | null {
  if (!isPlainSubmission(draft.options) && !draft.status) return RECOMMENDATION_MESSAGES.choose;
  if (needsReasons(draft.status)) {
    if (draft.reasons.length === 0) return RECOMMENDATION_MESSAGES.reasons;
    if (draft.reasons.includes(OTHER_REASON) && !draft.otherReason.trim()) return RECOMMENDATION_MESSAGES.otherReason;
    return null;
  }
  if (draft.status === 'LINE_VERIFICATION' && draft.nocDepartments.length === 0) {
    return RECOMMENDATION_MESSAGES.nocDepartments;
  }
  if (!isPlainSubmission(draft.options) && !draft.remark.trim()) return RECOMMENDATION_MESSAGES.remarks;
  return null;
}

/**
 * The final remark as sent: the reasons (Other replaced by its words) then the remarks, encoded as spec 3 §5
 * says (plain text when it holds only letters, digits, spaces and . , ' ", else JSON). Reasons picked under
 * another status and left behind when the officer switched are not sent.
 */
export function composeFinalRemark(
  draft: Pick<TRecommendationDraft, 'status' | 'reasons' | 'otherReason' | 'remark'>,
): string {
  const picked = needsReasons(draft.status) ? draft.reasons : [];
  const reasons = picked.map((reason) => (reason === OTHER_REASON ? draft.otherReason.trim() : reason));
  const parts = [...(reasons.length > 0 ? [`${REASONS_PREFIX}${reasons.join('; ')}`] : []), draft.remark.trim()];
  return encodeFinalRemark(parts.filter(Boolean).join('. '));
}

/**
 * What an officer's turn must have submitted before its recommendation (spec 3 §4, §5): the fee and its fee
 * conditions at the fee certification turn, the deviation table at the occupancy site review. The console and
 * the server both read it, with submissionGate, so they stop the same submissions with the same words.
 */
export function turnSubmissionNeeds(
  turn: TTurn & { actions: readonly string[]; isGhmcOfficer: boolean; isNewWorkflow: boolean },
): Pick<TSubmissionGateInput, 'needsFee' | 'needsConditions' | 'needsDeviation'> {
  // Decision: the gates follow the tabs (extraVerificationTabs). An old-workflow file shows no Fees or Fee
  // Conditions tab (spec 3 §4), so its fee turn is not asked for them — it was a dead end (dead-ends.test.ts).
  const isFeeTurn = turn.isNewWorkflow && isFeeGatedTurn(turn);
  return { needsFee: isFeeTurn, needsConditions: isFeeTurn, needsDeviation: isDeviationGatedTurn(turn) };
}

export type TSubmissionGateInput = {
  hasActiveNote: boolean;
  areFormsSubmitted: boolean;
  kind: TProcessKind;
  needsFee: boolean;
  isFeeSubmitted: boolean;
  needsConditions: boolean;
  areConditionsSubmitted: boolean;
  needsDeviation: boolean;
  isDeviationUpdated: boolean;
};

/**
 * Spec 3 §5: the panel stays closed until the officer has an active note, the forms are answered and, where
 * the screen has them, the fee, the conditions and the deviation are submitted. The first gate not met, with
 * the spec's message, or null.
 */
export function submissionGate(input: TSubmissionGateInput): string | null {
  const isFeeMissing = input.needsFee && !input.isFeeSubmitted;
  const areConditionsMissing = input.needsConditions && !input.areConditionsSubmitted;
  const isDeviationMissing = input.needsDeviation && !input.isDeviationUpdated;
  if (!input.hasActiveNote) {
    if (!input.areFormsSubmitted) return SUBMISSION_GATE_MESSAGES.notesAndForms;
    if (input.kind === 'OCCUPANCY' && isDeviationMissing) return SUBMISSION_GATE_MESSAGES.notesAndDeviation;
    if (isFeeMissing || areConditionsMissing) return SUBMISSION_GATE_MESSAGES.notesFeeAndConditions;
    return SUBMISSION_GATE_MESSAGES.notes;
  }
  if (!input.areFormsSubmitted) return SUBMISSION_GATE_MESSAGES.forms;
  if (isDeviationMissing) return SUBMISSION_GATE_MESSAGES.notesAndDeviation;
  if (isFeeMissing) return SUBMISSION_GATE_MESSAGES.fee;
  if (areConditionsMissing) return SUBMISSION_GATE_MESSAGES.notesFeeAndConditions;
  return null;
}

/** Spec 3 §4 "Final decision": the buttons of the decision screen for the outcomes the server allows. */
export function decisionButtons(input: {
  status: TApplicationStatus;
  kind: TProcessKind;
  options: readonly string[];
}): { canApprove: boolean; canShowCause: boolean; canRevoke: boolean; canRaiseFeeIntimation: boolean } {
  return {
    canApprove: input.status !== 'DEEMED' && input.options.includes('ACCEPTED'),
    canShowCause: input.kind !== 'OCCUPANCY' && input.options.includes('SHOW_CAUSE'),
    canRevoke: input.options.includes('REJECTED'),
    canRaiseFeeIntimation: input.options.includes('FEE_INTIMATION'),
  };
}

/** What the decision screen sends for each button (spec 3 §4: ACCEPTED, REJECTED or SHOW_CAUSE_RAISED). */
export const DECISION_STATUS_OF = {
  approve: 'ACCEPTED',
  revoke: 'REJECTED',
  showCause: 'SHOW_CAUSE_RAISED',
} as const;

/** Why an officer's open turn offers nothing to send now (the engine's own reasons), or null. */
export function noOutcomeReason(status: TApplicationStatus): string | null {
  if (isDecisionBlocked(status)) return WORKFLOW_MESSAGES.verificationUnderProgress;
  if (WAITING_FOR_APPLICANT.includes(status)) return WORKFLOW_MESSAGES.waitingForApplicant;
  return WORKFLOW_MESSAGES.finished;
}
