import { ADMINISTRATION_MESSAGES as MESSAGES } from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import type { TSignedInOfficer } from '../officer';
import type { TAdministrationContext } from './administration-context';
import { closeLeaveHandOversOf, updateOfficerRecord } from './administration.repository';
import { officerInScope, placeOfPost, type TPostInput } from './administrator-scope';
import { actorOf, audit } from './officer-audit';
import { isLineDepartmentRole, roleIdOf } from './officer-roles';
import { present } from './present-officer';

export async function handOverPreview(
  { db, clock, workflow }: TAdministrationContext,
  admin: TSignedInOfficer,
  officerId: number,
  post: TPostInput | null,
) {
  const preview = await db.transaction(async (tx) => {
    await officerInScope(tx, clock, admin, officerId);
    if (post) await placeOfPost(tx, admin, post);
    return workflow.handOverPreview(tx, { officerId });
  });
  return preview;
}

export async function transfer(
  { db, clock, workflow }: TAdministrationContext,
  admin: TSignedInOfficer,
  officerId: number,
  post: TPostInput,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const before = await officerInScope(tx, clock, admin, officerId);
    if (!before.isActive) throw new AppError('CONFLICT', MESSAGES.deactivatedNotTransferred);
    const place = await placeOfPost(tx, admin, post);
    if (before.roleName === post.role && before.ulbId === place.ulbId) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.alreadyHoldsPost);
    }
    await workflow.handOverTurns(tx, {
      officerId,
      reason: `Transfer: ${reason}`,
      effectiveAt: clock.now(),
      actor: actorOf(admin),
    });
    // Turns a leave moved do not come back to an officer who holds another post now.
    await closeLeaveHandOversOf(tx, officerId, clock.now());
    await updateOfficerRecord(tx, officerId, {
      roleId: await roleIdOf(tx, post.role),
      ...place,
      lineDepartment: isLineDepartmentRole(post.role) ? post.role : null,
    });
    await audit(tx, clock, admin, 'OFFICER_TRANSFERRED', officerId, {
      reason,
      before: { role: before.roleName, ulbId: before.ulbId, ulb: before.ulbName },
      after: { role: post.role, ulbId: place.ulbId },
    });
  });
  return present(db, clock, officerId);
}
