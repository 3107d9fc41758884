import {
  chooseAssignee,
  chooseEscalatedReviewer,
  dangerFrom,
  deemedApprovalDueAt,
  deemedReviewDueAt,
  pausedIndiaDaysMs,
  PROCESS_DEFINITIONS,
  stageDueAt,
  decideTransition,
  startTransition,
  isLargeSelfCertification,
  upperFloorsOf,
  isServerRoleName,
  stageDueDays,
  permissionLevelOf,
  STAGE_DEFINITIONS,
  type TApplicationStatus,
  type TAssignment,
  type TTransition,
  type TWorkflowEvent,
  DEEMED_STATUSES,
  WAITING_FOR_APPLICANT,
  indiaDay,
  orderKindOf,
  type TOfficerLevel,
  type TOrderKind,
  type TStageKey,
} from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { keepWorkItemsOf } from '../application';
import { appendAuditEvent } from '../audit';
import { raiseAlert } from '../alerts';
import { moveReportCount } from './report-counts.repository';
import { keepTurnDelaysOf } from './turn-delays.repository';
import { keepOfficerTurns, handOverLevel, recordUnrecordedTurnsOf } from './officer-turns.repository';
import {
  assignStageLevel,
  claimVersion,
  findAssigneeCandidates,
  findEscalationCandidates,
  findOfficerLabel,
  findOpenTurnsOf,
  findRoutingFacts,
  insertStage,
  insertStageLevel,
  loadWorkflowState,
  updateApplication,
  updateStage,
  updateStageOfficer,
} from './workflow.repository';

export type TActor =
  { kind: 'OFFICER'; officerId: number; roleName: string } | { kind: 'SYSTEM' } | { kind: 'PLATFORM' };

const CONFLICT_MESSAGE =
  'This application was changed by someone else just now. Please reload it and check before submitting again';

/**
 * Outcomes that decide the file: the decision date, approval flag and final remark are set with them. A revocation
 * (REVOKED) decides the file again, so it is recorded as its decision; FINAL_DEEMED confirms the deemed approval
 * and keeps its date.
 */
const DECIDING: readonly TApplicationStatus[] = ['ACCEPTED', 'REJECTED', 'REVOKED', 'DEEMED', 'EXPIRED'];

/** Where the service reports what must not go unnoticed (the server's logger; the console by default). */
export type TWorkflowLogger = { error: (details: Record<string, unknown>, message: string) => void };
const consoleLogger: TWorkflowLogger = { error: (details, message) => console.error(message, details) };

/** The order a deciding transition issues, as the engine hands it to its orders port. */
export type TDecisionOrder = {
  applicationId: number;
  /** The version the deciding transition wrote (one order per transition). */
  version: number;
  kind: TOrderKind;
  /** When the decision took effect: a deadline's due instant, else now. */
  issuedAt: Date;
  /** The deciding officer; null for the system (a deemed approval) or the platform. */
  officerId: number | null;
  remark: string | null;
  /** The refund decided with a rejection or revocation (workflow-commands: granted only when asked and allowed). */
  isRefundGranted: boolean;
};

/**
 * The port the engine's decision step calls (issue 56): a transition that decides the file (orderKindOf) has its
 * order issued in the same transaction, before the transition returns; a failure refuses the decision as a whole.
 * modules/orders implements it and the composition roots (app.ts, main.ts, the deadlines command) wire it; null
 * issues no orders (the demo seed, the officers' import, tests of routing).
 */
export type TDecisionOrders = { issueIn: (tx: TDb, order: TDecisionOrder) => Promise<void> };

/**
 * Runs the engine against the database: loads the application, asks the domain for the transition, and writes
 * it — stages, routing, status, audit event — in one transaction guarded by the application's version.
 *
 * `keepsReadModels: false` leaves the read models (work items, turn delays, report counts) to the caller, who
 * makes them again from the source tables once it is done (`rebuildReadModels`): the demo seed moves hundreds of
 * files in one transaction, where keeping them at every transition was a third of its time.
 */
export function createWorkflowService(deps: {
  db: TDatabase;
  clock: TClock;
  /** Where a decision's order is issued (TDecisionOrders); null: none is. */
  orders: TDecisionOrders | null;
  logger?: TWorkflowLogger;
  keepsReadModels?: boolean;
}) {
  const { db, clock } = deps;
  const keepsReadModels = deps.keepsReadModels ?? true;
  const logger = deps.logger ?? consoleLogger;

  const levelOf = (row: { roleName: string; authorityCode: string | null }) =>
    isServerRoleName(row.roleName) ? permissionLevelOf(row.roleName, row.authorityCode) : row.roleName;

  /**
   * The officer acting in the file's jurisdiction today who takes a level (charge holders with their charge's post,
   * nobody on leave: findAssigneeCandidates); null when nobody may. `excluded` never is (the officer handing over).
   */
  async function route(
    tx: TDb,
    application: { id: number; ulbId: number },
    assignment: Pick<TAssignment, 'key' | 'level' | 'lineDepartment'>,
    isLarge: boolean,
    excluded: number | null = null,
  ): Promise<number | null> {
    const rows = await findAssigneeCandidates(tx, application, indiaDay(clock.now()));
    const candidates = rows
      .filter((row) => row.id !== excluded)
      .map((row) => ({
        id: row.id,
        lineDepartment: row.lineDepartment,
        openFiles: row.openFiles,
        permissionLevel: levelOf(row),
      }));
    const chosen = chooseAssignee(candidates, {
      stage: assignment.key,
      level: assignment.level,
      isLarge,
      lineDepartment: assignment.lineDepartment ?? undefined,
    });
    return chosen?.id ?? null;
  }

  /** The officer up the hierarchy who reviews a deemed file its ULB has nobody for (routing.ts). */
  async function escalate(tx: TDb, application: { ulbId: number }, excluded: number | null = null) {
    const rows = await findEscalationCandidates(tx, application, indiaDay(clock.now()));
    return chooseEscalatedReviewer(
      rows
        .filter((row) => row.id !== excluded)
        .map((row) => ({
          id: row.id,
          lineDepartment: row.lineDepartment,
          openFiles: row.openFiles,
          permissionLevel: levelOf(row),
          scope: row.districtId !== null ? 'DISTRICT' : row.authorityId !== null ? 'AUTHORITY' : 'STATE',
        })),
    );
  }

  const noOfficerMessage = (assignment: Pick<TAssignment, 'key' | 'level' | 'lineDepartment'>) =>
    `No officer is available for ${assignment.lineDepartment ?? STAGE_DEFINITIONS[assignment.key].name} ${assignment.level} in this jurisdiction`;

  async function write(tx: TDb, loaded: TLoadedWorkflow, transition: TTransition, remark: string | null) {
    const now = clock.now();
    // What the transition decided takes effect when it fell due (a deadline's due instant), else now.
    const effectiveAt = transition.effectiveAt ?? now;
    const { application } = loaded;
    // Levels from before turns were kept (or written outside the engine) get theirs before anything changes. A
    // level's records, once made, stay: a file the load found without such levels has none now (one statement less
    // for every file the engine routed).
    if (loaded.hasUnrecordedTurns) await recordUnrecordedTurnsOf(tx, application.id);
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
      let officerId = await route(tx, application, assignment, isLarge);
      if (officerId === null && !isDeeming) {
        // Nobody to take it: refuse the whole transition rather than leave a file with no one.
        throw new AppError('CONFLICT', noOfficerMessage(assignment));
      }
      if (officerId === null) {
        // A deemed approval is the applicant's right on day 22: it happens whoever is missing. Its review goes up
        // the hierarchy (or, with nobody at all, stays unassigned) and the chasing cell is alerted.
        const reviewer = await escalate(tx, application);
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
    const status = transition.status;
    const deemedDays = PROCESS_DEFINITIONS[loaded.state.kind].deemedAfterDays;
    const wasWaiting = WAITING_FOR_APPLICANT.includes(application.status) && application.waitingSince !== null;
    // The decision clock leaves out the whole India days the file waited for the applicant (statutory-clock.ts).
    const pausedMs =
      wasWaiting && !WAITING_FOR_APPLICANT.includes(status) && application.waitingSince
        ? pausedIndiaDaysMs(application.waitingSince, now)
        : 0;
    const clockPausedMs = application.clockPausedMs + pausedMs;
    // While the clock runs, the deemed date shown is day 22 after the pauses so far. When the file is deemed, its
    // deemed date is the instant it fell due and its review week runs from now, when it reaches the reviewer.
    const deemedDate =
      deemedDays === null || DEEMED_STATUSES.includes(application.status)
        ? null
        : isDeeming
          ? effectiveAt
          : deemedApprovalDueAt({ appliedOn: application.appliedOn, clockPausedMs }, deemedDays);
    await updateApplication(tx, application.id, {
      clockPausedMs,
      ...(deemedDate
        ? { deemedDate, deemedDueDate: isDeeming ? deemedReviewDueAt(now) : deemedReviewDueAt(deemedDate) }
        : {}),
      status,
      workflowStep: transition.step,
      updatedAt: now,
      currentOfficerLevel: transition.assignments.at(-1)?.level ?? application.currentOfficerLevel,
      ...(transition.assignments.length > 0
        ? {
            assignedDate: now,
            dueDate: latestDue,
            dangerDate: latestDue ? dangerFrom(latestDue) : null,
          }
        : {}),
      ...(transition.flags.hasHadShortfall !== undefined ? { hasHadShortfall: transition.flags.hasHadShortfall } : {}),
      ...(transition.flags.isFeePaid !== undefined ? { isFeePaid: transition.flags.isFeePaid } : {}),
      ...(transition.flags.isShowCauseRaised ? { isShowCauseRaised: true, isShowCauseSevenDaysElapsed: false } : {}),
      ...(transition.flags.isShowCauseReplied ? { isShowCauseRaisedDocUpload: true } : {}),
      waitingSince: WAITING_FOR_APPLICANT.includes(status) ? effectiveAt : null,
      ...(DECIDING.includes(status)
        ? {
            decidedAt: effectiveAt,
            isApprove: status === 'ACCEPTED' || status === 'DEEMED',
            finalRemark: remark ?? application.finalRemark,
          }
        : {}),
    });
    await keepOfficerTurns(tx, application.id, { endedAt: effectiveAt, receivedAt: now });
    if (keepsReadModels) {
      await keepTurnDelaysOf(tx, application.id, now);
      await keepWorkItemsOf(tx, application.id);
    }
  }

  async function transitionIn(tx: TDb, input: TTransitionInput) {
    const loaded = input.loaded ?? (await loadWorkflowState(tx, input.applicationId));
    if (!loaded) throw new AppError('NOT_FOUND', 'Application not found');
    if (input.expectedVersion !== undefined && input.expectedVersion !== loaded.application.version) {
      throw new AppError('CONFLICT', CONFLICT_MESSAGE);
    }
    const result = decideTransition(loaded.state, input.event, clock.now());
    // The file's state does not allow it (not an officer's lack of rights): 409 on REST, CONFLICT in GraphQL.
    if (!result.ok) throw new AppError('CONFLICT', result.reason);
    if (!(await claimVersion(tx, input.applicationId, loaded.application.version))) {
      throw new AppError('CONFLICT', CONFLICT_MESSAGE);
    }
    await write(tx, loaded, result.transition, input.remark ?? null);
    if (keepsReadModels) {
      await moveReportCount(tx, loaded.application, { from: loaded.state.status, to: result.transition.status });
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
    if (orderKind && deps.orders) {
      await deps.orders.issueIn(tx, {
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

  /**
   * Each open turn of the officer (a level they hold IN_PROCESS) and who would take it now (ARCHITECTURE.md
   * "Staffing"): `to` when named, else the routing's choice among the officers acting in the file's jurisdiction
   * today, the officer excluded (a deemed file's review goes up the hierarchy as the engine sends it); a problem
   * says why nobody can.
   */
  async function handOverPreview(tx: TDb, input: { officerId: number; to?: number | null; only?: readonly number[] }) {
    const turns = (await findOpenTurnsOf(tx, input.officerId)).filter(
      (turn) => input.only === undefined || input.only.includes(turn.stageOfficerId),
    );
    const names = new Map<number, string>();
    const result: THandOverTurn[] = [];
    for (const turn of turns) {
      const assignment = { key: turn.stageKey, level: turn.level, lineDepartment: turn.lineDepartment };
      let toOfficerId: number | null = null;
      let problem: string | null = null;
      if (input.to !== undefined && input.to !== null) {
        toOfficerId = input.to === input.officerId ? null : input.to;
        if (toOfficerId === null) problem = 'The officer cannot hand a turn to themselves';
      } else {
        const facts = await findRoutingFacts(tx, turn.applicationId);
        const isLarge = isLargeSelfCertification({
          applicationType: turn.applicationType,
          netPlotArea: facts.netPlotArea,
          areaUnit: 'SQ_M',
          upperFloors: upperFloorsOf(facts.noOfFloors),
        });
        toOfficerId = await route(
          tx,
          { id: turn.applicationId, ulbId: turn.ulbId },
          assignment,
          isLarge,
          input.officerId,
        );
        if (toOfficerId === null && turn.stageKey === 'DECISION' && DEEMED_STATUSES.includes(turn.status)) {
          toOfficerId = (await escalate(tx, { ulbId: turn.ulbId }, input.officerId))?.id ?? null;
        }
        if (toOfficerId === null) problem = noOfficerMessage(assignment);
      }
      if (toOfficerId !== null && !names.has(toOfficerId)) {
        names.set(toOfficerId, (await findOfficerLabel(tx, toOfficerId)) ?? '');
      }
      result.push({
        ...turn,
        toOfficerId,
        toOfficerName: toOfficerId === null ? null : (names.get(toOfficerId) ?? null),
        problem,
      });
    }
    return { turns: result, canSave: result.every((turn) => turn.problem === null) };
  }

  /**
   * Hands every open turn of the officer to the officer now responsible, in the caller's transaction: the turn
   * ends at `effectiveAt` and a new one begins for the new holder on the same level; the due instant does not move.
   * Refused (CONFLICT, listing the turns, nothing written) when any turn would have no owner.
   */
  async function handOverTurns(
    tx: TDb,
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
    const preview = await handOverPreview(tx, input);
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

  return {
    /** Routes a newly submitted application to the officers of its first step, inside the caller's transaction. */
    async startIn(tx: TDb, applicationId: number, actor: TActor) {
      const loaded = await loadWorkflowState(tx, applicationId);
      if (!loaded) throw new AppError('NOT_FOUND', 'Application not found');
      if (loaded.state.stages.length > 0) throw new AppError('CONFLICT', 'The application is already routed');
      const transition = startTransition(loaded.state);
      await write(tx, loaded, transition, null);
      // The reports count an application from the moment it is routed.
      if (keepsReadModels) await moveReportCount(tx, loaded.application, { from: null, to: transition.status });
      await appendAuditEvent(tx, {
        occurredAt: clock.now(),
        actorKind: actor.kind,
        actorOfficerId: actor.kind === 'OFFICER' ? actor.officerId : null,
        applicationId,
        action: transition.action,
        toState: transition.status,
      });
      return { status: transition.status };
    },

    /**
     * Applies one event to one application. Refusals and conflicts change nothing and say why; two officers
     * acting at once: one wins, the other gets the conflict message.
     */
    transition(input: TTransitionInput) {
      return db.transaction((tx) => transitionIn(tx, input));
    },

    /** The same, inside the caller's transaction: a change that must commit with the transition (the fee). */
    transitionIn,

    handOverPreview,
    handOverTurns,
  };
}

/** One open turn in a hand-over, with who takes it (null with a problem when nobody can). */
type THandOverTurn = {
  stageOfficerId: number;
  applicationId: number;
  applicationNumber: string;
  applicationType: TLoadedWorkflow['application']['applicationType'];
  status: TApplicationStatus;
  version: number;
  ulbId: number;
  stageKey: TStageKey;
  stageName: string;
  level: TOfficerLevel;
  lineDepartment: string | null;
  dueDate: Date;
  toOfficerId: number | null;
  toOfficerName: string | null;
  problem: string | null;
};

export type TLoadedWorkflow = NonNullable<Awaited<ReturnType<typeof loadWorkflowState>>>;

export type TTransitionInput = {
  applicationId: number;
  /**
   * The file as the caller read it in this transaction, with nothing changed since (the demo seed reads it to
   * choose its move): the engine uses it instead of reading it again. A moved version is still refused at the
   * claim; any other change since the read would go unseen, so a caller that changed the file reads it again.
   */
  loaded?: TLoadedWorkflow;
  event: TWorkflowEvent;
  actor: TActor;
  remark?: string | null;
  expectedVersion?: number;
  /** Recorded with the audit event (for example the refund decided with a revocation). */
  details?: Record<string, unknown>;
};

export type TWorkflowService = ReturnType<typeof createWorkflowService>;
