import type { TTransition } from '@anumati/domain';
import type { TDb } from '../../db/database';
import { updateStage, updateStageOfficer } from './workflow.repository';

/** The stages and levels a transition closes, returns or reopens, with the remark on the level that acted. */
export async function writeStageChanges(tx: TDb, transition: TTransition, effectiveAt: Date, remark: string | null) {
  for (const change of transition.stageChanges) {
    if (change.level) {
      await updateStageOfficer(
        tx,
        { stageId: change.stageId, level: change.level.level },
        { action: change.level.action, forwardedDate: effectiveAt },
      );
    }
    if (change.status) {
      const isClosing = change.status !== 'IN_PROCESS';
      await updateStage(tx, change.stageId, {
        status: change.status,
        ...(isClosing
          ? { submittedDate: effectiveAt, completedDate: effectiveAt, finalRemark: remark }
          : { completedDate: null }),
        ...(change.level?.level === 'L1'
          ? { l1Remarks: remark }
          : change.level?.level === 'L2'
            ? { l2Remarks: remark }
            : {}),
      });
    } else if (change.level) {
      await updateStage(
        tx,
        change.stageId,
        change.level.level === 'L1' ? { l1Remarks: remark } : { l2Remarks: remark },
      );
    }
  }
}
