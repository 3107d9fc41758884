import type { TApplicationStatus } from '../application/application-status';
import { COMPLETED_STATUSES, DEEMED_STATUSES } from '../inbox/inbox-filter-rules';
import { POST_VERIFICATION_DAYS, SINGLE_WINDOW_DECISION_DAYS } from '../workflow/deadlines';
import {
  addIndiaDays,
  endOfIndiaDay,
  endOfNthIndiaDayAfter,
  indiaDay,
  indiaDaysBetween,
  indiaDayNumber,
  indiaDaysLate,
  startOfIndiaClockDay,
  startOfIndiaDay,
  wholeIndiaDaysIn,
} from '../workflow/india-calendar';
import type { TProcessKind } from '../workflow/process-kind';
import { WAITING_FOR_APPLICANT } from '../workflow/workflow-engine';
import type { TLanguage } from '../i18n/language';

/**
 * The chasing cell's figures, from the workflow's own record of officers' turns (issue 14): a turn is one
 * officer's holding of one stage level of a file, from the moment the file reached them to the moment it left
 * them, and the stage's due days.
 *
 * - A turn is due its stage's due days after the officer received the file (each level gets the full period),
 *   counted on India's days (workflow/india-calendar.ts): the day of receipt excluded, the due day included to
 *   its end. It is late from the midnight ending its due day, not from the time of day the file arrived.
 * - It ends when the officer forwards the file, or when the file leaves them without it: to the applicant
 *   (shortfall, fee intimation, show cause: the officer cannot act on a file waiting for the applicant), decided,
 *   deemed or closed. Decision: when the file comes back from the applicant, each level still open is a new turn
 *   from that moment (the day it comes back is the new day of receipt, as for the decision clock), so the
 *   applicant's days are never charged to an officer; a level opened again is a new turn too, and the earlier
 *   turn is kept as it ended.
 * - It is delayed by the India days begun after its due day: a file due on the 10th and sent at any time on
 *   the 11th after its first instant is 1 day late; sent at 23:59 on the 10th it is on time. Late means ended
 *   after the due instant (ARCHITECTURE.md "The simulated year counts from what happened"): a turn ended exactly
 *   at the midnight closing its due day — a deemed approval taking effect at that instant, say — is on time, and
 *   an open turn is not late at that instant either.
 * - A turn is open (the officer holds the file now) until it ends.
 */
export type TOfficerTurn = {
  receivedDate: Date;
  dueDays: number;
  /** When the turn ended (forwarded, or the file left the officer); null while the officer holds the file. */
  endedAt: Date | null;
};

/** Statuses after which no officer holds the file. */
export const FINISHED_STATUSES: readonly TApplicationStatus[] = [...COMPLETED_STATUSES, ...DEEMED_STATUSES];

/** Whether an officer holds a file in this status at all (not finished, not waiting for the applicant). */
export function isHeldStatus(status: TApplicationStatus): boolean {
  return !FINISHED_STATUSES.includes(status) && !WAITING_FOR_APPLICANT.includes(status);
}

/** A stage level of a file as the workflow keeps it (its stage-officer entry), with its stage and file. */
export type TStageLevelRecord = {
  stageOfficerId: number;
  /** The level's own status: IN_PROCESS until the officer submits. */
  action: string;
  stageStatus: string;
  applicationStatus: TApplicationStatus;
};

/** Whether the level's officer holds the file now: their level and its stage open, the file with the officers. */
export function isHeldLevel(level: TStageLevelRecord): boolean {
  return level.action === 'IN_PROCESS' && level.stageStatus === 'IN_PROCESS' && isHeldStatus(level.applicationStatus);
}

/**
 * What a transition does to a file's turns, from its levels after the transition and its turns still open
 * before it: an open turn whose level is no longer held ends (forwarded when the officer submitted it, else the
 * file left them); a held level without an open turn begins one (routed, opened again, or back from the
 * applicant). A level held before and after keeps its turn.
 */
export function turnChanges(
  levels: readonly TStageLevelRecord[],
  openTurns: readonly { turnId: number; stageOfficerId: number }[],
): { ending: { turnId: number; isForwarded: boolean }[]; starting: number[] } {
  const held = new Set(levels.filter(isHeldLevel).map((level) => level.stageOfficerId));
  const actionOf = new Map(levels.map((level) => [level.stageOfficerId, level.action]));
  const withTurn = new Set(openTurns.map((turn) => turn.stageOfficerId));
  return {
    ending: openTurns
      .filter((turn) => !held.has(turn.stageOfficerId))
      .map((turn) => ({
        turnId: turn.turnId,
        isForwarded: (actionOf.get(turn.stageOfficerId) ?? 'IN_PROCESS') !== 'IN_PROCESS',
      })),
    starting: [...held].filter((id) => !withTurn.has(id)),
  };
}

/**
 * A stage level whose turns were not recorded (rows from before turns were kept, or written outside the engine:
 * the bulk seed, fixtures) is taken as one turn from its received date, ending when forwarded, else when the
 * file was decided, deemed or closed, else when it went to the applicant; otherwise still open. A level handed
 * over when the file was already finished or waiting (the review of a deemed file) was never held: no turn (null).
 */
export function unrecordedTurn(record: {
  receivedDate: Date;
  forwardedDate: Date | null;
  applicationStatus: TApplicationStatus;
  /** When a finished file was decided, deemed or closed (its decision date, else its last change). */
  finishedAt: Date;
  /** When the file last went to the applicant. */
  waitingSince: Date | null;
}): { receivedDate: Date; endedAt: Date | null } | null {
  const endedAt = record.forwardedDate
    ? record.forwardedDate
    : FINISHED_STATUSES.includes(record.applicationStatus)
      ? record.finishedAt
      : WAITING_FOR_APPLICANT.includes(record.applicationStatus)
        ? (record.waitingSince ?? record.finishedAt)
        : null;
  if (endedAt !== null && endedAt.getTime() <= record.receivedDate.getTime()) return null;
  return { receivedDate: record.receivedDate, endedAt };
}

/** The instant the turn becomes late: the end (India midnight) of its due day. */
export function turnDueDate(turn: Pick<TOfficerTurn, 'receivedDate' | 'dueDays'>): Date {
  return endOfNthIndiaDayAfter(turn.receivedDate, turn.dueDays);
}

export function turnEnd(turn: TOfficerTurn, now: Date): Date {
  return turn.endedAt ?? now;
}

export function isOpenTurn(turn: TOfficerTurn): boolean {
  return turn.endedAt === null;
}

/**
 * India days begun after the due day; 0 for a turn on time. A turn ended at its due instant is on time (late
 * means ended after it), so the first day late is counted from the instant after the due midnight.
 */
export function daysDelayed(turn: TOfficerTurn, now: Date): number {
  const due = turnDueDate(turn);
  const end = turnEnd(turn, now);
  if (end.getTime() <= due.getTime()) return 0;
  return indiaDaysLate(due, end);
}

/**
 * The India day of `now` without its first instant, as the open range (from, to): an open turn's delay counts
 * India days begun after its due day (which ends at India midnight), so it moves only at India midnight — and
 * once more just after a due midnight, at which instant the turn is not yet late — and a delay computed at any
 * instant of this range is still the delay at `now`. The scheduler's sweep (and a report read before the day's
 * first sweep) recomputes only the open turns computed outside it, a midnight itself included. At a midnight
 * the range is empty (from = to = now).
 */
export function delayUnchangedWithin(now: Date): { from: Date; to: Date } {
  const day = indiaDay(now);
  const from = startOfIndiaDay(day);
  // At a midnight itself nothing computed at another instant is sure to hold: the range is empty.
  return { from, to: now.getTime() === from.getTime() ? from : endOfIndiaDay(day) };
}

/** India days the officer took (or has taken so far), the day of receipt excluded: 0 when sent the same day. */
export function daysTaken(turn: TOfficerTurn, now: Date): number {
  return indiaDaysBetween(turn.receivedDate, turnEnd(turn, now));
}

/**
 * Penalties: the state fines officers for files held past their time, once per review, in a graded amount
 * (Rs 1,000 to 3,000 in 2023, Rs 5,000 from the salaries of the worst defaulters in 2022 with delays up to
 * 42 days; WORKFLOW.md allows up to Rs 10,000). Decision: an officer is fined once per report period, by the
 * longest delay among their files in it: up to a week Rs 1,000, up to two weeks Rs 3,000, up to a month
 * Rs 5,000, beyond Rs 10,000. Illustrative bands: no public schedule was found.
 */
export const PENALTY_BANDS: readonly { maxDays: number; amount: number }[] = [
  { maxDays: 7, amount: 1000 },
  { maxDays: 14, amount: 3000 },
  { maxDays: 30, amount: 5000 },
  { maxDays: Number.POSITIVE_INFINITY, amount: 10_000 },
];

/** The fine for an officer whose longest delay in the period is this many days (0: not fined). */
export function penaltyFor(maxDaysDelayed: number): number {
  if (maxDaysDelayed <= 0) return 0;
  return PENALTY_BANDS.find((band) => maxDaysDelayed <= band.maxDays)?.amount ?? 0;
}

/** The chasing cell's delay bands (stats). */
export const DELAY_BANDS: readonly { label: string; minDays: number; maxDays: number }[] = [
  { label: '1–3 days', minDays: 1, maxDays: 3 },
  { label: '4–7 days', minDays: 4, maxDays: 7 },
  { label: '8–15 days', minDays: 8, maxDays: 15 },
  { label: '16–30 days', minDays: 16, maxDays: 30 },
  { label: 'Over 30 days', minDays: 31, maxDays: Number.POSITIVE_INFINITY },
];

const DELAY_BAND_LABELS_TE: Readonly<Record<string, string>> = {
  '1–3 days': '1–3 రోజులు',
  '4–7 days': '4–7 రోజులు',
  '8–15 days': '8–15 రోజులు',
  '16–30 days': '16–30 రోజులు',
  'Over 30 days': '30 రోజులకు పైగా',
};

/** A delay band's label (delayBandOf's answer) in the officer's language. */
export function delayBandLabel(label: string, language: TLanguage = 'en'): string {
  return language === 'te' ? (DELAY_BAND_LABELS_TE[label] ?? label) : label;
}

/**
 * The delay band of a number of days late, as its position in DELAY_BANDS (null when not late): the chasing
 * cell's read model stores it, so that the bands figure groups turns by a small number.
 */
export function delayBandPositionOf(days: number): number | null {
  const position = DELAY_BANDS.findIndex((band) => days >= band.minDays && days <= band.maxDays);
  return position === -1 ? null : position;
}

/**
 * What the chasing cell's read model records as an open turn's delay: the first day of its band (0 when not
 * late). An open turn's delay grows every India day; rewriting every held turn each day cost the day's sweep 67 s
 * at a million files (issue 57). Its band moves only on a band's first day, so the read model keeps the band true
 * (the sweep rewrites the turns whose band moved: dueInstantsByDelayBand) and the reports count an open turn's
 * days from its due day's number as they read (turnLateDayNumber, the same count as daysDelayed).
 */
export function recordedOpenTurnDelay(days: number): number {
  const position = delayBandPositionOf(days);
  return position === null ? 0 : (DELAY_BANDS[position]?.minDays ?? 0);
}

/**
 * The India day number (indiaDayNumber) of a turn's due instant, the first day it is late: an open turn late at
 * `now` is late by now's day number minus this, plus 1 (daysDelayed). The read model keeps it, so that the
 * reports count open turns' days by adding whole numbers.
 */
export function turnLateDayNumber(turn: Pick<TOfficerTurn, 'receivedDate' | 'dueDays'>): number {
  return indiaDayNumber(turnDueDate(turn));
}

/** The due instants of the open turns of one delay band at an instant, [from, to) (null: unbounded). */
export type TDueInstantsOfBand = { position: number | null; from: Date | null; to: Date | null };

/**
 * For each delay band (position null: not late), the due instants (turnDueDate) of the open turns in it at
 * `now`: an open turn is in a band at `now` exactly when its due instant is in the band's range. An open turn
 * whose recorded band is not the one its due instant gives is one the sweep must write again.
 */
export function dueInstantsByDelayBand(now: Date): TDueInstantsOfBand[] {
  // daysDelayed at `now` of an open turn due at d is 0 when d >= now, else now's India day number minus d's,
  // plus 1: at least n days late means d's day at most n - 1 days before now's (d before the start of the day
  // n - 2 days before now's, and before now), and at most n days means d's day at most n - 1 days before now's.
  const startOfDayAfterNow = (days: number) => startOfIndiaClockDay(now, days + 1);
  const late = DELAY_BANDS.map((band, position) => {
    const lastDue = startOfDayAfterNow(2 - band.minDays);
    return {
      position,
      from: Number.isFinite(band.maxDays) ? startOfDayAfterNow(1 - band.maxDays) : null,
      to: lastDue.getTime() < now.getTime() ? lastDue : now,
    };
  });
  return [{ position: null, from: now, to: null }, ...late];
}

/** The delay band of a number of days late, as its label; null when not late. */
export function delayBandOf(days: number): string | null {
  const position = delayBandPositionOf(days);
  return position === null ? null : (DELAY_BANDS[position]?.label ?? null);
}

/**
 * The chasing cell is alerted on day 17 of a single-window file's 21 (WORKFLOW.md): four days before it would
 * be deemed approved on day 22.
 */
export const DEEMED_ALERT_DAY = 17;

/**
 * The day of its decision clock a single-window file is on, on India's days (india-calendar.ts): the day of the
 * application is day 0 (the day of receipt is excluded), the next India day is day 1, and day 22 — the deemed
 * approval — begins at the midnight ending the 21st day. The whole India days the file waited for the applicant
 * (`clockPausedMs`, always whole days) do not count, as the deadline scheduler counts them.
 */
export function deemedClockDay(file: { appliedOn: Date; clockPausedMs: number }, now: Date): number {
  return indiaDaysBetween(file.appliedOn, now) - wholeIndiaDaysIn(file.clockPausedMs);
}

/**
 * The same day as a bound for a database index: a file is on day DEEMED_ALERT_DAY or later at `now` exactly when
 * its clock started (the India day of the application, moved by its whole paused days) on this day or before.
 */
export function deemedAlertClockStartedBy(now: Date): string {
  return addIndiaDays(indiaDay(now), -DEEMED_ALERT_DAY);
}

/** Days left before the file is deemed approved on day 22 (0 on day 22 itself). */
export function daysToDeemed(day: number): number {
  return Math.max(0, SINGLE_WINDOW_DECISION_DAYS + 1 - day);
}

/**
 * Days within which a file is to be decided, for the processing leaderboard: single window by its deemed-approval
 * limit (21), instant registrations and approvals by their post-verification period (15). Decision: occupancy and
 * compound walls take the same 15 days, as no published limit of their own was found.
 */
export const DECISION_LIMIT_DAYS: Record<TProcessKind, number> = {
  REGISTRATION: POST_VERIFICATION_DAYS,
  SELF_CERTIFICATION: POST_VERIFICATION_DAYS,
  SINGLE_WINDOW: SINGLE_WINDOW_DECISION_DAYS,
  LAYOUT: SINGLE_WINDOW_DECISION_DAYS,
  FINAL_LAYOUT: SINGLE_WINDOW_DECISION_DAYS,
  OCCUPANCY: POST_VERIFICATION_DAYS,
  COMPOUND_WALL: POST_VERIFICATION_DAYS,
};
