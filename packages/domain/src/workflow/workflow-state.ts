import type { TApplicationStatus } from '../application/application-status';
import type { TStageKey } from './process-definition';
import type { TProcessKind } from './process-kind';
import type { TOfficerLevel, TStageStatus } from './stage';

/** One level of a stage as the engine sees it: whose turn, and what they sent. */
export type TLevelState = { level: TOfficerLevel; officerId: number; action: TStageStatus };

/** A stage of the application: open while its status is IN_PROCESS (or waiting on the applicant). */
export type TStageState = {
  id: number;
  key: TStageKey;
  /** The step of the process the stage belongs to. */
  step: number;
  lineDepartment: string | null;
  status: TStageStatus;
  levels: readonly TLevelState[];
};

/** What the engine needs to know of an application to decide a transition. */
export type TWorkflowState = {
  kind: TProcessKind;
  status: TApplicationStatus;
  appliedOn: Date;
  step: number;
  stages: readonly TStageState[];
  hasHadShortfall: boolean;
  isFeePaid: boolean;
  isFeeChanged: boolean;
  /** A show cause was raised on the file at some point. */
  hasHadShowCause: boolean;
  /** The whole India days (in ms) the decision clock was stopped while the file waited for the applicant. */
  clockPausedMs: number;
  /** Since when the file waits for the applicant (null when it does not). */
  waitingSince: Date | null;
  /** A deemed file's review by the commissioner closes at this instant (null until the file is deemed). */
  deemedDueDate: Date | null;
};
