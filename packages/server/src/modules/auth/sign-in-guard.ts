import {
  blockAfterFailure,
  DAY_MS,
  isAccountBlocked,
  isSmsAllowed,
  type TGuardState,
  type TSignInLimits,
} from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent } from '../audit/audit.repository';
import {
  countSignInFailuresSince,
  countSmsSends,
  deleteSignInFailure,
  deleteSignInFailuresBefore,
  deleteSmsSendsBefore,
  findSignInGuardKeys,
  forgiveSignInFailures,
  insertSignInFailure,
  insertSmsSend,
  lockSignInGuard,
  type TCodePurpose,
  updateSignInGuard,
} from './auth.repository';
import { SIGN_IN_FAILURE_KINDS, type TSignInFailureKind } from './auth.table';

/**
 * Who attempts: a username, from one of its officer's known devices (device-token.ts) or from anywhere else.
 * Failures from anywhere else count against the username's own guard, the "unknown devices" guard whose blocks
 * strangers can cause; a known device has a guard of its own, which only failures from it move (issue 51 §2).
 */
export type TAttempt = { username: string; deviceId: string | null };

/** The key of the guard an attempt counts against: the username, or the username's known device. */
const deviceGuardPrefix = (username: string) => `${username}#device:`;
export const guardKeyOf = (attempt: TAttempt) =>
  attempt.deviceId === null ? attempt.username : `${deviceGuardPrefix(attempt.username)}${attempt.deviceId}`;

/**
 * A known device's budget: the spec's first block (2 h after 9 failures), then locked after the next few. Only the
 * device's holder can spend it, and a lock there still leaves the officer a sign-in elsewhere after an unlock.
 */
function knownDeviceLimits(limits: TSignInLimits): TSignInLimits {
  return { ...limits, blockDurationsMs: limits.blockDurationsMs.slice(0, 1) };
}

/** A password attempt counted as a failure before the password is checked; withdrawn when it was right. */
export type TPasswordReservation = {
  attempt: TAttempt;
  failureId: number;
  /** The guard before this attempt, restored on withdrawal when this attempt started a block. */
  previous: TGuardState;
  blockedNow: boolean;
};

export type TCountedFailure = { failureId: number; blockedNow: boolean; failuresInWindow: number };

/**
 * Per-username limits on sign-in and reset (issue 13, docs/SECURITY.md). Every decision runs with the username's
 * guard row locked, so concurrent attempts are decided one after another: each failure is counted, and the block
 * it causes is in place before the next attempt is looked at.
 */
export function createSignInGuard(deps: { db: TDatabase; clock: TClock; limits: TSignInLimits }) {
  const { db, clock, limits } = deps;
  const deviceLimits = knownDeviceLimits(limits);

  /** Counts a failure in the caller's transaction, which holds the guard lock, and applies the block it causes. */
  async function countFailure(tx: TDb, attempt: TAttempt, kind: TSignInFailureKind): Promise<TCountedFailure> {
    const now = clock.now();
    const key = guardKeyOf(attempt);
    const limitsOfKey = attempt.deviceId === null ? limits : deviceLimits;
    const windowStart = new Date(now.getTime() - limitsOfKey.failureWindowMs);
    await deleteSignInFailuresBefore(tx, key, windowStart);
    const failureId = await insertSignInFailure(tx, { username: key, kind, occurredAt: now });
    const failuresInWindow = await countSignInFailuresSince(tx, key, windowStart);
    const decision = blockAfterFailure(limitsOfKey, failuresInWindow, now);
    if (decision.kind === 'TIMED') await updateSignInGuard(tx, key, { blockedUntil: decision.until, lockedAt: null });
    if (decision.kind === 'LOCKED') await updateSignInGuard(tx, key, { blockedUntil: null, lockedAt: now });
    return { failureId, blockedNow: decision.kind !== 'NONE', failuresInWindow };
  }

  /**
   * Locks the username's guard (every attempt on a username, from any device, waits for the one before: the SMS
   * caps are the username's) and, from a known device, the device's; tells whether the attempt's own guard is
   * blocked. Every attempt starts here, in its transaction.
   */
  async function lock(tx: TDb, attempt: TAttempt) {
    const usernameState = await lockSignInGuard(tx, attempt.username);
    const state = attempt.deviceId === null ? usernameState : await lockSignInGuard(tx, guardKeyOf(attempt));
    return { state, isBlocked: isAccountBlocked(state, clock.now()) };
  }

  /**
   * Whether one more SMS of the purpose may go, counted at once when it may (guard locked by the caller). Sign-in
   * and reset codes have caps of their own: anyone may ask for resets, and they never use up the sign-in codes.
   */
  async function takeSms(tx: TDb, username: string, purpose: TCodePurpose): Promise<boolean> {
    const now = clock.now();
    await deleteSmsSendsBefore(tx, username, new Date(now.getTime() - DAY_MS));
    if (!isSmsAllowed(limits, await countSmsSends(tx, { username, purpose, now }), purpose)) return false;
    await insertSmsSend(tx, { username, purpose, sentAt: now });
    return true;
  }

  return {
    lock,
    countFailure,
    takeSms,

    /**
     * The first half of a password attempt: refused when blocked or when no code could be sent anyway (the SMS
     * cap), else counted as a failure before the slow password check, so no burst of guesses outruns the count.
     */
    async reservePasswordAttempt(attempt: TAttempt): Promise<TPasswordReservation | 'BLOCKED' | 'SMS_CAP'> {
      return db.transaction(async (tx) => {
        const { state, isBlocked } = await lock(tx, attempt);
        if (isBlocked) return 'BLOCKED';
        const smsCounts = await countSmsSends(tx, { username: attempt.username, purpose: 'LOGIN', now: clock.now() });
        if (!isSmsAllowed(limits, smsCounts, 'LOGIN')) return 'SMS_CAP';
        const counted = await countFailure(tx, attempt, 'PASSWORD');
        return { attempt, failureId: counted.failureId, previous: state, blockedNow: counted.blockedNow };
      });
    },

    /** The password was right: the attempt was no failure, and a block it started is lifted. */
    async withdraw(reservation: TPasswordReservation): Promise<void> {
      await db.transaction(async (tx) => {
        await lock(tx, reservation.attempt);
        await deleteSignInFailure(tx, reservation.failureId);
        if (reservation.blockedNow) await updateSignInGuard(tx, guardKeyOf(reservation.attempt), reservation.previous);
      });
    },

    /** A successful sign-in or reset forgives wrong passwords (typing slips), never wrong codes (guesses). */
    async forgivePasswordFailures(tx: TDb, attempt: TAttempt): Promise<void> {
      await forgiveSignInFailures(tx, guardKeyOf(attempt), ['PASSWORD'], clock.now());
    },

    /**
     * The administrator's unlock (npm run unlock-officer): no block, on unknown devices or the officer's known ones,
     * and the failures so far no longer count. A command, not an operation: the spec's roles have no
     * administrator, and the operator answers the helpline.
     */
    async unlock(username: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lock(tx, { username, deviceId: null });
        for (const key of await findSignInGuardKeys(tx, username, deviceGuardPrefix(username))) {
          await updateSignInGuard(tx, key, { blockedUntil: null, lockedAt: null });
          await forgiveSignInFailures(tx, key, SIGN_IN_FAILURE_KINDS, clock.now());
        }
        await appendAuditEvent(tx, {
          occurredAt: clock.now(),
          actorKind: 'SYSTEM',
          action: 'SIGN_IN_UNLOCKED',
          details: { username },
        });
      });
    },
  };
}

export type TSignInGuard = ReturnType<typeof createSignInGuard>;
