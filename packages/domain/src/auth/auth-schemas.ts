import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';
import { MAX_CREDENTIAL_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH } from './auth-policy';

const tooLong = `At most ${MAX_CREDENTIAL_LENGTH} characters`;

export const ZUsernameSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.usernameRequired)
  .max(MAX_CREDENTIAL_LENGTH, tooLong);

export const ZLoginSchema = z.object({
  username: ZUsernameSchema,
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(MAX_CREDENTIAL_LENGTH, tooLong),
  // Spec 1 §7: the console sends mobile empty; the server ignores it.
  mobile: z.string().max(20).optional(),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

/**
 * A code of exactly `length` digits. The length is the server's OTP_LENGTH (4 by default, spec 1 §9); the console
 * learns it from the public settings, so both sides check the same length.
 */
export function otpSchema(length: number = OTP_LENGTH) {
  return z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`), AUTH_MESSAGES.otpRequired);
}

/** The opaque challenge login returned (issue 13); without it the second step is refused as not pending. */
export const ZChallengeSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.noPendingLogin)
  .max(200, AUTH_MESSAGES.noPendingLogin);

export const ZOtpSchema = otpSchema();

export function verifyOtpSchema(otpLength: number = OTP_LENGTH) {
  return z.object({ username: ZUsernameSchema, otpSecretKey: otpSchema(otpLength), challenge: ZChallengeSchema });
}

export const ZVerifyOtpSchema = verifyOtpSchema();
export type TVerifyOtp = z.infer<typeof ZVerifyOtpSchema>;

export const ZResendOtpSchema = z.object({ username: ZUsernameSchema, challenge: ZChallengeSchema });
export type TResendOtp = z.infer<typeof ZResendOtpSchema>;

export const ZResetUsernameSchema = z.object({
  username: z.string().trim().min(1, AUTH_MESSAGES.resetUsernameRequired).max(MAX_CREDENTIAL_LENGTH, tooLong),
});

/** Spec 1 §5: at least 8 characters, with an uppercase, a lowercase, a digit and a special character. */
export const ZNewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_CREDENTIAL_LENGTH, tooLong)
  .refine(
    (value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value),
    AUTH_MESSAGES.passwordWeak,
  );

export function changePasswordSchema(otpLength: number = OTP_LENGTH) {
  return z
    .object({
      username: ZResetUsernameSchema.shape.username,
      password: ZNewPasswordSchema,
      passwordConfirmation: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired),
      otpSecretKey: otpSchema(otpLength),
    })
    .refine((value) => value.password === value.passwordConfirmation, {
      message: AUTH_MESSAGES.passwordMismatch,
      path: ['passwordConfirmation'],
    });
}

export const ZChangePasswordSchema = changePasswordSchema();
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;
