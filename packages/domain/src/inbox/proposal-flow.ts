import type { TApplicationStatus } from '../application/application-status';
import type { TLanguage } from '../i18n/language';
import { officerLevelLabel, stageNameLabel, stageStatusLabel } from '../workflow/stage';

export type TFlowStage = {
  name: string;
  status: string;
  dueDays: number;
  stageOfficers: {
    officerLevel: string;
    officerName: string;
    officerRole: string;
    action: string;
    receivedDate: string;
    forwardedDate: string | null;
  }[];
};

export type TFlowEntry = {
  stageName: string;
  level: string;
  officerName: string;
  officerRole: string;
  dueDays: number;
  receivedDate: string;
  forwardedDate: string | null;
  status: string;
};

/**
 * Spec 1 §2.6: one entry per stage officer, in stage order; a technical verification stage with more than one
 * officer shows its L2 entry as "TECHNICAL VERIFICATION - FEE ADJUSTMENT". Stage, level and status are the
 * officer's words in their language (issue 19: never a code such as LEVEL-1 or FEE_ADJUSTMENTS).
 */
export function proposalFlowEntries(stages: readonly TFlowStage[], language: TLanguage = 'en'): TFlowEntry[] {
  return stages.flatMap((stage) =>
    stage.stageOfficers.map((officer) => ({
      stageName: stageNameLabel(
        stage.name === 'TECHNICAL VERIFICATION' && stage.stageOfficers.length > 1 && officer.officerLevel === 'L2'
          ? 'TECHNICAL VERIFICATION - FEE ADJUSTMENT'
          : stage.name,
        language,
      ),
      level: officerLevelLabel(officer.officerLevel, language),
      officerName: officer.officerName,
      officerRole: officer.officerRole,
      dueDays: stage.dueDays,
      receivedDate: officer.receivedDate,
      forwardedDate: officer.forwardedDate,
      status: stageStatusLabel(officer.action, language),
    })),
  );
}

/**
 * Spec 1 §2.6: accepted and revoked applications show a completed-on date — the latest forwarded date, when no
 * stage is still in process.
 */
export function completedOn(status: TApplicationStatus, stages: readonly TFlowStage[]): string | null {
  if (status !== 'ACCEPTED' && status !== 'REVOKED') return null;
  if (stages.some((stage) => stage.status === 'IN_PROCESS')) return null;
  const forwarded = stages.flatMap((stage) => stage.stageOfficers.flatMap((officer) => officer.forwardedDate ?? []));
  return forwarded.sort().at(-1) ?? null;
}
