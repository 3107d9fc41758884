import { describe, expect, it } from 'vitest';
import type { TApplicationType, TApprovalFor } from '../application/application-kind';
import type { TApplicationStatus } from '../application/application-status';
import { FEE_ACTION } from '../inbox/inbox-notices';
import { verifyAction } from '../inbox/verify-action';
import { OFFICER_TYPES } from '../officer/server-role';
import { applyTransition } from '../workflow/apply-transition';
import { DEEMED_REVIEW_ESCALATION_LEVELS } from '../workflow/routing';
import { STAGE_DEFINITIONS, type TStageKey } from '../workflow/process-definition';
import { PROCESS_KINDS, type TProcessKind } from '../workflow/process-kind';
import type { TOfficerLevel } from '../workflow/stage';
import { allowedOutcomes, decideTransition, startTransition, submittedState } from '../workflow/workflow-engine';
import type { TWorkflowState } from '../workflow/workflow-state';
import { turnSubmissionNeeds } from './recommendation';
import { stagesSentFrom } from './verification-routes';
import { extraVerificationTabs } from './verification-screen';

/**
 * Spec 3 §4–§6: whatever the server demands before a turn is sent must be doable from the page the officer's
 * Verify button opens. For every kind × jurisdiction type × stage × level × role the process definition allows
 * (and with or without the fee action, on the new or the old workflow), this walks the engine to every status
 * in which the turn is open, follows the inbox's Verify route, and checks that the page sends that stage and
 * shows the tab of each gate the turn has (fee, fee conditions, deviation).
 */
const SUBMISSION: Record<TProcessKind, { applicationType: TApplicationType; approvalFor: TApprovalFor }> = {
  REGISTRATION: { applicationType: 'REGISTRATION', approvalFor: 'BUILDING' },
  SELF_CERTIFICATION: { applicationType: 'SELF CERTIFICATION', approvalFor: 'BUILDING' },
  SINGLE_WINDOW: { applicationType: 'SINGLE WINDOW', approvalFor: 'BUILDING' },
  LAYOUT: { applicationType: 'SINGLE WINDOW', approvalFor: 'LAYOUT' },
  FINAL_LAYOUT: { applicationType: 'SINGLE WINDOW', approvalFor: 'FINAL_LAYOUT' },
  OCCUPANCY: { applicationType: 'OCCUPANCY', approvalFor: 'OCCUPANCY' },
  COMPOUND_WALL: { applicationType: 'SELF CERTIFICATION', approvalFor: 'COMPOUNDWALL' },
};
const APPLIED = new Date('2026-11-02T05:00:00Z');
const SOON = new Date('2026-11-03T05:00:00Z');

type TOpenTurn = { stageKey: TStageKey; level: TOfficerLevel; status: TApplicationStatus };

/** Every (stage, level, status) in which a turn of this kind is open, from every path the engine allows. */
function openTurnsOf(kind: TProcessKind): TOpenTurn[] {
  let nextId = 1;
  const context = { assign: () => 1, nextStageId: () => nextId++, now: APPLIED };
  const initial = submittedState({ kind, appliedOn: APPLIED });
  const found = new Map<string, TOpenTurn>();
  const seen = new Set<string>();
  const pending: TWorkflowState[] = [
    applyTransition(initial, startTransition(initial), context),
    // An instant approval whose fee was raised reaches its decision in another status.
    applyTransition({ ...initial, isFeeChanged: true }, startTransition(initial), context),
  ];
  for (let state = pending.pop(); state; state = pending.pop()) {
    const open = state.stages.filter((stage) => stage.status === 'IN_PROCESS');
    const key = JSON.stringify([state.status, state.isFeePaid, state.isFeeChanged, open.map((s) => [s.key, s.levels])]);
    if (seen.has(key) || seen.size > 5000) continue;
    seen.add(key);
    for (const stage of open) {
      const turn = stage.levels.find((level) => level.action === 'IN_PROCESS');
      if (!turn) continue;
      found.set(`${stage.key}/${turn.level}/${state.status}`, {
        stageKey: stage.key,
        level: turn.level,
        status: state.status,
      });
      for (const outcome of allowedOutcomes(state, stage.key, turn.level, SOON)) {
        const event = {
          type: 'SUBMIT' as const,
          stageId: stage.id,
          officerId: turn.officerId,
          outcome,
          nocDepartments: ['FIRE'],
        };
        const result = decideTransition(state, event, SOON);
        if (result.ok) pending.push(applyTransition(state, result.transition, context));
      }
    }
    for (const type of [
      'APPLICANT_ANSWERED_SHORTFALL',
      'APPLICANT_REPLIED_SHOW_CAUSE',
      'APPLICANT_PAID_FEE',
    ] as const) {
      const result = decideTransition(state, { type }, SOON);
      if (result.ok) pending.push(applyTransition(state, result.transition, context));
    }
  }
  return [...found.values()];
}

function deadEndsOf(kind: TProcessKind): string[] {
  const deadEnds: string[] = [];
  for (const turn of openTurnsOf(kind)) {
    const actors = STAGE_DEFINITIONS[turn.stageKey].levels.find((level) => level.level === turn.level)?.actors ?? [];
    for (const officerType of OFFICER_TYPES) {
      for (const actor of actors) {
        for (const actions of [[], [FEE_ACTION]]) {
          for (const isNewWorkflow of [true, false]) {
            const action = verifyAction(
              {
                applicationId: '7',
                permissionLevel: actor,
                officerType,
                stageStatus: 'IN_PROCESS',
                applicationStatus: turn.status,
                ...SUBMISSION[kind],
                assignedDate: SOON,
              },
              turn.status,
            );
            const where = `${kind} ${turn.stageKey} ${turn.level} at ${turn.status}, ${actor} (${officerType}${
              actions.length ? ', fee action' : ''
            }${isNewWorkflow ? '' : ', old workflow'})`;
            if (action.kind !== 'VERIFY') {
              deadEnds.push(`${where}: no Verify button`);
              continue;
            }
            if (!stagesSentFrom(action.route, actor).includes(turn.stageKey)) {
              deadEnds.push(`${where}: ${action.route} does not send ${turn.stageKey}`);
              continue;
            }
            const isGhmcOfficer = officerType === 'GHMC';
            const needs = turnSubmissionNeeds({ kind, ...turn, actions, isGhmcOfficer, isNewWorkflow });
            const tabs = extraVerificationTabs({
              ...SUBMISSION[kind],
              status: turn.status,
              isNewWorkflow,
              hasFeeAction: actions.length > 0,
              isGhmcOfficer,
            });
            if (needs.needsFee && !tabs.includes('FEES')) deadEnds.push(`${where}: needs the fee, no Fees tab`);
            if (needs.needsConditions && !tabs.includes('FEE_CONDITIONS')) {
              deadEnds.push(`${where}: needs fee conditions, no Fee Conditions tab`);
            }
            if (needs.needsDeviation && !tabs.includes('DEVIATION')) {
              deadEnds.push(`${where}: needs the deviation, no Deviation tab`);
            }
          }
        }
      }
    }
  }
  return deadEnds;
}

describe('no dead ends: every gate of every turn can be met from the page its Verify opens', () => {
  it.each(PROCESS_KINDS)('%s', (kind) => {
    expect(openTurnsOf(kind).length).toBeGreaterThan(0);
    expect(deadEndsOf(kind)).toEqual([]);
  });
});

it('leads each office a deemed file’s review can go up to from its Verify to the decision screen, which sends it', () => {
  for (const level of DEEMED_REVIEW_ESCALATION_LEVELS) {
    for (const officerType of OFFICER_TYPES) {
      const action = verifyAction(
        {
          applicationId: '7',
          permissionLevel: level,
          officerType,
          stageStatus: 'IN_PROCESS',
          applicationStatus: 'DEEMED',
          ...SUBMISSION.SINGLE_WINDOW,
          assignedDate: SOON,
        },
        'DEEMED APPROVED',
      );
      expect(action, `${level} (${officerType})`).toEqual({
        kind: 'VERIFY',
        label: 'Verify',
        route: '/commissioner-verification/7',
      });
      expect(stagesSentFrom('/commissioner-verification/7', level)).toEqual(['DECISION']);
    }
  }
});
