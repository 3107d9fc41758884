import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages';
import {
  changePasswordSchema,
  otpSchema,
  verifyOtpSchema,
  ZChangePasswordSchema,
  ZLoginSchema,
  ZNewPasswordSchema,
  ZVerifyOtpSchema,
} from './auth-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ZLoginSchema (spec 1 §5)', () => {
  it('requires a username and a password with the spec messages', () => {
    expect(firstMessage(ZLoginSchema.safeParse({ username: '', password: 'x' }))).toBe(AUTH_MESSAGES.usernameRequired);
    expect(firstMessage(ZLoginSchema.safeParse({ username: 'u', password: '' }))).toBe(AUTH_MESSAGES.passwordRequired);
    expect(ZLoginSchema.safeParse({ username: ' site.ghmc ', password: 'x', mobile: '' }).data?.username).toBe(
      'site.ghmc',
    );
  });
});

describe('ZNewPasswordSchema', () => {
  it.each([
    ['Ab1!', AUTH_MESSAGES.passwordTooShort],
    ['abcdefg1!', AUTH_MESSAGES.passwordWeak],
    ['ABCDEFG1!', AUTH_MESSAGES.passwordWeak],
    ['Abcdefgh!', AUTH_MESSAGES.passwordWeak],
    ['Abcdefgh1', AUTH_MESSAGES.passwordWeak],
  ])('refuses %s', (password, message) => {
    expect(firstMessage(ZNewPasswordSchema.safeParse(password))).toBe(message);
  });

  it('accepts a password with all four kinds of character', () => {
    expect(ZNewPasswordSchema.safeParse('Anumati@2026').success).toBe(true);
  });
});

describe('ZChangePasswordSchema', () => {
  const valid = { username: 'u', password: 'Anumati@2026', passwordConfirmation: 'Anumati@2026', otpSecretKey: '0123' };

  it('needs the confirmation to match and a four-digit code', () => {
    expect(ZChangePasswordSchema.safeParse(valid).success).toBe(true);
    expect(firstMessage(ZChangePasswordSchema.safeParse({ ...valid, passwordConfirmation: 'Other@2026' }))).toBe(
      AUTH_MESSAGES.passwordMismatch,
    );
    expect(firstMessage(ZChangePasswordSchema.safeParse({ ...valid, passwordConfirmation: '' }))).toBe(
      AUTH_MESSAGES.confirmPasswordRequired,
    );
    expect(firstMessage(ZChangePasswordSchema.safeParse({ ...valid, otpSecretKey: '123' }))).toBe(
      AUTH_MESSAGES.otpRequired,
    );
  });
});

describe('ZVerifyOtpSchema', () => {
  it('accepts exactly four digits', () => {
    expect(ZVerifyOtpSchema.safeParse({ username: 'u', otpSecretKey: '0042', challenge: 'c' }).success).toBe(true);
    expect(ZVerifyOtpSchema.safeParse({ username: 'u', otpSecretKey: '00421', challenge: 'c' }).success).toBe(false);
  });

  it("requires login's challenge, answering that the sign-in is not pending", () => {
    expect(firstMessage(ZVerifyOtpSchema.safeParse({ username: 'u', otpSecretKey: '0042', challenge: ' ' }))).toBe(
      AUTH_MESSAGES.noPendingLogin,
    );
    expect(ZVerifyOtpSchema.safeParse({ username: 'u', otpSecretKey: '0042' }).success).toBe(false);
  });
});

describe('otpSchema and the schemas built on it (OTP_LENGTH)', () => {
  it.each([
    [4, '0042', '004212'],
    [6, '004212', '0042'],
    [8, '00421234', '004212'],
  ])('a length of %i accepts %s and refuses %s', (length, accepted, refused) => {
    expect(otpSchema(length).safeParse(accepted).success).toBe(true);
    expect(firstMessage(otpSchema(length).safeParse(refused))).toBe(AUTH_MESSAGES.otpRequired);
    expect(verifyOtpSchema(length).safeParse({ username: 'u', otpSecretKey: accepted, challenge: 'c' }).success).toBe(
      true,
    );
    const change = { username: 'u', password: 'Anumati@2026', passwordConfirmation: 'Anumati@2026' };
    expect(changePasswordSchema(length).safeParse({ ...change, otpSecretKey: accepted }).success).toBe(true);
    expect(changePasswordSchema(length).safeParse({ ...change, otpSecretKey: refused }).success).toBe(false);
  });
});
