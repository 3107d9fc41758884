import { describe, expect, it } from 'vitest';
import { shiftByIndiaDays, startOfIndiaDay } from './india-calendar';
import { applyTransition } from './apply-transition';
import { PROCESS_DEFINITIONS, STAGE_DEFINITIONS, type TStageOutcome } from './process-definition';
import { PROCESS_KINDS, type TProcessKind } from './process-kind';
import { STAGE_STATUSES } from './stage';
import { deadlineDueAt, type TDeadlineEventType } from './statutory-clock';
import {
  allowedOutcomes,
  decideTransition,
  dueTimeEvent,
  isRaisedFeeUnpaid,
  startTransition,
  submittedState,
  type TWorkflowEvent,
  WORKFLOW_MESSAGES,
} from './workflow-engine';
import type { TStageState, TWorkflowState } from './workflow-state';

const APPLIED = new Date('2026-11-01T05:00:00Z');
const SOON = shiftByIndiaDays(APPLIED, 2);

/** An in-memory application: officers are numbered by stage and level so each turn has one owner. */
function start(kind: TProcessKind): TWorkflowState {
  let nextId = 1;
  const initial = submittedState({ kind, appliedOn: APPLIED });
  return applyTransition(initial, startTransition(initial), {
    assign: officerFor,
    nextStageId: () => nextId++,
    now: APPLIED,
  });
}

function officerFor(assignment: { key: string; level: string; lineDepartment: string | null }): number {
  return (
    [...`${assignment.key}${assignment.level}${assignment.lineDepartment ?? ''}`].reduce(
      (sum, c) => sum * 31 + c.charCodeAt(0),
      7,
    ) % 100_000
  );
}

let stageCounter = 1000;
function apply(state: TWorkflowState, event: TWorkflowEvent, now = SOON): TWorkflowState {
  const result = decideTransition(state, event, now);
  if (!result.ok) throw new Error(`${event.type} refused: ${result.reason}`);
  return applyTransition(state, result.transition, { assign: officerFor, nextStageId: () => stageCounter++, now });
}

/** Time's event for the file as it stands, raised at the instant it falls due. */
function timeRunsOut(state: TWorkflowState, type: TDeadlineEventType): TWorkflowState {
  const dueAt = deadlineDueAt(state, type);
  if (!dueAt) throw new Error(`${type} does not apply at ${state.status}`);
  return apply(state, { type, dueAt }, dueAt);
}

const openStages = (state: TWorkflowState) => state.stages.filter((stage) => stage.status === 'IN_PROCESS');
const turn = (stage: TStageState) => stage.levels.find((level) => level.action === 'IN_PROCESS');

function submitEvent(stage: TStageState, outcome: TStageOutcome, extra: Partial<TWorkflowEvent> = {}): TWorkflowEvent {
  const level = turn(stage);
  if (!level) throw new Error(`no turn on ${stage.key}`);
  return { type: 'SUBMIT', stageId: stage.id, officerId: level.officerId, outcome, ...extra } as TWorkflowEvent;
}

/** Moves every open stage forward with the usual outcome, until the decision stage is reached. */
function toDecision(initial: TWorkflowState): TWorkflowState {
  let state = initial;
  for (let guard = 0; guard < 50; guard += 1) {
    const open = openStages(state);
    const decision = open.find((stage) => stage.key === 'DECISION');
    if (decision || open.length === 0) return state;
    const [stage] = open;
    if (!stage) return state;
    const options = allowedOutcomes(state, stage.key, turn(stage)?.level ?? 'L1', SOON);
    const outcome = options.includes('SUBMITTED') ? 'SUBMITTED' : 'RECOMMENDED';
    state = apply(state, submitEvent(stage, outcome));
  }
  throw new Error('the walk did not reach the decision');
}

function decisionStage(state: TWorkflowState): TStageState {
  const stage = openStages(state).find((candidate) => candidate.key === 'DECISION');
  if (!stage) throw new Error(`no open decision stage (status ${state.status})`);
  return stage;
}

/** The single-window fee: intimation, payment, verification, then the decision again. */
function throughFee(state: TWorkflowState): TWorkflowState {
  if (!PROCESS_DEFINITIONS[state.kind].collectsFeeBeforeDecision) return state;
  let next = apply(state, submitEvent(decisionStage(state), 'FEE_INTIMATION'));
  expect(next.status).toBe('PAYMENT_INTIATED');
  next = apply(next, { type: 'APPLICANT_PAID_FEE' });
  expect(next.status).toBe('FEE_VERIFICATION');
  const feeStage = openStages(next).find((stage) => stage.key === 'FEE_VERIFICATION');
  if (!feeStage) throw new Error('no fee verification stage');
  next = apply(next, submitEvent(feeStage, 'RECOMMENDED'));
  expect(next.status).toBe(PROCESS_DEFINITIONS[next.kind].steps[next.step]?.status);
  return next;
}

describe('every kind from submission to each end', () => {
  it.each(PROCESS_KINDS)('%s: verification, then the decision accepts', (kind) => {
    const state = throughFee(toDecision(start(kind)));
    expect(state.status).toBe(kind === 'FINAL_LAYOUT' ? 'DRAWING_VERIFIED' : 'PROCEEDINGS_IN_PROGRESS');
    const accepted = apply(state, submitEvent(decisionStage(state), 'ACCEPTED'));
    expect(accepted.status).toBe('ACCEPTED');
    expect(openStages(accepted)).toEqual([]);
    expect(accepted.stages.map((stage) => stage.key)).toEqual(
      expect.arrayContaining(PROCESS_DEFINITIONS[kind].steps.flatMap((step) => step.stages)),
    );
  });

  it.each(PROCESS_KINDS)('%s: the decision rejects (revokes)', (kind) => {
    const state = toDecision(start(kind));
    const rejected = apply(state, submitEvent(decisionStage(state), 'REJECTED'));
    expect(rejected.status).toBe('REJECTED');
    const [anyStage] = rejected.stages;
    if (!anyStage) throw new Error('no stage');
    expect(decideTransition(rejected, { type: 'APPLICANT_REPLIED_SHOW_CAUSE' }, SOON)).toEqual({
      ok: false,
      reason: WORKFLOW_MESSAGES.notWaiting,
    });
  });

  it.each(PROCESS_KINDS.filter((kind) => PROCESS_DEFINITIONS[kind].allowsShowCause))(
    '%s: show cause, the applicant replies, then a decision',
    (kind) => {
      const state = toDecision(start(kind));
      const raised = apply(state, submitEvent(decisionStage(state), 'SHOW_CAUSE'));
      expect(raised.status).toBe('SHOW_CAUSE_RAISED');
      expect(openStages(raised)).toEqual([]);
      const replied = apply(raised, { type: 'APPLICANT_REPLIED_SHOW_CAUSE' });
      expect(replied.status).toBe(state.status);
      const decided = apply(replied, submitEvent(decisionStage(replied), 'REJECTED'));
      // A permission granted at once and taken back after a show cause is revoked.
      expect(decided.status).toBe(['REGISTRATION', 'SELF_CERTIFICATION'].includes(kind) ? 'REVOKED' : 'REJECTED');
    },
  );

  it('single window: deemed approved when the decision time runs out; the commissioner may only take it back', () => {
    const state = toDecision(start('SINGLE_WINDOW'));
    const deemed = timeRunsOut(state, 'DECISION_TIME_RAN_OUT');
    expect(deemed.status).toBe('DEEMED');
    const decision = decisionStage(deemed);
    expect(allowedOutcomes(deemed, 'DECISION', 'L1', SOON)).toEqual(['REJECTED', 'SHOW_CAUSE']);
    expect(decideTransition(deemed, submitEvent(decision, 'ACCEPTED'), SOON)).toEqual({
      ok: false,
      reason: WORKFLOW_MESSAGES.outcomeNotAllowed,
    });
    expect(apply(deemed, submitEvent(decision, 'REJECTED')).status).toBe('REJECTED');
    const raised = apply(deemed, submitEvent(decision, 'SHOW_CAUSE'));
    expect(raised.status).toBe('SHOW_CAUSE_RAISED');
    // Waiting for the applicant: nothing to offer anyone until the reply.
    expect(allowedOutcomes(raised, 'DECISION', 'L1', SOON)).toEqual([]);
  });

  it('a file deemed before its decision stage is sent to the commissioner for review; other stages stop', () => {
    const deemed = timeRunsOut(start('SINGLE_WINDOW'), 'DECISION_TIME_RAN_OUT');
    const decision = decisionStage(deemed);
    expect(turn(decision)).toBeDefined();
    const scrutiny = deemed.stages.find((stage) => stage.key === 'PRE_SCRUTINY');
    if (!scrutiny) throw new Error('no pre-scrutiny stage');
    expect(decideTransition(deemed, submitEvent(scrutiny, 'RECOMMENDED'), SOON)).toEqual({
      ok: false,
      reason: WORKFLOW_MESSAGES.finished,
    });
  });

  it('a deemed approval becomes final after its action due date', () => {
    const deemed = timeRunsOut(toDecision(start('SINGLE_WINDOW')), 'DECISION_TIME_RAN_OUT');
    const final = timeRunsOut(deemed, 'DEEMED_ACTION_TIME_RAN_OUT');
    expect(final.status).toBe('FINAL_DEEMED');
    // The commissioner's review closes: nothing is left open on the file.
    expect(openStages(final).filter((stage) => stage.key === 'DECISION')).toEqual([]);
    expect(allowedOutcomes(final, 'DECISION', 'L1', SOON)).toEqual([]);
    expect(decideTransition(start('SINGLE_WINDOW'), { type: 'DEEMED_ACTION_TIME_RAN_OUT', dueAt: SOON }, SOON).ok).toBe(
      false,
    );
  });

  it.each(PROCESS_KINDS)('%s: the applicant may withdraw until the file is decided', (kind) => {
    expect(apply(start(kind), { type: 'APPLICANT_WITHDREW' }).status).toBe('CLOSED');
    const state = toDecision(start(kind));
    const rejected = apply(state, submitEvent(decisionStage(state), 'REJECTED'));
    expect(decideTransition(rejected, { type: 'APPLICANT_WITHDREW' }, SOON).ok).toBe(false);
  });

  it('only single-window kinds can be deemed approved', () => {
    for (const kind of PROCESS_KINDS) {
      const dueAt = new Date('2026-11-23T00:00:00+05:30');
      const result = decideTransition(start(kind), { type: 'DECISION_TIME_RAN_OUT', dueAt }, dueAt);
      expect(result.ok, kind).toBe(PROCESS_DEFINITIONS[kind].deemedAfterDays !== null);
    }
  });
});

describe('instant approval fee adjustment', () => {
  it('shows FEE_ADJUSTMENTS while the technical review adjusts fees, FEE_ADJUSTMENTS_SUBMITTED at the decision when changed', () => {
    let state = { ...start('SELF_CERTIFICATION'), isFeeChanged: true };
    const technical = openStages(state).find((stage) => stage.key === 'TECHNICAL');
    if (!technical) throw new Error('no technical stage');
    state = apply(state, submitEvent(technical, 'SUBMITTED'));
    expect(state.status).toBe('FEE_ADJUSTMENTS');
    state = toDecision(state);
    expect(state.status).toBe('FEE_ADJUSTMENTS_SUBMITTED');
  });

  it('goes on to PROCEEDINGS_IN_PROGRESS once the applicant pays the difference, with the decision still open', () => {
    let state = toDecision({ ...start('SELF_CERTIFICATION'), isFeeChanged: true });
    expect(state.status).toBe('FEE_ADJUSTMENTS_SUBMITTED');
    state = apply(state, { type: 'APPLICANT_PAID_FEE' });
    expect(state.status).toBe('PROCEEDINGS_IN_PROGRESS');
    expect(state.isFeePaid).toBe(true);
    expect(openStages(state).map((stage) => stage.key)).toEqual(['DECISION']);
    expect(decideTransition(state, { type: 'APPLICANT_PAID_FEE' }, SOON).ok).toBe(false);
  });

  it('stays at FEE_ADJUSTMENTS while the fee is being certified, whatever other stage closes meanwhile', () => {
    let state = start('SELF_CERTIFICATION');
    const stageOf = (key: string) => {
      const found = openStages(state).find((stage) => stage.key === key);
      if (!found) throw new Error(`no open ${key}`);
      return found;
    };
    state = apply(state, submitEvent(stageOf('TECHNICAL'), 'SUBMITTED'));
    const others: [string, TStageOutcome][] = [
      ['SITE', 'SUBMITTED'],
      ['SITE', 'RECOMMENDED'],
      ['TITLE', 'SUBMITTED'],
      ['TITLE', 'RECOMMENDED'],
    ];
    for (const [key, outcome] of others) {
      state = apply(state, submitEvent(stageOf(key), outcome));
      expect(state.status).toBe('FEE_ADJUSTMENTS');
    }
    state = apply(state, submitEvent(stageOf('TECHNICAL'), 'RECOMMENDED'));
    expect(state.status).toBe('PROCEEDINGS_IN_PROGRESS');
  });

  it('refuses the approval while a raised fee is unpaid, and a show-cause reply comes back to FEE_ADJUSTMENTS_SUBMITTED', () => {
    let state = toDecision({ ...start('SELF_CERTIFICATION'), isFeeChanged: true });
    expect(allowedOutcomes(state, 'DECISION', 'L1', SOON)).not.toContain('ACCEPTED');
    expect(decideTransition(state, submitEvent(decisionStage(state), 'ACCEPTED'), SOON)).toEqual({
      ok: false,
      reason: WORKFLOW_MESSAGES.raisedFeeNotPaid,
    });
    state = apply(state, submitEvent(decisionStage(state), 'SHOW_CAUSE'));
    expect(state.status).toBe('SHOW_CAUSE_RAISED');
    state = apply(state, { type: 'APPLICANT_REPLIED_SHOW_CAUSE' });
    expect(state.status).toBe('FEE_ADJUSTMENTS_SUBMITTED');
    expect(decideTransition(state, submitEvent(decisionStage(state), 'ACCEPTED'), SOON).ok).toBe(false);
    state = apply(state, { type: 'APPLICANT_PAID_FEE' });
    state = apply(state, submitEvent(decisionStage(state), 'ACCEPTED'));
    expect(state.status).toBe('ACCEPTED');
  });

  it('knows a raised fee as unpaid only for the kinds that pay after the decision is reached', () => {
    const raised = { isFeeChanged: true, isFeePaid: false };
    expect(isRaisedFeeUnpaid({ kind: 'SELF_CERTIFICATION', ...raised })).toBe(true);
    expect(isRaisedFeeUnpaid({ kind: 'SELF_CERTIFICATION', ...raised, isFeePaid: true })).toBe(false);
    expect(isRaisedFeeUnpaid({ kind: 'SELF_CERTIFICATION', isFeeChanged: false, isFeePaid: false })).toBe(false);
    expect(isRaisedFeeUnpaid({ kind: 'SINGLE_WINDOW', ...raised })).toBe(false);
  });
});

describe('single-window shortfall', () => {
  it('is raised once within 10 days; the answer reopens the stage; unanswered it expires', () => {
    const state = start('SINGLE_WINDOW');
    const [preScrutiny] = openStages(state);
    if (!preScrutiny) throw new Error('no pre-scrutiny');
    expect(decideTransition(state, submitEvent(preScrutiny, 'SHORTFALL'), shiftByIndiaDays(APPLIED, 11))).toEqual({
      ok: false,
      reason: WORKFLOW_MESSAGES.shortfallOnce,
    });
    const raised = apply(state, submitEvent(preScrutiny, 'SHORTFALL'));
    expect(raised.status).toBe('SHORTFALL');
    expect(decideTransition(raised, submitEvent(preScrutiny, 'RECOMMENDED'), SOON).ok).toBe(false);
    expect(timeRunsOut(raised, 'SHORTFALL_TIME_RAN_OUT').status).toBe('EXPIRED');

    const answered = apply(raised, { type: 'APPLICANT_ANSWERED_SHORTFALL' });
    expect(answered.status).toBe('SHORTFALL_SUBMITTED');
    const reopened = openStages(answered)[0];
    if (!reopened) throw new Error('stage not reopened');
    expect(reopened.id).toBe(preScrutiny.id);
    expect(allowedOutcomes(answered, 'PRE_SCRUTINY', 'L1', SOON)).not.toContain('SHORTFALL');
    expect(apply(answered, submitEvent(reopened, 'RECOMMENDED')).status).toBe('VERIFICATION_UNDER_PROGRESS');
  });

  // Applied at 10:30 IST on 1 November 2026: the 10 days (1 November excluded) end at midnight ending 11 November.
  it.each([
    ['10:30 on day 10 (11-11)', new Date('2026-11-11T05:00:00Z'), true],
    ['23:59 on 11-11 (the last minute of the 10th day)', new Date('2026-11-11T18:29:00Z'), true],
    ['00:00 on 12-11 (day 11 begins)', startOfIndiaDay('2026-11-12'), false],
    ['10 days 23 hours after the application', new Date(APPLIED.getTime() + (10 * 24 + 23) * 3_600_000), false],
  ])('at %s the shortfall window is open: %s', (_label, now, isOpen) => {
    const state = start('SINGLE_WINDOW');
    const [preScrutiny] = openStages(state);
    if (!preScrutiny) throw new Error('no pre-scrutiny');
    expect(allowedOutcomes(state, 'PRE_SCRUTINY', 'L1', now).includes('SHORTFALL')).toBe(isOpen);
    expect(decideTransition(state, submitEvent(preScrutiny, 'SHORTFALL'), now).ok).toBe(isOpen);
  });

  it('one shortfall of any kind: the mortgage shortfall counts as the one, within the same 10 days', () => {
    let state = start('SINGLE_WINDOW');
    const open = (key: string) => openStages(state).find((stage) => stage.key === key);
    const isAtTechnicalReview = () => {
      const technical = open('TECHNICAL');
      return technical !== undefined && turn(technical)?.level === 'L2';
    };
    for (let guard = 0; guard < 20 && !isAtTechnicalReview(); guard += 1) {
      const stage = open('TECHNICAL') ?? openStages(state)[0];
      if (!stage) throw new Error('no open stage');
      const options = allowedOutcomes(state, stage.key, turn(stage)?.level ?? 'L1', SOON);
      state = apply(state, submitEvent(stage, options.includes('SUBMITTED') ? 'SUBMITTED' : 'RECOMMENDED'));
    }
    const technical = open('TECHNICAL');
    if (!technical) throw new Error('no technical review');
    expect(allowedOutcomes(state, 'TECHNICAL', 'L2', SOON)).toContain('MORTGAGE_SHORTFALL');
    const late = startOfIndiaDay('2026-11-12');
    expect(allowedOutcomes(state, 'TECHNICAL', 'L2', late)).not.toContain('MORTGAGE_SHORTFALL');
    expect(decideTransition(state, submitEvent(technical, 'MORTGAGE_SHORTFALL'), late)).toEqual({
      ok: false,
      reason: WORKFLOW_MESSAGES.shortfallOnce,
    });
    const mortgage = apply(state, submitEvent(technical, 'MORTGAGE_SHORTFALL'));
    expect(mortgage.status).toBe('MORTGAGE_SHORTFALL');
    const answered = apply(mortgage, { type: 'APPLICANT_ANSWERED_SHORTFALL' });
    const reopened = openStages(answered).find((stage) => stage.key === 'TECHNICAL');
    if (!reopened) throw new Error('technical review not reopened');
    const options = allowedOutcomes(answered, 'TECHNICAL', 'L2', SOON);
    expect(options).not.toContain('MORTGAGE_SHORTFALL');
    expect(options).not.toContain('SHORTFALL');
    expect(decideTransition(answered, submitEvent(reopened, 'MORTGAGE_SHORTFALL'), SOON)).toEqual({
      ok: false,
      reason: WORKFLOW_MESSAGES.shortfallOnce,
    });
  });

  it('is not offered outside single window', () => {
    for (const kind of PROCESS_KINDS.filter((candidate) => !PROCESS_DEFINITIONS[candidate].allowsShortfall)) {
      for (const stage of openStages(start(kind))) {
        expect(allowedOutcomes(start(kind), stage.key, 'L2', SOON), kind).not.toContain('SHORTFALL');
      }
    }
  });

  it('a final layout drawing shortfall at technical review reads DRAWING_SHORTFALL', () => {
    let state = start('FINAL_LAYOUT');
    state = apply(state, submitEvent(openStages(state)[0] as TStageState, 'RECOMMENDED'));
    const technical = () => openStages(state).find((stage) => stage.key === 'TECHNICAL') as TStageState;
    state = apply(state, submitEvent(technical(), 'SUBMITTED'));
    state = apply(state, submitEvent(technical(), 'SHORTFALL'));
    expect(state.status).toBe('DRAWING_SHORTFALL');
    expect(apply(state, { type: 'APPLICANT_ANSWERED_SHORTFALL' }).status).toBe('DRAWING_SHORTFALL_SUBMITTED');
  });
});

describe('line departments', () => {
  it('need at least one NOC department, hold the file, and release it when every NOC is in', () => {
    let state = start('SINGLE_WINDOW');
    state = apply(state, submitEvent(openStages(state)[0] as TStageState, 'RECOMMENDED'));
    for (const key of ['SITE', 'TITLE'] as const) {
      const stage = () => openStages(state).find((candidate) => candidate.key === key) as TStageState;
      state = apply(state, submitEvent(stage(), 'SUBMITTED'));
      state = apply(state, submitEvent(stage(), 'RECOMMENDED'));
    }
    const technical = () => openStages(state).find((stage) => stage.key === 'TECHNICAL') as TStageState;
    state = apply(state, submitEvent(technical(), 'SUBMITTED'));
    expect(decideTransition(state, submitEvent(technical(), 'LINE_VERIFICATION'), SOON)).toEqual({
      ok: false,
      reason: WORKFLOW_MESSAGES.nocDepartmentsRequired,
    });
    state = apply(state, submitEvent(technical(), 'LINE_VERIFICATION', { nocDepartments: ['FIRE', 'IRRIGATION'] }));
    expect(state.status).toBe('LINE_DEPARTMENT_HOLD');
    const nocs = openStages(state);
    expect(nocs.map((stage) => stage.lineDepartment)).toEqual(['FIRE', 'IRRIGATION']);
    state = apply(state, submitEvent(nocs[0] as TStageState, 'RECOMMENDED'));
    expect(state.status).toBe('LINE_DEPARTMENT_HOLD');
    state = apply(state, submitEvent(nocs[1] as TStageState, 'RECOMMENDED'));
    expect(state.status).toBe('PROCEEDINGS_IN_PROGRESS');
    expect(openStages(state).map((stage) => stage.key)).toEqual(['DECISION']);
  });
});

describe('no other transition is possible', () => {
  it.each(PROCESS_KINDS)(
    '%s: outcomes outside the allowed list, other officers and closed stages are refused',
    (kind) => {
      let state = start(kind);
      for (let guard = 0; guard < 40 && !['ACCEPTED'].includes(state.status); guard += 1) {
        for (const stage of state.stages) {
          const level = turn(stage);
          for (const outcome of STAGE_STATUSES.filter((status) => status !== 'IN_PROCESS') as TStageOutcome[]) {
            const event = { type: 'SUBMIT', stageId: stage.id, officerId: level?.officerId ?? 1, outcome } as const;
            const result = decideTransition(state, { ...event, nocDepartments: ['FIRE'] }, SOON);
            const isAllowed =
              stage.status === 'IN_PROCESS' &&
              level !== undefined &&
              allowedOutcomes(state, stage.key, level.level, SOON).includes(outcome);
            expect(result.ok, `${kind} ${stage.key} ${outcome} at ${state.status}`).toBe(isAllowed);
            expect(decideTransition(state, { ...event, officerId: -1 }, SOON).ok).toBe(false);
          }
        }
        for (const event of [
          'APPLICANT_ANSWERED_SHORTFALL',
          'APPLICANT_REPLIED_SHOW_CAUSE',
          'APPLICANT_PAID_FEE',
        ] as const) {
          expect(decideTransition(state, { type: event }, SOON).ok, `${kind} ${event} at ${state.status}`).toBe(false);
        }
        const expiry = { type: 'SHORTFALL_TIME_RAN_OUT', dueAt: SOON } as const;
        expect(decideTransition(state, expiry, SOON).ok, `${kind} expiry at ${state.status}`).toBe(false);
        const open = openStages(state);
        const stage = open[0];
        if (!stage) break;
        const options = allowedOutcomes(state, stage.key, turn(stage)?.level ?? 'L1', SOON);
        const outcome = (['SUBMITTED', 'RECOMMENDED', 'ACCEPTED'] as const).find((candidate) =>
          options.includes(candidate),
        );
        if (!outcome) state = throughFee(state);
        else state = apply(state, submitEvent(stage, outcome));
      }
      expect(state.status).toBe('ACCEPTED');
    },
  );

  it('every stage of every process is defined with at least one level and actor', () => {
    for (const kind of PROCESS_KINDS) {
      for (const key of PROCESS_DEFINITIONS[kind].steps.flatMap((step) => step.stages)) {
        const levels = STAGE_DEFINITIONS[key].levels;
        expect(levels.length).toBeGreaterThan(0);
        for (const level of levels) expect(level.actors.length, `${key} ${level.level}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('deadline events: refused before they fall due, effective at their due instant', () => {
  // Applied 10:30 IST on 1 November 2026: day 22 begins at midnight ending 22 November.
  const dayTwentyTwo = new Date('2026-11-23T00:00:00+05:30');
  const minuteBefore = new Date(dayTwentyTwo.getTime() - 60_000);

  it.each([
    ['a minute before day 22', dayTwentyTwo, minuteBefore, false],
    ['claiming an earlier due instant', minuteBefore, minuteBefore, false],
    ['claiming a later due instant than the file’s', new Date(dayTwentyTwo.getTime() + 60_000), dayTwentyTwo, false],
    ['at midnight beginning day 22', dayTwentyTwo, dayTwentyTwo, true],
    ['eight days later, after downtime', dayTwentyTwo, new Date(dayTwentyTwo.getTime() + 8 * 86_400_000), true],
  ])('deemed approval %s: accepted %s', (_, dueAt, now, isAccepted) => {
    const result = decideTransition(toDecision(start('SINGLE_WINDOW')), { type: 'DECISION_TIME_RAN_OUT', dueAt }, now);
    expect(result.ok).toBe(isAccepted);
    if (result.ok) expect(result.transition.effectiveAt).toEqual(dayTwentyTwo);
    else expect(result.reason).toBe(WORKFLOW_MESSAGES.notDueYet);
  });

  it('the days with the applicant move day 22; the review week runs from when the file reaches the commissioner', () => {
    const state = start('SINGLE_WINDOW');
    const [preScrutiny] = openStages(state);
    if (!preScrutiny) throw new Error('no pre-scrutiny');
    const raised = apply(state, submitEvent(preScrutiny, 'SHORTFALL'), new Date('2026-11-03T12:00:00+05:30'));
    const answered = apply(raised, { type: 'APPLICANT_ANSWERED_SHORTFALL' }, new Date('2026-11-17T09:00:00+05:30'));
    const dueAt = deadlineDueAt(answered, 'DECISION_TIME_RAN_OUT');
    expect(dueAt).toEqual(new Date('2026-12-07T00:00:00+05:30'));
    const late = new Date('2026-12-15T10:00:00+05:30');
    const deemed = apply(answered, { type: 'DECISION_TIME_RAN_OUT', dueAt: dueAt ?? late }, late);
    expect(deemed.deemedDueDate).toEqual(new Date('2026-12-23T00:00:00+05:30'));
    const early = new Date('2026-12-22T23:59:00+05:30');
    expect(decideTransition(deemed, { type: 'DEEMED_ACTION_TIME_RAN_OUT', dueAt: early }, early).ok).toBe(false);
    expect(timeRunsOut(deemed, 'DEEMED_ACTION_TIME_RAN_OUT').status).toBe('FINAL_DEEMED');
  });

  it('a shortfall expires at the end of the 15th India day after it was raised, not before', () => {
    const state = start('SINGLE_WINDOW');
    const [preScrutiny] = openStages(state);
    if (!preScrutiny) throw new Error('no pre-scrutiny');
    const raised = apply(state, submitEvent(preScrutiny, 'SHORTFALL'), new Date('2026-11-03T12:00:00+05:30'));
    const dueAt = new Date('2026-11-19T00:00:00+05:30');
    expect(deadlineDueAt(raised, 'SHORTFALL_TIME_RAN_OUT')).toEqual(dueAt);
    const early = new Date(dueAt.getTime() - 1);
    expect(decideTransition(raised, { type: 'SHORTFALL_TIME_RAN_OUT', dueAt }, early).ok).toBe(false);
    expect(decideTransition(raised, { type: 'SHORTFALL_TIME_RAN_OUT', dueAt }, dueAt).ok).toBe(true);
  });

  describe('what time has made due before an officer or applicant acts (dueTimeEvent)', () => {
    const dayTwentyTwo = new Date('2026-11-23T00:00:00+05:30');

    it('nothing a minute before day 22; the deemed approval from its first instant, dated then', () => {
      const state = toDecision(start('SINGLE_WINDOW'));
      expect(dueTimeEvent(state, new Date(dayTwentyTwo.getTime() - 60_000))).toBeNull();
      expect(dueTimeEvent(state, new Date(dayTwentyTwo.getTime() + 30_000))).toEqual({
        type: 'DECISION_TIME_RAN_OUT',
        dueAt: dayTwentyTwo,
      });
    });

    it('after a deeming, the review week closing; after a final one, nothing more', () => {
      const deemed = timeRunsOut(toDecision(start('SINGLE_WINDOW')), 'DECISION_TIME_RAN_OUT');
      const reviewClosed = deemed.deemedDueDate ?? dayTwentyTwo;
      expect(dueTimeEvent(deemed, new Date(reviewClosed.getTime() - 1))).toBeNull();
      expect(dueTimeEvent(deemed, reviewClosed)).toEqual({ type: 'DEEMED_ACTION_TIME_RAN_OUT', dueAt: reviewClosed });
      const final = timeRunsOut(deemed, 'DEEMED_ACTION_TIME_RAN_OUT');
      expect(dueTimeEvent(final, new Date('2027-06-01T00:00:00+05:30'))).toBeNull();
    });

    it('a shortfall unanswered past its 15 days expires; the waiting file is not deemed meanwhile', () => {
      const state = start('SINGLE_WINDOW');
      const [preScrutiny] = openStages(state);
      if (!preScrutiny) throw new Error('no pre-scrutiny');
      const raised = apply(state, submitEvent(preScrutiny, 'SHORTFALL'), new Date('2026-11-03T12:00:00+05:30'));
      const expiresAt = new Date('2026-11-19T00:00:00+05:30');
      expect(dueTimeEvent(raised, new Date(expiresAt.getTime() - 1))).toBeNull();
      expect(dueTimeEvent(raised, new Date('2026-12-30T00:00:00+05:30'))).toEqual({
        type: 'SHORTFALL_TIME_RAN_OUT',
        dueAt: expiresAt,
      });
    });

    it('a kind that is never deemed has nothing due on its day 22', () => {
      const kind = PROCESS_KINDS.find((candidate) => PROCESS_DEFINITIONS[candidate].deemedAfterDays === null);
      if (!kind) throw new Error('every kind is deemed');
      expect(dueTimeEvent(start(kind), new Date('2027-06-01T00:00:00+05:30'))).toBeNull();
    });
  });
});
