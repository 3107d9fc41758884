import { decideTransition, dueTimeEvent, isTimeEvent, orderKindOf, WORKFLOW_MESSAGES } from '@anumati/domain';
import type { TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import { appendAuditEvent } from '../audit';
import { moveDecisionShare, moveReportCount } from './report-counts.repository';
import { claimVersion, loadWorkflowState } from './workflow.repository';
import type { TEngine, TLoadedWorkflow, TTransitionInput } from './workflow.service';
import { writeTransition } from './write-transition';

export const CONFLICT_MESSAGE =
  'This application was changed by someone else just now. Please reload it and check before submitting again';

/**
 * Applies one event to one application in the caller's transaction (TWorkflowService transition/transitionIn),
 * after what time has already made due on it (domain dueTimeEvent: a deemed approval whose day 22 has begun, a
 * review week or a shortfall's 15 days that ended), as the scheduler's next run would, each dated at its due
 * instant: nobody acts on a file whose deadline has passed just because the run has not come yet (issue 57).
 * When time moved the file, the caller's event is not applied (`timeRanOut`): it was meant for the file as it
 * stood before, and the officer sees where it stands now before acting again.
 */
export async function transitionAfterTimeIn(tx: TDb, engine: TEngine, input: TTransitionInput) {
  const load = async () => {
    const found = await loadWorkflowState(tx, input.applicationId);
    if (!found) throw new AppError('NOT_FOUND', 'Application not found');
    return found;
  };
  let loaded = input.loaded ?? (await load());
  if (isTimeEvent(input.event)) return { result: await applyEventIn(tx, engine, { ...input, loaded }) };
  let isTimeApplied = false;
  // A file owes each of time's events at most once: deemed, then its review closed.
  for (let event = dueTimeEvent(loaded.state, engine.clock.now()); event;) {
    await applyEventIn(tx, engine, { applicationId: input.applicationId, loaded, event, actor: { kind: 'SYSTEM' } });
    isTimeApplied = true;
    loaded = await load();
    event = dueTimeEvent(loaded.state, engine.clock.now());
  }
  if (isTimeApplied) return { timeRanOut: new AppError('CONFLICT', WORKFLOW_MESSAGES.timeRanOut) };
  return { result: await applyEventIn(tx, engine, { ...input, loaded }) };
}

/** Applies one event to the file as loaded, guarded by its version. */
async function applyEventIn(tx: TDb, engine: TEngine, input: TTransitionInput & { loaded: TLoadedWorkflow }) {
  const { clock, keepsReadModels } = engine;
  const { loaded } = input;
  if (input.expectedVersion !== undefined && input.expectedVersion !== loaded.application.version) {
    throw new AppError('CONFLICT', CONFLICT_MESSAGE);
  }
  const result = decideTransition(loaded.state, input.event, clock.now());
  // The file's state does not allow it (not an officer's lack of rights): 409 on REST, CONFLICT in GraphQL.
  if (!result.ok) throw new AppError('CONFLICT', result.reason);
  if (!(await claimVersion(tx, input.applicationId, loaded.application.version))) {
    throw new AppError('CONFLICT', CONFLICT_MESSAGE);
  }
  // The processing leaderboard's counts: the file's decided share out before the write, and in after it.
  if (keepsReadModels) await moveDecisionShare(tx, input.applicationId, loaded.state.status, -1);
  await writeTransition(tx, engine, loaded, result.transition, input.remark ?? null);
  if (keepsReadModels) {
    await moveReportCount(tx, loaded.application, { from: loaded.state.status, to: result.transition.status });
    await moveDecisionShare(tx, input.applicationId, result.transition.status, 1);
  }
  await appendAuditEvent(tx, {
    occurredAt: clock.now(),
    actorKind: input.actor.kind,
    actorOfficerId: input.actor.kind === 'OFFICER' ? input.actor.officerId : null,
    actorRole: input.actor.kind === 'OFFICER' ? input.actor.roleName : null,
    applicationId: input.applicationId,
    action: result.transition.action,
    fromState: loaded.state.status,
    toState: result.transition.status,
    remark: input.remark ?? null,
    details: {
      ...('dueAt' in input.event ? { dueAt: input.event.dueAt.toISOString() } : {}),
      ...(input.event.type === 'SUBMIT'
        ? {
            stageId: input.event.stageId,
            outcome: input.event.outcome,
            nocDepartments: input.event.nocDepartments ?? [],
          }
        : {}),
      ...input.details,
    },
  });
  const version = loaded.application.version + 1;
  // The decision step: a transition that decides the file issues its order through the port.
  const orderKind = orderKindOf(loaded.state.status, result.transition.status, loaded.state.kind);
  if (orderKind && engine.orders) {
    await engine.orders.issueIn(tx, {
      applicationId: input.applicationId,
      version,
      kind: orderKind,
      issuedAt: 'dueAt' in input.event ? input.event.dueAt : clock.now(),
      officerId: input.actor.kind === 'OFFICER' ? input.actor.officerId : null,
      remark: input.remark ?? null,
      isRefundGranted: input.details?.eligibilityForRefund === true,
    });
  }
  return { status: result.transition.status, version };
}
