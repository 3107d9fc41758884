import {
  CORRECTION_MESSAGES,
  DEFAULT_FEE_RATES,
  PLATFORM_MESSAGES,
  type TFeeRates,
  processKindOf,
  type TPlatformApplication,
  type TPlatformCorrectionRequest,
  type TPlatformEvent,
  type TWorkflowEvent,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { insertCitizenSubmission } from '../application-details';
import { appendAuditEvent } from '../audit';
import {
  findOpenRequest,
  insertCorrections,
  insertRequest,
  readCorrectableValues,
  setApplicationCorrectionStatus,
  assignCorrectionTurn,
} from '../corrections';
import { recordSystemFee } from '../fees';
import type { TWorkflowService } from '../workflow';
import {
  findApplicationIdByIdentifier,
  findPlatformRequest,
  findUlbByName,
  insertApplicant,
  insertApplication,
  insertBuilding,
  insertPlatformRequest,
  insertPlot,
  lockApplication,
  lockIdempotencyKey,
  setApplicationIdentifier,
} from './platform.repository';
import { applicationIdentifierFor } from './application-identifier';

const EVENTS: Record<TPlatformEvent, TWorkflowEvent> = {
  'shortfall-answer': { type: 'APPLICANT_ANSWERED_SHORTFALL' },
  'show-cause-reply': { type: 'APPLICANT_REPLIED_SHOW_CAUSE' },
  'fee-payment': { type: 'APPLICANT_PAID_FEE' },
  withdrawal: { type: 'APPLICANT_WITHDREW' },
};

/** What the citizen platform hands over: paid applications, and the applicant's answers the workflow waits for. */
export function createPlatformService(deps: {
  db: TDatabase;
  clock: TClock;
  workflow: TWorkflowService;
  /** The fee schedule's rates; the shipped ones when not configured. */
  feeRates?: TFeeRates;
}) {
  const { db, clock, workflow, feeRates = DEFAULT_FEE_RATES } = deps;
  return {
    /**
     * Stores a paid application and routes it to the officers of its first step, all in one transaction. The
     * Idempotency-Key makes a retry land once: the same key and body give the first answer again.
     */
    async submitApplication(request: { idempotencyKey: string; requestHash: string; input: TPlatformApplication }) {
      const { input } = request;
      const now = clock.now();
      return db.transaction(async (tx) => {
        // Two deliveries of one request at once: the second waits here, then finds the first one's answer.
        await lockIdempotencyKey(tx, request.idempotencyKey);
        const earlier = await findPlatformRequest(tx, request.idempotencyKey);
        if (earlier) {
          if (earlier.requestHash !== request.requestHash) {
            throw new AppError('CONFLICT', PLATFORM_MESSAGES.idempotencyKeyReused);
          }
          return earlier.response as { id: number; applicationIdentifier: string; status: string };
        }
        const ulb = await findUlbByName(tx, input.ulbName);
        if (!ulb) throw new AppError('BAD_USER_INPUT', `Unknown ULB: ${input.ulbName}`, { field: 'ulbName' });
        const parent = input.parentApplicationIdentifier
          ? await findApplicationIdByIdentifier(tx, input.parentApplicationIdentifier)
          : null;
        if (input.parentApplicationIdentifier && !parent) {
          throw new AppError('BAD_USER_INPUT', `Unknown parent application: ${input.parentApplicationIdentifier}`, {
            field: 'parentApplicationIdentifier',
          });
        }
        const applicant = await insertApplicant(tx, input.applicant);
        if (!applicant) throw new Error('applicant insert returned no row');
        const application = await insertApplication(tx, {
          // The identifier needs the row's id: a placeholder first, then the real one in the same transaction.
          applicationIdentifier: `PENDING-${now.getTime()}-${applicant.id}`,
          applicationType: input.applicationType,
          approvalFor: input.approvalFor,
          status: 'SUBMITTED',
          applicantId: applicant.id,
          ulbId: ulb.id,
          parentApplicationId: parent?.id ?? null,
          additional: input.additional ?? false,
          revision: input.revision ?? false,
          additionalType: input.additionalType ?? null,
          createdAt: now,
          appliedOn: now,
          paymentCompletedAt: now,
          updatedAt: now,
        });
        if (!application) throw new Error('application insert returned no row');
        const applicationIdentifier = applicationIdentifierFor({
          authorityCode: ulb.authorityCode,
          kind: processKindOf(input.applicationType, input.approvalFor),
          appliedOn: now,
          id: application.id,
        });
        await setApplicationIdentifier(tx, application.id, applicationIdentifier);
        await insertPlot(tx, { applicationId: application.id, ...input.plot });
        await insertBuilding(tx, {
          applicationId: application.id,
          ...input.building,
          details: input.building.details ?? {},
        });
        await insertCitizenSubmission(tx, { applicationId: application.id, submission: input, now });
        await recordSystemFee(tx, {
          applicationId: application.id,
          particulars: input.feeParticulars,
          rates: feeRates,
          now,
        });
        await appendAuditEvent(tx, {
          occurredAt: now,
          actorKind: 'PLATFORM',
          applicationId: application.id,
          action: 'APPLICATION_RECEIVED',
          toState: 'SUBMITTED',
        });
        const routed = await workflow.startIn(tx, application.id, { kind: 'PLATFORM' });
        const response = { id: application.id, applicationIdentifier, status: routed.status };
        await insertPlatformRequest(tx, {
          idempotencyKey: request.idempotencyKey,
          requestHash: request.requestHash,
          statusCode: 201,
          response,
          createdAt: now,
        });
        return response;
      });
    },

    /**
     * Files a correction request (spec 3 §3); one at a time per application. The existing values are recorded as
     * the application holds them, and the request goes to its verifying officer in the same transaction.
     */
    async fileCorrectionRequest(applicationId: number, input: TPlatformCorrectionRequest) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const application = await lockApplication(tx, applicationId);
        if (!application || application.status === 'DRAFT') throw new AppError('NOT_FOUND', 'Application not found');
        const open = await findOpenRequest(tx, applicationId);
        if (open) throw new AppError('CONFLICT', PLATFORM_MESSAGES.correctionInProcess);
        const current = await readCorrectableValues(tx, applicationId);
        if (!current) throw new AppError('NOT_FOUND', 'Application not found');
        for (const [index, correction] of input.corrections.entries()) {
          if (current[correction.columnName] === correction.newValue) {
            throw new AppError('BAD_USER_INPUT', CORRECTION_MESSAGES.sameValue, {
              field: `corrections.${index}.newValue`,
            });
          }
        }
        const request = await insertRequest(tx, { applicationId, status: 'CORRECTION_VERIFICATION', createdAt: now });
        if (!request) throw new Error('correction request insert returned no row');
        await insertCorrections(
          tx,
          input.corrections.map((correction) => ({
            correctionRequestId: request.id,
            columnName: correction.columnName,
            oldValue: current[correction.columnName] ?? '',
            newValue: correction.newValue,
            supportingDocUrl: correction.supportingDocUrl,
            supportingOptionalDocUrl: correction.supportingOptionalDocUrl ?? [],
          })),
        );
        await setApplicationCorrectionStatus(tx, applicationId, { status: 'CORRECTION_VERIFICATION', now });
        const assignedTo = await assignCorrectionTurn(tx, {
          correctionRequestId: request.id,
          applicationId,
          ulbId: application.ulbId,
          step: 'VERIFICATION',
          now,
        });
        await appendAuditEvent(tx, {
          occurredAt: now,
          actorKind: 'PLATFORM',
          applicationId,
          action: 'CORRECTION_REQUESTED',
          details: {
            to: 'CORRECTION_VERIFICATION',
            correctionRequestId: request.id,
            columns: input.corrections.map((correction) => correction.columnName),
            assignedTo,
          },
        });
        return { id: request.id, applicationId, status: 'CORRECTION_VERIFICATION' };
      });
    },

    async recordApplicantEvent(applicationId: number, event: TPlatformEvent) {
      const result = await workflow.transition({ applicationId, event: EVENTS[event], actor: { kind: 'PLATFORM' } });
      return { id: applicationId, status: result.status };
    },
  };
}

export type TPlatformService = ReturnType<typeof createPlatformService>;
