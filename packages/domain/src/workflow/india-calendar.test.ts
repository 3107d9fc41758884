import { describe, expect, it } from 'vitest';
import {
  addIndiaDays,
  endOfNthIndiaDayAfter,
  endOfNthIndiaWorkingDayAfter,
  holidayYears,
  indiaDay,
  indiaDaysBetween,
  indiaDaysLate,
  indiaDueDay,
  isIndiaWorkingDay,
  isWithinIndiaDays,
  publicHolidayOn,
  runOutCutoff,
  startOfIndiaDay,
} from './india-calendar';

/** An instant written in India's time. */
const ist = (dayAndTime: string) => new Date(`${dayAndTime}:00+05:30`);

describe('India days', () => {
  it.each([
    ['00:00 IST is the new day', ist('2026-11-24T00:00'), '2026-11-24'],
    ['23:59 IST is still the day', ist('2026-11-24T23:59'), '2026-11-24'],
    ['18:29 UTC is 23:59 IST', new Date('2026-11-24T18:29:00Z'), '2026-11-24'],
    ['18:30 UTC is the next India day', new Date('2026-11-24T18:30:00Z'), '2026-11-25'],
  ])('%s', (_, instant, day) => {
    expect(indiaDay(instant)).toBe(day);
  });

  it('a day begins at midnight Asia/Kolkata', () => {
    expect(startOfIndiaDay('2026-11-24').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(addIndiaDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIndiaDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('"within N days" (General Clauses Act 1897 s. 9: the day of the event excluded)', () => {
  it.each([
    ['an event at 10:30', ist('2026-11-01T10:30'), 10, ist('2026-11-12T00:00')],
    ['an event at 00:00', ist('2026-11-01T00:00'), 10, ist('2026-11-12T00:00')],
    ['an event at 23:59', ist('2026-11-01T23:59'), 10, ist('2026-11-12T00:00')],
    ['21 days: day 22 begins', ist('2026-11-01T10:30'), 21, ist('2026-11-23T00:00')],
    ['0 days: the end of the same day', ist('2026-11-01T10:30'), 0, ist('2026-11-02T00:00')],
    ['across the year end', ist('2026-12-25T15:00'), 15, ist('2027-01-10T00:00')],
  ])('%s, %i days: runs out at the end of the last day', (_, event, days, end) => {
    expect(endOfNthIndiaDayAfter(event, days)).toEqual(end);
    expect(isWithinIndiaDays(event, days, new Date(end.getTime() - 60_000))).toBe(true);
    expect(isWithinIndiaDays(event, days, end)).toBe(false);
    const justBefore = new Date(end.getTime() - 1);
    expect(event < runOutCutoff(days, justBefore)).toBe(false);
    expect(event < runOutCutoff(days, end)).toBe(true);
  });

  it.each([
    ['the same day', ist('2026-11-01T10:00'), ist('2026-11-01T23:59'), 0],
    ['the next day one minute later', ist('2026-11-01T23:59'), ist('2026-11-02T00:00'), 1],
    ['almost two days later, one India day', ist('2026-11-01T00:00'), ist('2026-11-02T23:59'), 1],
  ])('India days between two instants on %s', (_, from, to, days) => {
    expect(indiaDaysBetween(from, to)).toBe(days);
  });

  it.each([
    ['before the due instant', ist('2026-11-24T23:59'), 0],
    ['at the due instant', ist('2026-11-25T00:00'), 1],
    ['00:53 on the day after', ist('2026-11-25T00:53'), 1],
    ['the next day but one', ist('2026-11-26T09:00'), 2],
  ])('a limit ending with 24-11, checked %s: %i days late', (_, at, late) => {
    const due = ist('2026-11-25T00:00');
    expect(indiaDueDay(due)).toBe('2026-11-24');
    expect(indiaDaysLate(due, at)).toBe(late);
  });
});

describe('working days (Sundays, second Saturdays and the state’s general holidays excluded)', () => {
  it('has a calendar with its source for each year', () => {
    expect(holidayYears()).toContain('2026');
    expect(publicHolidayOn('2026-11-24')).toBe("Kartika Purnima / Guru Nanak's Birthday");
    expect(publicHolidayOn('2026-11-23')).toBeNull();
  });

  it.each([
    ['2026-11-23', true, 'a Monday'],
    ['2026-11-24', false, 'Kartika Purnima'],
    ['2026-11-14', false, 'the second Saturday'],
    ['2026-11-21', true, 'the third Saturday'],
    ['2026-11-22', false, 'a Sunday'],
    ['2026-01-26', false, 'Republic Day'],
  ])('%s is a working day: %s (%s)', (day, isWorking) => {
    expect(isIndiaWorkingDay(day)).toBe(isWorking);
  });

  it('counts only working days after the day of the event', () => {
    // Friday 20-11: 21 (Sat, working), 22 Sunday, 23 Monday, 24 holiday, 25 Wednesday.
    expect(endOfNthIndiaWorkingDayAfter(ist('2026-11-20T16:00'), 3)).toEqual(ist('2026-11-26T00:00'));
  });
});
