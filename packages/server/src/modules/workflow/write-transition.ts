import {
  DEEMED_STATUSES,
  isLargeSelfCertification,
  STAGE_DEFINITIONS,
  stageDueAt,
  stageDueDays,
  upperFloorsOf,
  type TTransition,
} from '@anumati/domain';
import type { TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import { keepWorkItemsOf } from '../application';
import { raiseAlert } from '../alerts';
import { keepTurnDelaysOf } from './turn-delays.repository';
import { keepOfficerTurns, recordUnrecordedTurnsOf } from './officer-turns.repository';
import { assignStageLevel, findRoutingFacts, insertStage, insertStageLevel, updateStage } from './workflow.repository';
import type { TLoadedWorkflow, TEngine } from './workflow.service';
import { route, escalate, noOfficerMessage } from './routing';
import { updateApplicationAfter } from './application-update';
import { writeStageChanges } from './stage-changes';

/**
 * Writes what the engine decided (domain decideTransition): stage changes, the levels handed out (routed), the
 * application's status and statutory clock, the officers' turns and the read models.
 */
export async function writeTransition(
  tx: TDb,
  engine: TEngine,
  loaded: TLoadedWorkflow,
  transition: TTransition,
  remark: string | null,
) {
  const { clock, logger, keepsReadModels } = engine;
  const now = clock.now();
  // What the transition decided takes effect when it fell due (a deadline's due instant), else now.
  const effectiveAt = transition.effectiveAt ?? now;
  const { application } = loaded;
  // Levels from before turns were kept (or written outside the engine) get theirs before anything changes. A
  // level's records, once made, stay: a file the load found without such levels has none now (one statement less
  // for every file the engine routed).
  if (loaded.hasUnrecordedTurns) await recordUnrecordedTurnsOf(tx, application.id);
  await writeStageChanges(tx, transition, effectiveAt, remark);
  // What routing reads of the file, only for a transition that hands levels out (a decision or a shortfall
  // does not).
  const facts = transition.assignments.length > 0 ? await findRoutingFacts(tx, application.id) : null;
  // The platform sends areas in square metres (its schema); 239.19 sq yd is the same limit.
  const isLarge =
    facts !== null &&
    isLargeSelfCertification({
      applicationType: application.applicationType,
      netPlotArea: facts.netPlotArea,
      areaUnit: 'SQ_M',
      upperFloors: upperFloorsOf(facts.noOfFloors),
    });
  let sequence = facts?.nextSequence ?? 0;
  let latestDue: Date | null = null;
  const isDeeming = transition.status === 'DEEMED' && !DEEMED_STATUSES.includes(application.status);
  for (const assignment of transition.assignments) {
    let officerId = await route(tx, clock, application, assignment, isLarge);
    if (officerId === null && !isDeeming) {
      // Nobody to take it: refuse the whole transition rather than leave a file with no one.
      throw new AppError('CONFLICT', noOfficerMessage(assignment));
    }
    if (officerId === null) {
      // A deemed approval is the applicant's right on day 22: it happens whoever is missing. Its review goes up
      // the hierarchy (or, with nobody at all, stays unassigned) and the chasing cell is alerted.
      const reviewer = await escalate(tx, clock, application);
      officerId = reviewer?.id ?? null;
      const message = reviewer
        ? `Deemed approval of ${application.applicationIdentifier}: no decision officer in its ULB; the review went to officer ${reviewer.id} (${reviewer.permissionLevel}, ${reviewer.scope.toLowerCase()})`
        : `Deemed approval of ${application.applicationIdentifier}: nobody to review it (no decision officer in its ULB, none above it)`;
      await raiseAlert(tx, {
        raisedAt: now,
        kind: reviewer ? 'DEEMED_REVIEW_ESCALATED' : 'DEEMED_REVIEW_UNASSIGNED',
        applicationId: application.id,
        ulbId: application.ulbId,
        message,
        details: { missing: noOfficerMessage(assignment), reviewerId: reviewer?.id ?? null, deemedAt: effectiveAt },
      });
      logger.error({ applicationId: application.id, ulbId: application.ulbId, reviewerId: officerId }, message);
      if (officerId === null) continue;
    }
    const dueDays = stageDueDays(assignment.key, assignment.lineDepartment);
    let stageId = assignment.stageId;
    if (stageId === null) {
      const definition = STAGE_DEFINITIONS[assignment.key];
      const stage = await insertStage(tx, {
        applicationId: application.id,
        name: assignment.lineDepartment ?? definition.name,
        parentStageName: assignment.lineDepartment ? definition.name : null,
        stageKey: assignment.key,
        step: assignment.step,
        sequence: sequence++,
        status: 'IN_PROCESS',
        dueDays,
        receivedDate: now,
        dueDate: stageDueAt(now, dueDays),
      });
      stageId = stage.id;
    } else {
      await updateStage(tx, stageId, { dueDate: stageDueAt(now, dueDays) });
    }
    const level = {
      stageStateId: stageId,
      officerId,
      officerLevel: assignment.level,
      action: 'IN_PROCESS',
      receivedDate: now,
    } as const;
    // A stage made just now has no level to hand back: its level is written without looking for one first.
    if (assignment.stageId === null) await insertStageLevel(tx, level);
    else await assignStageLevel(tx, level);
    latestDue = stageDueAt(now, dueDays);
  }
  await updateApplicationAfter(tx, { loaded, transition, remark, now, effectiveAt, latestDue, isDeeming });
  await keepOfficerTurns(tx, application.id, { endedAt: effectiveAt, receivedAt: now });
  if (keepsReadModels) {
    await keepTurnDelaysOf(tx, application.id, now);
    await keepWorkItemsOf(tx, application.id);
  }
}
