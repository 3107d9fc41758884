import type { TStageKey } from './process-definition';
import type { TOfficerLevel } from './stage';
import type { TWorkflowState } from './workflow-state';

export type TOpenTurn = { stageId: number; stageKey: TStageKey; level: TOfficerLevel };

/** The turns waiting for an officer on an application: open stages where their level is IN_PROCESS. */
export function openTurnsOf(state: Pick<TWorkflowState, 'stages'>, officerId: number): TOpenTurn[] {
  return state.stages.flatMap((stage) =>
    stage.status === 'IN_PROCESS'
      ? stage.levels
          .filter((level) => level.officerId === officerId && level.action === 'IN_PROCESS')
          .map((level) => ({ stageId: stage.id, stageKey: stage.key, level: level.level }))
      : [],
  );
}
