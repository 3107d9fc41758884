import { ADMINISTRATION_MESSAGES as MESSAGES, indiaDay, levelOfPost, mayHoldChargeOf } from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import type { TSignedInOfficer } from '../officer';
import type { TAdministrationContext } from './administration-context';
import {
  endChargesOfLeave,
  findLeave,
  findLeavesOf,
  findOverlappingLeave,
  insertCharge,
  insertLeave,
  updateLeave,
} from './administration.repository';
import { officerInScope } from './administrator-scope';
import { handBackLeaveTurns, handOverForLeave } from './leave-turns';
import { actorOf, audit } from './officer-audit';
import { roleIdOf } from './officer-roles';

export async function recordLeave(
  { db, clock, workflow }: TAdministrationContext,
  admin: TSignedInOfficer,
  input: { officerId: number; fromDate: string; toDate: string; reason: string; chargeHolderId: number | null },
) {
  const leaveId = await db.transaction(async (tx) => {
    const officer = await officerInScope(tx, clock, admin, input.officerId);
    if (!officer.isActive) throw new AppError('CONFLICT', MESSAGES.isDeactivated);
    if (input.toDate < indiaDay(clock.now())) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.leaveEnded, { field: 'toDate' });
    }
    if (await findOverlappingLeave(tx, input.officerId, input.fromDate, input.toDate)) {
      throw new AppError('CONFLICT', MESSAGES.leaveOverlaps);
    }
    if (input.chargeHolderId !== null) {
      const holder = await officerInScope(tx, clock, admin, input.chargeHolderId);
      if (holder.id === officer.id) throw new AppError('BAD_USER_INPUT', MESSAGES.ownCharge);
      if (!holder.isActive) throw new AppError('BAD_USER_INPUT', MESSAGES.holderDeactivated);
      if (!mayHoldChargeOf(levelOfPost(holder, holder.authorityCode), levelOfPost(officer, officer.authorityCode))) {
        throw new AppError('BAD_USER_INPUT', MESSAGES.holderOfAnotherCadre, { field: 'chargeHolderId' });
      }
      if (await findOverlappingLeave(tx, holder.id, input.fromDate, input.toDate)) {
        throw new AppError('BAD_USER_INPUT', MESSAGES.holderOnLeave);
      }
    }
    const now = clock.now();
    const leave = await insertLeave(tx, {
      officerId: input.officerId,
      fromDate: input.fromDate,
      toDate: input.toDate,
      reason: input.reason,
      chargeHolderId: input.chargeHolderId,
      createdByOfficerId: admin.id,
      createdAt: now,
    });
    if (input.chargeHolderId !== null) {
      await insertCharge(tx, {
        holderId: input.chargeHolderId,
        roleId: await roleIdOf(tx, officer.roleName),
        ulbId: officer.ulbId,
        districtId: officer.districtId,
        authorityId: officer.authorityId,
        fromDate: input.fromDate,
        toDate: input.toDate,
        reason: `Leave of ${officer.username}: ${input.reason}`,
        leaveId: leave.id,
        createdByOfficerId: admin.id,
        createdAt: now,
      });
    }
    await audit(tx, clock, admin, 'OFFICER_LEAVE_RECORDED', input.officerId, {
      reason: input.reason,
      after: { fromDate: input.fromDate, toDate: input.toDate, chargeHolderId: input.chargeHolderId },
    });
    // A leave that starts today hands the turns over at once; a later one at its first day (the sweep).
    if (input.fromDate <= indiaDay(clock.now())) {
      await handOverForLeave(tx, workflow, leave, clock.now(), actorOf(admin));
    }
    return leave.id;
  });
  return (await findLeavesOf(db, [input.officerId], '1900-01-01')).find((leave) => leave.id === leaveId);
}

export async function cancelLeave(
  { db, clock, workflow }: TAdministrationContext,
  admin: TSignedInOfficer,
  leaveId: number,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const leave = await findLeave(tx, leaveId);
    if (!leave || leave.cancelledAt !== null) throw new AppError('NOT_FOUND', MESSAGES.leaveNotFound);
    await officerInScope(tx, clock, admin, leave.officerId);
    const now = clock.now();
    await updateLeave(tx, leaveId, { cancelledAt: now });
    await endChargesOfLeave(tx, leaveId, now);
    await audit(tx, clock, admin, 'OFFICER_LEAVE_CANCELLED', leave.officerId, {
      reason,
      before: { fromDate: leave.fromDate, toDate: leave.toDate },
    });
    // Turns handed over for it come back at once.
    if (leave.handedOverAt !== null) await handBackLeaveTurns(tx, workflow, leave, clock.now(), actorOf(admin));
  });
  return true;
}
