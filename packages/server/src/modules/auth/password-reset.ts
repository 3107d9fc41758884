import { AUTH_MESSAGES, type TChangePassword } from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import { updateOfficerPassword } from '../officer';
import { activeOfficer, attemptOf, audit, type TAuthContext, type TOfficer } from './auth-context';
import { findLatestCode, revokeOfficerSessions } from './auth.repository';
import type { TSignInClient } from './auth.service';
import { consumeCode, refuseDecoyResetCode } from './check-code';
import { issueCode } from './issue-code';
import { decoyPasswordHash, hashPassword, isPasswordCorrect } from './password';
import { isPasswordGuessable } from './password-strength';
import { isPublishedPassword } from './published-passwords';

/**
 * The SMS after a password change, so an officer whose password someone else changed learns it at once. The
 * password is changed whatever the gateway says; a failed SMS is kept in the audit trail.
 */
async function tellOfficerPasswordChanged(auth: TAuthContext, officer: TOfficer, changedAt: Date) {
  const when = changedAt.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  try {
    await auth.sms.send({
      to: officer.mobile,
      body: `Your Anumati password for ${officer.username} was changed on ${when} IST. If you did not change it, call the chasing-cell helpline at once.`,
    });
  } catch (error) {
    await audit(auth.db, auth.clock, officer, 'PASSWORD_CHANGED_SMS_FAILED', { error: String(error) });
  }
}

/**
 * Sends a reset code. Every username gets the same answer, unknown, blocked or over its SMS cap alike, so the
 * screen tells nobody who exists; unknown usernames use up their caps as known ones do.
 */
export async function resetOfficerPassword(auth: TAuthContext, username: string, client: TSignInClient) {
  const { db, clock, guard } = auth;
  const officer = await activeOfficer(db, username);
  const attempt = attemptOf(auth, username, client);
  if (officer) {
    await issueCode(auth, officer, attempt, { purpose: 'PASSWORD_RESET', attemptStartedAt: clock.now() });
  } else {
    await db.transaction(async (tx) => {
      if (!(await guard.lock(tx, attempt)).isBlocked) await guard.takeSms(tx, username, 'PASSWORD_RESET');
    });
  }
  return { success: true, message: AUTH_MESSAGES.otpSent };
}

/**
 * Sets a new password with a reset code; every open session of the officer ends and an SMS tells the officer.
 * A guessable password is refused before the code is looked at (the check holds no secret). Whether it is the
 * current password is only said after a right code, so nobody can test passwords here; that code is spent.
 */
export async function changeOfficerPassword(auth: TAuthContext, input: TChangePassword, client: TSignInClient) {
  const { db, clock, guard } = auth;
  const officer = await activeOfficer(db, input.username);
  const attempt = attemptOf(auth, input.username, client);
  // An unknown username goes through the same checks, in the same order, as an officer with no pending reset
  // (the password's, then the block's), so that the answers tell nobody who exists.
  if (isPublishedPassword(input.password)) throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.publishedPassword);
  const officerDetails = officer
    ? [officer.username, officer.firstName, officer.lastName, officer.mobile]
    : [input.username];
  if (await isPasswordGuessable(input.password, officerDetails)) {
    throw new AppError('BAD_USER_INPUT', AUTH_MESSAGES.passwordCommon, { field: 'password' });
  }
  const isSameAsCurrent = await isPasswordCorrect(officer?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!officer) return refuseDecoyResetCode(auth, attempt, client);
  const latest = await findLatestCode(db, officer.id, 'PASSWORD_RESET');
  await consumeCode(
    auth,
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
    await audit(tx, clock, officer, 'PASSWORD_CHANGED');
  });
  await tellOfficerPasswordChanged(auth, officer, now);
  return { success: true, message: AUTH_MESSAGES.passwordChanged };
}
