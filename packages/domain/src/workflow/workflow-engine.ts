import { isShortfallStatus, SHORTFALL_STATUSES, type TApplicationStatus } from '../application/application-status';
import { COMPLETED_STATUSES, DEEMED_STATUSES } from '../inbox/inbox-filter-rules';
import { PROCESS_DEFINITIONS, STAGE_DEFINITIONS, type TStageKey, type TStageOutcome } from './process-definition';
import { isShortfallOutcome, type TOfficerLevel, type TStageStatus } from './stage';
import { deadlineDueAt, isShortfallWindowOpen } from './statutory-clock';
import type { TStageState, TWorkflowState } from './workflow-state';

export type TWorkflowEvent =
  | { type: 'SUBMIT'; stageId: number; officerId: number; outcome: TStageOutcome; nocDepartments?: readonly string[] }
  | { type: 'APPLICANT_ANSWERED_SHORTFALL' }
  | { type: 'APPLICANT_REPLIED_SHOW_CAUSE' }
  | { type: 'APPLICANT_PAID_FEE' }
  | { type: 'APPLICANT_WITHDREW' }
  /** Time's events carry the instant they fell due (statutory-clock.ts deadlineDueAt): refused before it. */
  | { type: 'DECISION_TIME_RAN_OUT'; dueAt: Date }
  | { type: 'DEEMED_ACTION_TIME_RAN_OUT'; dueAt: Date }
  | { type: 'SHORTFALL_TIME_RAN_OUT'; dueAt: Date };

/** A level to hand to an officer: the next level of a stage, or the first level of a new stage. */
export type TAssignment = {
  stageId: number | null;
  key: TStageKey;
  step: number;
  lineDepartment: string | null;
  level: TOfficerLevel;
};

export type TStageChange = {
  stageId: number;
  status?: TStageStatus;
  level?: { level: TOfficerLevel; action: TStageStatus };
};

export type TTransition = {
  status: TApplicationStatus;
  step: number;
  stageChanges: TStageChange[];
  assignments: TAssignment[];
  flags: { hasHadShortfall?: boolean; isFeePaid?: boolean; isShowCauseRaised?: boolean; isShowCauseReplied?: boolean };
  /** What the audit log records. */
  action: string;
  /**
   * When it took effect, if not now: a deadline's due instant, so a run after downtime records the decision when
   * it should have happened.
   */
  effectiveAt?: Date;
};

export type TTransitionResult = { ok: true; transition: TTransition } | { ok: false; reason: string };

/** Statuses in which the file waits for the applicant: no officer can move it. */
export const WAITING_FOR_APPLICANT: readonly TApplicationStatus[] = [
  ...SHORTFALL_STATUSES,
  'SHOW_CAUSE_RAISED',
  'PAYMENT_INTIATED',
];
const FINISHED: readonly TApplicationStatus[] = [...COMPLETED_STATUSES, ...DEEMED_STATUSES, 'DRAFT'];

export const WORKFLOW_MESSAGES = {
  finished: 'This application is already decided; nothing more can be submitted on it',
  waitingForApplicant: 'This application is waiting for the applicant',
  notYourTurn: 'This stage is not waiting for you: it was already submitted or is with another officer',
  verificationUnderProgress: 'Cannot submit for the applications which are in verification under progress state',
  outcomeNotAllowed: 'This recommendation is not allowed at this stage',
  shortfallOnce: 'A shortfall can be raised only once, within 10 days of the application',
  mortgageShortfallStage:
    'A mortgage shortfall is raised only at the technical verification review (L2), not at this stage',
  nocDepartmentsRequired: 'Please select NOC options',
  feeNotPaid: 'The fee intimation must be paid and verified before the application is approved',
  raisedFeeNotPaid: 'The raised fee must be paid by the applicant before the application is approved',
  notWaiting: 'The application is not waiting for this',
  notDueYet: 'This time limit has not run out yet',
  timeRanOut:
    'A time limit on this application ran out before this could be saved. Please reload it to see where it stands',
} as const;

export const WORKFLOW_MESSAGES_TE: Record<keyof typeof WORKFLOW_MESSAGES, string> = {
  finished: 'ఈ దరఖాస్తుపై ఇప్పటికే నిర్ణయం తీసుకోబడింది; దీనిపై ఇంకేమీ సమర్పించలేరు',
  waitingForApplicant: 'ఈ దరఖాస్తు దరఖాస్తుదారు కోసం వేచి ఉంది',
  notYourTurn: 'ఈ దశ మీ కోసం వేచి లేదు: ఇది ఇప్పటికే సమర్పించబడింది లేదా మరో అధికారి వద్ద ఉంది',
  verificationUnderProgress: 'పరిశీలన జరుగుతోంది స్థితిలో ఉన్న దరఖాస్తులకు సమర్పించలేరు',
  outcomeNotAllowed: 'ఈ దశలో ఈ సిఫార్సు అనుమతించబడదు',
  shortfallOnce: 'లోపాన్ని ఒక్కసారి మాత్రమే, దరఖాస్తు చేసిన 10 రోజుల్లోపు లేవనెత్తవచ్చు',
  mortgageShortfallStage: 'తనఖా లోపాన్ని సాంకేతిక పరిశీలన సమీక్ష (L2) వద్ద మాత్రమే లేవనెత్తవచ్చు, ఈ దశలో కాదు',
  nocDepartmentsRequired: 'దయచేసి NOC ఎంపికలను ఎంచుకోండి',
  feeNotPaid: 'దరఖాస్తు ఆమోదించే ముందు రుసుము సూచన చెల్లించబడి పరిశీలించబడాలి',
  raisedFeeNotPaid: 'దరఖాస్తు ఆమోదించే ముందు విధించిన రుసుమును దరఖాస్తుదారు చెల్లించాలి',
  notWaiting: 'దరఖాస్తు దీని కోసం వేచి లేదు',
  notDueYet: 'ఈ గడువు ఇంకా ముగియలేదు',
  timeRanOut: 'ఇది సేవ్ అయ్యేలోపు ఈ దరఖాస్తుపై ఒక గడువు ముగిసింది. దరఖాస్తు ఇప్పుడు ఏ స్థితిలో ఉందో చూడటానికి దయచేసి మళ్లీ తెరవండి',
};

const refuse = (reason: string): TTransitionResult => ({ ok: false, reason });

/**
 * What the commissioner may still do with a deemed-approved file before its deemed action due date: revoke it,
 * or ask the applicant to show cause. Decision: the spec hides Approve for DEEMED files and shows the Action
 * column on the Deemed tab to (deputy) commissioners, so the deemed file comes to the decision stage for review.
 */
const DEEMED_REVIEW_OUTCOMES: readonly TStageOutcome[] = ['REJECTED', 'SHOW_CAUSE'];

/** The outcomes the data gives a stage's level, before any process narrows them. */
function allowedOutcomesOfLevel(key: TStageKey, level: TOfficerLevel): readonly TStageOutcome[] {
  return STAGE_DEFINITIONS[key].levels.find((candidate) => candidate.level === level)?.outcomes ?? [];
}

function isStageOpen(stage: TStageState): boolean {
  return stage.status === 'IN_PROCESS';
}

/** The outcomes this process allows at a level of a stage (the data's list, narrowed by the process). */
export function allowedOutcomes(
  state: TWorkflowState,
  key: TStageKey,
  level: TOfficerLevel,
  now: Date,
): TStageOutcome[] {
  const process = PROCESS_DEFINITIONS[state.kind];
  const definition = STAGE_DEFINITIONS[key].levels.find((candidate) => candidate.level === level);
  // Spec 3 §4: a deemed file is approved already; within the deemed action period it can only be taken back.
  const isDeemedReview = state.status === 'DEEMED';
  const isClosedToOfficers = FINISHED.includes(state.status) || WAITING_FOR_APPLICANT.includes(state.status);
  if (isClosedToOfficers && !isDeemedReview) return [];
  return (definition?.outcomes ?? []).filter((outcome) => {
    if (isDeemedReview)
      return key === 'DECISION' && DEEMED_REVIEW_OUTCOMES.includes(outcome) && process.allowsShowCause;
    switch (outcome) {
      // One shortfall of any kind, the mortgage's included, within 10 India days of the application (the act
      // allows one shortfall; no source exempts the mortgage shortfall, so it counts as the one).
      case 'SHORTFALL':
        return process.allowsShortfall && !state.hasHadShortfall && isShortfallWindowOpen(state.appliedOn, now);
      case 'MORTGAGE_SHORTFALL':
        return (
          process.collectsFeeBeforeDecision && !state.hasHadShortfall && isShortfallWindowOpen(state.appliedOn, now)
        );
      case 'LINE_VERIFICATION':
        return process.collectsFeeBeforeDecision;
      case 'SHOW_CAUSE':
        return process.allowsShowCause;
      case 'FEE_INTIMATION':
        return process.collectsFeeBeforeDecision && !state.isFeePaid;
      case 'ACCEPTED':
        return process.collectsFeeBeforeDecision ? state.isFeePaid : !isRaisedFeeUnpaid(state);
      case 'REJECTED':
      case 'RECOMMENDED':
      case 'NOT_RECOMMENDED':
      case 'SUBMITTED':
        return true;
    }
  });
}

/**
 * An instant approval whose fee the technical review raised, not yet paid by the applicant: the file shows
 * FEE_ADJUSTMENTS_SUBMITTED at the decision and cannot be approved (single window pays through its own fee
 * intimation before the decision instead).
 */
export function isRaisedFeeUnpaid(state: Pick<TWorkflowState, 'kind' | 'isFeeChanged' | 'isFeePaid'>): boolean {
  return !PROCESS_DEFINITIONS[state.kind].collectsFeeBeforeDecision && state.isFeeChanged && !state.isFeePaid;
}

/**
 * The status a running step shows, from what is still open in it: the step's own status, except that an
 * instant approval shows FEE_ADJUSTMENTS while its technical review (the fee certification) is open and
 * FEE_ADJUSTMENTS_SUBMITTED at the decision while a raised fee is unpaid — whatever closes or reopens around
 * them (a site review closing, a show cause answered) leaves that status standing.
 */
function stepStatus(state: TWorkflowState, step: number, openStages: readonly TStageState[]): TApplicationStatus {
  const next = PROCESS_DEFINITIONS[state.kind].steps[step];
  if (!next) throw new Error(`${state.kind} has no step ${step}`);
  if (next.stages.includes('DECISION') && isRaisedFeeUnpaid(state)) return 'FEE_ADJUSTMENTS_SUBMITTED';
  const isCertifyingFee = openStages.some(
    (stage) =>
      stage.key === 'TECHNICAL' && stage.levels.some((level) => level.level === 'L2' && level.action === 'IN_PROCESS'),
  );
  return state.kind === 'SELF_CERTIFICATION' && isCertifyingFee ? 'FEE_ADJUSTMENTS' : next.status;
}

/** The statuses of the step the application moves into, with the stages it opens. */
function enterStep(state: TWorkflowState, step: number, stageChanges: TStageChange[], action: string): TTransition {
  const next = PROCESS_DEFINITIONS[state.kind].steps[step];
  if (!next) throw new Error(`${state.kind} has no step ${step}`);
  return {
    status: stepStatus(state, step, []),
    step,
    stageChanges,
    assignments: next.stages.map((key) => ({ stageId: null, key, step, lineDepartment: null, level: 'L1' })),
    flags: {},
    action,
  };
}

/** After a stage of the current step closes: the next step when every stage of this one is done. */
function afterStageClosed(
  state: TWorkflowState,
  closed: TStageState,
  change: TStageChange,
  action: string,
): TTransition {
  const openOfStep = state.stages.filter(
    (stage) => stage.step === state.step && stage.id !== closed.id && isStageOpen(stage),
  );
  if (openOfStep.length > 0) {
    // Decision: a file with a NOC still open is on line department hold, as LINE_VERIFICATION made it, whatever
    // verification closes meanwhile (it was VERIFICATION_UNDER_PROGRESS again after a site review closed).
    const isNocOpen = openOfStep.some((stage) => stage.key === 'LINE_DEPARTMENT');
    const status = isNocOpen ? 'LINE_DEPARTMENT_HOLD' : stepStatus(state, state.step, openOfStep);
    return { status, step: state.step, stageChanges: [change], assignments: [], flags: {}, action };
  }
  // The fee was verified: back to the decision.
  if (closed.key === 'FEE_VERIFICATION') {
    return {
      status: stepStatus(state, state.step, []),
      step: state.step,
      stageChanges: [change],
      assignments: [{ stageId: null, key: 'DECISION', step: state.step, lineDepartment: null, level: 'L1' }],
      flags: {},
      action,
    };
  }
  return enterStep(state, state.step + 1, [change], action);
}

function submit(
  state: TWorkflowState,
  event: Extract<TWorkflowEvent, { type: 'SUBMIT' }>,
  now: Date,
): TTransitionResult {
  const stage = state.stages.find((candidate) => candidate.id === event.stageId);
  const isDeemedReview = state.status === 'DEEMED' && stage?.key === 'DECISION';
  if (FINISHED.includes(state.status) && !isDeemedReview) return refuse(WORKFLOW_MESSAGES.finished);
  if (WAITING_FOR_APPLICANT.includes(state.status)) return refuse(WORKFLOW_MESSAGES.waitingForApplicant);
  if (!stage || !isStageOpen(stage)) return refuse(WORKFLOW_MESSAGES.notYourTurn);
  const current = stage.levels.find((level) => level.action === 'IN_PROCESS');
  if (!current || current.officerId !== event.officerId) return refuse(WORKFLOW_MESSAGES.notYourTurn);
  if (stage.key === 'DECISION' && state.status === 'VERIFICATION_UNDER_PROGRESS') {
    return refuse(WORKFLOW_MESSAGES.verificationUnderProgress);
  }
  const allowed = allowedOutcomes(state, stage.key, current.level, now);
  if (!allowed.includes(event.outcome)) {
    const isShortfall = isShortfallOutcome(event.outcome);
    // The refusal names the rule that refused: a shortfall the stage's level never offers (the mortgage
    // shortfall belongs to the technical review, where the mortgage deed is scrutinised) is refused for its
    // stage, not as a second or late shortfall.
    const isOfferedHere = allowedOutcomesOfLevel(stage.key, current.level).includes(event.outcome);
    if (isShortfall && !isOfferedHere) {
      return refuse(
        event.outcome === 'MORTGAGE_SHORTFALL'
          ? WORKFLOW_MESSAGES.mortgageShortfallStage
          : WORKFLOW_MESSAGES.outcomeNotAllowed,
      );
    }
    if (isShortfall && PROCESS_DEFINITIONS[state.kind].allowsShortfall) {
      return refuse(WORKFLOW_MESSAGES.shortfallOnce);
    }
    if (event.outcome === 'ACCEPTED' && stage.key === 'DECISION' && !isDeemedReview) {
      return refuse(
        PROCESS_DEFINITIONS[state.kind].collectsFeeBeforeDecision
          ? WORKFLOW_MESSAGES.feeNotPaid
          : WORKFLOW_MESSAGES.raisedFeeNotPaid,
      );
    }
    return refuse(WORKFLOW_MESSAGES.outcomeNotAllowed);
  }
  const levels = STAGE_DEFINITIONS[stage.key].levels;
  const levelIndex = levels.findIndex((definition) => definition.level === current.level);
  const nextLevel = levels[levelIndex + 1];
  const levelChange = { level: current.level, action: event.outcome };
  const action = `${stage.key}_${current.level}_${event.outcome}`;

  if (nextLevel) {
    const change: TStageChange = { stageId: stage.id, level: levelChange };
    // Spec 1 §4: the technical stage's review level adjusts the fee (FEE_ADJUSTMENTS) in instant approvals.
    const status = state.kind === 'SELF_CERTIFICATION' && stage.key === 'TECHNICAL' ? 'FEE_ADJUSTMENTS' : state.status;
    return {
      ok: true,
      transition: {
        status,
        step: state.step,
        stageChanges: [change],
        assignments: [
          {
            stageId: stage.id,
            key: stage.key,
            step: stage.step,
            lineDepartment: stage.lineDepartment,
            level: nextLevel.level,
          },
        ],
        flags: {},
        action,
      },
    };
  }

  const close: TStageChange = { stageId: stage.id, status: event.outcome, level: levelChange };
  const hold = (status: TApplicationStatus, flags: TTransition['flags'] = {}): TTransitionResult => ({
    ok: true,
    transition: { status, step: state.step, stageChanges: [close], assignments: [], flags, action },
  });

  switch (event.outcome) {
    case 'SHORTFALL': {
      const isDrawing = state.kind === 'FINAL_LAYOUT' && stage.key === 'TECHNICAL';
      return hold(isDrawing ? 'DRAWING_SHORTFALL' : 'SHORTFALL', { hasHadShortfall: true });
    }
    case 'MORTGAGE_SHORTFALL':
      return hold('MORTGAGE_SHORTFALL', { hasHadShortfall: true });
    case 'SHOW_CAUSE':
      return hold('SHOW_CAUSE_RAISED', { isShowCauseRaised: true });
    case 'FEE_INTIMATION':
      return hold('PAYMENT_INTIATED');
    case 'ACCEPTED':
      return hold('ACCEPTED');
    case 'REJECTED': {
      // Decision: an instant permission already granted and taken back after a show cause is REVOKED.
      const isRevocation =
        (state.kind === 'REGISTRATION' || state.kind === 'SELF_CERTIFICATION') && state.hasHadShowCause;
      return hold(isRevocation ? 'REVOKED' : 'REJECTED');
    }
    case 'LINE_VERIFICATION': {
      const departments = [...new Set(event.nocDepartments ?? [])];
      if (departments.length === 0) return refuse(WORKFLOW_MESSAGES.nocDepartmentsRequired);
      const transition = afterStageClosed(state, stage, close, action);
      return {
        ok: true,
        transition: {
          ...transition,
          status: 'LINE_DEPARTMENT_HOLD',
          step: state.step,
          assignments: departments.map((lineDepartment) => ({
            stageId: null,
            key: 'LINE_DEPARTMENT',
            step: state.step,
            lineDepartment,
            level: 'L1',
          })),
        },
      };
    }
    default:
      return { ok: true, transition: afterStageClosed(state, stage, close, action) };
  }
}

/** The stage that holds the file for the applicant: reopened at its last level when they answer. */
function reopen(
  state: TWorkflowState,
  statuses: readonly TStageStatus[],
): { stage: TStageState; level: TOfficerLevel } | null {
  const stage = [...state.stages].reverse().find((candidate) => statuses.includes(candidate.status));
  const last = stage?.levels.at(-1);
  return stage && last ? { stage, level: last.level } : null;
}

function applicantEvent(state: TWorkflowState, event: TWorkflowEvent): TTransitionResult {
  const reopened = (
    statuses: readonly TStageStatus[],
    status: TApplicationStatus,
    action: string,
    flags: TTransition['flags'] = {},
  ): TTransitionResult => {
    const found = reopen(state, statuses);
    if (!found) return refuse(WORKFLOW_MESSAGES.notWaiting);
    return {
      ok: true,
      transition: {
        status,
        step: state.step,
        stageChanges: [{ stageId: found.stage.id, status: 'IN_PROCESS' }],
        assignments: [
          {
            stageId: found.stage.id,
            key: found.stage.key,
            step: found.stage.step,
            lineDepartment: found.stage.lineDepartment,
            level: found.level,
          },
        ],
        flags,
        action,
      },
    };
  };
  switch (event.type) {
    case 'APPLICANT_ANSWERED_SHORTFALL':
      if (state.status === 'SHORTFALL') return reopened(['SHORTFALL'], 'SHORTFALL_SUBMITTED', 'SHORTFALL_ANSWERED');
      if (state.status === 'DRAWING_SHORTFALL') {
        return reopened(['SHORTFALL'], 'DRAWING_SHORTFALL_SUBMITTED', 'SHORTFALL_ANSWERED');
      }
      if (state.status === 'MORTGAGE_SHORTFALL') {
        return reopened(['MORTGAGE_SHORTFALL'], stepStatus(state, state.step, []), 'SHORTFALL_ANSWERED');
      }
      return refuse(WORKFLOW_MESSAGES.notWaiting);
    case 'APPLICANT_REPLIED_SHOW_CAUSE':
      if (state.status !== 'SHOW_CAUSE_RAISED') return refuse(WORKFLOW_MESSAGES.notWaiting);
      return reopened(['SHOW_CAUSE'], stepStatus(state, state.step, []), 'SHOW_CAUSE_REPLIED', {
        isShowCauseReplied: true,
      });
    case 'APPLICANT_WITHDREW':
      if (FINISHED.includes(state.status)) return refuse(WORKFLOW_MESSAGES.finished);
      return {
        ok: true,
        transition: {
          status: 'CLOSED',
          step: state.step,
          stageChanges: [],
          assignments: [],
          flags: {},
          action: 'WITHDRAWN',
        },
      };
    case 'APPLICANT_PAID_FEE':
      // An instant approval whose fee went up: the applicant pays the difference, the decision goes on.
      if (state.status === 'FEE_ADJUSTMENTS_SUBMITTED') {
        return {
          ok: true,
          transition: {
            status: 'PROCEEDINGS_IN_PROGRESS',
            step: state.step,
            stageChanges: [],
            assignments: [],
            flags: { isFeePaid: true },
            action: 'FEE_DIFFERENCE_PAID',
          },
        };
      }
      if (state.status !== 'PAYMENT_INTIATED') return refuse(WORKFLOW_MESSAGES.notWaiting);
      return {
        ok: true,
        transition: {
          status: 'FEE_VERIFICATION',
          step: state.step,
          stageChanges: [],
          assignments: [
            { stageId: null, key: 'FEE_VERIFICATION', step: state.step, lineDepartment: null, level: 'L1' },
          ],
          flags: { isFeePaid: true },
          action: 'FEE_PAID',
        },
      };
    default:
      return refuse(WORKFLOW_MESSAGES.notWaiting);
  }
}

/**
 * What time does: deemed approval, its review closing, and a shortfall left unanswered. Each is refused before
 * it falls due (the event's instant must be the one the file's own record gives, and now must have reached
 * it), and takes effect at its due instant.
 */
function deadlineEvent(
  state: TWorkflowState,
  event: Extract<TWorkflowEvent, { dueAt: Date }>,
  now: Date,
): TTransitionResult {
  const dueAt = deadlineDueAt(state, event.type);
  if (dueAt && (event.dueAt.getTime() !== dueAt.getTime() || now.getTime() < dueAt.getTime())) {
    return refuse(WORKFLOW_MESSAGES.notDueYet);
  }
  const effectiveAt = dueAt ?? undefined;
  const noChange = (status: TApplicationStatus, action: string): TTransitionResult => ({
    ok: true,
    transition: { status, step: state.step, stageChanges: [], assignments: [], flags: {}, action, effectiveAt },
  });
  if (event.type === 'DEEMED_ACTION_TIME_RAN_OUT') {
    if (state.status !== 'DEEMED') return refuse(WORKFLOW_MESSAGES.notWaiting);
    // After the deemed action due date the deemed approval is final: the commissioner's review closes as accepted.
    const review = state.stages.find((stage) => stage.key === 'DECISION' && isStageOpen(stage));
    const level = review && review.levels.find((candidate) => candidate.action === 'IN_PROCESS');
    return {
      ok: true,
      transition: {
        status: 'FINAL_DEEMED',
        step: state.step,
        stageChanges:
          review && level
            ? [{ stageId: review.id, status: 'ACCEPTED', level: { level: level.level, action: 'ACCEPTED' } }]
            : [],
        assignments: [],
        flags: {},
        action: 'DEEMED_FINAL',
        effectiveAt,
      },
    };
  }
  if (event.type === 'DECISION_TIME_RAN_OUT') {
    const isOpen = !FINISHED.includes(state.status) && !WAITING_FOR_APPLICANT.includes(state.status);
    if (PROCESS_DEFINITIONS[state.kind].deemedAfterDays === null || !isOpen)
      return refuse(WORKFLOW_MESSAGES.notWaiting);
    // The deemed file goes to the decision stage for review (DEEMED_REVIEW_OUTCOMES), unless it is there already.
    const hasOpenDecision = state.stages.some((stage) => stage.key === 'DECISION' && isStageOpen(stage));
    const deemed = noChange('DEEMED', 'DEEMED_APPROVED');
    if (!deemed.ok || hasOpenDecision) return deemed;
    return {
      ok: true,
      transition: {
        ...deemed.transition,
        assignments: [{ stageId: null, key: 'DECISION', step: state.step, lineDepartment: null, level: 'L1' }],
      },
    };
  }
  if (!isShortfallStatus(state.status)) {
    return refuse(WORKFLOW_MESSAGES.notWaiting);
  }
  return noChange('EXPIRED', 'SHORTFALL_EXPIRED');
}

/**
 * The workflow engine: given where an application is and what happened, the transition to apply, or why it
 * is refused. Pure: the server loads the state, applies the transition in one transaction, and records it.
 */
export function decideTransition(state: TWorkflowState, event: TWorkflowEvent, now: Date): TTransitionResult {
  switch (event.type) {
    case 'SUBMIT':
      return submit(state, event, now);
    case 'APPLICANT_ANSWERED_SHORTFALL':
    case 'APPLICANT_REPLIED_SHOW_CAUSE':
    case 'APPLICANT_PAID_FEE':
    case 'APPLICANT_WITHDREW':
      return applicantEvent(state, event);
    case 'DECISION_TIME_RAN_OUT':
    case 'DEEMED_ACTION_TIME_RAN_OUT':
    case 'SHORTFALL_TIME_RAN_OUT':
      return deadlineEvent(state, event, now);
  }
}

/** Time's events, in the order they can follow one another on one file. */
const TIME_EVENT_TYPES = ['DECISION_TIME_RAN_OUT', 'DEEMED_ACTION_TIME_RAN_OUT', 'SHORTFALL_TIME_RAN_OUT'] as const;

export type TTimeEvent = Extract<TWorkflowEvent, { dueAt: Date }>;

export function isTimeEvent(event: TWorkflowEvent): event is TTimeEvent {
  return (TIME_EVENT_TYPES as readonly string[]).includes(event.type);
}

/**
 * The event time has already made due on a file as it stands at `now`, if any: its deadline has passed and the
 * engine accepts it. The server applies it before anything else happens to the file, because the Act's deadlines
 * take effect at their instant, not at the scheduler's next run: between the two, an officer's action on a file
 * whose day 22 has begun would be a decision on a file already deemed approved (issue 57).
 */
export function dueTimeEvent(state: TWorkflowState, now: Date): TTimeEvent | null {
  for (const type of TIME_EVENT_TYPES) {
    const dueAt = deadlineDueAt(state, type);
    if (!dueAt || dueAt.getTime() > now.getTime()) continue;
    const event = { type, dueAt };
    if (decideTransition(state, event, now).ok) return event;
  }
  return null;
}

/** A newly submitted application, before its first step opens. */
export function submittedState(state: Pick<TWorkflowState, 'kind' | 'appliedOn'>): TWorkflowState {
  return {
    ...state,
    status: 'SUBMITTED',
    step: -1,
    stages: [],
    hasHadShortfall: false,
    isFeePaid: false,
    isFeeChanged: false,
    hasHadShowCause: false,
    clockPausedMs: 0,
    waitingSince: null,
    deemedDueDate: null,
  };
}

/** The first step of a process, for a newly submitted application. */
export function startTransition(state: Pick<TWorkflowState, 'kind' | 'appliedOn'>): TTransition {
  return enterStep(submittedState(state), 0, [], 'APPLICATION_SUBMITTED');
}
