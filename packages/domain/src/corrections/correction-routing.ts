import { COMMISSIONER_LEVELS, PLANNING_OFFICER_LEVELS, type TPermissionLevel } from '../officer/permission-level';
import type { TCorrectionStep } from './correction-rules';

/**
 * Who takes each step of a correction request, in order of preference. Decision (the spec shows the screens,
 * not the routing): the verifying officer is a reviewer of the verification stages (TPSO, CP, ACP, section
 * head) — the officers who checked the applicant's documents and the plot at L2; the final word is a
 * commissioner-level officer's, as for the file itself (spec 3 §6: the commissioner views submitted corrections).
 */
export const CORRECTION_ACTORS: Record<TCorrectionStep, readonly TPermissionLevel[]> = {
  VERIFICATION: [...PLANNING_OFFICER_LEVELS, 'SECTION_HEAD'],
  DECISION: COMMISSIONER_LEVELS,
};

export type TCorrectionCandidate = {
  id: number;
  permissionLevel: TPermissionLevel | string;
  /** Correction turns waiting for this officer now. */
  openCorrections: number;
  /**
   * The officer already knows the file: they reviewed its verification (for the verifying step) or took its
   * decision (for the final word).
   */
  hasWorkedOnFile: boolean;
};

/**
 * Among the active officers of the application's ULB: the one of an eligible level who already worked on the
 * file, else the first preferred level that has anyone, the least loaded within it (then the lowest id, for a
 * stable choice). Null when nobody may take it: the caller refuses rather than leave a request with no one.
 */
export function chooseCorrectionOfficer(
  candidates: readonly TCorrectionCandidate[],
  step: TCorrectionStep,
): TCorrectionCandidate | null {
  const actors: readonly string[] = CORRECTION_ACTORS[step];
  const rank = (candidate: TCorrectionCandidate) => actors.indexOf(candidate.permissionLevel);
  const eligible = candidates
    .filter((candidate) => rank(candidate) >= 0)
    .sort(
      (a, b) =>
        Number(b.hasWorkedOnFile) - Number(a.hasWorkedOnFile) ||
        rank(a) - rank(b) ||
        a.openCorrections - b.openCorrections ||
        a.id - b.id,
    );
  return eligible[0] ?? null;
}
