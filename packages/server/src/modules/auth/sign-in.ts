import { AUTH_MESSAGES, type TLogin, type TResendOtp, type TVerifyOtp } from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import { findOfficerById, maskMobile, toSignedInOfficer } from '../officer';
import {
  activeOfficer,
  attemptOf,
  audit,
  auditFailure,
  blockedError,
  PENDING_SIGN_IN_MS,
  type TAuthContext,
} from './auth-context';
import { findLatestCodeByChallenge, insertSession } from './auth.repository';
import type { TSignInClient } from './auth.service';
import { consumeCode } from './check-code';
import { issueCode } from './issue-code';
import { decoyPasswordHash, isPasswordCorrect } from './password';
import { isPublishedPassword } from './published-passwords';
import { generateAccessToken, generateChallenge, hashAccessToken, hashChallenge } from './secrets';

const officerNotFound = () => new AppError('BAD_USER_INPUT', AUTH_MESSAGES.officerNotFound);
const tooManySms = () => new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyRequests);

/**
 * The officer and the newest code of a sign-in challenge, when the challenge is still pending: issued by a
 * login of this username that no newer login replaced and no sign-in used, within 10 minutes of the password.
 */
async function pendingSignIn(auth: TAuthContext, username: string, challenge: string) {
  const { db, clock } = auth;
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
 * Step 1: the password; on success a code goes by SMS, and the masked mobile and the challenge come back.
 * Unknown and blocked usernames answer alike: unknown ones are counted and blocked as known ones are.
 */
export async function login(auth: TAuthContext, input: TLogin, client: TSignInClient) {
  const { db, clock, guard } = auth;
  const officer = await activeOfficer(db, input.username);
  const attempt = attemptOf(auth, input.username, client);
  const reservation = await guard.reservePasswordAttempt(attempt);
  if (reservation === 'BLOCKED') throw blockedError();
  if (reservation === 'SMS_CAP') throw tooManySms();
  const isRefused = auth.refusePublishedPasswords && isPublishedPassword(input.password);
  const isRight = await isPasswordCorrect(officer?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!officer || !isRight || isRefused) {
    // Known and unknown usernames alike: both are counted, and both leave an event.
    await auditFailure(db, clock, { officer, attempt, client, action: 'LOGIN_PASSWORD_WRONG' });
    throw reservation.blockedNow ? blockedError() : officerNotFound();
  }
  await guard.withdraw(reservation);
  const challenge = generateChallenge();
  const sent = await issueCode(auth, officer, attempt, {
    purpose: 'LOGIN',
    attemptStartedAt: clock.now(),
    challengeHash: hashChallenge(challenge),
  });
  if (sent === 'BLOCKED') throw blockedError();
  if (sent === 'SMS_CAP') throw tooManySms();
  return { mobile: maskMobile(officer.mobile), message: AUTH_MESSAGES.otpSent, challenge };
}

/** A new code for a pending sign-in, without asking for the password again: only with login's challenge. */
export async function resendOtp(auth: TAuthContext, input: TResendOtp, client: TSignInClient) {
  const { officer, latest } = await pendingSignIn(auth, input.username, input.challenge);
  const sent = await issueCode(auth, officer, attemptOf(auth, input.username, client), {
    purpose: 'LOGIN',
    attemptStartedAt: latest.attemptStartedAt,
    challengeHash: latest.challengeHash,
  });
  if (sent === 'BLOCKED') throw blockedError();
  if (sent === 'SMS_CAP') throw tooManySms();
  return { success: true, message: AUTH_MESSAGES.otpResent };
}

/**
 * Step 2: the code; on success a new session and its token, and the device cookie's new value: this browser is
 * now a known device of the officer's (issue 51 §2).
 */
export async function verifyOtp(auth: TAuthContext, input: TVerifyOtp, client: TSignInClient) {
  const { db, clock, guard, deviceTokens } = auth;
  const { officer, latest } = await pendingSignIn(auth, input.username, input.challenge);
  const attempt = attemptOf(auth, input.username, client);
  await consumeCode(
    auth,
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
    await audit(tx, clock, officer, 'LOGIN', {
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
}
