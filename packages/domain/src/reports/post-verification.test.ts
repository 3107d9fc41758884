import { describe, expect, it } from 'vitest';
import { POST_VERIFICATION_DAYS } from '../workflow/deadlines';
import { turnDueDate } from './officer-delay';
import {
  daysToPostVerificationDue,
  isPostVerificationAlert,
  POST_VERIFICATION_ALERT_DAY,
  postVerificationDay,
  postVerificationAlertClockStartedBy,
  postVerificationDueDate,
} from './post-verification';
import { addIndiaDays, indiaDay, wholeIndiaDaysIn } from '../workflow/india-calendar';

const DAY = 24 * 60 * 60 * 1000;
/** Applied 1 November 2026, 11:30 India time. */
const appliedOn = new Date('2026-11-01T06:00:00Z');
const file = { kind: 'SELF_CERTIFICATION' as const, status: 'VERIFICATION_UNDER_PROGRESS' as const, appliedOn };

describe('instant approval: post-verification within 15 days (deadlines.ts), alert from day 10', () => {
  it('is due as a 15-day turn received on the day of the application, moved by the applicant’s time', () => {
    expect(postVerificationDueDate({ appliedOn, clockPausedMs: 0 })).toEqual(
      turnDueDate({ receivedDate: appliedOn, dueDays: POST_VERIFICATION_DAYS }),
    );
    expect(postVerificationDueDate({ appliedOn, clockPausedMs: 2 * DAY }).getTime()).toBe(
      turnDueDate({ receivedDate: appliedOn, dueDays: POST_VERIFICATION_DAYS }).getTime() + 2 * DAY,
    );
  });

  it.each([
    // days after the application, days paused, alert?
    [0, 0, false],
    [9, 0, false],
    [10, 0, true],
    [14, 0, true],
    [30, 0, true],
    [10, 3, false],
  ])('on %i days after, %i days with the applicant: alert %s', (after, paused, isAlert) => {
    const now = new Date(appliedOn.getTime() + after * DAY + 60_000);
    const clock = { ...file, clockPausedMs: paused * DAY };
    expect(isPostVerificationAlert(clock, now)).toBe(isAlert);
    expect(postVerificationDay(clock, now) >= POST_VERIFICATION_ALERT_DAY).toBe(isAlert);
  });

  it('leaves out verified, closed and waiting files and every other kind', () => {
    const now = new Date(appliedOn.getTime() + 12 * DAY);
    const late = { ...file, clockPausedMs: 0 };
    expect(isPostVerificationAlert(late, now)).toBe(true);
    for (const status of ['ACCEPTED', 'REJECTED', 'CLOSED', 'SHOW_CAUSE_RAISED', 'DRAFT'] as const) {
      expect(isPostVerificationAlert({ ...late, status }, now)).toBe(false);
    }
    expect(isPostVerificationAlert({ ...late, kind: 'REGISTRATION' }, now)).toBe(false);
    expect(isPostVerificationAlert({ ...late, kind: 'SINGLE_WINDOW' }, now)).toBe(false);
  });

  it('counts the days left: five on day 10, none on day 15 and after', () => {
    expect(daysToPostVerificationDue(POST_VERIFICATION_ALERT_DAY)).toBe(5);
    expect(daysToPostVerificationDue(15)).toBe(0);
    expect(daysToPostVerificationDue(20)).toBe(0);
  });
});

describe('postVerificationAlertClockStartedBy', () => {
  it('bounds exactly the files on day 10 or later, paused days and India midnights included', () => {
    const applied = [
      new Date('2026-10-01T18:29:00Z'),
      new Date('2026-10-01T18:30:00Z'),
      new Date('2026-10-02T06:00:00Z'),
    ];
    const paused = [0, 3 * DAY, 9 * DAY + 1];
    const nows = [8, 9, 10, 11, 13, 19, 20].flatMap((days) =>
      [0, 12].map((hours) => new Date(Date.parse('2026-10-01T18:30:00Z') + days * DAY + hours * 3_600_000)),
    );
    for (const applicationDay of applied) {
      for (const clockPausedMs of paused) {
        const started = addIndiaDays(indiaDay(applicationDay), wholeIndiaDaysIn(clockPausedMs));
        for (const now of nows) {
          const isAlert =
            postVerificationDay({ appliedOn: applicationDay, clockPausedMs }, now) >= POST_VERIFICATION_ALERT_DAY;
          expect(started <= postVerificationAlertClockStartedBy(now)).toBe(isAlert);
        }
      }
    }
  });
});
