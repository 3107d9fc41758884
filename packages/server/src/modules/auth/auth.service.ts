import {
  AUTH_MESSAGES,
  invalidOtpMessage,
  isSessionLive,
  liveSessionBounds,
  sessionTouchBefore,
  OTP_ATTEMPTS_PER_CODE,
  OTP_TTL_MS,
  type TChangePassword,
  type TLogin,
  type TResendOtp,
  type TSignInLimits,
  type TVerifyOtp,
} from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent } from '../audit';
import { createSessionTouches } from './session-touches';
import {
  findOfficerById,
  prepareFindOfficerBySession,
  findOfficerByUsername,
  type TOfficerRecord,
  updateOfficerPassword,
  maskMobile,
  type TSignedInOfficer,
  toSignedInOfficer,
} from '../officer';
import type { TSmsSink } from '../sms';
import {
  closeCode,
  countSignInFailuresSince,
  findCodeById,
  findLatestCode,
  findLatestCodeByChallenge,
  findLatestSmsSendTime,
  insertCode,
  insertSession,
  recordWrongCode,
  revokeOfficerSessions,
  revokeSession,
  supersedeOpenCodes,
  type TCodePurpose,
  type TOneTimeCode,
} from './auth.repository';
import { createDeviceTokens } from './device-token';
import { isPublishedPassword } from './published-passwords';
import { createSignInGuard, guardKeyOf, type TAttempt } from './sign-in-guard';
import { decoyPasswordHash, hashPassword, isPasswordCorrect } from './password';
import { isPasswordGuessable } from './password-strength';
import {
  generateAccessToken,
  generateChallenge,
  generateCode,
  hashAccessToken,
  hashChallenge,
  hashCode,
  isCodeCorrect,
} from './secrets';

/** How long after the password check a code may be resent or entered. */
const PENDING_SIGN_IN_MS = 10 * 60 * 1000;

export type TAuthDeps = {
  db: TDatabase;
  clock: TClock;
  sms: TSmsSink;
  secret: string;
  otpLength: number;
  idleTimeoutSeconds: number;
  /** Production: the published demo password never signs anyone in, even where an old database still holds it. */
  refusePublishedPasswords: boolean;
  limits: TSignInLimits;
  /** A session ends this long after sign-in, however busy. */
  sessionMaxAgeSeconds: number;
  /** Production: the device cookie goes over HTTPS only. */
  secureCookies: boolean;
  /** Where a failed write of remembered last-seen times is reported (session-touches.ts). */
  onSessionTouchError?: (error: unknown) => void;
};

/** Who is on the other end of a request: kept on the session and on its audit events. */
export type TClient = { ipAddress: string; userAgent: string | null };
const UNKNOWN_CLIENT: TClient = { ipAddress: 'unknown', userAgent: null };
/** A client of the sign-in and reset operations: with its device cookie's value (device-token.ts), if it sent one. */
export type TSignInClient = TClient & { deviceCookie: string | null };
const UNKNOWN_SIGN_IN_CLIENT: TSignInClient = { ...UNKNOWN_CLIENT, deviceCookie: null };

type TOfficer = NonNullable<TOfficerRecord>;
export type TSession = { sessionId: number; officer: TSignedInOfficer };

const blockedError = () => new AppError('BLOCKED', AUTH_MESSAGES.blocked);
const officerNotFound = () => new AppError('BAD_USER_INPUT', AUTH_MESSAGES.officerNotFound);
const tooManySms = () => new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyRequests);

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

export function createAuthService(deps: TAuthDeps) {
  const { db, clock } = deps;
  const guard = createSignInGuard({ db, clock, limits: deps.limits });
  const deviceTokens = createDeviceTokens({ secret: deps.secret, isSecure: deps.secureCookies });
  const findOfficerBySession = prepareFindOfficerBySession(db);
  const touches = createSessionTouches({ db, onFlushError: deps.onSessionTouchError ?? (() => undefined) });

  /** Who attempts: the username, from one of its officer's known devices or not. */
  const attemptOf = (username: string, client: TSignInClient): TAttempt => ({
    username,
    deviceId: deviceTokens.knownDevice(client.deviceCookie, username, clock.now()),
  });

  /**
   * A failed sign-in or reset step, with where it came from (issue 51 §2): an officer's as the officer's event, an
   * unknown username's as the system's, naming the username tried.
   */
  async function auditFailure(
    tx: TDb,
    failure: { officer: TOfficer | null; attempt: TAttempt; client: TClient; action: string },
    details: Record<string, unknown> = {},
  ) {
    const { officer, attempt, client } = failure;
    await appendAuditEvent(tx, {
      occurredAt: clock.now(),
      actorKind: officer ? 'OFFICER' : 'SYSTEM',
      actorOfficerId: officer?.id ?? null,
      actorRole: officer?.roleName ?? null,
      action: failure.action,
      details: {
        ...(officer ? {} : { username: attempt.username }),
        ipAddress: client.ipAddress,
        userAgent: client.userAgent,
        device: attempt.deviceId === null ? 'UNKNOWN' : 'KNOWN',
        ...details,
      },
    });
  }

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

  /**
   * Sends a new code, replacing the open ones of its purpose, when the username is not blocked and the SMS caps
   * allow (both decided under the guard lock, so a burst of requests cannot overrun the cap).
   */
  async function issueCode(
    officer: TOfficer,
    attempt: TAttempt,
    code: { purpose: TCodePurpose; attemptStartedAt: Date; challengeHash?: string | null },
  ): Promise<'SENT' | 'BLOCKED' | 'SMS_CAP'> {
    const { purpose, attemptStartedAt, challengeHash = null } = code;
    const now = clock.now();
    const secretCode = generateCode(deps.otpLength);
    const outcome = await db.transaction(async (tx) => {
      if ((await guard.lock(tx, attempt)).isBlocked) return 'BLOCKED';
      if (!(await guard.takeSms(tx, officer.username, purpose))) return 'SMS_CAP';
      await supersedeOpenCodes(tx, officer.id, purpose, now);
      await insertCode(tx, {
        officerId: officer.id,
        purpose,
        codeHash: hashCode(deps.secret, secretCode),
        createdAt: now,
        attemptStartedAt,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        challengeHash,
      });
      await audit(tx, officer, purpose === 'LOGIN' ? 'LOGIN_CODE_SENT' : 'PASSWORD_RESET_CODE_SENT');
      return 'SENT';
    });
    if (outcome !== 'SENT') return outcome;
    const what = purpose === 'LOGIN' ? 'login' : 'password reset';
    await deps.sms.send({
      to: officer.mobile,
      body: `${secretCode} is your Anumati ${what} OTP for ${officer.username}. It is valid for 5 minutes. Do not share it.`,
    });
    return 'SENT';
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
   * The officer and the newest code of a sign-in challenge, when the challenge is still pending: issued by a
   * login of this username that no newer login replaced and no sign-in used, within 10 minutes of the password.
   */
  async function pendingSignIn(username: string, challenge: string) {
    const latest = await findLatestCodeByChallenge(db, hashChallenge(challenge));
    const officer = latest ? await findOfficerById(db, latest.officerId) : null;
    const isPending =
      latest !== null &&
      officer !== null &&
      officer.isActive &&
      officer.username === username &&
      latest.closeReason !== 'USED' &&
      latest.closeReason !== 'SUPERSEDED' &&
      clock.now().getTime() - latest.attemptStartedAt.getTime() <= PENDING_SIGN_IN_MS;
    if (!isPending) throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.noPendingLogin);
    return { officer, latest };
  }

  /**
   * Checks a code: for a sign-in, the newest code of the client's challenge; for a reset, the officer's newest
   * reset code. All in one transaction holding the username's guard: a blocked username is refused before any
   * check, and a wrong code is counted against the code (3 tries) and the username before the next attempt is
   * looked at. Returns the code, now closed as used; or throws the answer.
   */
  async function consumeCode(
    officer: TOfficer,
    entered: { purpose: TCodePurpose; code: string; codeId: number | null },
    from: { attempt: TAttempt; client: TClient },
  ) {
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
      if (isCodeCorrect(deps.secret, latest.codeHash, code)) {
        await closeCode(tx, latest.id, 'USED', now);
        return { kind: 'RIGHT', code: latest };
      }
      const counted = await recordWrongCode(tx, latest.id, OTP_ATTEMPTS_PER_CODE, now);
      const failure = await guard.countFailure(tx, from.attempt, purpose === 'LOGIN' ? 'LOGIN_CODE' : 'RESET_CODE');
      await auditFailure(
        tx,
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
  async function refuseDecoyResetCode(attempt: TAttempt, client: TClient): Promise<never> {
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
        { officer: null, attempt, client, action: 'PASSWORD_RESET_CODE_WRONG' },
        { failuresInWindow: failure.failuresInWindow },
      );
      return { kind: 'WRONG', wrongAttempts: wrongSoFar + 1, blockedNow: failure.blockedNow };
    });
    throw codeRefusal(outcome, 'PASSWORD_RESET');
  }

  return {
    /**
     * Step 1: the password; on success a code goes by SMS, and the masked mobile and the challenge come back.
     * Unknown and blocked usernames answer alike: unknown ones are counted and blocked as known ones are.
     */
    async login(input: TLogin, client: TSignInClient = UNKNOWN_SIGN_IN_CLIENT) {
      const officer = await activeOfficer(input.username);
      const attempt = attemptOf(input.username, client);
      const reservation = await guard.reservePasswordAttempt(attempt);
      if (reservation === 'BLOCKED') throw blockedError();
      if (reservation === 'SMS_CAP') throw tooManySms();
      const isRefused = deps.refusePublishedPasswords && isPublishedPassword(input.password);
      const isRight = await isPasswordCorrect(officer?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!officer || !isRight || isRefused) {
        // Known and unknown usernames alike: both are counted, and both leave an event.
        await auditFailure(db, { officer, attempt, client, action: 'LOGIN_PASSWORD_WRONG' });
        throw reservation.blockedNow ? blockedError() : officerNotFound();
      }
      await guard.withdraw(reservation);
      const challenge = generateChallenge();
      const sent = await issueCode(officer, attempt, {
        purpose: 'LOGIN',
        attemptStartedAt: clock.now(),
        challengeHash: hashChallenge(challenge),
      });
      if (sent === 'BLOCKED') throw blockedError();
      if (sent === 'SMS_CAP') throw tooManySms();
      return { mobile: maskMobile(officer.mobile), message: AUTH_MESSAGES.otpSent, challenge };
    },

    /** A new code for a pending sign-in, without asking for the password again: only with login's challenge. */
    async resendOtp(input: TResendOtp, client: TSignInClient = UNKNOWN_SIGN_IN_CLIENT) {
      const { officer, latest } = await pendingSignIn(input.username, input.challenge);
      const sent = await issueCode(officer, attemptOf(input.username, client), {
        purpose: 'LOGIN',
        attemptStartedAt: latest.attemptStartedAt,
        challengeHash: latest.challengeHash,
      });
      if (sent === 'BLOCKED') throw blockedError();
      if (sent === 'SMS_CAP') throw tooManySms();
      return { success: true, message: AUTH_MESSAGES.otpResent };
    },

    /**
     * Step 2: the code; on success a new session and its token, and the device cookie's new value: this browser is
     * now a known device of the officer's (issue 51 §2).
     */
    async verifyOtp(input: TVerifyOtp, client: TSignInClient = UNKNOWN_SIGN_IN_CLIENT) {
      const { officer, latest } = await pendingSignIn(input.username, input.challenge);
      const attempt = attemptOf(input.username, client);
      await consumeCode(
        officer,
        { purpose: 'LOGIN', code: input.otpSecretKey, codeId: latest.id },
        { attempt, client },
      );
      const token = generateAccessToken();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await guard.forgivePasswordFailures(tx, attempt);
        await insertSession(tx, {
          officerId: officer.id,
          tokenHash: hashAccessToken(token),
          createdAt: now,
          lastSeenAt: now,
          ipAddress: client.ipAddress,
          userAgent: client.userAgent,
        });
        await audit(tx, officer, 'LOGIN', {
          ipAddress: client.ipAddress,
          userAgent: client.userAgent,
          device: attempt.deviceId === null ? 'UNKNOWN' : 'KNOWN',
        });
      });
      return {
        signedIn: {
          id: String(officer.id),
          accessToken: token,
          firstName: officer.firstName,
          lastName: officer.lastName,
          officer: toSignedInOfficer(officer),
        },
        deviceCookie: deviceTokens.setCookieHeader(
          deviceTokens.afterSignIn(client.deviceCookie, officer.username, attempt.deviceId, now),
        ),
      };
    },

    /**
     * The session behind a bearer token, or null when it is unknown, revoked, idle too long or past its absolute
     * lifetime. The idle timeout counts from the very last request; the request writes its time only when the
     * stored one is a minute old, else this process remembers it (domain SESSION_TOUCH_EVERY_MS, issue 54 §4).
     */
    async authenticate(token: string): Promise<TSession | null> {
      const now = clock.now();
      const limits = { idleTimeoutSeconds: deps.idleTimeoutSeconds, maxAgeSeconds: deps.sessionMaxAgeSeconds };
      // One round trip: read and touch together (issue 17 §3); only a session found ended costs a second one.
      const found = await findOfficerBySession({
        tokenHash: hashAccessToken(token),
        now,
        liveFrom: liveSessionBounds(limits, now),
        touchBefore: sessionTouchBefore(limits, now),
      });
      if (!found || !found.officer.isActive) return null;
      const rememberedAt = touches.latest(found.session.id);
      const lastSeenAt =
        rememberedAt && rememberedAt > found.session.lastSeenAt ? rememberedAt : found.session.lastSeenAt;
      if (!isSessionLive({ ...found.session, lastSeenAt }, limits, now)) {
        await revokeSession(db, found.session.id, now);
        return null;
      }
      if (!found.touched) touches.remember(found.session.id, now);
      return { sessionId: found.session.id, officer: toSignedInOfficer(found.officer) };
    },

    /** Writes the remembered last-seen times (the server's close). */
    closeSessionTouches: () => touches.close(),

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

    /**
     * Sends a reset code. Every username gets the same answer, unknown, blocked or over its SMS cap alike, so the
     * screen tells nobody who exists; unknown usernames use up their caps as known ones do.
     */
    async resetOfficerPassword(username: string, client: TSignInClient = UNKNOWN_SIGN_IN_CLIENT) {
      const officer = await activeOfficer(username);
      const attempt = attemptOf(username, client);
      if (officer) {
        await issueCode(officer, attempt, { purpose: 'PASSWORD_RESET', attemptStartedAt: clock.now() });
      } else {
        await db.transaction(async (tx) => {
          if (!(await guard.lock(tx, attempt)).isBlocked) await guard.takeSms(tx, username, 'PASSWORD_RESET');
        });
      }
      return { success: true, message: AUTH_MESSAGES.otpSent };
    },

    /**
     * Sets a new password with a reset code; every open session of the officer ends and an SMS tells the officer.
     * A guessable password is refused before the code is looked at (the check holds no secret). Whether it is the
     * current password is only said after a right code, so nobody can test passwords here; that code is spent.
     */
    async changeOfficerPassword(input: TChangePassword, client: TSignInClient = UNKNOWN_SIGN_IN_CLIENT) {
      const officer = await activeOfficer(input.username);
      const attempt = attemptOf(input.username, client);
      // An unknown username goes through the same checks, in the same order, as an officer with no pending reset
      // (the password's, then the block's), so that the answers tell nobody who exists.
      if (isPublishedPassword(input.password)) throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.publishedPassword);
      const officerDetails = officer
        ? [officer.username, officer.firstName, officer.lastName, officer.mobile]
        : [input.username];
      if (await isPasswordGuessable(input.password, officerDetails)) {
        throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.passwordCommon, { field: 'password' });
      }
      const isSameAsCurrent = await isPasswordCorrect(
        officer?.passwordHash ?? (await decoyPasswordHash()),
        input.password,
      );
      if (!officer) return refuseDecoyResetCode(attempt, client);
      const latest = await findLatestCode(db, officer.id, 'PASSWORD_RESET');
      await consumeCode(
        officer,
        { purpose: 'PASSWORD_RESET', code: input.otpSecretKey, codeId: latest?.id ?? null },
        { attempt, client },
      );
      if (isSameAsCurrent) {
        throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.passwordSameAsCurrent, { field: 'password' });
      }
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updateOfficerPassword(tx, officer.id, { passwordHash, passwordChangedAt: now });
        await guard.forgivePasswordFailures(tx, attempt);
        await revokeOfficerSessions(tx, officer.id, now);
        await audit(tx, officer, 'PASSWORD_CHANGED');
      });
      await tellOfficerPasswordChanged(officer, now);
      return { success: true, message: AUTH_MESSAGES.passwordChanged };
    },
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
