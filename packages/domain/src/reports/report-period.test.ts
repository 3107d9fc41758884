import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInMonth,
  endOfIndiaDay,
  indiaDay,
  indiaMonth,
  isCalendarDay,
  isLeapYear,
  monthLabel,
  monthsOfYear,
  periodFromLink,
  reportYearFromLink,
  splitByWholeMonths,
  startOfIndiaDay,
  summaryRange,
  yearPickerYears,
  yearRange,
} from './report-period';

describe('leap years by the calendar’s real rule', () => {
  it.each([
    [2024, true],
    [2026, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [2400, true],
  ])('%i is a leap year: %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
    expect(daysInMonth(year, 2)).toBe(expected ? 29 : 28);
  });

  it.each([
    [1, 31],
    [4, 30],
    [6, 30],
    [7, 31],
    [9, 30],
    [11, 30],
    [12, 31],
  ])('month %i has %i days', (month, days) => {
    expect(daysInMonth(2026, month)).toBe(days);
  });

  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2100-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-12-31', true],
  ])('%s is a calendar day: %s', (day, expected) => {
    expect(isCalendarDay(day)).toBe(expected);
  });
});

describe('days and months in India', () => {
  it('reads the Indian calendar day and month of an instant', () => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    expect(indiaDay(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(indiaMonth(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04');
    expect(indiaMonth(new Date('2026-03-31T18:29:00Z'))).toBe('2026-03');
  });

  it('starts and ends a day at Indian midnight', () => {
    expect(startOfIndiaDay('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(endOfIndiaDay('2026-04-01').toISOString()).toBe('2026-04-01T18:30:00.000Z');
  });

  it('adds months across years and names them', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthLabel('2026-03')).toBe('March 2026');
  });
});

describe('report periods (spec 3 §9)', () => {
  it('runs the summary from 1 January 2020 to today', () => {
    expect(summaryRange('2026-11-02')).toEqual({ startDate: '2020-01-01', endDate: '2026-11-02' });
  });

  it('offers the current year and the previous 4', () => {
    expect(yearPickerYears('2026-11-02')).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('caps the current year at today and keeps past years whole', () => {
    expect(yearRange(2026, '2026-11-02')).toEqual({ startDate: '2026-01-01', endDate: '2026-11-02' });
    expect(yearRange(2024, '2026-11-02')).toEqual({ startDate: '2024-01-01', endDate: '2024-12-31' });
  });

  it('lists the months of a year up to today, with February by the leap rule', () => {
    const months = monthsOfYear(2026, '2026-03-15');
    expect(months.map((month) => month.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(months[1]).toEqual({ month: '2026-02', startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(months[2]?.endDate).toBe('2026-03-15');
    expect(monthsOfYear(2024, '2026-03-15')[1]?.endDate).toBe('2024-02-29');
    expect(monthsOfYear(2024, '2026-03-15')).toHaveLength(12);
  });
});

describe('periodFromLink', () => {
  it('keeps the days of a link that are days, in order', () => {
    expect(periodFromLink('2026-11-01', '2026-11-29')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-29' });
    expect(periodFromLink('2026-11-29', '2026-11-29')).toEqual({ startDate: '2026-11-29', endDate: '2026-11-29' });
    expect(periodFromLink(null, '2024-02-29')).toEqual({ endDate: '2024-02-29' });
    expect(periodFromLink(null, null)).toEqual({});
  });

  it('drops a day that is not one, and both days when the start comes after the end', () => {
    expect(periodFromLink('2026-13-45', '2026-11-29')).toEqual({ endDate: '2026-11-29' });
    expect(periodFromLink('2026-11-01', '2025-02-29')).toEqual({ startDate: '2026-11-01' });
    expect(periodFromLink('1 Nov 2026', '')).toEqual({});
    expect(periodFromLink('2026-11-29', '2026-11-01')).toEqual({});
  });
});

describe('reportYearFromLink', () => {
  const today = '2026-11-29';
  const sinceStart = { withSinceStart: true, defaultPeriod: 'all' } as const;
  const yearOnly = { withSinceStart: false, defaultPeriod: 'year' } as const;

  it("keeps a year the picker offers, and 'all' where it offers since the start", () => {
    expect(reportYearFromLink('2022', today, yearOnly)).toBe('2022');
    expect(reportYearFromLink('2026', today, sinceStart)).toBe('2026');
    expect(reportYearFromLink('all', today, sinceStart)).toBe('all');
  });

  it("reads anything else as the page's default", () => {
    for (const value of [null, '', 'abcd', '2027', '2021', '99999', ' 2025', '2025.0']) {
      expect(reportYearFromLink(value, today, yearOnly)).toBe('2026');
      expect(reportYearFromLink(value, today, sinceStart)).toBe('all');
    }
    expect(reportYearFromLink('all', today, yearOnly)).toBe('2026');
  });
});

describe('splitByWholeMonths', () => {
  const today = '2026-11-02';
  it.each([
    [
      'the summary: whole months, today’s month whole as nothing comes after today',
      { startDate: '2020-01-01', endDate: today },
      { months: { from: '2020-01', to: '2026-11' }, days: [] },
    ],
    [
      'a past year',
      { startDate: '2024-01-01', endDate: '2024-12-31' },
      { months: { from: '2024-01', to: '2024-12' }, days: [] },
    ],
    [
      'a range starting and ending inside months',
      { startDate: '2026-01-15', endDate: '2026-04-10' },
      {
        months: { from: '2026-02', to: '2026-03' },
        days: [
          { startDate: '2026-01-15', endDate: '2026-01-31' },
          { startDate: '2026-04-01', endDate: '2026-04-10' },
        ],
      },
    ],
    [
      'a few days of one month',
      { startDate: '2026-05-03', endDate: '2026-05-09' },
      { months: null, days: [{ startDate: '2026-05-03', endDate: '2026-05-09' }] },
    ],
    [
      'two partial months next to each other',
      { startDate: '2026-05-03', endDate: '2026-06-09' },
      {
        months: null,
        days: [
          { startDate: '2026-05-03', endDate: '2026-05-31' },
          { startDate: '2026-06-01', endDate: '2026-06-09' },
        ],
      },
    ],
    ['an empty range', { startDate: '2026-06-09', endDate: '2026-05-03' }, { months: null, days: [] }],
  ])('%s', (_, range, expected) => {
    expect(splitByWholeMonths(range, today)).toEqual(expected);
  });
});
