import { describe, expect, it } from 'vitest';
import { invalidOtpMessage } from './auth-messages';
import { afterFailedAttempt, BLOCK_DURATION_MS, FAILURES_BEFORE_BLOCK, isBlocked } from './auth-policy';

const now = new Date('2026-11-22T10:00:00Z');

describe('blocking (spec 1 §8)', () => {
  it('blocks on the ninth failure for two hours', () => {
    let state = { failedAttempts: 0, blockedUntil: null as Date | null };
    for (let i = 1; i < FAILURES_BEFORE_BLOCK; i += 1) {
      state = afterFailedAttempt(state, now);
      expect(isBlocked(state, now)).toBe(false);
    }
    state = afterFailedAttempt(state, now);
    expect(state.failedAttempts).toBe(9);
    expect(state.blockedUntil?.getTime()).toBe(now.getTime() + BLOCK_DURATION_MS);
    expect(isBlocked(state, new Date(now.getTime() + BLOCK_DURATION_MS - 1))).toBe(true);
    expect(isBlocked(state, new Date(now.getTime() + BLOCK_DURATION_MS))).toBe(false);
  });

  it('keeps the count after the block ends, so the next failure blocks again', () => {
    const later = new Date(now.getTime() + BLOCK_DURATION_MS + 1);
    const state = afterFailedAttempt({ failedAttempts: 9, blockedUntil: now }, later);
    expect(state.failedAttempts).toBe(10);
    expect(isBlocked(state, later)).toBe(true);
  });
});

describe('invalidOtpMessage (spec 1 §8)', () => {
  it.each([
    [1, 'Invalid OTP, Please try again'],
    [2, 'Invalid OTP, You have only 1 Attempt left'],
    [3, 'Invalid OTP, Please Click on Resend OTP and try again'],
  ])('wrong code %s reads "%s"', (attempt, message) => {
    expect(invalidOtpMessage(attempt)).toBe(message);
  });
});
