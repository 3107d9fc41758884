import type { TApplicationStatus } from '../application/application-status';
import type { TStageKey } from './process-definition';
import type { TOfficerLevel } from './stage';
import type { TWorkflowState } from './workflow-state';

export type TOpenTurn = { stageId: number; stageKey: TStageKey; level: TOfficerLevel };

/**
 * Spec 3 §2: a form or a stage level is an officer's to act on while it is theirs and still IN_PROCESS. The one
 * predicate of "my open turn", for the console's screens and the engine alike (issue 21: it was written 8 times).
 */
export function isOwnOpenTurn<TId>(
  turn: { officerId: TId; status: string | null },
  officerId: TId | undefined,
): boolean {
  return officerId !== undefined && turn.officerId === officerId && isTurnOpen(turn.status);
}

/** A turn still open, whoever holds it: its level still IN_PROCESS (spec 3 §3: its form is edited, not viewed). */
export function isTurnOpen(status: string | null): boolean {
  return status === 'IN_PROCESS';
}

/**
 * Another officer's open turn: what it holds (answers, a remark) is that officer's draft, shown to no one else
 * (spec 3 §7 "remark per stage"; the forms and the recommendations alike).
 */
export function isOthersOpenTurn<TId>(turn: { officerId: TId; status: string | null }, viewerId: TId): boolean {
  return isTurnOpen(turn.status) && turn.officerId !== viewerId;
}

/**
 * Spec 1 §2.7, spec 2 §2.8: Raise Shortfall is offered on a turn of the officer's own still open, when the server
 * lists SHORTFALL among what that turn may send now (recommendations). The verification screen and the review
 * remarks list ask the same question; the server checks it again when the shortfall is raised.
 */
export function isShortfallOffered<TId>(
  turn: { officerId: TId; status: string | null },
  officerId: TId | undefined,
  options: readonly string[],
): boolean {
  return isOwnOpenTurn(turn, officerId) && options.includes('SHORTFALL');
}

/**
 * Spec 3 §4: no decision while a verification is under progress ("Cannot submit for the applications which are in
 * verification under progress state"); the decision screen and the server ask the same question.
 */
export function isDecisionBlocked(status: TApplicationStatus): boolean {
  return status === 'VERIFICATION_UNDER_PROGRESS';
}

/** The turns waiting for an officer on an application: open stages where their level is IN_PROCESS. */
export function openTurnsOf(state: Pick<TWorkflowState, 'stages'>, officerId: number): TOpenTurn[] {
  return state.stages.flatMap((stage) =>
    stage.status === 'IN_PROCESS'
      ? stage.levels
          .filter((level) => isOwnOpenTurn({ officerId: level.officerId, status: level.action }, officerId))
          .map((level) => ({ stageId: stage.id, stageKey: stage.key, level: level.level }))
      : [],
  );
}
