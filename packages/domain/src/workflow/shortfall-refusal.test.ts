import { describe, expect, it } from 'vitest';
import { applyTransition } from './apply-transition';
import { shiftByIndiaDays } from './india-calendar';
import type { TStageOutcome } from './process-definition';
import {
  decideTransition,
  startTransition,
  submittedState,
  WORKFLOW_MESSAGES,
  WORKFLOW_MESSAGES_TE,
  type TWorkflowEvent,
} from './workflow-engine';
import type { TStageState, TWorkflowState } from './workflow-state';

const APPLIED = new Date('2026-11-01T05:00:00Z');
const SOON = shiftByIndiaDays(APPLIED, 2);

function singleWindow(): TWorkflowState {
  let nextId = 1;
  const initial = submittedState({ kind: 'SINGLE_WINDOW', appliedOn: APPLIED });
  return applyTransition(initial, startTransition(initial), {
    assign: () => 7,
    nextStageId: () => nextId++,
    now: APPLIED,
  });
}

function submitEvent(stage: TStageState, outcome: TStageOutcome): TWorkflowEvent {
  const turn = stage.levels.find((level) => level.action === 'IN_PROCESS');
  if (!turn) throw new Error(`no turn on ${stage.key}`);
  return { type: 'SUBMIT', stageId: stage.id, officerId: turn.officerId, outcome };
}

describe('a shortfall refused names the rule that refused it (issue 57)', () => {
  it('a first mortgage shortfall at pre-scrutiny is refused for its stage, not as a second or late shortfall', () => {
    const state = singleWindow();
    const preScrutiny = state.stages.find((stage) => stage.key === 'PRE_SCRUTINY');
    if (!preScrutiny) throw new Error('no pre-scrutiny');
    expect(state.hasHadShortfall).toBe(false);
    const refused = decideTransition(state, submitEvent(preScrutiny, 'MORTGAGE_SHORTFALL'), SOON);
    expect(refused).toEqual({ ok: false, reason: WORKFLOW_MESSAGES.mortgageShortfallStage });
    expect(refused.ok || refused.reason).not.toContain('only once');
    // The same file may still have its one shortfall at pre-scrutiny.
    expect(decideTransition(state, submitEvent(preScrutiny, 'SHORTFALL'), SOON).ok).toBe(true);
  });

  it.each([
    ['a second shortfall', true, SOON],
    ['a shortfall on day 11', false, shiftByIndiaDays(APPLIED, 11)],
  ])('%s at pre-scrutiny is refused as only once, within 10 days', (_label, hasHadShortfall, now) => {
    const state = { ...singleWindow(), hasHadShortfall };
    const preScrutiny = state.stages.find((stage) => stage.key === 'PRE_SCRUTINY');
    if (!preScrutiny) throw new Error('no pre-scrutiny');
    expect(decideTransition(state, submitEvent(preScrutiny, 'SHORTFALL'), now)).toEqual({
      ok: false,
      reason: WORKFLOW_MESSAGES.shortfallOnce,
    });
  });

  it('says it in Telugu too', () => {
    expect(WORKFLOW_MESSAGES_TE.mortgageShortfallStage).toMatch(/[\u0C00-\u0C7F]/);
  });
});
