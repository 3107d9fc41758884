import {
  chooseCorrectionOfficer,
  CORRECTION_FILTER_RULES,
  CORRECTION_MESSAGES,
  CORRECTION_STEP_STATUS,
  correctionValueProblem,
  finalDecisionProblem,
  isCorrectableColumn,
  isServerRoleName,
  permissionLevelOf,
  type TCorrectableColumn,
  type TCorrectionList,
  type TCorrectionDetail,
  type TCorrectionStep,
  type TUpdateCorrection,
  type TUpdateFinalCorrection,
  verificationOutcome,
  verificationSubmitProblem,
} from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess } from '../access';
import { appendAuditEvent } from '../audit';
import { hasActiveComment } from '../notes';
import type { TSignedInOfficer } from '../officer';
import type { TStorage } from '../storage';
import { keepWorkItemsOf } from '../application';
import {
  closeTurn,
  findAssigneesOf,
  findCorrection,
  findCorrectionCandidates,
  findCorrectionsOf,
  findLatestRequest,
  findOpenTurn,
  findRequestById,
  insertAssignee,
  listTurns,
  lockRequest,
  readCorrectableValues,
  setApplicationCorrectionStatus,
  updateCorrectionDecision,
  updateRequest,
  writeCorrectableValues,
} from './corrections.repository';
import { toCorrection, toCorrectionRequest } from './corrections.view';

/**
 * Gives a step of a correction request to an officer of the application's ULB (domain chooseCorrectionOfficer),
 * inside the caller's transaction. Nobody to take it: the whole change is refused rather than lose the request.
 */
export async function assignCorrectionTurn(
  tx: TDb,
  input: { correctionRequestId: number; applicationId: number; ulbId: number; step: TCorrectionStep; now: Date },
): Promise<number> {
  const rows = await findCorrectionCandidates(tx, input);
  const chosen = chooseCorrectionOfficer(
    rows.map((row) => ({
      id: row.id,
      openCorrections: row.openCorrections,
      hasWorkedOnFile: row.hasWorkedOnFile,
      permissionLevel: isServerRoleName(row.roleName)
        ? permissionLevelOf(row.roleName, row.authorityCode)
        : row.roleName,
    })),
    input.step,
  );
  if (!chosen) throw new AppError('CONFLICT', CORRECTION_MESSAGES.noOfficer);
  await insertAssignee(tx, {
    correctionRequestId: input.correctionRequestId,
    officerId: chosen.id,
    step: input.step,
    receivedAt: input.now,
  });
  return chosen.id;
}

/**
 * Correction verification (spec 3 §2 Corrections, §4, §5): the verifying officer decides each correction and
 * submits with final remarks and a note; the commissioner-level officer approves — applying the approved
 * corrections to the application — or rejects.
 */
const correctionNotFound = () => new AppError('NOT_FOUND', CORRECTION_MESSAGES.notFound);

export function createCorrectionsService(deps: { db: TDatabase; clock: TClock; storage: TStorage }) {
  const { db, clock, storage } = deps;

  /** A request with its corrections and officers, as the signed-in officer may see it. */
  async function present(officer: TSignedInOfficer, row: NonNullable<Awaited<ReturnType<typeof findLatestRequest>>>) {
    // One after another: `db` may be a transaction's single connection (the seed's), which takes one query at a time.
    const corrections = await findCorrectionsOf(db, [row.request.id]);
    const assignees = await findAssigneesOf(db, [row.request.id]);
    const hasNote = await hasActiveComment(db, row.request.applicationId, officer.id, row.request.createdAt);
    return toCorrectionRequest({ row, corrections, assignees, officer, storage, hasActiveNote: hasNote });
  }

  /** The officer's open turn on the request, or the reason they have none (a finished or another's request). */
  async function requireOpenTurn(tx: TDb, officer: TSignedInOfficer, correctionRequestId: number) {
    const locked = await lockRequest(tx, correctionRequestId);
    if (!locked) throw correctionNotFound();
    await requireApplicationAccess(tx, officer, locked.request.applicationId, correctionNotFound);
    const turn = await findOpenTurn(tx, { correctionRequestId, officerId: officer.id });
    if (!turn || CORRECTION_STEP_STATUS[turn.step] !== locked.request.status) {
      throw new AppError('FORBIDDEN', CORRECTION_MESSAGES.notYourTurn);
    }
    return { ...locked, turn };
  }

  return {
    /** applicationsCorrectionRequest: a page of the officer's requests for a filter (domain CORRECTION_FILTER_RULES). */
    async list(officer: TSignedInOfficer, input: TCorrectionList) {
      const rows = await listTurns(db, {
        officerId: officer.id,
        step: CORRECTION_FILTER_RULES[input.status].step,
        limit: input.perPage,
        offset: (input.page - 1) * input.perPage,
      });
      const ids = rows.map((row) => row.request.id);
      const corrections = await findCorrectionsOf(db, ids);
      const assignees = await findAssigneesOf(db, ids);
      const totalCount = rows[0]?.totalCount ?? 0;
      return {
        totalCount,
        totalPages: Math.ceil(totalCount / input.perPage),
        records: rows.map((row) =>
          toCorrectionRequest({
            row,
            corrections: corrections.filter((correction) => correction.correctionRequestId === row.request.id),
            assignees: assignees.filter(({ assignee }) => assignee.correctionRequestId === row.request.id),
            officer,
            storage,
            // The list does not gate anything; the detail screen asks for the note.
            hasActiveNote: false,
            receivedAt: row.receivedAt,
          }),
        ),
      };
    },

    /** applicationCorrectionRequest: the application's latest request of the filter, for anyone who may see it. */
    async detail(officer: TSignedInOfficer, input: TCorrectionDetail) {
      await requireApplicationAccess(db, officer, input.applicationId);
      const row = await findLatestRequest(db, {
        applicationId: input.applicationId,
        statuses: CORRECTION_FILTER_RULES[input.status].detailStatuses,
      });
      return row ? present(officer, row) : null;
    },

    /** updateCorrection: the verifying officer approves or rejects one correction (again, until they submit). */
    async updateCorrection(officer: TSignedInOfficer, input: TUpdateCorrection) {
      const found = await findCorrection(db, input.correctionId);
      if (!found) throw correctionNotFound();
      return db.transaction(async (tx) => {
        const { request, turn } = await requireOpenTurn(tx, officer, found.request.id);
        if (turn.step !== 'VERIFICATION') throw new AppError('FORBIDDEN', CORRECTION_MESSAGES.notYourTurn);
        const updated = await updateCorrectionDecision(tx, input.correctionId, {
          isApprove: input.isApprove,
          remark: input.remark,
        });
        await appendAuditEvent(tx, {
          occurredAt: clock.now(),
          actorKind: 'OFFICER',
          actorOfficerId: officer.id,
          actorRole: officer.roleName,
          applicationId: request.applicationId,
          action: input.isApprove ? 'CORRECTION_APPROVED' : 'CORRECTION_REJECTED',
          remark: input.remark,
          details: { correctionRequestId: request.id, correctionId: input.correctionId, column: updated.columnName },
        });
        return toCorrection(updated, { officer, storage });
      });
    },

    /**
     * updateFinalCorrection: the verifying officer's submit (to the commissioner), or the commissioner's final
     * word. Which one is the caller's open turn on the request.
     */
    async updateFinalCorrection(officer: TSignedInOfficer, input: TUpdateFinalCorrection) {
      await db.transaction(async (tx) => {
        const { request, ulbId, turn } = await requireOpenTurn(tx, officer, input.correctionRequestId);
        const corrections = await findCorrectionsOf(tx, [request.id]);
        const now = clock.now();
        // The request's own states go in the details: the event's from and to are the application's.
        const audit = (action: string, details: Record<string, unknown>) =>
          appendAuditEvent(tx, {
            occurredAt: now,
            actorKind: 'OFFICER',
            actorOfficerId: officer.id,
            actorRole: officer.roleName,
            applicationId: request.applicationId,
            action,
            remark: input.remark,
            details: { correctionRequestId: request.id, ...details },
          });

        if (turn.step === 'VERIFICATION') {
          if (input.isApprove !== null && input.isApprove !== undefined) {
            throw new AppError('BAD_USER_INPUT', CORRECTION_MESSAGES.decisionIsTheCommissioners);
          }
          const problem = verificationSubmitProblem({
            corrections,
            finalRemark: input.remark,
            // Only the officer tied to an active note may submit (spec 3 §4). Decision: a note written since
            // the request was filed — notes from the file's own verification say nothing about the correction.
            hasActiveNote: await hasActiveComment(tx, request.applicationId, officer.id, request.createdAt),
          });
          if (problem) throw new AppError('BAD_USER_INPUT', problem);
          const isApprove = verificationOutcome(corrections);
          await closeTurn(tx, turn.id, { isApprove, remark: input.remark, completedAt: now });
          await updateRequest(tx, request.id, { status: 'SUBMITTED' });
          await setApplicationCorrectionStatus(tx, request.applicationId, { status: 'SUBMITTED', now });
          const commissionerId = await assignCorrectionTurn(tx, {
            correctionRequestId: request.id,
            applicationId: request.applicationId,
            ulbId,
            step: 'DECISION',
            now,
          });
          await audit('CORRECTION_SUBMITTED', {
            isApprove,
            assignedTo: commissionerId,
            from: 'CORRECTION_VERIFICATION',
            to: 'SUBMITTED',
          });
          return;
        }

        const problem = finalDecisionProblem({ corrections, isApprove: input.isApprove, remark: input.remark });
        if (problem) throw new AppError('BAD_USER_INPUT', problem);
        const isApprove = input.isApprove === true;
        if (isApprove) {
          // Decision: approving applies the corrections the officer approved; rejecting applies none, so the
          // applicant's record never keeps half of a request the commissioner turned down.
          const approved = corrections.filter((correction) => correction.isApprove === true);
          const current = await readCorrectableValues(tx, request.applicationId);
          if (!current) throw new AppError('NOT_FOUND', 'Application not found');
          const values: Partial<Record<TCorrectableColumn, string>> = {};
          for (const correction of approved) {
            const problemOfValue = correctionValueProblem(correction.columnName, correction.newValue);
            if (problemOfValue || !isCorrectableColumn(correction.columnName)) {
              throw new AppError(
                'BAD_USER_INPUT',
                `${correction.columnName}: ${problemOfValue ?? CORRECTION_MESSAGES.unknownColumn}`,
              );
            }
            values[correction.columnName] = correction.newValue;
          }
          await writeCorrectableValues(tx, request.applicationId, values);
          // The applicant's name is searched in the inbox's read model.
          await keepWorkItemsOf(tx, request.applicationId);
          // The old values as they stood, not as filed: the audit log is where they are kept (issue 9).
          await audit('CORRECTION_APPLIED', {
            changes: approved.map((correction) => ({
              columnName: correction.columnName,
              oldValue: isCorrectableColumn(correction.columnName) ? current[correction.columnName] : null,
              newValue: correction.newValue,
            })),
          });
        }
        await closeTurn(tx, turn.id, { isApprove, remark: input.remark, completedAt: now });
        await updateRequest(tx, request.id, {
          status: 'CORRECTION_COMPLETED',
          correctionRequestCompleted: true,
          isApprove,
          finalRemark: input.remark,
        });
        await setApplicationCorrectionStatus(tx, request.applicationId, { status: 'CORRECTION_COMPLETED', now });
        await audit('CORRECTION_COMPLETED', { isApprove, from: 'SUBMITTED', to: 'CORRECTION_COMPLETED' });
      });
      const row = await findRequestById(db, input.correctionRequestId);
      if (!row) throw new Error('the submitted correction request could not be read back');
      return present(officer, row);
    },
  };
}

export type TCorrectionsService = ReturnType<typeof createCorrectionsService>;
