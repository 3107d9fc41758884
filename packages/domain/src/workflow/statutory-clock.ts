import {
  DANGER_DAYS_BEFORE_DUE,
  DEEMED_ACTION_DAYS,
  SHORTFALL_ANSWER_WITHIN_DAYS,
  SHORTFALL_RAISE_WITHIN_DAYS,
  SHOW_CAUSE_REPLY_DAYS,
} from './deadlines';
import { isShortfallStatus, type TApplicationStatus } from '../application/application-status';
import { PROCESS_DEFINITIONS } from './process-definition';
import {
  endOfNthIndiaDayAfter,
  indiaDaysBetween,
  indiaDaysToMs,
  isWithinIndiaDays,
  shiftByIndiaDays,
  wholeIndiaDaysIn,
} from './india-calendar';

/**
 * The workflow's legal limits as instants, on India's days (india-calendar.ts): what the engine checks, the
 * scheduler applies and the console shows. Every due instant is the midnight ending the last day allowed.
 */

/**
 * The instant a file's decision time runs out and it is deemed approved: the start of day `decisionDays + 1`
 * (day 22 of the single window) counted from the India day of the application, moved by the whole India days the
 * file waited for the applicant (`clockPausedMs`, kept in whole days by `pausedIndiaDaysMs`).
 */
export function deemedApprovalDueAt(file: { appliedOn: Date; clockPausedMs: number }, decisionDays: number): Date {
  return endOfNthIndiaDayAfter(file.appliedOn, decisionDays + wholeIndiaDaysIn(file.clockPausedMs));
}

/**
 * The commissioner's review of a deemed file closes DEEMED_ACTION_DAYS India days after the file reached them
 * (decision: from when it actually reached them, so a file deemed late after downtime still gets the full week).
 */
export function deemedReviewDueAt(reachedReviewerAt: Date): Date {
  return endOfNthIndiaDayAfter(reachedReviewerAt, DEEMED_ACTION_DAYS);
}

/** The applicant's time to answer a shortfall runs out at this instant. */
export function shortfallAnswerDueAt(raisedAt: Date): Date {
  return endOfNthIndiaDayAfter(raisedAt, SHORTFALL_ANSWER_WITHIN_DAYS);
}

/** The applicant's time to reply to a show cause runs out at this instant. */
export function showCauseReplyDueAt(raisedAt: Date): Date {
  return endOfNthIndiaDayAfter(raisedAt, SHOW_CAUSE_REPLY_DAYS);
}

/** One shortfall only, within 10 India days of the application (the day of the application excluded). */
export function isShortfallWindowOpen(appliedOn: Date, now: Date): boolean {
  return isWithinIndiaDays(appliedOn, SHORTFALL_RAISE_WITHIN_DAYS, now);
}

/** A stage level handed to an officer at `receivedAt` is due at the end of its `dueDays`-th India day. */
export function stageDueAt(receivedAt: Date, dueDays: number): Date {
  return endOfNthIndiaDayAfter(receivedAt, dueDays);
}

/** A file is "in danger" (red in the inbox) from DANGER_DAYS_BEFORE_DUE India days before its due instant. */
export function dangerFrom(dueAt: Date): Date {
  return shiftByIndiaDays(dueAt, -DANGER_DAYS_BEFORE_DUE);
}

/**
 * The time a file waited for the applicant, as the decision clock leaves it out: the India days from the day it
 * went to the applicant to the day it came back (decision: whole days, so a file back on the day it left loses
 * none, and the deemed day stays an India midnight), in milliseconds of whole days for `clockPausedMs`.
 */
export function pausedIndiaDaysMs(waitingSince: Date, resumedAt: Date): number {
  return indiaDaysToMs(Math.max(0, indiaDaysBetween(waitingSince, resumedAt)));
}

/** The events time itself raises, each carrying the instant it fell due. */
export type TDeadlineEventType = 'DECISION_TIME_RAN_OUT' | 'DEEMED_ACTION_TIME_RAN_OUT' | 'SHORTFALL_TIME_RAN_OUT';

/**
 * When a deadline event falls due for a file as it stands (null: it does not apply to it now). The engine refuses
 * the event before this instant, and the scheduler raises it with this instant, which becomes the decision time.
 */
export function deadlineDueAt(
  state: {
    kind: keyof typeof PROCESS_DEFINITIONS;
    status: TApplicationStatus;
    appliedOn: Date;
    clockPausedMs: number;
    waitingSince: Date | null;
    deemedDueDate: Date | null;
  },
  type: TDeadlineEventType,
): Date | null {
  switch (type) {
    case 'DECISION_TIME_RAN_OUT': {
      const days = PROCESS_DEFINITIONS[state.kind].deemedAfterDays;
      return days === null ? null : deemedApprovalDueAt(state, days);
    }
    case 'DEEMED_ACTION_TIME_RAN_OUT':
      return state.status === 'DEEMED' ? state.deemedDueDate : null;
    case 'SHORTFALL_TIME_RAN_OUT':
      return isShortfallStatus(state.status) && state.waitingSince ? shortfallAnswerDueAt(state.waitingSince) : null;
  }
}
