import { ADMINISTRATION_MESSAGES as MESSAGES } from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import { revokeOfficerSessions } from '../auth';
import type { TSignedInOfficer } from '../officer';
import type { TAdministrationContext } from './administration-context';
import { updateOfficerRecord } from './administration.repository';
import { officerInScope } from './administrator-scope';
import { audit } from './officer-audit';
import { present } from './present-officer';
import { UNUSABLE_PASSWORD_HASH } from './reset-codes';

export async function unlock(
  { db, clock, guard }: TAdministrationContext,
  admin: TSignedInOfficer,
  officerId: number,
  reason: string,
) {
  const officer = await officerInScope(db, clock, admin, officerId);
  await guard.unlock(officer.username);
  await audit(db, clock, admin, 'OFFICER_UNLOCKED', officerId, {
    reason,
    before: { blocked: officer.isBlocked, blockedUntil: officer.blockedUntil },
    after: { blocked: false },
  });
  return present(db, clock, officerId);
}

export async function endSessions(
  { db, clock }: TAdministrationContext,
  admin: TSignedInOfficer,
  officerId: number,
  reason: string,
) {
  await db.transaction(async (tx) => {
    await officerInScope(tx, clock, admin, officerId);
    await revokeOfficerSessions(tx, officerId, clock.now());
    await audit(tx, clock, admin, 'OFFICER_SESSIONS_ENDED', officerId, { reason });
  });
  return true;
}

/** The password stops working at once, every session ends, and the reset code goes to the officer's mobile. */
export async function forcePasswordReset(
  { db, clock, auth }: TAdministrationContext,
  admin: TSignedInOfficer,
  officerId: number,
  reason: string,
) {
  const officer = await db.transaction(async (tx) => {
    const row = await officerInScope(tx, clock, admin, officerId);
    if (!row.isActive) throw new AppError('CONFLICT', MESSAGES.isDeactivated);
    const now = clock.now();
    await updateOfficerRecord(tx, officerId, { passwordHash: UNUSABLE_PASSWORD_HASH, passwordChangedAt: now });
    await revokeOfficerSessions(tx, officerId, now);
    await audit(tx, clock, admin, 'OFFICER_PASSWORD_RESET_FORCED', officerId, { reason });
    return row;
  });
  await auth.resetOfficerPassword(officer.username);
  return true;
}
