import { startTransition, type TWorkflowEvent, type TOrderKind } from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent } from '../audit';
import { moveReportCount } from './report-counts.repository';
import { loadWorkflowState } from './workflow.repository';
import { writeTransition } from './write-transition';
import { transitionAfterTimeIn } from './transition';
import { handOverPreview } from './hand-over-preview';
import { handOverTurns } from './hand-over-turns';

export type TActor =
  { kind: 'OFFICER'; officerId: number; roleName: string } | { kind: 'SYSTEM' } | { kind: 'PLATFORM' };

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
 * modules/orders implements it and the composition roots (app.ts, main.ts, the deadlines command, the demo seed)
 * wire it; null issues no orders (the officers' import, tests of routing).
 */
export type TDecisionOrders = { issueIn: (tx: TDb, order: TDecisionOrder) => Promise<void> };

/** What the engine's steps take besides the transaction (each use case of the engine is a file of its own). */
export type TEngine = {
  clock: TClock;
  logger: TWorkflowLogger;
  keepsReadModels: boolean;
  orders: TDecisionOrders | null;
};

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
  const engine: TEngine = {
    clock,
    keepsReadModels: deps.keepsReadModels ?? true,
    logger: deps.logger ?? consoleLogger,
    orders: deps.orders,
  };
  const { keepsReadModels } = engine;

  return {
    /** Routes a newly submitted application to the officers of its first step, inside the caller's transaction. */
    async startIn(tx: TDb, applicationId: number, actor: TActor) {
      const loaded = await loadWorkflowState(tx, applicationId);
      if (!loaded) throw new AppError('NOT_FOUND', 'Application not found');
      if (loaded.state.stages.length > 0) throw new AppError('CONFLICT', 'The application is already routed');
      const transition = startTransition(loaded.state);
      await writeTransition(tx, engine, loaded, transition, null);
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
    async transition(input: TTransitionInput) {
      // What time did to the file commits even when the event is then refused for it.
      const outcome = await db.transaction((tx) => transitionAfterTimeIn(tx, engine, input));
      if ('timeRanOut' in outcome) throw outcome.timeRanOut;
      return outcome.result;
    },

    /**
     * The same, inside the caller's transaction: a change that must commit with the transition (the fee). When
     * time moved the file first, the refusal rolls the caller's transaction back with it; the scheduler's next run
     * applies what time did.
     */
    async transitionIn(tx: TDb, input: TTransitionInput) {
      const outcome = await transitionAfterTimeIn(tx, engine, input);
      if ('timeRanOut' in outcome) throw outcome.timeRanOut;
      return outcome.result;
    },

    handOverPreview: (tx: TDb, input: Parameters<typeof handOverPreview>[2]) => handOverPreview(tx, clock, input),
    handOverTurns: (tx: TDb, input: Parameters<typeof handOverTurns>[2]) => handOverTurns(tx, engine, input),
  };
}

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
