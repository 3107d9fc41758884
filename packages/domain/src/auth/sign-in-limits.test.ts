import { describe, expect, it } from 'vitest';
import {
  blockAfterFailure,
  blockThresholds,
  codeGuessingBound,
  DEFAULT_SIGN_IN_LIMITS as limits,
  isAccountBlocked,
  isSmsAllowed,
} from './sign-in-limits';

const now = new Date('2026-11-02T05:30:00Z');
const HOUR = 60 * 60 * 1000;

describe('sign-in limits', () => {
  it('blocks at 9 failures for 2 h, at 14 for 24 h, and locks at 19', () => {
    expect(blockThresholds(limits)).toEqual([9, 14, 19]);
    const decisions = Array.from({ length: 20 }, (_, index) => blockAfterFailure(limits, index + 1, now));
    expect(decisions.map((decision) => decision.kind)).toEqual([
      ...Array<string>(8).fill('NONE'),
      'TIMED',
      ...Array<string>(4).fill('NONE'),
      'TIMED',
      ...Array<string>(4).fill('NONE'),
      'LOCKED',
      'LOCKED',
    ]);
    expect(decisions[8]).toEqual({ kind: 'TIMED', until: new Date(now.getTime() + 2 * HOUR) });
    expect(decisions[13]).toEqual({ kind: 'TIMED', until: new Date(now.getTime() + 24 * HOUR) });
  });

  it.each([
    [{ blockedUntil: null, lockedAt: null }, false],
    [{ blockedUntil: new Date(now.getTime() + 1), lockedAt: null }, true],
    [{ blockedUntil: now, lockedAt: null }, false],
    [{ blockedUntil: null, lockedAt: new Date(0) }, true],
  ])('tells whether %j is blocked now: %s', (state, blocked) => {
    expect(isAccountBlocked(state, now)).toBe(blocked);
  });

  it.each([
    [{ lastHour: 4, lastDay: 9, resetsLastDay: 0 }, 'LOGIN', true],
    [{ lastHour: 5, lastDay: 5, resetsLastDay: 0 }, 'LOGIN', false],
    [{ lastHour: 0, lastDay: 10, resetsLastDay: 0 }, 'LOGIN', false],
    [{ lastHour: 2, lastDay: 2, resetsLastDay: 2 }, 'PASSWORD_RESET', true],
    [{ lastHour: 3, lastDay: 3, resetsLastDay: 3 }, 'PASSWORD_RESET', false],
    [{ lastHour: 3, lastDay: 3, resetsLastDay: 3 }, 'LOGIN', true],
  ] as const)('SMS with %j for %s allowed: %s', (counts, purpose, allowed) => {
    expect(isSmsAllowed(limits, counts, purpose)).toBe(allowed);
  });

  it('bounds the 30-day chance of guessing a 4-digit code at 19 guesses, under 0.2%', () => {
    const bound = codeGuessingBound(limits, { otpLength: 4, periodMs: 30 * 24 * HOUR });
    expect(bound).toMatchObject({ guessesByFailures: 19, guessesBySms: 900, guesses: 19 });
    expect(bound.probability).toBeCloseTo(19 / 9998, 10);
    expect(bound.probability).toBeLessThan(0.002);
  });

  it('grows with periods longer than the window and shrinks with longer codes', () => {
    const week = { ...limits, failureWindowMs: 7 * 24 * HOUR };
    expect(codeGuessingBound(week, { otpLength: 4, periodMs: 30 * 24 * HOUR }).guesses).toBe(5 * 18 + 1);
    expect(codeGuessingBound(limits, { otpLength: 6, periodMs: 30 * 24 * HOUR }).probability).toBeCloseTo(
      19 / 999_998,
      12,
    );
  });
});
