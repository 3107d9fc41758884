import {
  correctionColumnLabel,
  HOUR_MS,
  shiftByIndiaDays,
  type TCorrectableColumn,
  type TCorrectionStatus,
  type TPlatformCorrectionRequest,
  type TProcessKind,
} from '@anumati/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TDatabase } from '../db/database';
import { applications } from '../modules/application/application.table';
import { readCorrectableValues, type TCorrectableValues } from '../modules/corrections/corrections.repository';
import { createCorrectionsService } from '../modules/corrections/corrections.service';
import { correctionAssignees, correctionRequests } from '../modules/corrections/corrections.table';
import { insertComment } from '../modules/notes/notes.repository';
import { findOfficerById } from '../modules/officer/officer.repository';
import { toSignedInOfficer } from '../modules/officer/signed-in-officer';
import { createPlatformService } from '../modules/platform/platform.service';
import { createWorkflowService, type TDecisionOrders } from '../modules/workflow/workflow.service';
import type { TStorage } from '../modules/storage/storage-adapter';
import { manualClock, type TManualClock } from '../platform/clock';
import {
  createDemoApplication,
  type TDemoOfficerRoles,
  type TDemoRegistry,
  type TDemoUlbTeam,
} from './demo-applications';
import { demoPdf } from './demo-documents';
import type { TRandom } from './seeded-random';

/** Issue 9: correction requests in every state for instant registrations, instant approvals and occupancy. */
const KINDS: readonly TProcessKind[] = ['REGISTRATION', 'SELF_CERTIFICATION', 'OCCUPANCY'];
const STATES: readonly TCorrectionStatus[] = ['CORRECTION_VERIFICATION', 'SUBMITTED', 'CORRECTION_COMPLETED'];

/** What the citizen asks to correct on each kind: typing errors in the particulars, from the values on file. */
const ASKED: Record<TProcessKind, readonly TCorrectableColumn[]> = {
  REGISTRATION: ['applicant_name', 'mobile'],
  SELF_CERTIFICATION: ['applicant_name', 'plot_address', 'aadhaar_number'],
  OCCUPANCY: ['survey_number', 'contact_address'],
  SINGLE_WINDOW: ['applicant_name'],
  LAYOUT: ['applicant_name'],
  FINAL_LAYOUT: ['applicant_name'],
  COMPOUND_WALL: ['applicant_name'],
};

function correctedValue(column: TCorrectableColumn, values: TCorrectableValues, sequence: number): string {
  const value = values[column] ?? '';
  switch (column) {
    case 'mobile':
      return `9${String(700_000_000 + sequence * 7919).slice(-9)}`;
    case 'aadhaar_number':
      return `${value.slice(0, 8)}${String(1000 + sequence * 37).slice(-4)}`;
    case 'survey_number':
      return `${value}/A`;
    case 'applicant_name': {
      const [given, ...rest] = value.split(' ');
      return [given, 'Devi', ...rest].join(' ');
    }
    default:
      return `${value} (corrected)`;
  }
}

async function officerOf(db: TDatabase, officerId: number) {
  const record = await findOfficerById(db, officerId);
  if (!record) throw new Error(`demo officer ${officerId} is missing`);
  return toSignedInOfficer(record);
}

/** The officer the application's open correction request waits for. */
async function openTurnOfficer(db: TDatabase, applicationId: number) {
  const [turn] = await db
    .select({ officerId: correctionAssignees.officerId, requestId: correctionAssignees.correctionRequestId })
    .from(correctionAssignees)
    .innerJoin(correctionRequests, eq(correctionRequests.id, correctionAssignees.correctionRequestId))
    .where(and(eq(correctionRequests.applicationId, applicationId), isNull(correctionAssignees.completedAt)));
  if (!turn) throw new Error(`no correction turn for demo application ${applicationId}`);
  return { officer: await officerOf(db, turn.officerId), requestId: turn.requestId };
}

/**
 * One approved application of each kind per correction state, handed over and approved as the other demo files
 * are, then a correction request filed through the citizen platform's service and moved by the officers through
 * the corrections service: decisions, a note, the submit, the commissioner's word.
 */
export async function seedDemoCorrections(
  db: TDatabase,
  options: {
    teams: readonly TDemoUlbTeam[];
    now: Date;
    random: TRandom;
    roleOf: TDemoOfficerRoles;
    sequence: number;
    storage: TStorage;
    registry: TDemoRegistry;
    keepsReadModels: boolean;
    orders: TDecisionOrders;
  },
): Promise<number> {
  let sequence = options.sequence;
  let count = 0;
  for (const [stateIndex, state] of STATES.entries()) {
    for (const [kindIndex, kind] of KINDS.entries()) {
      sequence += 1;
      // Spread over the demo ULBs so that GHMC's officers have a request in every state.
      const team = options.teams[(stateIndex * KINDS.length + kindIndex) % options.teams.length];
      if (!team) throw new Error('no demo ULB for a correction request');
      await createDemoApplication(db, {
        team,
        status: 'ACCEPTED',
        kind,
        sequence,
        now: options.now,
        random: options.random,
        roleOf: options.roleOf,
        storage: options.storage,
        registry: options.registry,
        keepsReadModels: options.keepsReadModels,
        orders: options.orders,
      });
      const [application] = await db
        .select({ id: applications.id })
        .from(applications)
        .orderBy(desc(applications.id))
        .limit(1);
      if (!application) throw new Error('the demo application for a correction is missing');
      const clock = manualClock(shiftByIndiaDays(options.now, -3));
      await fileAndMove(db, {
        applicationId: application.id,
        kind,
        state,
        clock,
        sequence,
        storage: options.storage,
        keepsReadModels: options.keepsReadModels,
        orders: options.orders,
      });
      count += 1;
    }
  }
  return count;
}

async function fileAndMove(
  db: TDatabase,
  input: {
    applicationId: number;
    kind: TProcessKind;
    state: TCorrectionStatus;
    clock: TManualClock;
    sequence: number;
    storage: TStorage;
    keepsReadModels: boolean;
    orders: TDecisionOrders;
  },
) {
  const { applicationId, clock, storage } = input;
  const workflow = createWorkflowService({ db, clock, orders: input.orders, keepsReadModels: input.keepsReadModels });
  const platform = createPlatformService({ db, clock, workflow });
  const values = await db.transaction((tx) => readCorrectableValues(tx, applicationId));
  if (!values) throw new Error(`demo application ${applicationId} has no applicant or plot`);
  // The citizen platform stores the supporting documents in the shared bucket and hands over their keys.
  const proofs = ASKED[input.kind].map((columnName) => ({
    columnName,
    newValue: correctedValue(columnName, values, input.sequence),
    key: `corrections/${applicationId}/${columnName}-proof.pdf`,
  }));
  const affidavit = `corrections/${applicationId}/affidavit.pdf`;
  for (const proof of proofs) {
    const title = `Proof of ${correctionColumnLabel(proof.columnName)}`;
    await storage.put(proof.key, demoPdf(title, [`Corrected value: ${proof.newValue}`]), 'application/pdf');
  }
  await storage.put(affidavit, demoPdf('Affidavit', ['The corrections asked for are true.']), 'application/pdf');
  const request: TPlatformCorrectionRequest = {
    corrections: proofs.map((proof, index) => ({
      columnName: proof.columnName,
      newValue: proof.newValue,
      supportingDocUrl: proof.key,
      supportingOptionalDocUrl: index === 0 ? [affidavit] : [],
    })),
  };
  await platform.fileCorrectionRequest(applicationId, request);
  if (input.state === 'CORRECTION_VERIFICATION') return;

  const corrections = createCorrectionsService({ db, clock, storage });
  clock.advance(6 * HOUR_MS);
  const verifier = await openTurnOfficer(db, applicationId);
  const detail = await corrections.detail(verifier.officer, { applicationId, status: 'correction' });
  if (!detail) throw new Error(`demo correction request of ${applicationId} did not reach its officer`);
  // The completed registration's and occupancy's are all approved; the others have one rejected correction.
  const rejectsOne = input.state === 'SUBMITTED' || input.kind === 'SELF_CERTIFICATION';
  for (const [index, correction] of detail.corrections.entries()) {
    const isApprove = !(rejectsOne && index === detail.corrections.length - 1);
    await corrections.updateCorrection(verifier.officer, {
      correctionId: Number(correction.id),
      isApprove,
      remark: isApprove ? null : 'The supporting document does not show this value',
    });
  }
  await insertComment(db, {
    applicationId,
    officerId: verifier.officer.id,
    comment: '<p>Checked the corrections against the supporting documents.</p>',
    createdAt: clock.now(),
  });
  await corrections.updateFinalCorrection(verifier.officer, {
    correctionRequestId: verifier.requestId,
    remark: 'Verified the corrections against the supporting documents',
  });
  if (input.state === 'SUBMITTED') return;

  clock.advance(20 * HOUR_MS);
  const commissioner = await openTurnOfficer(db, applicationId);
  const isApprove = !rejectsOne;
  await corrections.updateFinalCorrection(commissioner.officer, {
    correctionRequestId: commissioner.requestId,
    remark: isApprove ? 'Corrections approved as verified' : 'Rejected: a correction is not supported by documents',
    isApprove,
  });
}
