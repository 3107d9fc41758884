import {
  afterFailedAttempt,
  AUTH_MESSAGES,
  invalidOtpMessage,
  isBlocked,
  isSessionLive,
  OTP_ATTEMPTS_PER_CODE,
  OTP_TTL_MS,
  type TChangePassword,
  type TLogin,
  type TVerifyOtp,
} from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent } from '../audit/audit.repository';
import {
  findOfficerById,
  findOfficerByUsername,
  type TOfficerRecord,
  updateOfficerBlockState,
  updateOfficerPassword,
} from '../officer/officer.repository';
import { maskMobile, type TSignedInOfficer, toSignedInOfficer } from '../officer/signed-in-officer';
import type { TSmsSink } from '../sms/sms-sink';
import {
  closeCode,
  findActiveSessionByTokenHash,
  findLatestCode,
  insertCode,
  insertSession,
  recordWrongCode,
  revokeOfficerSessions,
  revokeSession,
  supersedeOpenCodes,
  touchSession,
  type TCodePurpose,
  type TOneTimeCode,
} from './auth.repository';
import { decoyPasswordHash, hashPassword, isPasswordCorrect } from './password';
import { isPasswordGuessable } from './password-strength';
import { generateAccessToken, generateCode, hashAccessToken, hashCode, isCodeCorrect } from './secrets';

/** How long after the password check a code may be resent or entered. */
const PENDING_SIGN_IN_MS = 10 * 60 * 1000;

export type TAuthDeps = {
  db: TDatabase;
  clock: TClock;
  sms: TSmsSink;
  secret: string;
  otpLength: number;
  idleTimeoutSeconds: number;
  /** A session ends this long after sign-in, however busy. */
  sessionMaxAgeSeconds: number;
};

/** Who is on the other end of a request: kept on the session and on its audit events. */
export type TClient = { ipAddress: string; userAgent: string | null };
const UNKNOWN_CLIENT: TClient = { ipAddress: 'unknown', userAgent: null };

type TOfficer = NonNullable<TOfficerRecord>;
export type TSession = { sessionId: number; officer: TSignedInOfficer };

const blockedError = () => new AppError('BLOCKED', AUTH_MESSAGES.blocked);
const officerNotFound = () => new AppError('BAD_USER_INPUT', AUTH_MESSAGES.officerNotFound);

export function createAuthService(deps: TAuthDeps) {
  const { db, clock } = deps;

  async function audit(tx: TDb, officer: TOfficer, action: string, details: Record<string, unknown> = {}) {
    await appendAuditEvent(tx, {
      occurredAt: clock.now(),
      actorKind: 'OFFICER',
      actorOfficerId: officer.id,
      actorRole: officer.roleName,
      action,
      details,
    });
  }

  /** Counts a failure against the officer (password or code) and tells whether that blocked them. */
  async function countFailure(tx: TDb, officer: TOfficer, action: string): Promise<boolean> {
    const now = clock.now();
    const next = afterFailedAttempt(officer, now);
    await updateOfficerBlockState(tx, officer.id, next);
    await audit(tx, officer, action, { failedAttempts: next.failedAttempts });
    return isBlocked(next, now);
  }

  async function issueCode(officer: TOfficer, purpose: TCodePurpose, attemptStartedAt: Date) {
    const now = clock.now();
    const code = generateCode(deps.otpLength);
    await db.transaction(async (tx) => {
      await supersedeOpenCodes(tx, officer.id, purpose, now);
      await insertCode(tx, {
        officerId: officer.id,
        purpose,
        codeHash: hashCode(deps.secret, code),
        createdAt: now,
        attemptStartedAt,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      });
      await audit(tx, officer, purpose === 'LOGIN' ? 'LOGIN_CODE_SENT' : 'PASSWORD_RESET_CODE_SENT');
    });
    const what = purpose === 'LOGIN' ? 'login' : 'password reset';
    await deps.sms.send({
      to: officer.mobile,
      body: `${code} is your Anumati ${what} OTP for ${officer.username}. It is valid for 5 minutes. Do not share it.`,
    });
  }

  /**
   * The SMS after a password change, so an officer whose password someone else changed learns it at once. The
   * password is changed whatever the gateway says; a failed SMS is kept in the audit trail.
   */
  async function tellOfficerPasswordChanged(officer: TOfficer, changedAt: Date) {
    const when = changedAt.toLocaleString('en-IN', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    try {
      await deps.sms.send({
        to: officer.mobile,
        body: `Your Anumati password for ${officer.username} was changed on ${when} IST. If you did not change it, call the chasing-cell helpline at once.`,
      });
    } catch (error) {
      await audit(db, officer, 'PASSWORD_CHANGED_SMS_FAILED', { error: String(error) });
    }
  }

  async function activeOfficer(username: string): Promise<TOfficer | null> {
    const officer = await findOfficerByUsername(db, username);
    return officer?.isActive ? officer : null;
  }

  /**
   * Checks a code for the officer's latest attempt of a purpose. A wrong code counts against the code
   * (3 tries) and against the officer (9 failures block). Returns the code, now closed as used.
   */
  async function consumeCode(officer: TOfficer, purpose: TCodePurpose, code: string): Promise<TOneTimeCode> {
    const now = clock.now();
    const noPending = new AppError(
      'BAD_USER_INPUT',
      purpose === 'LOGIN' ? AUTH_MESSAGES.noPendingLogin : AUTH_MESSAGES.noPendingReset,
    );
    const latest = await findLatestCode(db, officer.id, purpose);
    if (!latest || now.getTime() - latest.attemptStartedAt.getTime() > PENDING_SIGN_IN_MS) throw noPending;
    if (latest.closeReason === 'EXHAUSTED') {
      throw new AppError('BAD_USER_INPUT', invalidOtpMessage(OTP_ATTEMPTS_PER_CODE));
    }
    if (latest.closedAt) throw noPending;
    if (latest.expiresAt.getTime() <= now.getTime()) {
      await closeCode(db, latest.id, 'EXPIRED', now);
      throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.otpExpired);
    }
    if (!isCodeCorrect(deps.secret, latest.codeHash, code)) {
      const outcome = await db.transaction(async (tx) => {
        const counted = await recordWrongCode(tx, latest.id, OTP_ATTEMPTS_PER_CODE, now);
        const isNowBlocked = await countFailure(tx, officer, `${purpose}_CODE_WRONG`);
        return { wrongAttempts: counted?.wrongAttempts ?? OTP_ATTEMPTS_PER_CODE, isNowBlocked };
      });
      if (outcome.isNowBlocked) throw blockedError();
      throw new AppError('BAD_USER_INPUT', invalidOtpMessage(outcome.wrongAttempts), {
        wrongAttempts: outcome.wrongAttempts,
      });
    }
    if (!(await closeCode(db, latest.id, 'USED', now))) throw noPending;
    return latest;
  }

  return {
    /** Step 1: the password; on success a code goes by SMS and the masked mobile comes back. */
    async login(input: TLogin) {
      const officer = await activeOfficer(input.username);
      if (!officer) {
        await isPasswordCorrect(await decoyPasswordHash(), input.password);
        throw officerNotFound();
      }
      if (isBlocked(officer, clock.now())) throw blockedError();
      if (!(await isPasswordCorrect(officer.passwordHash, input.password))) {
        const isNowBlocked = await db.transaction((tx) => countFailure(tx, officer, 'LOGIN_PASSWORD_WRONG'));
        throw isNowBlocked ? blockedError() : officerNotFound();
      }
      await issueCode(officer, 'LOGIN', clock.now());
      return { mobile: maskMobile(officer.mobile), message: AUTH_MESSAGES.otpSent };
    },

    /** A new code for a pending sign-in, without asking for the password again. */
    async resendOtp(username: string) {
      const officer = await activeOfficer(username);
      const latest = officer ? await findLatestCode(db, officer.id, 'LOGIN') : null;
      const now = clock.now();
      if (
        !officer ||
        !latest ||
        latest.closeReason === 'USED' ||
        now.getTime() - latest.attemptStartedAt.getTime() > PENDING_SIGN_IN_MS
      ) {
        throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.noPendingLogin);
      }
      if (isBlocked(officer, now)) throw blockedError();
      await issueCode(officer, 'LOGIN', latest.attemptStartedAt);
      return { success: true, message: AUTH_MESSAGES.otpResent };
    },

    /** Step 2: the code; on success a new session and its token. */
    async verifyOtp(input: TVerifyOtp, client: TClient = UNKNOWN_CLIENT) {
      const officer = await activeOfficer(input.username);
      if (!officer) throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.noPendingLogin);
      if (isBlocked(officer, clock.now())) throw blockedError();
      await consumeCode(officer, 'LOGIN', input.otpSecretKey);
      const token = generateAccessToken();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updateOfficerBlockState(tx, officer.id, { failedAttempts: 0, blockedUntil: null });
        await insertSession(tx, {
          officerId: officer.id,
          tokenHash: hashAccessToken(token),
          createdAt: now,
          lastSeenAt: now,
          ipAddress: client.ipAddress,
          userAgent: client.userAgent,
        });
        await audit(tx, officer, 'LOGIN', client);
      });
      return {
        id: String(officer.id),
        accessToken: token,
        firstName: officer.firstName,
        lastName: officer.lastName,
        officer: toSignedInOfficer({ ...officer, failedAttempts: 0, blockedUntil: null }),
      };
    },

    /**
     * The session behind a bearer token, or null when it is unknown, revoked, idle too long or past its absolute
     * lifetime. Every request moves its last-seen time, so the idle timeout counts from the very last request
     * (a write per request: the price of never ending a session early).
     */
    async authenticate(token: string): Promise<TSession | null> {
      const session = await findActiveSessionByTokenHash(db, hashAccessToken(token));
      const now = clock.now();
      if (!session || !session.isOfficerActive) return null;
      const limits = { idleTimeoutSeconds: deps.idleTimeoutSeconds, maxAgeSeconds: deps.sessionMaxAgeSeconds };
      if (!isSessionLive(session, limits, now)) {
        await revokeSession(db, session.id, now);
        return null;
      }
      if (now.getTime() > session.lastSeenAt.getTime()) await touchSession(db, session.id, now);
      const officer = await findOfficerById(db, session.officerId);
      return officer ? { sessionId: session.id, officer: toSignedInOfficer(officer) } : null;
    },

    async signout(session: TSession, client: TClient = UNKNOWN_CLIENT) {
      await db.transaction(async (tx) => {
        await revokeSession(tx, session.sessionId, clock.now());
        await appendAuditEvent(tx, {
          occurredAt: clock.now(),
          actorKind: 'OFFICER',
          actorOfficerId: session.officer.id,
          actorRole: session.officer.roleName,
          action: 'SIGNOUT',
          details: { sessionId: session.sessionId, ...client },
        });
      });
      return { success: true, message: 'Signed out' };
    },

    /** Sends a reset code. Unknown usernames get the same answer, so the screen tells nobody who exists. */
    async resetOfficerPassword(username: string) {
      const officer = await activeOfficer(username);
      if (officer && isBlocked(officer, clock.now())) throw blockedError();
      if (officer) await issueCode(officer, 'PASSWORD_RESET', clock.now());
      return { success: true, message: AUTH_MESSAGES.otpSent };
    },

    /**
     * Sets a new password with a reset code; every open session of the officer ends and an SMS tells the officer.
     * A guessable password is refused before the code is looked at (the check holds no secret). Whether it is the
     * current password is only said after a right code, so nobody can test passwords here; that code is spent.
     */
    async changeOfficerPassword(input: TChangePassword) {
      const officer = await activeOfficer(input.username);
      if (!officer) throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.noPendingReset);
      if (isBlocked(officer, clock.now())) throw blockedError();
      const officerDetails = [officer.username, officer.firstName, officer.lastName, officer.mobile];
      if (isPasswordGuessable(input.password, officerDetails)) {
        throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.passwordCommon, { field: 'password' });
      }
      const isSameAsCurrent = await isPasswordCorrect(officer.passwordHash, input.password);
      await consumeCode(officer, 'PASSWORD_RESET', input.otpSecretKey);
      if (isSameAsCurrent) {
        throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.passwordSameAsCurrent, { field: 'password' });
      }
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updateOfficerPassword(tx, officer.id, { passwordHash, passwordChangedAt: now });
        await revokeOfficerSessions(tx, officer.id, now);
        await audit(tx, officer, 'PASSWORD_CHANGED');
      });
      await tellOfficerPasswordChanged(officer, now);
      return { success: true, message: AUTH_MESSAGES.passwordChanged };
    },
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
