import { describe, expect, it } from 'vitest';
import { addIndiaDays, endOfIndiaDay, indiaDueDay } from '../workflow/india-calendar';
import {
  nextUrgencyChange,
  daysLeft,
  DUE_DAY_COLOURS,
  dueDatesOfColour,
  dueDayColour,
  dueDaysOfColour,
  isPastDanger,
} from './due-day-colour';

/** 15:30 India time on 22 November. */
const now = new Date('2026-11-22T10:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
/** The due instant of a limit whose last day is `days` India days from today. */
const dueIn = (days: number) => endOfIndiaDay(addIndiaDays('2026-11-22', days));

describe('dueDayColour (spec 1 §9)', () => {
  it.each([
    [-2, 'red'],
    [0, 'red'],
    [3, 'red'],
    [4, 'orange'],
    [6, 'orange'],
    [7, 'green'],
    [30, 'green'],
  ])('due %s India days from today is %s', (days, colour) => {
    expect(dueDayColour(dueIn(days), now)).toBe(colour);
  });

  it('counts the India days to the due day, whatever the time of day', () => {
    expect(daysLeft(dueIn(4), now)).toBe(4);
    expect(daysLeft(dueIn(0), now)).toBe(0);
    expect(daysLeft(dueIn(-1), now)).toBe(-1);
    expect(daysLeft(dueIn(4), new Date('2026-11-22T18:29:00Z'))).toBe(4);
    expect(daysLeft(dueIn(4), new Date('2026-11-22T18:30:00Z'))).toBe(3);
  });
});

describe('dueDatesOfColour', () => {
  const isIn = (due: Date, range: { from: Date | null; before: Date | null }) =>
    (range.from === null || due.getTime() >= range.from.getTime()) &&
    (range.before === null || due.getTime() < range.before.getTime());

  it('holds exactly the due dates of its colour, to the millisecond around each India midnight', () => {
    const dues = [-3, 0, 3, 4, 6, 7, 40].flatMap((days) =>
      [-1, 0, 1, 3_600_000].map((offset) => new Date(dueIn(days).getTime() + offset)),
    );
    for (const at of [now, new Date('2026-11-22T18:29:59Z'), new Date('2026-11-22T18:30:00Z')]) {
      for (const due of dues) {
        const colours = DUE_DAY_COLOURS.filter((colour) => isIn(due, dueDatesOfColour(colour, at)));
        expect(colours).toEqual([dueDayColour(due, at)]);
      }
    }
  });
});

describe('dueDaysOfColour', () => {
  const isIn = (day: string, range: { fromDay: string | null; beforeDay: string | null }) =>
    (range.fromDay === null || day >= range.fromDay) && (range.beforeDay === null || day < range.beforeDay);

  it('holds exactly the due days of its colour, the due day of a due date being its indiaDueDay', () => {
    const dues = [-3, 0, 3, 4, 6, 7, 40].flatMap((days) =>
      [-1, 0, 1, 3_600_000].map((offset) => new Date(dueIn(days).getTime() + offset)),
    );
    for (const at of [now, new Date('2026-11-22T18:29:59Z'), new Date('2026-11-22T18:30:00Z')]) {
      for (const due of dues) {
        const colours = DUE_DAY_COLOURS.filter((colour) => isIn(indiaDueDay(due), dueDaysOfColour(colour, at)));
        expect(colours).toEqual([dueDayColour(due, at)]);
      }
    }
  });
});

describe('isPastDanger', () => {
  it('flags a row once its danger date has passed', () => {
    expect(isPastDanger(inDays(-1), now)).toBe(true);
    expect(isPastDanger(inDays(1), now)).toBe(false);
    expect(isPastDanger(null, now)).toBe(false);
  });
});

describe('nextUrgencyChange', () => {
  // 23:59 in India on 7 December 2026 (18:29 UTC): the next midnight is a minute away.
  const beforeMidnight = new Date('2026-12-07T18:29:00Z');
  const midnight = new Date('2026-12-07T18:30:00Z');

  it('is the next India midnight when no danger date comes first', () => {
    expect(nextUrgencyChange(beforeMidnight, [])).toEqual(midnight);
    expect(nextUrgencyChange(new Date('2026-12-07T04:00:00Z'), [null, new Date('2026-12-09T00:00:00Z')])).toEqual(
      midnight,
    );
  });

  it('is the first danger date still ahead when it comes before midnight', () => {
    const noon = new Date('2026-12-07T06:30:00Z');
    const dangers = [new Date('2026-12-07T10:00:00Z'), new Date('2026-12-07T08:15:00Z'), null];

    expect(nextUrgencyChange(noon, dangers)).toEqual(new Date('2026-12-07T08:15:00Z'));
  });

  it('leaves out danger dates already passed or at this instant, and is always after now', () => {
    const noon = new Date('2026-12-07T06:30:00Z');

    expect(nextUrgencyChange(noon, [new Date('2026-12-07T06:00:00Z'), noon])).toEqual(midnight);
    expect(nextUrgencyChange(midnight, []).getTime()).toBeGreaterThan(midnight.getTime());
  });

  it('changes the due colour it announces: a due date four days off is orange before and red after that midnight', () => {
    const dueDate = endOfIndiaDay(addIndiaDays('2026-12-07', 4));

    expect(dueDayColour(dueDate, beforeMidnight)).toBe('orange');
    expect(dueDayColour(dueDate, nextUrgencyChange(beforeMidnight, []))).toBe('red');
  });
});
