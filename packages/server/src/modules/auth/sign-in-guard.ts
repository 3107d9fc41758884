import {
  blockAfterFailure,
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
  forgiveSignInFailures,
  insertSignInFailure,
  insertSmsSend,
  lockSignInGuard,
  type TCodePurpose,
  updateSignInGuard,
} from './auth.repository';
import { SIGN_IN_FAILURE_KINDS, type TSignInFailureKind } from './auth.table';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A password attempt counted as a failure before the password is checked; withdrawn when it was right. */
export type TPasswordReservation = {
  username: string;
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

  /** Counts a failure in the caller's transaction, which holds the guard lock, and applies the block it causes. */
  async function countFailure(tx: TDb, username: string, kind: TSignInFailureKind): Promise<TCountedFailure> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - limits.failureWindowMs);
    await deleteSignInFailuresBefore(tx, username, windowStart);
    const failureId = await insertSignInFailure(tx, { username, kind, occurredAt: now });
    const failuresInWindow = await countSignInFailuresSince(tx, username, windowStart);
    const decision = blockAfterFailure(limits, failuresInWindow, now);
    if (decision.kind === 'TIMED')
      await updateSignInGuard(tx, username, { blockedUntil: decision.until, lockedAt: null });
    if (decision.kind === 'LOCKED') await updateSignInGuard(tx, username, { blockedUntil: null, lockedAt: now });
    return { failureId, blockedNow: decision.kind !== 'NONE', failuresInWindow };
  }

  /** Locks the guard and tells whether the username is blocked: every attempt starts here, in its transaction. */
  async function lock(tx: TDb, username: string) {
    const state = await lockSignInGuard(tx, username);
    return { state, isBlocked: isAccountBlocked(state, clock.now()) };
  }

  /** Whether one more SMS of the purpose may go, counted at once when it may (guard locked by the caller). */
  async function takeSms(tx: TDb, username: string, purpose: TCodePurpose): Promise<boolean> {
    const now = clock.now();
    await deleteSmsSendsBefore(tx, username, new Date(now.getTime() - DAY_MS));
    if (!isSmsAllowed(limits, await countSmsSends(tx, username, now), purpose)) return false;
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
    async reservePasswordAttempt(username: string): Promise<TPasswordReservation | 'BLOCKED' | 'SMS_CAP'> {
      return db.transaction(async (tx) => {
        const { state, isBlocked } = await lock(tx, username);
        if (isBlocked) return 'BLOCKED';
        if (!isSmsAllowed(limits, await countSmsSends(tx, username, clock.now()), 'LOGIN')) return 'SMS_CAP';
        const counted = await countFailure(tx, username, 'PASSWORD');
        return { username, failureId: counted.failureId, previous: state, blockedNow: counted.blockedNow };
      });
    },

    /** The password was right: the attempt was no failure, and a block it started is lifted. */
    async withdraw(reservation: TPasswordReservation): Promise<void> {
      await db.transaction(async (tx) => {
        await lock(tx, reservation.username);
        await deleteSignInFailure(tx, reservation.failureId);
        if (reservation.blockedNow) await updateSignInGuard(tx, reservation.username, reservation.previous);
      });
    },

    /** A successful sign-in or reset forgives wrong passwords (typing slips), never wrong codes (guesses). */
    async forgivePasswordFailures(tx: TDb, username: string): Promise<void> {
      await forgiveSignInFailures(tx, username, ['PASSWORD'], clock.now());
    },

    /**
     * The administrator's unlock (npm run unlock-officer): no block, and the failures so far no longer count. A
     * command, not an operation: the spec's roles have no administrator, and the operator answers the helpline.
     */
    async unlock(username: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lock(tx, username);
        await updateSignInGuard(tx, username, { blockedUntil: null, lockedAt: null });
        await forgiveSignInFailures(tx, username, SIGN_IN_FAILURE_KINDS, clock.now());
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
