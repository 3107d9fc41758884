import {
  DEFAULT_FEE_PARTICULARS,
  FEE_CERTIFYING_KINDS,
  FEE_MESSAGES,
  NOTE_MESSAGES,
  RECOMMEND_WITH_FEE_CHANGES,
  RECOMMEND_WITHOUT_FEE_CHANGES,
  ZFeeInputsSchema,
  calculateFee,
  canViewFeeDetails,
  checkFeeSubmission,
  feeInputsOfApplication,
  feeSubmissionStatus,
  hasFeeAction,
  isCommissionerLevel,
  isFeeCertificationTurn,
  isFeeSubmissionTheRecommendation,
  openTurnsOf,
  processKindOf,
  systemFeeBreakup,
  type TFeeBreakupLine,
  type TFeeDetailsInput,
  type TFeeInputs,
  type TFeeParticulars,
  type TFeeRates,
  type TFeeSummary,
  type TPermissionLevel,
  type TTotalFeeBreakup,
} from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess } from '../access';
import { appendAuditEvent } from '../audit';
import { isConditionsSubmitted } from '../conditions';
import { hasActiveComment } from '../notes';
import type { TSignedInOfficer } from '../officer';
import { loadWorkflowState, type TWorkflowService } from '../workflow';
import {
  findApplicationFee,
  insertApplicationFee,
  loadFeeFacts,
  lockApplicationFeeFlags,
  saveCertifiedBreakup,
  setApplicationFeeFlags,
} from './fees.repository';

/**
 * Computes and stores the system fee of a newly received application, inside the platform's transaction: the
 * breakup the applicant is charged and the inputs it came from. Kinds without a fee certification get none.
 */
export async function recordSystemFee(
  tx: TDb,
  input: { applicationId: number; particulars?: TFeeParticulars; rates: TFeeRates; now: Date },
): Promise<void> {
  const facts = await loadFeeFacts(tx, input.applicationId);
  if (!facts || !FEE_CERTIFYING_KINDS.includes(processKindOf(facts.applicationType, facts.approvalFor))) return;
  const ground = facts.building.floorWiseBuiltUpArea.find((floor) => /ground|stilt/i.test(floor.floorType));
  const inputs = ZFeeInputsSchema.parse(
    feeInputsOfApplication({
      applicationType: facts.applicationType,
      purposeOfBuilding: facts.building.purposeOfBuilding,
      authorityCode: facts.authorityCode,
      ulbGrade: facts.ulbGrade,
      ulbName: facts.ulbName,
      actualPlotArea: facts.plot.actualPlotArea,
      netPlotArea: facts.plot.netPlotArea,
      heightInMetres: facts.building.heightInMetres,
      totalBuiltUpArea: facts.building.totalBuiltUpArea,
      noOfFloors: facts.building.noOfFloors,
      groundFloorArea: ground?.area ?? null,
      marketValue: facts.plot.marketValue,
      particulars: input.particulars ?? DEFAULT_FEE_PARTICULARS,
    }),
  );
  const { heads } = calculateFee(inputs, input.rates);
  await insertApplicationFee(tx, {
    applicationId: input.applicationId,
    inputs,
    calculatedBreakup: systemFeeBreakup(heads, inputs.application_type),
    calculatedAt: input.now,
  });
}

/**
 * Stores an officer's certified fee with the application's fee flags and its audit event, in the caller's
 * transaction. The fee went up (a difference above 0) when the spec's status rule gives FEE_ADJUSTMENTS_SUBMITTED:
 * the engine reads that flag when the verification step closes.
 */
export async function recordFeeCertification(
  tx: TDb,
  input: {
    applicationId: number;
    officer: { id: number; roleName: string };
    breakup: TFeeBreakupLine[];
    summary: TFeeSummary;
    fromStatus: string;
    now: Date;
  },
) {
  const isFeeChanged = feeSubmissionStatus(input.summary) === 'FEE_ADJUSTMENTS_SUBMITTED';
  await saveCertifiedBreakup(tx, input.applicationId, {
    updatedBreakup: input.breakup,
    officerId: input.officer.id,
    at: input.now,
  });
  await setApplicationFeeFlags(tx, input.applicationId, {
    isFeeSubmitted: true,
    isFeeChanged,
    isFeeChangeDetect: input.summary.hasChanges,
    updatedAt: input.now,
  });
  await appendAuditEvent(tx, {
    occurredAt: input.now,
    actorKind: 'OFFICER',
    actorOfficerId: input.officer.id,
    actorRole: input.officer.roleName,
    applicationId: input.applicationId,
    action: 'FEE_SUBMITTED',
    fromState: input.fromStatus,
    details: {
      existingTotal: input.summary.existingTotal,
      adjustedTotal: input.summary.adjustedTotal,
      otherTotal: input.summary.otherTotal,
      difference: input.summary.difference,
      totalToPay: input.summary.totalToPay,
      changedHeads: input.breakup
        .filter((line) => line.newAmount !== line.amount)
        .map((line) => ({ name: line.cost_head_name, from: line.amount, to: line.newAmount, remarks: line.remarks })),
    },
  });
  return { isFeeChanged };
}

/** Fee certification (spec 3 §2, §4, §5): the fee details an officer reads and the fee they submit. */
export function createFeesService(deps: {
  db: TDatabase;
  clock: TClock;
  workflow: TWorkflowService;
  rates: TFeeRates;
}) {
  const { db, clock, workflow, rates } = deps;

  return {
    /** GET fee_details/{id}: the system fee, the certified fee, the status, and what the caller may do. */
    async feeDetails(officer: TSignedInOfficer, applicationId: number) {
      if (!canViewFeeDetails(officer.permissionLevel)) {
        throw new AppError('FORBIDDEN', 'Fee details are not shown to site and title verification');
      }
      await requireApplicationAccess(db, officer, applicationId);
      const loaded = await loadWorkflowState(db, applicationId);
      if (!loaded) throw new AppError('NOT_FOUND', 'Application not found');
      const fee = await findApplicationFee(db, applicationId);
      const { application, state } = loaded;
      const [turn] = openTurnsOf(state, officer.id).filter((candidate) =>
        isFeeCertificationTurn({ kind: state.kind, ...candidate }),
      );
      const canCertify =
        fee !== null && hasFeeAction(officer.actions) && !application.isFeeSubmitted && turn !== undefined;
      return {
        calculated_fee_breakup: fee?.calculatedBreakup ?? [],
        updated_fee_breakup: fee?.updatedBreakup ?? [],
        status: application.status,
        approval_for: application.approvalFor,
        application_identifier: application.applicationIdentifier,
        is_fee_submitted: application.isFeeSubmitted,
        is_fee_changed: application.isFeeChanged,
        is_fee_paid: application.isFeePaid,
        is_occupancy: state.kind === 'OCCUPANCY',
        can_certify: canCertify,
        submits_recommendation: canCertify && isFeeSubmissionTheRecommendation(state.kind),
        fee_inputs: fee?.inputs ?? null,
      };
    },

    /**
     * feeDetails(applicationId, feeBreakup, officerId): the officer adjusting the fee submits it. Checked on the
     * server as on the console; stored with the flags and an audit event in one transaction, together with the
     * turn's recommendation where the fee is all that turn does (instant approvals).
     */
    async submitFee(officer: TSignedInOfficer, input: TFeeDetailsInput) {
      if (input.officerId && input.officerId !== officer.id) {
        throw new AppError('FORBIDDEN', 'You can submit only your own fee certification');
      }
      if (!hasFeeAction(officer.actions)) throw new AppError('FORBIDDEN', FEE_MESSAGES.noFeeAction);
      await requireApplicationAccess(db, officer, input.applicationId);
      return db.transaction(async (tx) => {
        const application = await lockApplicationFeeFlags(tx, input.applicationId);
        const fee = await findApplicationFee(tx, input.applicationId);
        if (!application || !fee) throw new AppError('NOT_FOUND', FEE_MESSAGES.noFee);
        if (application.isFeeSubmitted || fee.updatedBreakup)
          throw new AppError('CONFLICT', FEE_MESSAGES.alreadySubmitted);
        const loaded = await loadWorkflowState(tx, input.applicationId);
        const [turn] = loaded
          ? openTurnsOf(loaded.state, officer.id).filter((candidate) =>
              isFeeCertificationTurn({ kind: loaded.state.kind, ...candidate }),
            )
          : [];
        if (!loaded || !turn) {
          throw new AppError('FORBIDDEN', FEE_MESSAGES.notFeeTurn);
        }
        const check = checkFeeSubmission(fee.calculatedBreakup, input.feeBreakup, {
          isOccupancy: loaded.state.kind === 'OCCUPANCY',
        });
        if (!check.ok) throw new AppError('BAD_USER_INPUT', check.message);
        // Spec 3 §5: fee certification is kept out of the notes check only for commissioner-type roles.
        const isNoteNeeded = !isCommissionerLevel(officer.permissionLevel as TPermissionLevel);
        if (isNoteNeeded && !(await hasActiveComment(tx, input.applicationId, officer.id))) {
          throw new AppError('BAD_USER_INPUT', NOTE_MESSAGES.required);
        }
        // Where the fee is the turn's recommendation, the turn ends with it: its fee conditions come first.
        const isTurnEnding = isFeeSubmissionTheRecommendation(loaded.state.kind);
        if (isTurnEnding && !(await isConditionsSubmitted(tx, input.applicationId, 'fee'))) {
          throw new AppError('BAD_USER_INPUT', FEE_MESSAGES.conditionsFirst);
        }
        const now = clock.now();
        const { isFeeChanged } = await recordFeeCertification(tx, {
          applicationId: input.applicationId,
          officer,
          breakup: check.breakup,
          summary: check.summary,
          fromStatus: application.status,
          now,
        });
        if (!isTurnEnding) {
          return { success: true, message: 'Fee submitted successfully', status: application.status, isFeeChanged };
        }
        const result = await workflow.transitionIn(tx, {
          applicationId: input.applicationId,
          event: { type: 'SUBMIT', stageId: turn.stageId, officerId: officer.id, outcome: 'RECOMMENDED' },
          actor: { kind: 'OFFICER', officerId: officer.id, roleName: officer.roleName },
          remark: check.summary.hasChanges ? RECOMMEND_WITH_FEE_CHANGES : RECOMMEND_WITHOUT_FEE_CHANGES,
        });
        return { success: true, message: 'Fee submitted successfully', status: result.status, isFeeChanged };
      });
    },

    /** GET fee_calculator/get_total_fee_breakup, on the same schedule and rates as the system fee. */
    calculate(inputs: TFeeInputs): TTotalFeeBreakup {
      const { heads, total } = calculateFee(inputs, rates);
      return { total_fee: total, fee_breakup: heads };
    },
  };
}

export type TFeesService = ReturnType<typeof createFeesService>;
