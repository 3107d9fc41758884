import { indiaDaysBetween, indiaDueDay, startOfIndiaDay } from '../workflow/india-calendar';

export const DUE_DAY_COLOURS = ['red', 'orange', 'green'] as const;
export type TDueDayColour = (typeof DUE_DAY_COLOURS)[number];

/**
 * India days from today to the due day (spec 1 §9): 0 on the due day itself, negative once overdue. The due date
 * is the instant the limit runs out (the midnight ending the due day, india-calendar.ts).
 */
export function daysLeft(dueDate: Date, now: Date): number {
  return indiaDaysBetween(now, startOfIndiaDay(indiaDueDay(dueDate)));
}

/** Spec 1 §9: red 0 to 3 days (and overdue), orange 4 to 6, green above 6. */
export function dueDayColour(dueDate: Date, now: Date): TDueDayColour {
  const days = daysLeft(dueDate, now);
  if (days <= 3) return 'red';
  if (days <= 6) return 'orange';
  return 'green';
}

/** Spec 1 §4: a row is flagged (red) once its danger date has passed, else green. */
export function isPastDanger(dangerDate: Date | null, now: Date): boolean {
  return dangerDate !== null && dangerDate.getTime() < now.getTime();
}
