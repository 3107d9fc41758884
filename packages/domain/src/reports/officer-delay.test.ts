import { describe, expect, it } from 'vitest';
import {
  daysDelayed,
  DECISION_LIMIT_DAYS,
  daysTaken,
  daysToDeemed,
  deemedClockDay,
  delayBandOf,
  isOpenTurn,
  penaltyFor,
  turnDueDate,
  turnEnd,
  type TOfficerTurn,
} from './officer-delay';

const DAY = 24 * 60 * 60 * 1000;
const received = new Date('2026-10-01T05:30:00Z');
const at = (days: number, hours = 0) => new Date(received.getTime() + days * DAY + hours * 60 * 60 * 1000);
const turn = (change: Partial<TOfficerTurn> = {}): TOfficerTurn => ({
  receivedDate: received,
  dueDays: 7,
  forwardedDate: null,
  applicationStatus: 'VERIFICATION_UNDER_PROGRESS',
  finishedAt: at(1),
  waitingSince: null,
  ...change,
});

describe('an officer’s turn on a file', () => {
  it('is due its stage’s due days after the officer received the file', () => {
    expect(turnDueDate(turn())).toEqual(at(7));
  });

  it.each<[string, Partial<TOfficerTurn>, Date, boolean]>([
    ['forwarded: ends when forwarded', { forwardedDate: at(3) }, at(3), false],
    ['still with the officer: runs until now', {}, at(20), true],
    ['decided without it: ends with the file', { applicationStatus: 'ACCEPTED', finishedAt: at(9) }, at(9), false],
    ['deemed while held: ends when deemed', { applicationStatus: 'DEEMED', finishedAt: at(22) }, at(22), false],
    ['withdrawn: ends when closed', { applicationStatus: 'CLOSED', finishedAt: at(4) }, at(4), false],
    [
      'the file went to the applicant: ends then',
      { applicationStatus: 'SHORTFALL', waitingSince: at(5) },
      at(5),
      false,
    ],
  ])('%s', (_, change, end, isOpen) => {
    expect(turnEnd(turn(change), at(20))).toEqual(end);
    expect(isOpenTurn(turn(change))).toBe(isOpen);
  });

  it.each<[string, Date | null, Date, number]>([
    ['forwarded before the due date', at(6), at(30), 0],
    ['forwarded exactly on the due instant', at(7), at(30), 0],
    ['forwarded an hour late: one started day', at(7, 1), at(30), 1],
    ['forwarded 3 days and an hour late', at(10, 1), at(30), 4],
    ['still held 12 days past due', null, at(19), 12],
    ['still held, not yet due', null, at(5), 0],
  ])('%s is delayed by %i days', (_, forwardedDate, now, expected) => {
    expect(daysDelayed(turn({ forwardedDate }), now)).toBe(expected);
  });

  it('counts the whole days taken', () => {
    expect(daysTaken(turn({ forwardedDate: at(3, 5) }), at(30))).toBe(3);
    expect(daysTaken(turn(), at(12, 23))).toBe(12);
  });
});

describe('penalties: once per officer and period, by the longest delay', () => {
  it.each([
    [0, 0],
    [1, 1000],
    [7, 1000],
    [8, 3000],
    [14, 3000],
    [15, 5000],
    [30, 5000],
    [31, 10_000],
    [400, 10_000],
  ])('a longest delay of %i days costs Rs %i', (days, amount) => {
    expect(penaltyFor(days)).toBe(amount);
  });
});

describe('delay bands', () => {
  it.each([
    [0, null],
    [1, '1–3 days'],
    [3, '1–3 days'],
    [4, '4–7 days'],
    [8, '8–15 days'],
    [16, '16–30 days'],
    [31, 'Over 30 days'],
  ])('%i days falls in %s', (days, band) => {
    expect(delayBandOf(days)).toBe(band);
  });
});

describe('the single-window decision clock (alert on day 17, deemed on day 22)', () => {
  const appliedOn = new Date('2026-10-01T05:30:00Z');
  it.each([
    [0, 0, 1, 21],
    [16, 0, 17, 5],
    [16, 2, 15, 7],
    [21, 0, 22, 0],
  ])(
    '%i days after the application with %i days waiting for the applicant: day %i, %i days left',
    (elapsed, paused, day, left) => {
      const now = new Date(appliedOn.getTime() + elapsed * DAY + 60_000);
      const clockDay = deemedClockDay({ appliedOn, clockPausedMs: paused * DAY }, now);
      expect(clockDay).toBe(day);
      expect(daysToDeemed(clockDay)).toBe(left);
    },
  );
});

describe('decision limits for the processing leaderboard', () => {
  it.each([
    ['SINGLE_WINDOW', 21],
    ['LAYOUT', 21],
    ['SELF_CERTIFICATION', 15],
    ['REGISTRATION', 15],
    ['OCCUPANCY', 15],
  ] as const)('%s is to be decided within %i days', (kind, days) => {
    expect(DECISION_LIMIT_DAYS[kind]).toBe(days);
  });
});
