import { indiaDay } from '../workflow/india-calendar';

/**
 * Report periods. Days are calendar days in India (UTC+5:30, no daylight saving) written YYYY-MM-DD; months
 * are written YYYY-MM. Both compare correctly as strings.
 */

/** Spec 3 §9: the summary starts on 1 January 2020 and ends today. */
export const SUMMARY_START_DATE = '2020-01-01';
/** Spec 3 §9: the year picker shows the current year and the previous 4. */
export const YEAR_PICKER_YEARS = 5;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export type TDayRange = { startDate: string; endDate: string };

/**
 * Gregorian leap years. Spec 3 §9 says "divisible by 4"; the calendar's real rule also drops the century years
 * not divisible by 400 (1900, 2100), which a reading of 29 February 2100 would get wrong.
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1 to 12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether a string is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The period a report list's link carries (summary-link.ts), read as far as it is one. A link written by hand
 * could carry a day that is not one (2026-13-45) or a start after its end, which the server refuses: the list
 * showed that error with a Retry that could only fail again, and no date to change on its page. Such a day is
 * dropped, and both when they are reversed: the list then covers every day, as a link without them does.
 */
export function periodFromLink(start: string | null, end: string | null): Partial<TDayRange> {
  const startDate = start !== null && isCalendarDay(start) ? start : undefined;
  const endDate = end !== null && isCalendarDay(end) ? end : undefined;
  if (startDate && endDate && startDate > endDate) return {};
  return { ...(startDate && { startDate }), ...(endDate && { endDate }) };
}

/** India's days are defined once, with the deadlines (workflow/india-calendar.ts). */
export { endOfIndiaDay, indiaDay, startOfIndiaDay } from '../workflow/india-calendar';

/** The month in India at an instant: the month a report counts an application in. */
export function indiaMonth(instant: Date): string {
  return indiaDay(instant).slice(0, 7);
}

export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(daysInMonth(year, monthNumber))}`;
}

export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** "March 2026" for 2026-03. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[monthNumber - 1] ?? month} ${year}`;
}

/** Spec 3 §9: the summary's range, 1 January 2020 to today. */
export function summaryRange(today: string): TDayRange {
  return { startDate: SUMMARY_START_DATE, endDate: today };
}

/** Spec 3 §9: the year picker's years, the current one first. */
export function yearPickerYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: YEAR_PICKER_YEARS }, (_, index) => year - index);
}

/**
 * The year a report page's link asks for, read as far as its year picker could have written it: one of the
 * picker's years, or "all" (since 2020) where the picker offers it. A link written by hand (year=abcd, a year to
 * come) reached the server as days that are not days or a start after today, which it refuses: the page showed
 * "Single window, abcd" over an error with a Retry that could only fail again. Anything else reads as the page's
 * default.
 */
export function reportYearFromLink(
  value: string | null,
  today: string,
  options: { withSinceStart: boolean; defaultPeriod: 'all' | 'year' },
): string {
  if (value === 'all' && options.withSinceStart) return value;
  if (value !== null && yearPickerYears(today).map(String).includes(value)) return value;
  return options.defaultPeriod === 'all' ? 'all' : today.slice(0, 4);
}

/** Spec 3 §9: a year view runs from 1 January to 31 December, capped at today. */
export function yearRange(year: number, today: string): TDayRange {
  const endOfYear = `${year}-12-31`;
  return { startDate: `${year}-01-01`, endDate: endOfYear < today ? endOfYear : today };
}

/** The months of a year view up to today's month (a month not yet begun has nothing to count). */
export function monthsOfYear(year: number, today: string): (TDayRange & { month: string })[] {
  const months: (TDayRange & { month: string })[] = [];
  for (let monthNumber = 1; monthNumber <= 12; monthNumber += 1) {
    const month = `${year}-${pad(monthNumber)}`;
    if (`${month}-01` > today) break;
    const last = lastDayOfMonth(month);
    months.push({ month, startDate: `${month}-01`, endDate: last < today ? last : today });
  }
  return months;
}

/**
 * A day range split into whole months (counted from the monthly summary table) and the days of partly covered
 * months (counted from the applications themselves). Nothing is applied for after today, so a range reaching
 * today covers the rest of its last month whole.
 */
export function splitByWholeMonths(
  range: TDayRange,
  today: string,
): { months: { from: string; to: string } | null; days: TDayRange[] } {
  const end = range.endDate >= today ? lastDayOfMonth(range.endDate.slice(0, 7)) : range.endDate;
  const start = range.startDate;
  if (start > end) return { months: null, days: [] };
  const startMonth = start.slice(0, 7);
  const endMonth = end.slice(0, 7);
  const isStartWhole = start.endsWith('-01');
  const isEndWhole = end === lastDayOfMonth(endMonth);
  if (startMonth === endMonth) {
    return isStartWhole && isEndWhole
      ? { months: { from: startMonth, to: endMonth }, days: [] }
      : { months: null, days: [{ startDate: start, endDate: end }] };
  }
  const days: TDayRange[] = [];
  let from = startMonth;
  let to = endMonth;
  if (!isStartWhole) {
    days.push({ startDate: start, endDate: lastDayOfMonth(startMonth) });
    from = addMonths(startMonth, 1);
  }
  if (!isEndWhole) {
    days.push({ startDate: `${endMonth}-01`, endDate: end });
    to = addMonths(endMonth, -1);
  }
  return { months: from <= to ? { from, to } : null, days };
}
