import { DAY_MS } from '../shared/durations';
import { PUBLIC_HOLIDAYS } from './data/public-holidays';

/**
 * India's days: every legal time limit of the workflow is counted here, and nowhere else.
 *
 * - A day is a calendar day in India: it begins and ends at midnight Asia/Kolkata (UTC+05:30; India has kept no
 *   daylight saving since 1945, so every India day is exactly 24 hours long).
 * - The day of the event is excluded, the last day included: the General Clauses Act 1897, s. 9(1), reads a
 *   period "from" a day as excluding that first day and "to" a day as including the last, and the courts count
 *   statutory periods the same way where an act is silent. The day of receipt is the first day, excluded.
 *   (Decision: the TS-bPASS Act 2020 gives its limits in days without saying how to count them; this is the
 *   reading of the General Clauses Act.) So "within N days" of an event ends at the end of
 *   the N-th India day after the day of the event, and "day N+1" (the deemed approval's day 22) begins at that
 *   instant. A file applied for at 23:50 on the 1st has until midnight ending the 22nd for its 21 days.
 * - The instant a limit runs out (the "due instant") is therefore always an India midnight: something is late
 *   from that instant on, never earlier in the day.
 * - Working days (only where an act says working days): every India day but Sundays, second Saturdays and the
 *   general holidays of `data/public-holidays.ts` (Telangana's, per year, with the order they come from).
 */

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 in India: the count every other function here works with. */
export function indiaDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + INDIA_OFFSET_MS) / DAY_MS);
}

function startOfIndiaDayNumber(dayNumber: number): Date {
  return new Date(dayNumber * DAY_MS - INDIA_OFFSET_MS);
}

function dayOfNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

function numberOfDay(day: string): number {
  if (!DAY_PATTERN.test(day)) throw new Error(`Not a day written YYYY-MM-DD: ${day}`);
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The calendar day in India at an instant, written YYYY-MM-DD. */
export function indiaDay(instant: Date): string {
  return dayOfNumber(indiaDayNumber(instant));
}

/** The instant an India day (YYYY-MM-DD) begins. */
export function startOfIndiaDay(day: string): Date {
  return startOfIndiaDayNumber(numberOfDay(day));
}

/** The instant after an India day ends (the next day's start): ranges are half-open. */
export function endOfIndiaDay(day: string): Date {
  return startOfIndiaDayNumber(numberOfDay(day) + 1);
}

/** The India day `count` days after (or, negative, before) a day. */
export function addIndiaDays(day: string, count: number): string {
  return dayOfNumber(numberOfDay(day) + count);
}

/**
 * The instant a limit of `days` India days from an event runs out: the end of the `days`-th India day after the
 * day of the event (that day excluded). Also the instant "day days+1" begins (day 22 of the deemed approval).
 */
export function endOfNthIndiaDayAfter(event: Date, days: number): Date {
  return startOfIndiaDayNumber(indiaDayNumber(event) + days + 1);
}

/** The instant the `day`-th day of a period begins, counting the day of the event as day 1 (the clock's days). */
export function startOfIndiaClockDay(event: Date, day: number): Date {
  return startOfIndiaDayNumber(indiaDayNumber(event) + day - 1);
}

/** India days from the day of one instant to the day of another: 0 on the same day, 1 on the next. */
export function indiaDaysBetween(from: Date, to: Date): number {
  return indiaDayNumber(to) - indiaDayNumber(from);
}

/**
 * Whether an event's limit of `days` India days still runs at `now` ("within N days": the day of the event
 * excluded, the last day included to its end).
 */
export function isWithinIndiaDays(event: Date, days: number, now: Date): boolean {
  return now.getTime() < endOfNthIndiaDayAfter(event, days).getTime();
}

/**
 * A limit of `days` India days from an event has run out at `now` exactly when the event happened before this
 * instant (for selecting lapsed events in the database: `event < runOutCutoff(days, now)`).
 */
export function runOutCutoff(days: number, now: Date): Date {
  return startOfIndiaDayNumber(indiaDayNumber(now) - days);
}

/**
 * India days begun since a due instant: 0 before it, 1 on the first day after the due day, and so on. A turn due
 * the 24th (late from midnight ending it) is 0 days late at 23:59 on the 24th and 1 day late at 00:01 on the 25th.
 */
export function indiaDaysLate(dueInstant: Date, at: Date): number {
  if (at.getTime() < dueInstant.getTime()) return 0;
  return indiaDayNumber(at) - indiaDayNumber(dueInstant) + 1;
}

/**
 * The last India day on which something due at `dueInstant` is on time: the due date to show. A due instant is
 * the midnight ending its due day, so the day before it.
 */
export function indiaDueDay(dueInstant: Date): string {
  return dayOfNumber(indiaDayNumber(new Date(dueInstant.getTime() - 1)));
}

/** An instant moved by whole India days (each exactly 24 hours in India): a due instant stays a midnight. */
export function shiftByIndiaDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** Whole India days in a duration counted in milliseconds (the clock's pauses are whole days). */
export function wholeIndiaDaysIn(durationMs: number): number {
  return Math.floor(durationMs / DAY_MS);
}

/** The duration of whole India days, in milliseconds. */
export function indiaDaysToMs(days: number): number {
  return days * DAY_MS;
}

type THolidayYear = { source: string; holidays: readonly { date: string; name: string }[] };
const HOLIDAY_YEARS: Record<string, THolidayYear> = PUBLIC_HOLIDAYS;
const HOLIDAYS = new Map(
  Object.values(HOLIDAY_YEARS).flatMap((year) => year.holidays.map((holiday) => [holiday.date, holiday.name])),
);

/** The years the holiday calendar has data for. Outside them only Sundays and second Saturdays are known. */
export function holidayYears(): string[] {
  return Object.keys(HOLIDAY_YEARS).sort();
}

/** The general holiday on an India day, if any. */
export function publicHolidayOn(day: string): string | null {
  return HOLIDAYS.get(day) ?? null;
}

/** Whether state government offices work on an India day: not a Sunday, a second Saturday or a general holiday. */
export function isIndiaWorkingDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  if (weekday === 0) return false;
  const isSecondSaturday = weekday === 6 && date.getUTCDate() >= 8 && date.getUTCDate() <= 14;
  return !isSecondSaturday && !HOLIDAYS.has(day);
}

/** The end of the `days`-th working day after the day of an event (the day of the event excluded). */
export function endOfNthIndiaWorkingDayAfter(event: Date, days: number): Date {
  let dayNumber = indiaDayNumber(event);
  let counted = 0;
  while (counted < days) {
    dayNumber += 1;
    if (isIndiaWorkingDay(dayOfNumber(dayNumber))) counted += 1;
  }
  return startOfIndiaDayNumber(dayNumber + 1);
}
