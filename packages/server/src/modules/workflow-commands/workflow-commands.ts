import {
  allowedOutcomes,
  DECISION_MESSAGES,
  decodeFinalRemark,
  isDecisionBlocked,
  isGhmcOfficer,
  isOthersOpenTurn,
  isOwnOpenTurn,
  isRefundEligible,
  isTurnOpen,
  NOTE_MESSAGES,
  outcomeOfSubmittedStatus,
  processKindOf,
  STAGE_STATUSES,
  submissionGate,
  type TSaveRemark,
  type TStageOutcome,
  type TSubmitFormAnswers,
  type TUpdateApplicationStatus,
  turnSubmissionNeeds,
  WORKFLOW_MESSAGES,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import { findTurn, type TFormsService } from '../forms';
import { hasActiveComment } from '../notes';
import { isConditionsSubmitted } from '../conditions';
import { isLevelOneMissing } from '../deviation';
import type { TSignedInOfficer } from '../officer';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess } from '../access';
import { appendAuditEvent } from '../audit';
import {
  findOpenDecisionTurn,
  findSubmissionGateFacts,
  loadWorkflowState,
  updateStage,
  type TWorkflowService,
} from '../workflow';

function asOutcome(status: string): TStageOutcome {
  const outcome = outcomeOfSubmittedStatus(status);
  if (!(STAGE_STATUSES as readonly string[]).includes(outcome) || outcome === 'IN_PROCESS') {
    throw new AppError('BAD_USER_INPUT', WORKFLOW_MESSAGES.outcomeNotAllowed);
  }
  return outcome as TStageOutcome;
}

/** The officers' workflow commands: who may act is checked here, what may happen by the engine. */
export function createWorkflowCommands(deps: {
  db: TDatabase;
  clock: TClock;
  workflow: TWorkflowService;
  forms: TFormsService;
}) {
  const { db, clock, workflow, forms } = deps;
  /** The officer's own form instance; another officer's is as unknown as a missing one. */
  const ownOpenTurn = async (officer: TSignedInOfficer, formInstanceId: number) => {
    const turn = await findTurn(db, formInstanceId);
    if (!turn || turn.officerId !== officer.id)
      throw new AppError('NOT_FOUND', 'No form available for this application');
    if (!isTurnOpen(turn.action)) throw new AppError('FORBIDDEN', WORKFLOW_MESSAGES.notYourTurn);
    return turn;
  };
  /** Spec 3 §5: nothing is submitted without an active note by the officer on the note sheet. */
  const requireNote = async (applicationId: number, officerId: number) => {
    if (!(await hasActiveComment(db, applicationId, officerId)))
      throw new AppError('BAD_USER_INPUT', NOTE_MESSAGES.required);
  };
  /**
   * Spec 3 §4, §5: the fee and its conditions at the fee certification turn, the deviation table at the
   * occupancy site review, as the console's panel checks them (turnSubmissionNeeds, submissionGate).
   */
  const requireTurnParts = async (
    officer: TSignedInOfficer,
    turn: NonNullable<Awaited<ReturnType<typeof findTurn>>>,
  ) => {
    const application = await findSubmissionGateFacts(db, turn.applicationId);
    if (!application) return;
    const kind = processKindOf(application.applicationType, application.approvalFor);
    const needs = turnSubmissionNeeds({
      kind,
      stageKey: turn.stageKey,
      level: turn.level,
      actions: officer.actions,
      isGhmcOfficer: isGhmcOfficer(officer.ulbName),
      isNewWorkflow: application.isNewWorkflow,
    });
    const message = submissionGate({
      // The note and the forms are checked on their own (requireNote, prepareSubmission).
      hasActiveNote: true,
      areFormsSubmitted: true,
      kind,
      ...needs,
      isFeeSubmitted: application.isFeeSubmitted,
      areConditionsSubmitted: needs.needsConditions && (await isConditionsSubmitted(db, turn.applicationId, 'fee')),
      isDeviationUpdated: needs.needsDeviation && !(await isLevelOneMissing(db, turn.applicationId)),
    });
    if (message) throw new AppError('BAD_USER_INPUT', message);
  };
  const actorOf = (officer: TSignedInOfficer) => ({
    kind: 'OFFICER' as const,
    officerId: officer.id,
    roleName: officer.roleName,
  });

  return {
    ownOpenTurn,

    /** The outcomes the engine allows on each form instance now; only the caller's open turns have any. */
    async recommendations(officer: TSignedInOfficer, applicationId: number, formInstanceIds: number[]) {
      await requireApplicationAccess(db, officer, applicationId);
      const loaded = await loadWorkflowState(db, applicationId);
      if (!loaded) throw new AppError('NOT_FOUND', 'Application not found');
      const now = clock.now();
      const answers = [];
      for (const formInstanceId of formInstanceIds) {
        const turn = await findTurn(db, formInstanceId);
        if (!turn || turn.applicationId !== applicationId)
          throw new AppError('NOT_FOUND', 'No form available for this application');
        const stage = loaded.stageRows.find((row) => row.id === turn.stageId);
        const asTurn = { officerId: turn.officerId, status: turn.action };
        const isMyOpenTurn = isOwnOpenTurn(asTurn, officer.id);
        // An open turn's remark is its officer's saved draft (saveRemark): never shown to anyone else.
        const isOthersDraft = isOthersOpenTurn(asTurn, officer.id);
        const remark = turn.level === 'L1' ? (stage?.l1Remarks ?? null) : (stage?.l2Remarks ?? null);
        answers.push({
          formInstanceId: String(formInstanceId),
          options: isMyOpenTurn && stage ? allowedOutcomes(loaded.state, stage.key, turn.level, now) : [],
          status: turn.action,
          finalRemark: isOthersDraft ? null : remark,
        });
      }
      return answers;
    },

    /**
     * An officer's submission of their turn. Spec 3 §5: every mode but the inspector's plain submission carries
     * the officer's reasons or remarks — except the shortfall raised from its own dialog, whose remark spec 1 §5
     * makes optional (isRemarkOptional).
     */
    /**
     * Keeps the officer's remark on their open turn without submitting it (spec 3 §7 "remark per
     * formInstanceId"): /create-remarks writes it, the Remarks & Recommendation panel starts from it, and the
     * submission replaces it with the final remark.
     */
    async saveRemark(officer: TSignedInOfficer, input: TSaveRemark) {
      const turn = await ownOpenTurn(officer, input.formInstanceId);
      await db.transaction(async (tx) => {
        await updateStage(
          tx,
          turn.stageId,
          turn.level === 'L1' ? { l1Remarks: input.remark } : { l2Remarks: input.remark },
        );
        await appendAuditEvent(tx, {
          occurredAt: clock.now(),
          actorKind: 'OFFICER',
          actorOfficerId: officer.id,
          actorRole: officer.roleName,
          applicationId: turn.applicationId,
          action: 'REMARK_SAVED',
          remark: input.remark,
          details: { stageId: turn.stageId, level: turn.level },
        });
      });
      return { success: true, message: 'Remarks saved', status: turn.action };
    },

    async submitFormAnswers(
      officer: TSignedInOfficer,
      input: TSubmitFormAnswers,
      options: { isRemarkOptional?: boolean } = {},
    ) {
      if (input.officerId && input.officerId !== officer.id) {
        throw new AppError('FORBIDDEN', 'You can submit only your own answers');
      }
      const outcome = asOutcome(input.status);
      if (outcome !== 'SUBMITTED' && !options.isRemarkOptional && !input.finalRemark?.trim()) {
        throw new AppError('BAD_USER_INPUT', DECISION_MESSAGES.remarksRequired);
      }
      const turn = await ownOpenTurn(officer, input.formInstanceId);
      await forms.prepareSubmission(turn, input.data, outcome);
      await requireNote(turn.applicationId, officer.id);
      await requireTurnParts(officer, turn);
      const result = await workflow.transition({
        applicationId: turn.applicationId,
        event: {
          type: 'SUBMIT',
          stageId: turn.stageId,
          officerId: officer.id,
          outcome,
          nocDepartments: input.nocDepartments ?? [],
        },
        actor: actorOf(officer),
        remark: input.finalRemark ? decodeFinalRemark(input.finalRemark) : null,
      });
      return { success: true, message: 'Submitted successfully', status: result.status };
    },

    async updateApplicationStatus(officer: TSignedInOfficer, input: TUpdateApplicationStatus) {
      // The jurisdiction guard first: a file the officer may not see answers as one that does not exist, whatever
      // its state (issue 15 §1: the states answered differently, an existence oracle).
      const application = {
        id: input.applicationId,
        ...(await requireApplicationAccess(db, officer, input.applicationId)),
      };
      const decision = await findOpenDecisionTurn(db, application.id, officer.id);
      if (isDecisionBlocked(application.status)) {
        throw new AppError('FORBIDDEN', WORKFLOW_MESSAGES.verificationUnderProgress);
      }
      if (!decision) throw new AppError('FORBIDDEN', WORKFLOW_MESSAGES.notYourTurn);
      await requireNote(application.id, officer.id);
      const outcome = asOutcome(input.status);
      const isRefunded = outcome === 'REJECTED' && input.eligibilityForRefund === true;
      // Spec 3 §4: a revoke is with refund only where construction has not begun (as the site inspector found).
      const kind = processKindOf(application.applicationType, application.approvalFor);
      if (isRefunded && !isRefundEligible(kind, await forms.firstLevelAnswers(application.id, 'SITE'))) {
        throw new AppError('BAD_USER_INPUT', DECISION_MESSAGES.refundNotAllowed);
      }
      const result = await workflow.transition({
        applicationId: application.id,
        event: { type: 'SUBMIT', stageId: decision.stageId, officerId: officer.id, outcome },
        actor: actorOf(officer),
        remark: decodeFinalRemark(input.finalRemark),
        details: outcome === 'REJECTED' ? { eligibilityForRefund: isRefunded } : {},
      });
      return { success: true, message: 'Status updated successfully', status: result.status };
    },
  };
}

export type TWorkflowCommands = ReturnType<typeof createWorkflowCommands>;
