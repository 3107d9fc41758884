import { invalidOtpMessage, AUTH_MESSAGES, OTP_ATTEMPTS_PER_CODE, OTP_TTL_MS } from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import { auditFailure, blockedError, PENDING_SIGN_IN_MS, type TAuthContext, type TOfficer } from './auth-context';
import {
  closeCode,
  countSignInFailuresSince,
  findCodeById,
  findLatestSmsSendTime,
  recordWrongCode,
  type TCodePurpose,
  type TOneTimeCode,
} from './auth.repository';
import type { TClient } from './auth.service';
import { isCodeCorrect } from './secrets';
import { guardKeyOf, type TAttempt } from './sign-in-guard';

/** What checking a code found, decided under the guard lock; errors are thrown only after it committed. */
type TCodeOutcome =
  | { kind: 'BLOCKED' }
  | { kind: 'NO_PENDING' }
  | { kind: 'EXHAUSTED' }
  | { kind: 'EXPIRED' }
  | { kind: 'WRONG'; wrongAttempts: number; blockedNow: boolean }
  | { kind: 'RIGHT'; code: TOneTimeCode };

/** The officer's answer to a code that was not accepted. */
function codeRefusal(outcome: Exclude<TCodeOutcome, { kind: 'RIGHT' }>, purpose: TCodePurpose): AppError {
  switch (outcome.kind) {
    case 'BLOCKED':
      return blockedError();
    case 'NO_PENDING':
      return new AppError(
        'BAD_USER_INPUT',
        purpose === 'LOGIN' ? AUTH_MESSAGES.noPendingLogin : AUTH_MESSAGES.noPendingReset,
      );
    case 'EXHAUSTED':
      return new AppError('BAD_USER_INPUT', invalidOtpMessage(OTP_ATTEMPTS_PER_CODE));
    case 'EXPIRED':
      return new AppError('BAD_USER_INPUT', AUTH_MESSAGES.otpExpired);
    case 'WRONG':
      if (outcome.blockedNow) return blockedError();
      return new AppError('BAD_USER_INPUT', invalidOtpMessage(outcome.wrongAttempts), {
        wrongAttempts: outcome.wrongAttempts,
      });
  }
}

/**
 * Checks a code: for a sign-in, the newest code of the client's challenge; for a reset, the officer's newest
 * reset code. All in one transaction holding the username's guard: a blocked username is refused before any
 * check, and a wrong code is counted against the code (3 tries) and the username before the next attempt is
 * looked at. Returns the code, now closed as used; or throws the answer.
 */
export async function consumeCode(
  auth: TAuthContext,
  officer: TOfficer,
  entered: { purpose: TCodePurpose; code: string; codeId: number | null },
  from: { attempt: TAttempt; client: TClient },
) {
  const { db, clock, guard } = auth;
  const { purpose, code, codeId } = entered;
  const outcome = await db.transaction(async (tx): Promise<TCodeOutcome> => {
    const now = clock.now();
    if ((await guard.lock(tx, from.attempt)).isBlocked) return { kind: 'BLOCKED' };
    const latest = codeId === null ? null : await findCodeById(tx, codeId);
    if (!latest || now.getTime() - latest.attemptStartedAt.getTime() > PENDING_SIGN_IN_MS) {
      return { kind: 'NO_PENDING' };
    }
    if (latest.closeReason === 'EXHAUSTED') return { kind: 'EXHAUSTED' };
    // An expired code keeps answering so while the attempt is pending, as the decoy of an unknown username does.
    if (latest.closeReason === 'EXPIRED') return { kind: 'EXPIRED' };
    if (latest.closedAt) return { kind: 'NO_PENDING' };
    if (latest.expiresAt.getTime() <= now.getTime()) {
      await closeCode(tx, latest.id, 'EXPIRED', now);
      return { kind: 'EXPIRED' };
    }
    if (isCodeCorrect(auth.secret, latest.codeHash, code)) {
      await closeCode(tx, latest.id, 'USED', now);
      return { kind: 'RIGHT', code: latest };
    }
    const counted = await recordWrongCode(tx, latest.id, OTP_ATTEMPTS_PER_CODE, now);
    const failure = await guard.countFailure(tx, from.attempt, purpose === 'LOGIN' ? 'LOGIN_CODE' : 'RESET_CODE');
    await auditFailure(
      tx,
      clock,
      { officer, action: `${purpose}_CODE_WRONG`, ...from },
      { failuresInWindow: failure.failuresInWindow },
    );
    return {
      kind: 'WRONG',
      wrongAttempts: counted?.wrongAttempts ?? OTP_ATTEMPTS_PER_CODE,
      blockedNow: failure.blockedNow,
    };
  });
  if (outcome.kind === 'RIGHT') return outcome.code;
  throw codeRefusal(outcome, purpose);
}

/**
 * A reset code entered for a username that is no active officer. A reset call for it is counted as an SMS
 * (resetOfficerPassword), and the code it did not send is answered as an officer's would be: every guess wrong and
 * counted, 3 tries, expired after 5 minutes, pending for 10. So "reset, then guess" tells nobody who exists.
 */
export async function refuseDecoyResetCode(auth: TAuthContext, attempt: TAttempt, client: TClient): Promise<never> {
  const { db, clock, guard } = auth;
  const outcome = await db.transaction(async (tx): Promise<Exclude<TCodeOutcome, { kind: 'RIGHT' }>> => {
    const now = clock.now();
    if ((await guard.lock(tx, attempt)).isBlocked) return { kind: 'BLOCKED' };
    const sentAt = await findLatestSmsSendTime(tx, attempt.username, 'PASSWORD_RESET');
    if (!sentAt || now.getTime() - sentAt.getTime() > PENDING_SIGN_IN_MS) return { kind: 'NO_PENDING' };
    // From the send's own millisecond on (the count reads failures after a time).
    const wrongSoFar = await countSignInFailuresSince(
      tx,
      guardKeyOf(attempt),
      new Date(sentAt.getTime() - 1),
      'RESET_CODE',
    );
    if (wrongSoFar >= OTP_ATTEMPTS_PER_CODE) return { kind: 'EXHAUSTED' };
    if (sentAt.getTime() + OTP_TTL_MS <= now.getTime()) return { kind: 'EXPIRED' };
    const failure = await guard.countFailure(tx, attempt, 'RESET_CODE');
    await auditFailure(
      tx,
      clock,
      { officer: null, attempt, client, action: 'PASSWORD_RESET_CODE_WRONG' },
      { failuresInWindow: failure.failuresInWindow },
    );
    return { kind: 'WRONG', wrongAttempts: wrongSoFar + 1, blockedNow: failure.blockedNow };
  });
  throw codeRefusal(outcome, 'PASSWORD_RESET');
}
