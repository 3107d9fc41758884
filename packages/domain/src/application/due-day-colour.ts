import {
  addIndiaDays,
  endOfIndiaDay,
  indiaDay,
  indiaDaysBetween,
  indiaDueDay,
  startOfIndiaDay,
} from '../workflow/india-calendar';

export const DUE_DAY_COLOURS = ['red', 'orange', 'green'] as const;
export type TDueDayColour = (typeof DUE_DAY_COLOURS)[number];

/**
 * India days from today to the due day (spec 1 §9): 0 on the due day itself, negative once overdue. The due date
 * is the instant the limit runs out (the midnight ending the due day, india-calendar.ts).
 */
export function daysLeft(dueDate: Date, now: Date): number {
  return indiaDaysBetween(now, startOfIndiaDay(indiaDueDay(dueDate)));
}

/** Spec 1 §9: red 0 to 3 days (and overdue), orange 4 to 6, green above 6 — the most days left of each colour. */
const MOST_DAYS_LEFT = { red: 3, orange: 6, green: Infinity } as const satisfies Record<TDueDayColour, number>;

export function dueDayColour(dueDate: Date, now: Date): TDueDayColour {
  const days = daysLeft(dueDate, now);
  return DUE_DAY_COLOURS.find((colour) => days <= MOST_DAYS_LEFT[colour]) ?? 'green';
}

/**
 * The due days of a colour at `now` (India days, YYYY-MM-DD, each a due date's indiaDueDay), `fromDay` included
 * and `beforeDay` excluded (null: open): what the inbox adds up where it keeps its counts by due day.
 */
export function dueDaysOfColour(
  colour: TDueDayColour,
  now: Date,
): { fromDay: string | null; beforeDay: string | null } {
  // Days left = the due day − today, so days left ≤ n ⇔ the due day comes before today + n + 1.
  const dayAfterMost = (mostDaysLeft: number) => addIndiaDays(indiaDay(now), mostDaysLeft + 1);
  const previous = DUE_DAY_COLOURS[DUE_DAY_COLOURS.indexOf(colour) - 1];
  const most = MOST_DAYS_LEFT[colour];
  return {
    fromDay: previous ? dayAfterMost(MOST_DAYS_LEFT[previous]) : null,
    beforeDay: Number.isFinite(most) ? dayAfterMost(most) : null,
  };
}

/**
 * The due dates of a colour at `now` as a range of instants, `from` included and `before` excluded (null: open),
 * so a database finds them in an index instead of computing every row's days left. A due date is in the colour's
 * range exactly when dueDayColour gives that colour.
 */
export function dueDatesOfColour(colour: TDueDayColour, now: Date): { from: Date | null; before: Date | null } {
  // A due instant is the midnight ending its due day: its due day is D or later ⇔ it is after D's start.
  const firstDueOn = (day: string | null) => (day === null ? null : new Date(startOfIndiaDay(day).getTime() + 1));
  const { fromDay, beforeDay } = dueDaysOfColour(colour, now);
  return { from: firstDueOn(fromDay), before: firstDueOn(beforeDay) };
}

/** Spec 1 §4: a row is flagged (red) once its danger date has passed, else green. */
export function isPastDanger(dangerDate: Date | null, now: Date): boolean {
  return dangerDate !== null && dangerDate.getTime() < now.getTime();
}

/**
 * The next instant after `now` at which a list's urgency can change: the next India midnight (every due date's
 * days left drop by one, so its colour may) or the first of the rows' danger dates still ahead (its flag turns red),
 * whichever comes first. A list left open is drawn again then, not on a timer.
 */
export function nextUrgencyChange(now: Date, dangerDates: readonly (Date | null)[]): Date {
  const nextMidnight = endOfIndiaDay(indiaDay(now)).getTime();
  const dangersAhead = dangerDates.flatMap((date) => (date && date.getTime() > now.getTime() ? [date.getTime()] : []));
  return new Date(Math.min(nextMidnight, ...dangersAhead));
}
