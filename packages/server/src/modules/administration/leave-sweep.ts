import { indiaDay } from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import type { TClock } from '../../platform/clock';
import type { TWorkflowLogger, TWorkflowService } from '../workflow';
import { findChargesRunOut, findLeavesToHandBack, findLeavesToHandOver } from './administration.repository';
import { endChargeAndHandBack } from './charges';
import { handBackLeaveTurns, handOverForLeave } from './leave-turns';

export type TLeaveSweep = { handedOver: number; handedBack: number; chargesEnded: number; failed: number };

/**
 * The scheduler's part of leave (ARCHITECTURE.md "Staffing"; run by the deadlines' runIfDue): a leave whose first
 * India day has come hands the officer's open turns to the post's charge holder (else by routing); a leave ended
 * (or cancelled) hands the turns it moved back to the officer when still open with whoever took them. Each leave in
 * a transaction of its own, marked done in it, so a run repeated changes nothing twice; a leave whose turns nobody
 * can take stays with the officer and is tried again at the next run (logged). A charge past its last day ends, and
 * the turns its holder took in the charged post go back by routing (endChargeAndHandBack), as when it is ended from
 * the console.
 */
export async function sweepLeaves(deps: {
  db: TDatabase;
  clock: TClock;
  workflow: TWorkflowService;
  logger: TWorkflowLogger;
}): Promise<TLeaveSweep> {
  const { db, clock, workflow } = deps;
  const sweep: TLeaveSweep = { handedOver: 0, handedBack: 0, chargesEnded: 0, failed: 0 };
  const day = indiaDay(clock.now());
  for (const leave of await findLeavesToHandOver(db, day)) {
    try {
      await db.transaction((tx) => handOverForLeave(tx, workflow, leave, clock.now(), { kind: 'SYSTEM' }));
      sweep.handedOver += 1;
    } catch (error) {
      sweep.failed += 1;
      deps.logger.error(
        { leaveId: leave.id, officerId: leave.officerId, error: error instanceof Error ? error.message : error },
        'leave hand-over failed: the turns stay with the officer',
      );
    }
  }
  for (const leave of await findLeavesToHandBack(db, day)) {
    try {
      await db.transaction((tx) => handBackLeaveTurns(tx, workflow, leave, clock.now(), { kind: 'SYSTEM' }));
      sweep.handedBack += 1;
    } catch (error) {
      sweep.failed += 1;
      deps.logger.error(
        { leaveId: leave.id, officerId: leave.officerId, error: error instanceof Error ? error.message : error },
        'hand-back after leave failed',
      );
    }
  }
  for (const charge of await findChargesRunOut(db, day)) {
    try {
      await db.transaction((tx) =>
        endChargeAndHandBack(tx, workflow, charge, clock.now(), {
          reason: `${charge.reason} (its last day, ${charge.toDate}, has passed)`,
          actor: { kind: 'SYSTEM' },
        }),
      );
      sweep.chargesEnded += 1;
    } catch (error) {
      sweep.failed += 1;
      deps.logger.error(
        { chargeId: charge.id, holderId: charge.holderId, error: error instanceof Error ? error.message : error },
        'the end of a charge failed: its turns stay with the holder until the next run',
      );
    }
  }
  return sweep;
}
