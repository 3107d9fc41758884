/** Spec 1 §9: codes are 4 digits (configurable on the server, this is the default). */
export const OTP_LENGTH = 4;
/** Spec 1 §4: three tries per code. */
export const OTP_ATTEMPTS_PER_CODE = 3;
/** Issue 2: a code lives 5 minutes. */
export const OTP_TTL_MS = 5 * 60 * 1000;
/** Spec 1 §8: 9 failed attempts block the account for about 2 hours (later blocks: sign-in-limits.ts). */
export const FAILURES_BEFORE_BLOCK = 9;
export const BLOCK_DURATION_MS = 2 * 60 * 60 * 1000;
/** Spec 1 §5. */
export const MIN_PASSWORD_LENGTH = 8;
/** Spec 1 §9: idle logout, 3600 s in the base configuration (300 in production). */
export const DEFAULT_IDLE_TIMEOUT_SECONDS = 3600;
export const PRODUCTION_IDLE_TIMEOUT_SECONDS = 300;
/** Issue 13: a session ends this long after sign-in, however busy (12 hours unless configured). */
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** What the server tells the console before anyone signs in (the publicSettings query). */
export type TPublicSettings = { otpLength: number; sessionIdleTimeoutSeconds: number };
/** Longest username or password the server reads; anything longer is refused, not truncated. */
export const MAX_CREDENTIAL_LENGTH = 128;
