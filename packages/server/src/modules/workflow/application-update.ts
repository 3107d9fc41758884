import {
  dangerFrom,
  DEEMED_STATUSES,
  deemedApprovalDueAt,
  deemedReviewDueAt,
  pausedIndiaDaysMs,
  PROCESS_DEFINITIONS,
  WAITING_FOR_APPLICANT,
  type TApplicationStatus,
  type TTransition,
} from '@anumati/domain';
import type { TDb } from '../../db/database';
import { updateApplication } from './workflow.repository';
import type { TLoadedWorkflow } from './workflow.service';

/**
 * Outcomes that decide the file: the decision date, approval flag and final remark are set with them. A revocation
 * (REVOKED) decides the file again, so it is recorded as its decision; FINAL_DEEMED confirms the deemed approval
 * and keeps its date.
 */
const DECIDING: readonly TApplicationStatus[] = ['ACCEPTED', 'REJECTED', 'REVOKED', 'DEEMED', 'EXPIRED'];

/**
 * The application as a transition leaves it: status and step, the statutory clock (paused while waiting for the
 * applicant), the deemed dates, the due and danger dates of the levels handed out, the flags and the decision.
 */
export async function updateApplicationAfter(
  tx: TDb,
  input: {
    loaded: TLoadedWorkflow;
    transition: TTransition;
    remark: string | null;
    now: Date;
    effectiveAt: Date;
    latestDue: Date | null;
    isDeeming: boolean;
  },
) {
  const { loaded, transition, remark, now, effectiveAt, latestDue, isDeeming } = input;
  const { application } = loaded;
  const status = transition.status;
  const deemedDays = PROCESS_DEFINITIONS[loaded.state.kind].deemedAfterDays;
  const wasWaiting = WAITING_FOR_APPLICANT.includes(application.status) && application.waitingSince !== null;
  // The decision clock leaves out the whole India days the file waited for the applicant (statutory-clock.ts).
  const pausedMs =
    wasWaiting && !WAITING_FOR_APPLICANT.includes(status) && application.waitingSince
      ? pausedIndiaDaysMs(application.waitingSince, now)
      : 0;
  const clockPausedMs = application.clockPausedMs + pausedMs;
  // While the clock runs, the deemed date shown is day 22 after the pauses so far. When the file is deemed, its
  // deemed date is the instant it fell due and its review week runs from now, when it reaches the reviewer.
  const deemedDate =
    deemedDays === null || DEEMED_STATUSES.includes(application.status)
      ? null
      : isDeeming
        ? effectiveAt
        : deemedApprovalDueAt({ appliedOn: application.appliedOn, clockPausedMs }, deemedDays);
  await updateApplication(tx, application.id, {
    clockPausedMs,
    ...(deemedDate
      ? { deemedDate, deemedDueDate: isDeeming ? deemedReviewDueAt(now) : deemedReviewDueAt(deemedDate) }
      : {}),
    status,
    workflowStep: transition.step,
    updatedAt: now,
    currentOfficerLevel: transition.assignments.at(-1)?.level ?? application.currentOfficerLevel,
    ...(transition.assignments.length > 0
      ? {
          assignedDate: now,
          dueDate: latestDue,
          dangerDate: latestDue ? dangerFrom(latestDue) : null,
        }
      : {}),
    ...(transition.flags.hasHadShortfall !== undefined ? { hasHadShortfall: transition.flags.hasHadShortfall } : {}),
    ...(transition.flags.isFeePaid !== undefined ? { isFeePaid: transition.flags.isFeePaid } : {}),
    ...(transition.flags.isShowCauseRaised ? { isShowCauseRaised: true, isShowCauseSevenDaysElapsed: false } : {}),
    ...(transition.flags.isShowCauseReplied ? { isShowCauseRaisedDocUpload: true } : {}),
    waitingSince: WAITING_FOR_APPLICANT.includes(status) ? effectiveAt : null,
    ...(DECIDING.includes(status)
      ? {
          decidedAt: effectiveAt,
          isApprove: status === 'ACCEPTED' || status === 'DEEMED',
          finalRemark: remark ?? application.finalRemark,
        }
      : {}),
  });
}
