import { OTP_TTL_MS } from '@anumati/domain';
import { audit, type TAuthContext, type TOfficer } from './auth-context';
import { insertCode, supersedeOpenCodes, type TCodePurpose } from './auth.repository';
import { generateCode, hashCode } from './secrets';
import type { TAttempt } from './sign-in-guard';

/**
 * Sends a new code, replacing the open ones of its purpose, when the username is not blocked and the SMS caps
 * allow (both decided under the guard lock, so a burst of requests cannot overrun the cap).
 */
export async function issueCode(
  auth: TAuthContext,
  officer: TOfficer,
  attempt: TAttempt,
  code: { purpose: TCodePurpose; attemptStartedAt: Date; challengeHash?: string | null },
): Promise<'SENT' | 'BLOCKED' | 'SMS_CAP'> {
  const { db, clock, guard } = auth;
  const { purpose, attemptStartedAt, challengeHash = null } = code;
  const now = clock.now();
  const secretCode = generateCode(auth.otpLength);
  const outcome = await db.transaction(async (tx) => {
    if ((await guard.lock(tx, attempt)).isBlocked) return 'BLOCKED';
    if (!(await guard.takeSms(tx, officer.username, purpose))) return 'SMS_CAP';
    await supersedeOpenCodes(tx, officer.id, purpose, now);
    await insertCode(tx, {
      officerId: officer.id,
      purpose,
      codeHash: hashCode(auth.secret, secretCode),
      createdAt: now,
      attemptStartedAt,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      challengeHash,
    });
    await audit(tx, clock, officer, purpose === 'LOGIN' ? 'LOGIN_CODE_SENT' : 'PASSWORD_RESET_CODE_SENT');
    return 'SENT';
  });
  if (outcome !== 'SENT') return outcome;
  const what = purpose === 'LOGIN' ? 'login' : 'password reset';
  await auth.sms.send({
    to: officer.mobile,
    body: `${secretCode} is your Anumati ${what} OTP for ${officer.username}. It is valid for 5 minutes. Do not share it.`,
  });
  return 'SENT';
}
