import { DAY_MS, HOUR_MS } from '../shared/durations';
import { BLOCK_DURATION_MS, FAILURES_BEFORE_BLOCK, OTP_ATTEMPTS_PER_CODE } from './auth-policy';

/**
 * The per-account limits on sign-in and password reset (issue 13). Failures are counted per username, known or
 * not, over a rolling window that neither a block's end nor a successful sign-in wipes (a sign-in forgives only
 * wrong passwords): the code-guessing budget of an attacker who knows the password is fixed by these numbers.
 */
export type TSignInLimits = {
  /** Spec 1 §8: the first block comes after 9 failures. */
  failuresBeforeBlock: number;
  /** Each later block comes after this many more failures in the window. */
  failuresBetweenBlocks: number;
  /** The timed blocks, in order (2 h, then 24 h); the block after the last of them lasts until an administrator. */
  blockDurationsMs: readonly number[];
  /** How long a failure counts. */
  failureWindowMs: number;
  /** SMS per account, sign-in, resend and reset together. */
  smsPerHour: number;
  smsPerDay: number;
  /** Of those, password-reset SMS (anyone may ask): they can never use up an officer's sign-in codes. */
  resetSmsPerDay: number;
};

export const DEFAULT_SIGN_IN_LIMITS: TSignInLimits = {
  failuresBeforeBlock: FAILURES_BEFORE_BLOCK,
  failuresBetweenBlocks: 5,
  blockDurationsMs: [BLOCK_DURATION_MS, 24 * HOUR_MS],
  failureWindowMs: 30 * DAY_MS,
  smsPerHour: 5,
  smsPerDay: 10,
  resetSmsPerDay: 3,
};

/** The failure counts at which blocks start: one per timed block, and last the count that locks the account. */
export function blockThresholds(limits: TSignInLimits): number[] {
  return Array.from(
    { length: limits.blockDurationsMs.length + 1 },
    (_, index) => limits.failuresBeforeBlock + index * limits.failuresBetweenBlocks,
  );
}

export type TBlockDecision = { kind: 'NONE' } | { kind: 'TIMED'; until: Date } | { kind: 'LOCKED' };

/** What the failure that brings the failures in the window to `failuresInWindow` does. */
export function blockAfterFailure(limits: TSignInLimits, failuresInWindow: number, now: Date): TBlockDecision {
  const thresholds = blockThresholds(limits);
  if (failuresInWindow >= (thresholds.at(-1) ?? Infinity)) return { kind: 'LOCKED' };
  const tier = thresholds.indexOf(failuresInWindow);
  const duration = tier >= 0 ? limits.blockDurationsMs[tier] : undefined;
  return duration === undefined ? { kind: 'NONE' } : { kind: 'TIMED', until: new Date(now.getTime() + duration) };
}

export type TGuardState = { blockedUntil: Date | null; lockedAt: Date | null };

export function isAccountBlocked(state: TGuardState, now: Date): boolean {
  return state.lockedAt !== null || (state.blockedUntil !== null && state.blockedUntil.getTime() > now.getTime());
}

export type TSmsCounts = { lastHour: number; lastDay: number; resetsLastDay: number };

/** Whether one more SMS of this purpose may go to the account. */
export function isSmsAllowed(limits: TSignInLimits, counts: TSmsCounts, purpose: 'LOGIN' | 'PASSWORD_RESET'): boolean {
  if (counts.lastHour >= limits.smsPerHour || counts.lastDay >= limits.smsPerDay) return false;
  return purpose === 'LOGIN' || counts.resetsLastDay < limits.resetSmsPerDay;
}

export type TGuessingBound = {
  /** Wrong codes the failure count lets through in the period before the account locks. */
  guessesByFailures: number;
  /** Codes the SMS cap lets through in the period, times the tries per code. */
  guessesBySms: number;
  guesses: number;
  /** An upper bound on the chance that one of those guesses is right. */
  probability: number;
};

/**
 * The chance that an attacker who knows the password guesses a sign-in code within `periodMs` (docs/SECURITY.md).
 * Every wrong code is a failure that counts for the whole window, whatever the officer does meanwhile, so within one
 * window the attacker tries at most the locking count of codes; a longer period than the window allows that many
 * less one per further window. The SMS cap bounds the codes independently. Each guess is right with a chance of at
 * most 1 / (10^length − (tries per code − 1)) (tries on one code are distinct), so the union bound is their sum.
 */
export function codeGuessingBound(
  limits: TSignInLimits,
  options: { otpLength: number; periodMs: number; attemptsPerCode?: number },
): TGuessingBound {
  const attemptsPerCode = options.attemptsPerCode ?? OTP_ATTEMPTS_PER_CODE;
  const lockAt = blockThresholds(limits).at(-1) ?? limits.failuresBeforeBlock;
  const windows = Math.max(1, Math.ceil(options.periodMs / limits.failureWindowMs));
  const guessesByFailures = windows === 1 ? lockAt : windows * (lockAt - 1) + 1;
  const guessesBySms = Math.ceil(options.periodMs / DAY_MS) * limits.smsPerDay * attemptsPerCode;
  const guesses = Math.min(guessesByFailures, guessesBySms);
  const probability = guesses / (10 ** options.otpLength - (attemptsPerCode - 1));
  return { guessesByFailures, guessesBySms, guesses, probability };
}
