import { indiaDay } from '@anumati/domain';
import type { TDb } from '../../db/database';
import type { TActor, TWorkflowService } from '../workflow';
import {
  findAdminOfficer,
  findOpenLeaveHandOvers,
  insertLeaveHandOvers,
  markLeaveHandOversReturned,
  updateLeave,
} from './administration.repository';

/**
 * A leave's first day (from the console when it starts today, else by the sweep): the officer's open turns go to the
 * charge holder when named, else by routing, and are noted for their return at the leave's end.
 */
export async function handOverForLeave(
  tx: TDb,
  workflow: TWorkflowService,
  leave: { id: number; officerId: number; chargeHolderId: number | null; reason: string },
  at: Date,
  actor: TActor,
) {
  const turns = await workflow.handOverTurns(tx, {
    officerId: leave.officerId,
    reason: `Leave: ${leave.reason}`,
    effectiveAt: at,
    to: leave.chargeHolderId,
    actor,
  });
  await insertLeaveHandOvers(
    tx,
    turns.flatMap((turn) =>
      turn.toOfficerId === null
        ? []
        : [
            {
              leaveId: leave.id,
              stageOfficerId: turn.stageOfficerId,
              fromOfficerId: leave.officerId,
              toOfficerId: turn.toOfficerId,
              handedAt: at,
            },
          ],
    ),
  );
  await updateLeave(tx, leave.id, { handedOverAt: at });
}

/** Turns handed over for a leave come back to the officer, when still open with whoever took them. */
export async function handBackLeaveTurns(
  tx: TDb,
  workflow: TWorkflowService,
  leave: { id: number; officerId: number; reason: string },
  at: Date,
  actor: TActor,
) {
  // An officer deactivated meanwhile takes nothing back: the turns stay with whoever holds them (a transfer closes
  // the officer's leave hand-overs itself).
  const officer = await findAdminOfficer(tx, leave.officerId, indiaDay(at), at);
  const open = officer?.isActive ? await findOpenLeaveHandOvers(tx, leave.id) : [];
  const byHolder = new Map<number, number[]>();
  for (const row of open) byHolder.set(row.toOfficerId, [...(byHolder.get(row.toOfficerId) ?? []), row.stageOfficerId]);
  for (const [holderId, stageOfficerIds] of byHolder) {
    await workflow.handOverTurns(tx, {
      officerId: holderId,
      reason: `Back from leave: ${leave.reason}`,
      effectiveAt: at,
      to: leave.officerId,
      actor,
      only: stageOfficerIds,
    });
  }
  await markLeaveHandOversReturned(tx, leave.id, at);
  await updateLeave(tx, leave.id, { returnedAt: at });
}
