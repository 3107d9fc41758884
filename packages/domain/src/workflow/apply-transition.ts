import type { TOfficerLevel } from './stage';
import { deemedReviewDueAt, pausedIndiaDaysMs } from './statutory-clock';
import { WAITING_FOR_APPLICANT, type TAssignment, type TTransition } from './workflow-engine';
import type { TStageState, TWorkflowState } from './workflow-state';

/**
 * The state after a transition, in memory: what the server writes to the database, for tests and
 * simulations. `assign` picks the officer for each new level; `nextStageId` numbers new stages; `now` (when the
 * transition was applied) keeps the clock's record — the pauses, since when the file waits, the deemed review's
 * due instant — as the server keeps it (without it they are left as they were).
 */
export function applyTransition(
  state: TWorkflowState,
  transition: TTransition,
  options: { assign: (assignment: TAssignment) => number; nextStageId: () => number; now?: Date },
): TWorkflowState {
  let stages: TStageState[] = state.stages.map((stage) => {
    const change = transition.stageChanges.find((candidate) => candidate.stageId === stage.id);
    if (!change) return stage;
    const levels = change.level
      ? stage.levels.map((level) =>
          level.level === change.level?.level ? { ...level, action: change.level.action } : level,
        )
      : stage.levels;
    return { ...stage, status: change.status ?? stage.status, levels };
  });
  for (const assignment of transition.assignments) {
    const officerId = options.assign(assignment);
    const level = { level: assignment.level as TOfficerLevel, officerId, action: 'IN_PROCESS' as const };
    if (assignment.stageId === null) {
      stages = [
        ...stages,
        {
          id: options.nextStageId(),
          key: assignment.key,
          step: assignment.step,
          lineDepartment: assignment.lineDepartment,
          status: 'IN_PROCESS',
          levels: [level],
        },
      ];
    } else {
      stages = stages.map((stage) =>
        stage.id === assignment.stageId
          ? {
              ...stage,
              status: 'IN_PROCESS',
              levels: [...stage.levels.filter((existing) => existing.level !== assignment.level), level],
            }
          : stage,
      );
    }
  }
  const clock = options.now ? clockAfter(state, transition, options.now) : {};
  return {
    ...state,
    ...clock,
    status: transition.status,
    step: transition.step,
    stages,
    hasHadShortfall: transition.flags.hasHadShortfall ?? state.hasHadShortfall,
    isFeePaid: transition.flags.isFeePaid ?? state.isFeePaid,
    hasHadShowCause: state.hasHadShowCause || transition.flags.isShowCauseRaised === true,
  };
}

/** The decision clock's record after a transition applied at `now` (the server's write keeps the same). */
function clockAfter(
  state: TWorkflowState,
  transition: TTransition,
  now: Date,
): Pick<TWorkflowState, 'clockPausedMs' | 'waitingSince' | 'deemedDueDate'> {
  const isWaiting = WAITING_FOR_APPLICANT.includes(transition.status);
  const resumes = state.waitingSince !== null && WAITING_FOR_APPLICANT.includes(state.status) && !isWaiting;
  const isNewlyDeemed = transition.status === 'DEEMED' && state.status !== 'DEEMED';
  return {
    clockPausedMs:
      state.clockPausedMs + (resumes && state.waitingSince ? pausedIndiaDaysMs(state.waitingSince, now) : 0),
    waitingSince: isWaiting ? (transition.effectiveAt ?? now) : null,
    deemedDueDate: isNewlyDeemed ? deemedReviewDueAt(now) : state.deemedDueDate,
  };
}
