import type { TPermissionLevel } from '../officer/permission-level';
import { STAGE_DEFINITIONS, takesDecision, type TStageKey } from './process-definition';
import type { TOfficerLevel } from './stage';

export type TAssigneeCandidate = {
  id: number;
  permissionLevel: TPermissionLevel | string;
  lineDepartment: string | null;
  /** Files waiting for this officer now: the least loaded officer gets the next one. */
  openFiles: number;
};

export type TRoutingRequest = {
  stage: TStageKey;
  level: TOfficerLevel;
  /** Spec 1 §5: large self-certifications go to the ACP queue at review level. */
  isLarge: boolean;
  /** For a line-department stage: which department gives the NOC. */
  lineDepartment?: string;
};

/** The permission levels that may take a level of a stage, in order of preference. */
export function actorsFor(request: Pick<TRoutingRequest, 'stage' | 'level' | 'isLarge'>): readonly TPermissionLevel[] {
  const definition = STAGE_DEFINITIONS[request.stage].levels.find((level) => level.level === request.level);
  if (!definition) return [];
  if (request.isLarge && request.level === 'L2' && definition.actors.includes('ACP_OFFICER')) {
    return ['ACP_OFFICER', ...definition.actors.filter((actor) => actor !== 'ACP_OFFICER')];
  }
  return definition.actors;
}

/**
 * Routing: among the officers of the application's jurisdiction, the first preferred permission level that
 * has anyone wins, and within it the officer with the fewest open files (then the lowest id, for a stable
 * choice). Null when nobody may take it: the engine then refuses the transition rather than lose the file.
 */
export function chooseAssignee(
  candidates: readonly TAssigneeCandidate[],
  request: TRoutingRequest,
): TAssigneeCandidate | null {
  for (const actor of actorsFor(request)) {
    const eligible = candidates.filter(
      (candidate) =>
        candidate.permissionLevel === actor &&
        (request.stage !== 'LINE_DEPARTMENT' || candidate.lineDepartment === request.lineDepartment),
    );
    const [best] = [...eligible].sort((a, b) => a.openFiles - b.openFiles || a.id - b.id);
    if (best) return best;
  }
  return null;
}

/** Where an officer sits above the ULBs: their district, their planning authority, or the whole state. */
export type TEscalationScope = 'DISTRICT' | 'AUTHORITY' | 'STATE';
export type TEscalationCandidate = TAssigneeCandidate & { scope: TEscalationScope };

/**
 * Who reviews a deemed-approved file when its ULB has no decision officer (no active commissioner-level officer):
 * the next authority up, in this order — the district's collectors (the Additional Collector (Local Bodies)
 * supervises the municipalities), then the planning authority's head, then the state's chasing cell as the pool
 * of last resort. Decision: the act names no substitute; the file must reach someone who can revoke it within
 * the review week, and the chasing cell is alerted either way.
 */
export const DEEMED_REVIEW_ESCALATION: readonly { scope: TEscalationScope; levels: readonly TPermissionLevel[] }[] = [
  { scope: 'DISTRICT', levels: ['ADDITIONAL_COLLECTOR', 'DISTRICT_COLLECTOR'] },
  {
    scope: 'AUTHORITY',
    levels: ['METROPOLITAN_COMMISSIONER', 'VICE_CHAIRMAN', 'HMDA_DIRECTOR', 'DTCP_DIRECTOR'],
  },
  { scope: 'STATE', levels: ['CIO_CHASING_CELL'] },
];

/** The levels of the offices a deemed file's review can go up to. */
export const DEEMED_REVIEW_ESCALATION_LEVELS: readonly TPermissionLevel[] = DEEMED_REVIEW_ESCALATION.flatMap(
  (step) => step.levels,
);

/**
 * Whether an officer of this level can hold a file's decision turn, and so needs the decision screen: the DECISION
 * stage's actors, and the offices a deemed file's review goes up to (chooseEscalatedReviewer), who revoke it or
 * let it stand there as a commissioner would.
 */
export function holdsDecisionTurns(level: TPermissionLevel | string): boolean {
  return takesDecision(level) || (DEEMED_REVIEW_ESCALATION_LEVELS as readonly string[]).includes(level);
}

/** The officer up the hierarchy who takes a deemed file's review; null when there is nobody at all. */
export function chooseEscalatedReviewer(candidates: readonly TEscalationCandidate[]): TEscalationCandidate | null {
  for (const step of DEEMED_REVIEW_ESCALATION) {
    for (const level of step.levels) {
      const eligible = candidates.filter(
        (candidate) => candidate.scope === step.scope && candidate.permissionLevel === level,
      );
      const [best] = [...eligible].sort((a, b) => a.openFiles - b.openFiles || a.id - b.id);
      if (best) return best;
    }
  }
  return null;
}
