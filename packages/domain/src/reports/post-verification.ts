import type { TApplicationStatus } from '../application/application-status';
import { POST_VERIFICATION_DAYS } from '../workflow/deadlines';
import type { TProcessKind } from '../workflow/process-kind';
import { WAITING_FOR_APPLICANT } from '../workflow/workflow-engine';
import { addIndiaDays, indiaDay } from '../workflow/india-calendar';
import { deemedClockDay, FINISHED_STATUSES, turnDueDate } from './officer-delay';

/**
 * Instant approval (self-certification): the permission is given when the application comes in, and the ULB
 * verifies it afterwards within 15 days (POST_VERIFICATION_DAYS, deadlines.ts). Decisions, as the act gives no
 * alert of its own:
 * - the post-verification is due as a turn received on the day of the application with 15 days would be
 *   (turnDueDate: the same reading of "within N days" as every turn, India's days once deadlines count them);
 * - the chasing cell is alerted from day 10 of the 15 (POST_VERIFICATION_ALERT_DAY, issue 14), with five days
 *   left to verify;
 * - the days the file waits for the applicant (a show cause) do not count, as on the deemed-approval clock
 *   (deemedClockDay); a file decided (approved or revoked) or closed is verified.
 */
export const POST_VERIFICATION_ALERT_DAY = 10;

/** The process kinds verified after their instant permission. */
export const POST_VERIFIED_KINDS: readonly TProcessKind[] = ['SELF_CERTIFICATION'];

export function postVerificationDueDate(file: { appliedOn: Date; clockPausedMs: number }): Date {
  return new Date(
    turnDueDate({ receivedDate: file.appliedOn, dueDays: POST_VERIFICATION_DAYS }).getTime() + file.clockPausedMs,
  );
}

/** Still to be verified: neither decided nor closed, nor waiting for the applicant. */
export function isAwaitingPostVerification(status: TApplicationStatus): boolean {
  return status !== 'DRAFT' && !FINISHED_STATUSES.includes(status) && !WAITING_FOR_APPLICANT.includes(status);
}

/**
 * The day of its 15 the file is on, the applicant's time aside: as on the deemed-approval clock, the day of the
 * application is day 0 and day N is the N-th India day after it.
 */
export function postVerificationDay(file: { appliedOn: Date; clockPausedMs: number }, now: Date): number {
  return deemedClockDay(file, now);
}

/** Days left to verify within the 15 (0 on the last day and after). */
export function daysToPostVerificationDue(day: number): number {
  return Math.max(0, POST_VERIFICATION_DAYS - day);
}

/** On day 10 or later and not verified: the chasing cell's alert. */
export function isPostVerificationAlert(
  file: { kind: TProcessKind; status: TApplicationStatus; appliedOn: Date; clockPausedMs: number },
  now: Date,
): boolean {
  return (
    POST_VERIFIED_KINDS.includes(file.kind) &&
    isAwaitingPostVerification(file.status) &&
    postVerificationDay(file, now) >= POST_VERIFICATION_ALERT_DAY
  );
}

/**
 * The same day as a bound for a database index (as deemedAlertClockStartedBy): a file is on day
 * POST_VERIFICATION_ALERT_DAY or later at `now` exactly when its clock started (the India day of the application,
 * moved by its whole paused days) on this day or before; its list can then be paged and counted in the database.
 */
export function postVerificationAlertClockStartedBy(now: Date): string {
  return addIndiaDays(indiaDay(now), -POST_VERIFICATION_ALERT_DAY);
}
