import { describe, expect, it } from 'vitest';
import { invalidOtpMessage } from './auth-messages';

describe('invalidOtpMessage (spec 1 §8)', () => {
  it.each([
    [1, 'Invalid OTP, Please try again'],
    [2, 'Invalid OTP, You have only 1 Attempt left'],
    [3, 'Invalid OTP, Please Click on Resend OTP and try again'],
  ])('wrong code %s reads "%s"', (attempt, message) => {
    expect(invalidOtpMessage(attempt)).toBe(message);
  });
});
