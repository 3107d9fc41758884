import { describe, expect, it } from 'vitest';
import {
  daysDelayed,
  delayUnchangedWithin,
  DECISION_LIMIT_DAYS,
  daysTaken,
  daysToDeemed,
  DEEMED_ALERT_DAY,
  deemedAlertClockStartedBy,
  deemedClockDay,
  delayBandOf,
  delayBandPositionOf,
  dueInstantsByDelayBand,
  isOpenTurn,
  recordedOpenTurnDelay,
  turnLateDayNumber,
  turnChanges,
  unrecordedTurn,
  penaltyFor,
  turnDueDate,
  turnEnd,
  type TOfficerTurn,
  type TStageLevelRecord,
} from './officer-delay';
import { addIndiaDays, indiaDay, indiaDayNumber, wholeIndiaDaysIn } from '../workflow/india-calendar';

const DAY = 24 * 60 * 60 * 1000;
/** An instant written in India's time. */
const ist = (dayAndTime: string) => new Date(`${dayAndTime}:00+05:30`);
/** 11:00 India time on 1 October: a 7-day turn is due 8 October, late from midnight ending it. */
const received = ist('2026-10-01T11:00');
const at = (days: number, hours = 0) => new Date(received.getTime() + days * DAY + hours * 60 * 60 * 1000);
const turn = (change: Partial<TOfficerTurn> & { forwardedDate?: Date | null } = {}): TOfficerTurn => ({
  receivedDate: change.receivedDate ?? received,
  dueDays: change.dueDays ?? 7,
  endedAt: change.forwardedDate ?? change.endedAt ?? null,
});

const record = {
  receivedDate: received,
  forwardedDate: null,
  applicationStatus: 'VERIFICATION_UNDER_PROGRESS' as const,
  finishedAt: at(1),
  waitingSince: null,
};

describe('an officer’s turn on a file', () => {
  it('is due at the end of the India day its due days after the day the officer received it', () => {
    expect(turnDueDate(turn())).toEqual(ist('2026-10-09T00:00'));
    expect(turnDueDate(turn({ receivedDate: ist('2026-10-01T23:59') }))).toEqual(ist('2026-10-09T00:00'));
    expect(turnDueDate(turn({ receivedDate: ist('2026-10-02T00:00') }))).toEqual(ist('2026-10-10T00:00'));
  });

  it.each<[string, Parameters<typeof unrecordedTurn>[0], Date | null]>([
    ['forwarded: ends when forwarded', { ...record, forwardedDate: at(3) }, at(3)],
    ['still with the officer: open', record, null],
    ['decided without it: ends with the file', { ...record, applicationStatus: 'ACCEPTED', finishedAt: at(9) }, at(9)],
    ['deemed while held: ends when deemed', { ...record, applicationStatus: 'DEEMED', finishedAt: at(22) }, at(22)],
    ['withdrawn: ends when closed', { ...record, applicationStatus: 'CLOSED', finishedAt: at(4) }, at(4)],
    [
      'the file went to the applicant: ends then',
      { ...record, applicationStatus: 'SHORTFALL', waitingSince: at(5) },
      at(5),
    ],
  ])('a level recorded without its turns, %s', (_, level, end) => {
    expect(unrecordedTurn(level)).toEqual({ receivedDate: received, endedAt: end });
  });

  it('a level handed over when the file was already deemed (its review) was never held: no turn', () => {
    expect(unrecordedTurn({ ...record, applicationStatus: 'DEEMED', finishedAt: at(-1) })).toBeNull();
  });

  it('runs until now while open, and ends when it ended', () => {
    expect(turnEnd(turn(), at(20))).toEqual(at(20));
    expect(isOpenTurn(turn())).toBe(true);
    expect(turnEnd(turn({ endedAt: at(5) }), at(20))).toEqual(at(5));
    expect(isOpenTurn(turn({ endedAt: at(5) }))).toBe(false);
  });

  it.each<[string, Date | null, Date, number]>([
    ['forwarded before the due day', at(6), at(30), 0],
    ['forwarded on the due day, later in the day than it arrived', ist('2026-10-08T12:00'), at(30), 0],
    ['forwarded at 23:59 on the due day', ist('2026-10-08T23:59'), at(30), 0],
    ['forwarded at midnight ending the due day (at its due instant)', ist('2026-10-09T00:00'), at(30), 0],
    ['forwarded a millisecond after the due midnight', new Date(ist('2026-10-09T00:00').getTime() + 1), at(30), 1],
    ['forwarded at 00:53 the day after the due day', ist('2026-10-09T00:53'), at(30), 1],
    ['forwarded three days after the due day', ist('2026-10-11T12:00'), at(30), 3],
    ['still held 12 days past the due day', null, ist('2026-10-20T10:00'), 12],
    ['still held, on the due day', null, ist('2026-10-08T23:00'), 0],
    ['still held, read at the due midnight itself', null, ist('2026-10-09T00:00'), 0],
    ['still held, read a minute after the due midnight', null, ist('2026-10-09T00:01'), 1],
    ['still held, not yet due', null, at(5), 0],
  ])('%s is delayed by %i days', (_, forwardedDate, now, expected) => {
    expect(daysDelayed(turn({ forwardedDate }), now)).toBe(expected);
  });

  it('keeps an open turn’s delay the same from any instant of the India day to any other (delayUnchangedWithin)', () => {
    const instants = [
      ist('2026-10-08T00:00'),
      ist('2026-10-08T00:01'),
      ist('2026-10-09T00:01'),
      ist('2026-10-08T23:59'),
      ist('2026-10-09T00:00'),
      ist('2026-10-09T05:29'),
      ist('2026-10-09T05:30'),
      ist('2026-10-09T23:59'),
      ist('2026-10-10T00:00'),
      ist('2026-10-20T13:00'),
    ];
    for (const dueDays of [0, 1, 7]) {
      for (const computedAt of instants) {
        for (const now of instants) {
          const window = delayUnchangedWithin(now);
          const isWithin = computedAt > window.from && computedAt < window.to;
          const isSame = daysDelayed(turn({ dueDays }), computedAt) === daysDelayed(turn({ dueDays }), now);
          if (isWithin) expect(isSame, `${computedAt.toISOString()} → ${now.toISOString()}`).toBe(true);
        }
      }
    }
    expect(delayUnchangedWithin(ist('2026-10-09T05:30'))).toEqual({
      from: ist('2026-10-09T00:00'),
      to: ist('2026-10-10T00:00'),
    });
    // At a midnight (a due instant, perhaps) nothing computed earlier holds.
    expect(delayUnchangedWithin(ist('2026-10-09T00:00'))).toEqual({
      from: ist('2026-10-09T00:00'),
      to: ist('2026-10-09T00:00'),
    });
  });

  it('finds every open turn in the band its due instant gives (dueInstantsByDelayBand)', () => {
    const instants = [
      ist('2026-10-09T00:00'),
      ist('2026-10-09T00:01'),
      ist('2026-10-09T13:30'),
      ist('2026-10-09T23:59'),
      ist('2026-11-30T05:30'),
    ];
    for (const now of instants) {
      const bands = dueInstantsByDelayBand(now);
      // Turns received every 5 hours from 60 days before to 2 days after, due in 0 to 9 days.
      for (let hours = -60 * 24; hours <= 48; hours += 5) {
        for (const dueDays of [0, 3, 9]) {
          const open: TOfficerTurn = {
            receivedDate: new Date(now.getTime() + hours * 3_600_000),
            dueDays,
            endedAt: null,
          };
          const due = turnDueDate(open).getTime();
          const holding = bands.filter(
            (band) =>
              (band.from === null || due >= band.from.getTime()) && (band.to === null || due < band.to.getTime()),
          );
          expect(
            holding.map((band) => band.position),
            `${open.receivedDate.toISOString()} at ${now.toISOString()}`,
          ).toEqual([delayBandPositionOf(daysDelayed(open, now))]);
        }
      }
    }
  });

  it('counts an open turn’s days from its late day number (turnLateDayNumber)', () => {
    for (const now of [
      ist('2026-10-09T00:00'),
      ist('2026-10-09T00:01'),
      ist('2026-10-20T13:00'),
      ist('2026-10-20T23:59'),
    ]) {
      for (let hours = -30 * 24; hours <= 0; hours += 7) {
        const open: TOfficerTurn = {
          receivedDate: new Date(now.getTime() + hours * 3_600_000),
          dueDays: 3,
          endedAt: null,
        };
        const delay = daysDelayed(open, now);
        if (delay > 0) expect(indiaDayNumber(now) - turnLateDayNumber(open) + 1).toBe(delay);
      }
    }
  });

  it('records an open turn’s delay as its band’s first day (recordedOpenTurnDelay)', () => {
    expect([0, 1, 3, 4, 7, 8, 16, 30, 31, 400].map(recordedOpenTurnDelay)).toEqual([0, 1, 1, 4, 4, 8, 16, 16, 31, 31]);
    for (let days = 0; days <= 60; days += 1) {
      expect(delayBandPositionOf(recordedOpenTurnDelay(days))).toBe(delayBandPositionOf(days));
    }
  });

  it('counts the India days taken, the day of receipt excluded', () => {
    expect(daysTaken(turn({ forwardedDate: ist('2026-10-01T18:00') }), at(30))).toBe(0);
    expect(daysTaken(turn({ forwardedDate: ist('2026-10-02T00:10') }), at(30))).toBe(1);
    expect(daysTaken(turn({ forwardedDate: at(3, 5) }), at(30))).toBe(3);
    expect(daysTaken(turn(), ist('2026-10-14T10:00'))).toBe(13);
  });

  // The case: a turn due 24-11 was flagged 1 day late, Rs 1,000, at 00:53 India time on 24-11.
  it.each([
    ['00:53 on the due day 24-11', ist('2026-11-24T00:53'), 0, 0],
    ['23:59 on 24-11', ist('2026-11-24T23:59'), 0, 0],
    ['00:53 on 25-11', ist('2026-11-25T00:53'), 1, 1000],
  ])('a turn received 17-11 at 15:00 for 7 days, still held at %s: %i days late, Rs %i', (_, now, days, fine) => {
    const held = turn({ receivedDate: ist('2026-11-17T15:00') });
    expect(daysDelayed(held, now)).toBe(days);
    expect(penaltyFor(daysDelayed(held, now))).toBe(fine);
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
    [0, null, null],
    [1, '1–3 days', 0],
    [3, '1–3 days', 0],
    [4, '4–7 days', 1],
    [7, '4–7 days', 1],
    [8, '8–15 days', 2],
    [16, '16–30 days', 3],
    [30, '16–30 days', 3],
    [31, 'Over 30 days', 4],
    [400, 'Over 30 days', 4],
  ])('%i days falls in %s, band %s of DELAY_BANDS', (days, band, position) => {
    expect(delayBandOf(days)).toBe(band);
    expect(delayBandPositionOf(days)).toBe(position);
  });
});

describe('the single-window decision clock (alert on day 17, deemed on day 22)', () => {
  const appliedOn = ist('2026-10-01T11:00');
  it.each([
    [0, 0, 0, 22],
    [17, 0, 17, 5],
    [17, 2, 15, 7],
    [21, 0, 21, 1],
    [22, 0, 22, 0],
  ])(
    '%i days after the application with %i days waiting for the applicant: day %i, %i days left',
    (elapsed, paused, day, left) => {
      const now = new Date(appliedOn.getTime() + elapsed * DAY + 60_000);
      const clockDay = deemedClockDay({ appliedOn, clockPausedMs: paused * DAY }, now);
      expect(clockDay).toBe(day);
      expect(daysToDeemed(clockDay)).toBe(left);
    },
  );

  it.each([
    ['23:59 on 22-10, the 21st day after the day of the application', ist('2026-10-22T23:59'), 21],
    ['midnight beginning 23-10', ist('2026-10-23T00:00'), 22],
  ])('at %s the file is on day %i, whatever the time of day it was applied for', (_, now, day) => {
    expect(deemedClockDay({ appliedOn, clockPausedMs: 0 }, now)).toBe(day);
    expect(deemedClockDay({ appliedOn: ist('2026-10-01T23:55'), clockPausedMs: 0 }, now)).toBe(day);
  });
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

describe('what a transition does to a file’s turns', () => {
  const level = (stageOfficerId: number, change: Partial<TStageLevelRecord> = {}): TStageLevelRecord => ({
    stageOfficerId,
    action: 'IN_PROCESS',
    stageStatus: 'IN_PROCESS',
    applicationStatus: 'VERIFICATION_UNDER_PROGRESS',
    ...change,
  });

  it.each<[string, TStageLevelRecord[], { turnId: number; stageOfficerId: number }[], ReturnType<typeof turnChanges>]>([
    ['a level routed begins a turn', [level(1)], [], { ending: [], starting: [1] }],
    [
      'a level still held keeps its turn',
      [level(1)],
      [{ turnId: 10, stageOfficerId: 1 }],
      { ending: [], starting: [] },
    ],
    [
      'the officer forwards: the turn ends, forwarded',
      [level(1, { action: 'SUBMITTED' })],
      [{ turnId: 10, stageOfficerId: 1 }],
      { ending: [{ turnId: 10, isForwarded: true }], starting: [] },
    ],
    [
      'another officer’s shortfall sends the file to the applicant: every open turn ends, not forwarded',
      [level(1, { applicationStatus: 'SHORTFALL' }), level(2, { action: 'SHORTFALL', applicationStatus: 'SHORTFALL' })],
      [
        { turnId: 10, stageOfficerId: 1 },
        { turnId: 11, stageOfficerId: 2 },
      ],
      {
        ending: [
          { turnId: 10, isForwarded: false },
          { turnId: 11, isForwarded: true },
        ],
        starting: [],
      },
    ],
    [
      'the applicant answers: the levels still open and the level opened again begin new turns',
      [level(1, { applicationStatus: 'SHORTFALL_SUBMITTED' }), level(2, { applicationStatus: 'SHORTFALL_SUBMITTED' })],
      [],
      { ending: [], starting: [1, 2] },
    ],
    [
      'the file is deemed: the turn ends and the reviewer holds no turn',
      [level(1, { applicationStatus: 'DEEMED' })],
      [{ turnId: 10, stageOfficerId: 1 }],
      { ending: [{ turnId: 10, isForwarded: false }], starting: [] },
    ],
  ])('%s', (_, levels, open, expected) => {
    expect(turnChanges(levels, open)).toEqual(expected);
  });
});

describe('deemedAlertClockStartedBy', () => {
  it('bounds exactly the files on day 17 or later, paused days and India midnights included', () => {
    const applied = [
      new Date('2026-10-01T18:29:00Z'),
      new Date('2026-10-01T18:30:00Z'),
      new Date('2026-10-02T06:00:00Z'),
    ];
    const paused = [0, 3 * 86_400_000, 14 * 86_400_000];
    const nows = [16, 17, 18, 20, 31, 32, 33].flatMap((days) =>
      [0, 12].map((hours) => new Date(Date.parse('2026-10-01T18:30:00Z') + days * 86_400_000 + hours * 3_600_000)),
    );
    for (const appliedOn of applied) {
      for (const clockPausedMs of paused) {
        const started = addIndiaDays(indiaDay(appliedOn), wholeIndiaDaysIn(clockPausedMs));
        for (const now of nows) {
          const isAlert = deemedClockDay({ appliedOn, clockPausedMs }, now) >= DEEMED_ALERT_DAY;
          expect(started <= deemedAlertClockStartedBy(now)).toBe(isAlert);
        }
      }
    }
  });
});
