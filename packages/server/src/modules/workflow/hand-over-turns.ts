import type { TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import { keepWorkItemsOf } from '../application';
import { appendAuditEvent } from '../audit';
import { keepTurnDelaysOf } from './turn-delays.repository';
import { handOverLevel, recordUnrecordedTurnsOf } from './officer-turns.repository';
import { claimVersion } from './workflow.repository';
import type { TActor, TEngine } from './workflow.service';
import { handOverPreview } from './hand-over-preview';
import { CONFLICT_MESSAGE } from './transition';

/**
 * Hands every open turn of the officer to the officer now responsible, in the caller's transaction: the turn
 * ends at `effectiveAt` and a new one begins for the new holder on the same level; the due instant does not move.
 * Refused (CONFLICT, listing the turns, nothing written) when any turn would have no owner.
 */
export async function handOverTurns(
  tx: TDb,
  engine: TEngine,
  input: {
    officerId: number;
    reason: string;
    effectiveAt: Date;
    to?: number | null;
    actor: TActor;
    /** Only these levels (stage_officers ids) of the officer's open turns: the ones a leave handed over. */
    only?: readonly number[];
  },
) {
  const { clock, keepsReadModels } = engine;
  const preview = await handOverPreview(tx, clock, input);
  if (!preview.canSave) {
    const orphans = preview.turns.filter((turn) => turn.problem !== null);
    throw new AppError(
      'CONFLICT',
      `Nobody can take ${orphans.length === 1 ? 'this turn' : 'these turns'}: ${orphans
        .map((turn) => `${turn.applicationNumber} ${turn.stageName} ${turn.level} (${turn.problem})`)
        .join('; ')}`,
      { turns: orphans.map((turn) => ({ applicationNumber: turn.applicationNumber, problem: turn.problem })) },
    );
  }
  const now = clock.now();
  const applicationIds = new Set<number>();
  for (const turn of preview.turns) {
    if (turn.toOfficerId === null) continue;
    // The file is claimed as a transition claims it: an officer's page open on it is stale now.
    if (!(await claimVersion(tx, turn.applicationId, turn.version))) throw new AppError('CONFLICT', CONFLICT_MESSAGE);
    await recordUnrecordedTurnsOf(tx, turn.applicationId);
    await handOverLevel(tx, {
      stageOfficerId: turn.stageOfficerId,
      fromOfficerId: input.officerId,
      toOfficerId: turn.toOfficerId,
      at: input.effectiveAt,
    });
    applicationIds.add(turn.applicationId);
    await appendAuditEvent(tx, {
      occurredAt: now,
      actorKind: input.actor.kind,
      actorOfficerId: input.actor.kind === 'OFFICER' ? input.actor.officerId : null,
      actorRole: input.actor.kind === 'OFFICER' ? input.actor.roleName : null,
      applicationId: turn.applicationId,
      action: 'TURN_HANDED_OVER',
      details: {
        stage: turn.stageName,
        level: turn.level,
        fromOfficerId: input.officerId,
        toOfficerId: turn.toOfficerId,
        reason: input.reason,
        effectiveAt: input.effectiveAt.toISOString(),
      },
    });
  }
  if (keepsReadModels) {
    for (const applicationId of applicationIds) {
      await keepTurnDelaysOf(tx, applicationId, now);
      await keepWorkItemsOf(tx, applicationId);
    }
  }
  return preview.turns;
}
