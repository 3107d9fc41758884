import {
  ADMINISTRATION_MESSAGES as MESSAGES,
  actorsFor,
  indiaDay,
  isAdministratorRole,
  levelOfPost,
  mayHoldChargeOf,
} from '@anumati/domain';
import type { TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TSignedInOfficer } from '../officer';
import type { TActor, TWorkflowService } from '../workflow';
import type { TAdministrationContext } from './administration-context';
import {
  findAdminOfficer,
  findCharge,
  findChargesHeldBy,
  findRoleIds,
  insertCharge,
  updateCharge,
} from './administration.repository';
import { officerInScope, placeOfPost, type TPostInput } from './administrator-scope';
import { actorOf, audit } from './officer-audit';
import { roleIdOf } from './officer-roles';

export async function assignCharge(
  { db, clock }: TAdministrationContext,
  admin: TSignedInOfficer,
  input: { holderId: number; post: TPostInput; fromDate: string; toDate: string; reason: string },
) {
  const chargeId = await db.transaction(async (tx) => {
    const holder = await officerInScope(tx, clock, admin, input.holderId);
    if (!holder.isActive) throw new AppError('BAD_USER_INPUT', MESSAGES.isDeactivated);
    if (isAdministratorRole(input.post.role)) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.administratorPostNotACharge, { field: 'role' });
    }
    const place = await placeOfPost(tx, admin, input.post);
    if (holder.roleName === input.post.role && holder.ulbId === place.ulbId) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.alreadyHoldsPost);
    }
    if (!mayHoldChargeOf(levelOfPost(holder, holder.authorityCode), levelOfPost({ roleName: input.post.role }, null))) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.holderOfAnotherCadre, { field: 'role' });
    }
    if (input.toDate < indiaDay(clock.now())) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.chargeEnded, { field: 'toDate' });
    }
    const charge = await insertCharge(tx, {
      holderId: input.holderId,
      roleId: await roleIdOf(tx, input.post.role),
      ...place,
      fromDate: input.fromDate,
      toDate: input.toDate,
      reason: input.reason,
      createdByOfficerId: admin.id,
      createdAt: clock.now(),
    });
    await audit(tx, clock, admin, 'OFFICER_CHARGE_ASSIGNED', input.holderId, {
      reason: input.reason,
      after: { role: input.post.role, ulbId: place.ulbId, fromDate: input.fromDate, toDate: input.toDate },
    });
    return charge.id;
  });
  return (await findChargesHeldBy(db, [input.holderId], '1900-01-01')).find((charge) => charge.id === chargeId);
}

export async function endCharge(
  { db, clock, workflow }: TAdministrationContext,
  admin: TSignedInOfficer,
  chargeId: number,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const charge = await findCharge(tx, chargeId);
    if (!charge || charge.endedAt !== null) throw new AppError('NOT_FOUND', MESSAGES.chargeNotFound);
    await officerInScope(tx, clock, admin, charge.holderId);
    await endChargeAndHandBack(tx, workflow, charge, clock.now(), { reason, actor: actorOf(admin) });
    await audit(tx, clock, admin, 'OFFICER_CHARGE_ENDED', charge.holderId, {
      reason,
      before: { fromDate: charge.fromDate, toDate: charge.toDate, roleId: charge.roleId, ulbId: charge.ulbId },
    });
  });
  return true;
}

/**
 * A charge ends (from the console, or by the sweep the day after its last day): the turns its holder took in the
 * charged post go back by routing (ARCHITECTURE.md "Staffing"): those of the post's ULB whose level the post's role
 * takes and the holder's own post does not.
 */
export async function endChargeAndHandBack(
  tx: TDb,
  workflow: TWorkflowService,
  charge: { id: number; holderId: number; roleId: number; ulbId: number | null },
  at: Date,
  ending: { reason: string; actor: TActor },
) {
  await updateCharge(tx, charge.id, { endedAt: at });
  const holder = await findAdminOfficer(tx, charge.holderId, indiaDay(at), at);
  if (!holder?.isActive) return;
  const roleName = [...(await findRoleIds(tx)).entries()].find(([, id]) => id === charge.roleId)?.[0] ?? '';
  const chargeLevel = levelOfPost({ roleName }, null);
  const ownLevel = levelOfPost({ roleName: holder.roleName }, holder.authorityCode);
  const { turns } = await workflow.handOverPreview(tx, { officerId: holder.id });
  const ofThePost = turns.filter((turn) => {
    const actors: readonly string[] = actorsFor({ stage: turn.stageKey, level: turn.level, isLarge: false });
    const isOwn = holder.ulbId === turn.ulbId && actors.includes(ownLevel);
    return turn.ulbId === charge.ulbId && actors.includes(chargeLevel) && !isOwn;
  });
  if (ofThePost.length === 0) return;
  await workflow.handOverTurns(tx, {
    officerId: holder.id,
    reason: `Charge ended: ${ending.reason}`,
    effectiveAt: at,
    actor: ending.actor,
    only: ofThePost.map((turn) => turn.stageOfficerId),
  });
}
