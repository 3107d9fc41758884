import {
  allowedOutcomes,
  APPLICATION_STATUSES,
  DAY_MS,
  deadlineDueAt,
  DEEMED_ACTION_DAYS,
  DEEMED_STATUSES,
  documentAnswer,
  feeSummary,
  formTemplateKeyFor,
  isFeeCertificationTurn,
  isShortfallStatus,
  PROCESS_DEFINITIONS,
  roundFee,
  shiftByIndiaDays,
  SHORTFALL_ANSWER_WITHIN_DAYS,
  SHORTFALL_STATUSES,
  type TApplicationStatus,
  type TApplicationType,
  type TApprovalFor,
  type TDeadlineEventType,
  type TPlatformApplication,
  type TProcessKind,
  type TStageOutcome,
  type TWorkflowEvent,
  type TWorkflowState,
} from '@anumati/domain';
import type { TDatabase } from '../db/database';
import { applicants, applications } from '../modules/application/application.table';
import { FORM_TEMPLATES } from '../modules/forms/form-templates';
import { findStageOfficerId, saveAnswers } from '../modules/forms/forms.repository';
import { insertComment } from '../modules/notes/notes.repository';
import { findApplicationFee, lockApplicationFeeFlags } from '../modules/fees/fees.repository';
import { recordFeeCertification } from '../modules/fees/fees.service';
import { createPlatformService } from '../modules/platform/platform.service';
import { loadWorkflowState } from '../modules/workflow/workflow.repository';
import { createWorkflowService, type TDecisionOrders } from '../modules/workflow/workflow.service';
import type { TStorage } from '../modules/storage/storage-adapter';
import { manualClock } from '../platform/clock';
import { findApplicationMedia } from '../modules/storage/media.repository';
import { completeAnswers } from './demo-answers';
import { demoParticulars } from './demo-particulars';
import { GIVEN_NAMES, LOCALITIES, RELATIONS, SURNAMES } from './demo-people';
import { addLaterRecords } from './demo-records';
import { between, pick, seededRandom, type TRandom, wholeBetween } from './seeded-random';

/** Which kinds can be in each status, and how old such a file is at least (days). */
const SCENARIOS: Record<TApplicationStatus, { kinds: readonly TProcessKind[]; minAgeDays?: number }> = {
  DRAFT: { kinds: ['SINGLE_WINDOW', 'SELF_CERTIFICATION'] },
  SUBMITTED: { kinds: ['SINGLE_WINDOW', 'LAYOUT', 'FINAL_LAYOUT'] },
  IN_PROCESS: { kinds: ['OCCUPANCY', 'COMPOUND_WALL'] },
  VERIFICATION_UNDER_PROGRESS: {
    kinds: ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW', 'OCCUPANCY', 'COMPOUND_WALL', 'LAYOUT'],
  },
  FEE_ADJUSTMENTS: { kinds: ['SELF_CERTIFICATION'] },
  FEE_ADJUSTMENTS_SUBMITTED: { kinds: ['SELF_CERTIFICATION'] },
  PROCEEDINGS_IN_PROGRESS: {
    kinds: ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW', 'OCCUPANCY', 'COMPOUND_WALL'],
  },
  ACCEPTED: {
    kinds: ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW', 'OCCUPANCY', 'COMPOUND_WALL'],
    minAgeDays: 12,
  },
  REJECTED: { kinds: ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW', 'OCCUPANCY'], minAgeDays: 12 },
  REVOKED: { kinds: ['REGISTRATION', 'SELF_CERTIFICATION'], minAgeDays: 15 },
  DEEMED: { kinds: ['SINGLE_WINDOW'], minAgeDays: 23 },
  FINAL_DEEMED: { kinds: ['SINGLE_WINDOW'], minAgeDays: 32 },
  CLOSED: { kinds: ['REGISTRATION', 'SELF_CERTIFICATION'] },
  SHORTFALL: { kinds: ['SINGLE_WINDOW', 'LAYOUT'] },
  SHORTFALL_SUBMITTED: { kinds: ['SINGLE_WINDOW', 'LAYOUT'] },
  SHOW_CAUSE_RAISED: {
    kinds: ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW', 'COMPOUND_WALL'],
    minAgeDays: 10,
  },
  PAYMENT_INTIATED: { kinds: ['SINGLE_WINDOW'], minAgeDays: 8 },
  FEE_VERIFICATION: { kinds: ['SINGLE_WINDOW'], minAgeDays: 8 },
  LINE_DEPARTMENT_HOLD: { kinds: ['SINGLE_WINDOW'], minAgeDays: 6 },
  EXPIRED: { kinds: ['SINGLE_WINDOW'], minAgeDays: 30 },
  MORTGAGE_SHORTFALL: { kinds: ['SINGLE_WINDOW'], minAgeDays: 6 },
  DRAWING_SHORTFALL: { kinds: ['FINAL_LAYOUT'], minAgeDays: 6 },
  DRAWING_SHORTFALL_SUBMITTED: { kinds: ['FINAL_LAYOUT'], minAgeDays: 6 },
  DRAWING_VERIFIED: { kinds: ['FINAL_LAYOUT'], minAgeDays: 8 },
};

/** How many applications of each status, per 100: most files are being verified, as in real inboxes. */
const STATUS_WEIGHTS: Partial<Record<TApplicationStatus, number>> = {
  VERIFICATION_UNDER_PROGRESS: 30,
  IN_PROCESS: 6,
  SUBMITTED: 5,
  PROCEEDINGS_IN_PROGRESS: 8,
  ACCEPTED: 10,
  REJECTED: 4,
  FEE_ADJUSTMENTS: 4,
};

/** Statuses in which time no longer runs for the file: nothing the scheduler would change. */
const CLOCK_STOPPED: readonly TApplicationStatus[] = [
  'ACCEPTED',
  'REJECTED',
  'REVOKED',
  'DEEMED',
  'FINAL_DEEMED',
  'EXPIRED',
  'CLOSED',
];
/** Target statuses reached through a shortfall, raised within 10 days of the application. */
const SHORTFALL_TARGETS: readonly TApplicationStatus[] = [
  ...SHORTFALL_STATUSES,
  'SHORTFALL_SUBMITTED',
  'DRAWING_SHORTFALL_SUBMITTED',
  'EXPIRED',
];

/**
 * The oldest a file of this kind and status can be today without the scheduler moving it on its first run:
 * single-window files still running are younger than their 21 days, deemed ones than their action due date,
 * shortfalls younger than their 15 days.
 */
function maxAgeDays(kind: TProcessKind, status: TApplicationStatus): number {
  if (isShortfallStatus(status)) return SHORTFALL_ANSWER_WITHIN_DAYS - 1;
  const deemedAfter = PROCESS_DEFINITIONS[kind].deemedAfterDays;
  if (deemedAfter !== null && status === 'DEEMED') return deemedAfter + DEEMED_ACTION_DAYS - 1;
  if (deemedAfter !== null && !CLOCK_STOPPED.includes(status)) return deemedAfter - 2;
  return Number.POSITIVE_INFINITY;
}

/** Statuses that need line-department officers: only the demo's Hyderabad district has them. */
const NEEDS_LINE_DEPARTMENTS: readonly TApplicationStatus[] = ['LINE_DEPARTMENT_HOLD'];

const KIND_TYPES: Record<TProcessKind, { type: TApplicationType; approvalFor: TApprovalFor }> = {
  REGISTRATION: { type: 'REGISTRATION', approvalFor: 'BUILDING' },
  SELF_CERTIFICATION: { type: 'SELF CERTIFICATION', approvalFor: 'BUILDING' },
  SINGLE_WINDOW: { type: 'SINGLE WINDOW', approvalFor: 'BUILDING' },
  LAYOUT: { type: 'SINGLE WINDOW', approvalFor: 'LAYOUT' },
  FINAL_LAYOUT: { type: 'SINGLE WINDOW', approvalFor: 'FINAL_LAYOUT' },
  OCCUPANCY: { type: 'OCCUPANCY', approvalFor: 'OCCUPANCY' },
  COMPOUND_WALL: { type: 'SELF CERTIFICATION', approvalFor: 'COMPOUNDWALL' },
};

/** Plot area (sq m) and height (m) ranges: the state's limits for each kind (spec 1 §9). */
const PLOT_RANGES: Record<
  TProcessKind,
  { area: [number, number]; floors: [number, number]; height: [number, number] }
> = {
  // 75 sq yd = 62.7 sq m; up to 7 m.
  REGISTRATION: { area: [40, 62.7], floors: [1, 2], height: [3.5, 7] },
  SELF_CERTIFICATION: { area: [63, 500], floors: [1, 3], height: [6, 10] },
  SINGLE_WINDOW: { area: [520, 4000], floors: [3, 8], height: [12, 30] },
  LAYOUT: { area: [8000, 60000], floors: [0, 0], height: [0, 0] },
  FINAL_LAYOUT: { area: [8000, 60000], floors: [0, 0], height: [0, 0] },
  // Marketing limits: 240 to 600 sq yd (200 to 502 sq m), up to 10 m.
  OCCUPANCY: { area: [200, 500], floors: [2, 3], height: [7, 10] },
  COMPOUND_WALL: { area: [100, 500], floors: [0, 0], height: [0, 0] },
};

export type TDemoUlbTeam = {
  name: string;
  id: number;
  latitude: number;
  longitude: number;
  hasLineDepartments: boolean;
};
export type TDemoOfficerRoles = ReadonlyMap<number, string>;
/** Accepted building permissions per ULB, which later additional-floor and revision files build on. */
export type TDemoRegistry = {
  acceptedBuildings: Map<string, { identifier: string; kind: TProcessKind; plot: TPlatformApplication['plot'] }[]>;
};

/** Which earlier permissions an additional floor or a revision can build on. */
const PARENT_KINDS: Partial<Record<TProcessKind, readonly TProcessKind[]>> = {
  SELF_CERTIFICATION: ['REGISTRATION', 'SELF_CERTIFICATION'],
  SINGLE_WINDOW: ['SINGLE_WINDOW'],
};

/** The particulars' own random stream, per application (see demo-particulars.ts). */
const PARTICULARS_SEED = 0x5eed_0000;

/** Statuses in proportion to their weight, every status at least once. */
export function statusPlan(count: number, random: TRandom): TApplicationStatus[] {
  const plan: TApplicationStatus[] = [...APPLICATION_STATUSES];
  const weighted = APPLICATION_STATUSES.flatMap((status) =>
    Array<TApplicationStatus>(STATUS_WEIGHTS[status] ?? 1).fill(status),
  );
  while (plan.length < count) plan.push(pick(random, weighted));
  return plan.slice(0, Math.max(count, APPLICATION_STATUSES.length));
}

export function teamFor(status: TApplicationStatus, sequence: number, teams: readonly TDemoUlbTeam[]): TDemoUlbTeam {
  const eligible = NEEDS_LINE_DEPARTMENTS.includes(status) ? teams.filter((team) => team.hasLineDepartments) : teams;
  const team = eligible[sequence % eligible.length];
  if (!team) throw new Error('no demo ULB can take this application');
  return team;
}

function polygonAround(random: TRandom, latitude: number, longitude: number, areaSqM: number): [number, number][] {
  const centreLat = latitude + between(random, -0.02, 0.02);
  const centreLon = longitude + between(random, -0.02, 0.02);
  // Half the side of a square plot, in degrees (1 degree of latitude is about 111 km).
  const half = Math.sqrt(areaSqM) / 2 / 111_000;
  const round = (value: number) => Number(value.toFixed(6));
  return [
    [round(centreLat - half), round(centreLon - half)],
    [round(centreLat - half), round(centreLon + half)],
    [round(centreLat + half), round(centreLon + half)],
    [round(centreLat + half), round(centreLon - half)],
  ];
}

/** What the citizen platform would send for an application of this kind in this ULB. */
function platformPayload(random: TRandom, kind: TProcessKind, team: TDemoUlbTeam): TPlatformApplication {
  const { type, approvalFor } = KIND_TYPES[kind];
  const range = PLOT_RANGES[kind];
  const area = Number(between(random, ...range.area).toFixed(2));
  const floors = wholeBetween(random, ...range.floors);
  const locality = pick(random, LOCALITIES[team.name] ?? ['Main Road']);
  const name = `${pick(random, GIVEN_NAMES)} ${pick(random, SURNAMES)}`;
  const side = () => ({
    plotWidth: Number(between(random, 9, 30).toFixed(2)),
    roadWidth: pick(random, [6, 9, 12, 18, 24]),
  });
  return {
    applicationType: type,
    approvalFor,
    ulbName: team.name,
    applicant: {
      applicantType: pick(random, ['INDIVIDUAL', 'INDIVIDUAL', 'INDIVIDUAL', 'JOINT', 'FIRM']),
      applicantName: name,
      relationshipType: pick(random, RELATIONS),
      relationshipName: `${pick(random, GIVEN_NAMES)} ${pick(random, SURNAMES)}`,
      aadhaarNumber: String(wholeBetween(random, 2000_0000_0000, 9999_9999_9999)),
      mobile: `9${String(wholeBetween(random, 100_000_000, 999_999_999))}`,
      email: `${name.toLowerCase().replaceAll(' ', '.')}@example.in`,
      contactAddress: `H.No ${wholeBetween(random, 1, 20)}-${wholeBetween(random, 1, 300)}, ${locality}, ${team.name}`,
    },
    plot: {
      plotAddress: `Plot No ${wholeBetween(random, 1, 400)}, Sy. No ${wholeBetween(random, 10, 600)}, ${locality}, ${team.name}`,
      village: locality,
      surveyNumber: String(wholeBetween(random, 10, 600)),
      geoCoordinates: polygonAround(random, team.latitude, team.longitude, area),
      marketValue: wholeBetween(random, 8, 80) * 1000,
      actualPlotArea: area,
      plotAreaAsPerDocument: Number((area * between(random, 1, 1.05)).toFixed(2)),
      netPlotArea: area,
      front: side(),
      rear: side(),
      side1: side(),
      side2: side(),
    },
    building: {
      purposeOfBuilding:
        kind === 'COMPOUND_WALL' ? 'Compound wall' : pick(random, ['Residential', 'Residential', 'Commercial']),
      noOfFloors: floors,
      heightInMetres: Number(between(random, ...range.height).toFixed(1)),
      totalBuiltUpArea: Number((area * 0.6 * Math.max(floors, 1)).toFixed(2)),
      details:
        kind === 'COMPOUND_WALL'
          ? { length_of_compound_wall: Number((4 * Math.sqrt(area)).toFixed(1)), height_of_compound_wall: 2.1 }
          : { parking_space_provision: pick(random, ['Stilt', 'Open', 'Cellar']) },
    },
  };
}

type TTurnView = {
  stageId: number;
  key: TWorkflowState['stages'][number]['key'];
  level: 'L1' | 'L2';
  officerId: number;
  lineDepartment: string | null;
};

function openTurns(state: TWorkflowState): TTurnView[] {
  return state.stages.flatMap((stage) =>
    stage.status === 'IN_PROCESS'
      ? stage.levels
          .filter((level) => level.action === 'IN_PROCESS')
          .map((level) => ({
            stageId: stage.id,
            key: stage.key,
            level: level.level,
            officerId: level.officerId,
            lineDepartment: stage.lineDepartment,
          }))
      : [],
  );
}

/**
 * What a file made for a role asks of its drive (demo-role-files.ts); the other files ask nothing of it.
 */
export type TDriveGoal = {
  /** Officers who must each hold an open turn when the file stops: their turns wait, the others move on. */
  holderIds: readonly number[];
  /** The NOCs the technical review asks for, when the file goes on line-department hold. */
  nocDepartments?: readonly string[];
  /** Nobody acts on the file until time deems it approved (a single-window file its ULB left waiting). */
  isLeftUntilDeemed?: boolean;
};

/**
 * The next move towards a target status, or null to stop: what the officers, the applicant or time would do.
 * Every move is an event the engine decides, so the file ends where the engine can take it.
 */
function nextMove(
  target: TApplicationStatus,
  state: TWorkflowState,
  random: TRandom,
  goal?: TDriveGoal,
): { event: TWorkflowEvent; turn?: TTurnView; dueAt?: Date } | null {
  const turns = openTurns(state).filter((turn) => !goal?.holderIds.includes(turn.officerId));
  // Time's events happen when they fall due (statutory-clock.ts), never earlier: the engine refuses them before.
  const whenDue = (type: TDeadlineEventType) => {
    const dueAt = deadlineDueAt(state, type);
    return dueAt ? { event: { type, dueAt }, dueAt } : null;
  };
  const status = state.status;
  if (goal?.isLeftUntilDeemed && !DEEMED_STATUSES.includes(status)) return whenDue('DECISION_TIME_RAN_OUT');
  const waitingDecision = turns.find((turn) => turn.key === 'DECISION');
  const isStepStatus = PROCESS_DEFINITIONS[state.kind].steps.some((step) => step.status === status);
  const submit = (turn: TTurnView, outcome: TStageOutcome, nocDepartments?: string[]) => ({
    event: {
      type: 'SUBMIT',
      stageId: turn.stageId,
      officerId: turn.officerId,
      outcome,
      nocDepartments,
    } as TWorkflowEvent,
    turn,
  });

  // A file made for a role goes on until its holders have their turns (createDemoApplication stops it then).
  if (status === target && !goal) {
    const canLinger = ['VERIFICATION_UNDER_PROGRESS', 'IN_PROCESS', 'SUBMITTED'].includes(target);
    // Some files stay at the first turn, others are further along the same step.
    if (!canLinger || random() < 0.55) return null;
    const closesStep = turns.length === 1 && turns[0]?.level === 'L2';
    if (closesStep) return null;
  }
  if (target === 'CLOSED' && turns.length > 0 && random() < 0.5) return { event: { type: 'APPLICANT_WITHDREW' } };
  if (['SHORTFALL', 'SHORTFALL_SUBMITTED', 'EXPIRED'].includes(target)) {
    const preScrutiny = turns.find((turn) => turn.key === 'PRE_SCRUTINY');
    if (preScrutiny && !state.hasHadShortfall) return submit(preScrutiny, 'SHORTFALL');
    if (status === 'SHORTFALL' && target === 'SHORTFALL_SUBMITTED')
      return { event: { type: 'APPLICANT_ANSWERED_SHORTFALL' } };
    if (status === 'SHORTFALL' && target === 'EXPIRED') return whenDue('SHORTFALL_TIME_RAN_OUT');
    return null;
  }
  const technicalReview = turns.find((turn) => turn.key === 'TECHNICAL' && turn.level === 'L2');
  if (technicalReview) {
    if (target === 'MORTGAGE_SHORTFALL') return submit(technicalReview, 'MORTGAGE_SHORTFALL');
    if (target === 'DRAWING_SHORTFALL' || target === 'DRAWING_SHORTFALL_SUBMITTED') {
      return state.hasHadShortfall ? null : submit(technicalReview, 'SHORTFALL');
    }
    if (target === 'LINE_DEPARTMENT_HOLD') {
      return submit(technicalReview, 'LINE_VERIFICATION', [...(goal?.nocDepartments ?? ['FIRE'])]);
    }
  }
  if (status === 'DRAWING_SHORTFALL' && target === 'DRAWING_SHORTFALL_SUBMITTED') {
    return { event: { type: 'APPLICANT_ANSWERED_SHORTFALL' } };
  }
  if (
    ['MORTGAGE_SHORTFALL', 'DRAWING_SHORTFALL', 'LINE_DEPARTMENT_HOLD', 'DRAWING_SHORTFALL_SUBMITTED'].includes(status)
  )
    return null;
  if (target === 'FEE_ADJUSTMENTS' && status === 'FEE_ADJUSTMENTS') return null;

  if (status === 'DEEMED') {
    return target === 'FINAL_DEEMED' ? whenDue('DEEMED_ACTION_TIME_RAN_OUT') : null;
  }
  if (waitingDecision) {
    const options = allowedOutcomes(state, 'DECISION', 'L1', new Date(8.64e15));
    switch (target) {
      case 'PROCEEDINGS_IN_PROGRESS':
      case 'FEE_ADJUSTMENTS_SUBMITTED':
      case 'DRAWING_VERIFIED':
        return null;
      case 'DEEMED':
      case 'FINAL_DEEMED':
        return whenDue('DECISION_TIME_RAN_OUT');
      case 'SHOW_CAUSE_RAISED':
        return submit(waitingDecision, 'SHOW_CAUSE');
      case 'REVOKED':
        return state.hasHadShowCause ? submit(waitingDecision, 'REJECTED') : submit(waitingDecision, 'SHOW_CAUSE');
      case 'REJECTED':
        return submit(waitingDecision, 'REJECTED');
      default:
        return options.includes('FEE_INTIMATION')
          ? submit(waitingDecision, 'FEE_INTIMATION')
          : submit(waitingDecision, 'ACCEPTED');
    }
  }
  if (status === 'SHOW_CAUSE_RAISED')
    return target === 'REVOKED' ? { event: { type: 'APPLICANT_REPLIED_SHOW_CAUSE' } } : null;
  if (status === 'PAYMENT_INTIATED')
    return target === 'PAYMENT_INTIATED' ? null : { event: { type: 'APPLICANT_PAID_FEE' } };
  if (status === 'FEE_VERIFICATION' && target === 'FEE_VERIFICATION') return null;
  if (!isStepStatus && turns.length === 0) return null;

  // The usual work: the next open turn moves on with the ordinary outcome.
  const technicalFirst = target === 'FEE_ADJUSTMENTS' ? turns.find((turn) => turn.key === 'TECHNICAL') : undefined;
  const turn = technicalFirst ?? pick(random, turns);
  const options = allowedOutcomes(state, turn.key, turn.level, new Date(8.64e15));
  const outcome = (['SUBMITTED', 'RECOMMENDED'] as const).find((candidate) => options.includes(candidate));
  return outcome ? submit(turn, outcome) : null;
}

/**
 * One demo application: handed over through the citizen platform's service, then moved by the workflow engine
 * — officers' turns with their notes and answers, the applicant's replies, time — until it reaches its status.
 */
export async function createDemoApplication(
  db: TDatabase,
  options: {
    team: TDemoUlbTeam;
    status: TApplicationStatus;
    sequence: number;
    now: Date;
    random: TRandom;
    roleOf: TDemoOfficerRoles;
    /** A kind of the status's scenario to make, instead of a random one. */
    kind?: TProcessKind;
    storage: TStorage;
    registry: TDemoRegistry;
    /** Whether the engine keeps the read models, or leaves them to the seed's end (seed.ts). */
    keepsReadModels: boolean;
    /** Where the file's decisions issue their orders: the seed's orders service (demo-orders.ts). */
    orders: TDecisionOrders;
    goal?: TDriveGoal;
  },
): Promise<void> {
  const { status, random, now, storage } = options;
  const scenario = SCENARIOS[status];
  const kind = options.kind ?? pick(random, scenario.kinds);
  const minAge = scenario.minAgeDays ?? 2;
  const clock = manualClock(
    shiftByIndiaDays(now, -Math.min(wholeBetween(random, minAge, minAge + 40), maxAgeDays(kind, status))),
  );
  const payload = platformPayload(random, kind, options.team);

  if (status === 'DRAFT') {
    // A draft never left the citizen platform: it has no workflow yet.
    const [applicant] = await db.insert(applicants).values(payload.applicant).returning({ id: applicants.id });
    if (!applicant) throw new Error('applicant insert returned no row');
    await db.insert(applications).values({
      applicationIdentifier: `DRAFT/${options.sequence}`,
      applicationType: payload.applicationType,
      approvalFor: payload.approvalFor,
      status: 'DRAFT',
      applicantId: applicant.id,
      ulbId: options.team.id,
      createdAt: clock.now(),
      appliedOn: clock.now(),
      updatedAt: clock.now(),
    });
    return;
  }

  // A third of instant approvals and single-window buildings build on an earlier permission in their ULB, on
  // the same plot: an additional floor, or (one time in three) a revision. An instant approval keeps its limits.
  const detailRandom = seededRandom(PARTICULARS_SEED + options.sequence);
  const parentKinds = PARENT_KINDS[kind] ?? [];
  const parent =
    detailRandom() < 0.34
      ? options.registry.acceptedBuildings
          .get(options.team.name)
          ?.filter((candidate) => parentKinds.includes(candidate.kind))
          .at(-1)
      : undefined;
  if (parent) {
    const isRevision = detailRandom() < 0.34;
    Object.assign(payload, {
      plot: structuredClone(parent.plot),
      parentApplicationIdentifier: parent.identifier,
      additional: !isRevision,
      revision: isRevision,
      additionalType: isRevision ? undefined : 'Additional Floor',
    });
    const floors = Math.max(payload.building.noOfFloors, 1);
    payload.building.totalBuiltUpArea = Number((payload.plot.actualPlotArea * 0.6 * floors).toFixed(2));
  }
  const particulars = demoParticulars({
    kind,
    random: detailRandom,
    sequence: options.sequence,
    ulbName: options.team.name,
    appliedOn: clock.now(),
    payload,
  });
  for (const document of particulars.documents) {
    await storage.put(document.s3FilePath, document.body, document.contentType);
  }
  if (!parent) {
    // A plot built on before keeps its particulars; a new one gets its own.
    payload.plot.details = particulars.plotDetails;
    payload.plot.mandal = particulars.mandal;
    for (const side of ['front', 'rear', 'side1', 'side2'] as const) {
      payload.plot[side] = { ...payload.plot[side], ...particulars.sides[side] };
    }
  }
  payload.building.details = particulars.buildingDetails;
  payload.building.floorWiseBuiltUpArea = particulars.floorWiseBuiltUpArea;
  Object.assign(payload, particulars.fields, {
    documents: particulars.documents.map(({ category, name, s3FilePath }) => ({ category, name, s3FilePath })),
  });

  const workflow = createWorkflowService({
    db,
    clock,
    // A decision issues its order as a live one does (issue 57).
    orders: options.orders,
    keepsReadModels: options.keepsReadModels,
    // A deemed file's review sent up the hierarchy (its details name the reviewer) is what the demo makes on purpose
    // (demo-role-files.ts): the chasing cell's alerts keep each one, and a fresh start's log stays free of errors.
    logger: {
      error: (details, message) => {
        if (!('reviewerId' in details)) console.error(message, details);
      },
    },
  });
  const platform = createPlatformService({ db, clock, workflow });
  const { id, applicationIdentifier } = await platform.submitApplication({
    idempotencyKey: `demo-seed-${options.sequence}`,
    requestHash: `demo-seed-${options.sequence}`,
    input: payload,
  });

  const { goal } = options;
  for (let moves = 0; moves < 40; moves += 1) {
    const loaded = await loadWorkflowState(db, id);
    if (!loaded) throw new Error(`demo application ${id} vanished`);
    const holders = new Set(openTurns(loaded.state).map((turn) => turn.officerId));
    if (goal?.holderIds.every((holderId) => holders.has(holderId))) break;
    const move = nextMove(status, loaded.state, random, goal);
    if (!move) break;
    const waited = between(random, 0.2, 1.5);
    if (move.dueAt) {
      // The scheduler acts at its first quarter-hour run after the due instant; not yet due today: stop here.
      const actedAt = move.dueAt.getTime() + waited * 10 * 60_000;
      if (actedAt > now.getTime()) break;
      if (actedAt > clock.now().getTime()) clock.set(new Date(actedAt));
    } else {
      // Officers raise shortfalls early (the act allows one, within 10 days): files meant for one move faster.
      const pace = SHORTFALL_TARGETS.includes(status) ? 0.4 : 1;
      const elapsed = waited * pace * DAY_MS;
      if (clock.now().getTime() + elapsed < now.getTime()) clock.advance(elapsed);
    }
    const roleName = move.turn ? (options.roleOf.get(move.turn.officerId) ?? '') : '';
    if (move.turn) {
      // The technical reviewer raises the fee on files meant to show FEE ADJUSTMENTS SUBMITTED at the decision.
      const feeChange = status === 'FEE_ADJUSTMENTS_SUBMITTED' ? 'RAISED' : 'AS_CALCULATED';
      await prepareTurn(db, { applicationId: id, kind, turn: move.turn, when: clock.now(), roleName, feeChange });
    }
    // A certified fee changed the file since it was read: the engine reads it again.
    const isFileChanged =
      move.turn !== undefined && isFeeCertificationTurn({ kind, stageKey: move.turn.key, level: move.turn.level });
    // Inside the seed's transaction, without a savepoint: a refused move fails the whole seed anyway.
    await workflow
      .transitionIn(db, {
        applicationId: id,
        loaded: isFileChanged ? undefined : loaded,
        event: move.event,
        actor: move.turn
          ? { kind: 'OFFICER', officerId: move.turn.officerId, roleName }
          : move.event.type.startsWith('APPLICANT')
            ? { kind: 'PLATFORM' }
            : { kind: 'SYSTEM' },
        remark: move.turn ? `${roleName}: verified as per the checklist` : null,
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `Demo ${kind} towards ${status}, at ${loaded.state.status}: ${move.event.type} refused: ${reason}`,
        );
      });
  }
  const reached = await addLaterRecords(db, {
    applicationId: id,
    sequence: options.sequence,
    kind,
    citizenDeviation: particulars.fields.deviation?.citizen,
    storage,
    random: detailRandom,
    when: clock.now(),
  });
  if (reached === 'ACCEPTED' && KIND_TYPES[kind].approvalFor === 'BUILDING') {
    const accepted = options.registry.acceptedBuildings.get(options.team.name) ?? [];
    options.registry.acceptedBuildings.set(options.team.name, [
      ...accepted,
      { identifier: applicationIdentifier, kind, plot: payload.plot },
    ]);
  }
}

/** What the officer does in the console before submitting: a note on the note sheet and the form's answers. */
async function prepareTurn(
  db: TDatabase,
  input: {
    applicationId: number;
    kind: TProcessKind;
    turn: TTurnView;
    when: Date;
    roleName: string;
    feeChange: 'RAISED' | 'AS_CALCULATED';
  },
) {
  const { turn } = input;
  await insertComment(db, {
    applicationId: input.applicationId,
    officerId: turn.officerId,
    comment: '<p>Verified the documents and the site as per the checklist.</p>',
    createdAt: input.when,
  });
  const templateKey = turn.level === 'L1' ? formTemplateKeyFor(input.kind, turn.key, turn.lineDepartment) : null;
  const template = templateKey ? FORM_TEMPLATES.get(templateKey) : undefined;
  const formInstanceId = await findStageOfficerId(db, turn.stageId, turn.level);
  if (template && formInstanceId) {
    // File questions point to a document of the file, as the server requires of officers' answers.
    const [document] = await findApplicationMedia(db, input.applicationId, ['CITIZEN']);
    const fileAnswer = document ? documentAnswer(document.id) : '';
    await saveAnswers(db, formInstanceId, completeAnswers(template.fields, fileAnswer), input.when);
  }
  if (isFeeCertificationTurn({ kind: input.kind, stageKey: turn.key, level: turn.level })) {
    await certifyDemoFee(db, input);
  }
}

/** The technical reviewer certifies the fee, as the Fees tab does: as calculated, or with the permit fee raised. */
async function certifyDemoFee(
  db: TDatabase,
  input: {
    applicationId: number;
    turn: TTurnView;
    when: Date;
    roleName: string;
    feeChange: 'RAISED' | 'AS_CALCULATED';
  },
) {
  const fee = await findApplicationFee(db, input.applicationId);
  if (!fee || fee.updatedBreakup) return;
  const breakup = fee.calculatedBreakup.map((line) =>
    input.feeChange === 'RAISED' && line.cost_head_name === 'Building Permit Fee'
      ? { ...line, newAmount: roundFee(line.amount * 1.1), remarks: 'Built-up area re-measured on site' }
      : line,
  );
  await db.transaction(async (tx) => {
    const application = await lockApplicationFeeFlags(tx, input.applicationId);
    await recordFeeCertification(tx, {
      applicationId: input.applicationId,
      officer: { id: input.turn.officerId, roleName: input.roleName },
      breakup,
      summary: feeSummary(breakup, []),
      fromStatus: application?.status ?? 'VERIFICATION_UNDER_PROGRESS',
      now: input.when,
    });
  });
}
