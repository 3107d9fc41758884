import { ADMINISTRATION_MESSAGES as MESSAGES } from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import { revokeOfficerSessions } from '../auth';
import type { TSignedInOfficer } from '../officer';
import type { TAdministrationContext } from './administration-context';
import { updateOfficerRecord } from './administration.repository';
import { officerInScope } from './administrator-scope';
import { actorOf, audit } from './officer-audit';
import { present } from './present-officer';

export async function deactivate(
  { db, clock, workflow }: TAdministrationContext,
  admin: TSignedInOfficer,
  officerId: number,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const before = await officerInScope(tx, clock, admin, officerId);
    if (officerId === admin.id) throw new AppError('BAD_USER_INPUT', MESSAGES.cannotDeactivateSelf);
    if (!before.isActive) throw new AppError('CONFLICT', MESSAGES.alreadyDeactivated);
    const now = clock.now();
    await workflow.handOverTurns(tx, {
      officerId,
      reason: `Deactivation: ${reason}`,
      effectiveAt: now,
      actor: actorOf(admin),
    });
    await updateOfficerRecord(tx, officerId, { isActive: false, deactivatedAt: now, deactivationReason: reason });
    await revokeOfficerSessions(tx, officerId, now);
    await audit(tx, clock, admin, 'OFFICER_DEACTIVATED', officerId, {
      reason,
      before: { isActive: true },
      after: { isActive: false, deactivationReason: reason },
    });
  });
  return present(db, clock, officerId);
}

export async function reactivate(
  { db, clock }: TAdministrationContext,
  admin: TSignedInOfficer,
  officerId: number,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const before = await officerInScope(tx, clock, admin, officerId);
    if (before.isActive) throw new AppError('CONFLICT', MESSAGES.isActive);
    await updateOfficerRecord(tx, officerId, { isActive: true, deactivatedAt: null, deactivationReason: null });
    await audit(tx, clock, admin, 'OFFICER_REACTIVATED', officerId, {
      reason,
      before: { isActive: false, deactivationReason: before.deactivationReason },
      after: { isActive: true },
    });
  });
  return present(db, clock, officerId);
}
