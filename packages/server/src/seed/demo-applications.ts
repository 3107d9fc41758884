import {
  addDays,
  APPLICATION_STATUSES,
  chooseAssignee,
  DANGER_DAYS_BEFORE_DUE,
  isLargeSelfCertification,
  PROCESS_DEFINITIONS,
  SINGLE_WINDOW_DECISION_DAYS,
  STAGE_DEFINITIONS,
  type TApplicationStatus,
  type TApplicationType,
  type TApprovalFor,
  type TAssigneeCandidate,
  type TOfficerLevel,
  type TProcessKind,
  type TStageKey,
  type TStageOutcome,
  type TStageStatus,
  WAITING_FOR_APPLICANT,
} from '@anumati/domain';
import type { TDb } from '../db/database';
import {
  applicants,
  applications,
  buildings,
  properties,
  stageOfficers,
  stageStates,
  type TSide,
} from '../modules/application/application.table';
import { auditEvents } from '../modules/audit/audit.table';
import { GIVEN_NAMES, LOCALITIES, RELATIONS, SURNAMES } from './demo-people';
import { between, pick, type TRandom, wholeBetween } from './seeded-random';

/**
 * How far each status has got in its process, as data: which kinds can be in it and what the stages look
 * like. Every status of spec 1 §4 appears; the engine (issue 3) reaches the same states by transitions.
 */
type TScenario = {
  kinds: readonly TProcessKind[];
  /** Where the file is: every step done, or at the first step that shows this status. */
  at: 'ALL_DONE' | TApplicationStatus;
  /** The current step's state; absent when nothing is open. */
  current?: { level: TOfficerLevel; endedWith?: { stage: TStageKey; outcome: TStageOutcome } };
  decision?: TStageOutcome;
  extraStage?: 'LINE_DEPARTMENT' | 'FEE_VERIFICATION';
  minAgeDays?: number;
  flags?: Partial<typeof applications.$inferInsert>;
};

const SW = ['SINGLE_WINDOW', 'LAYOUT', 'FINAL_LAYOUT'] as const;
const HAD_SHORTFALL: readonly TApplicationStatus[] = [
  'SHORTFALL',
  'SHORTFALL_SUBMITTED',
  'EXPIRED',
  'MORTGAGE_SHORTFALL',
  'DRAWING_SHORTFALL',
  'DRAWING_SHORTFALL_SUBMITTED',
];
const POST_VERIFIED = ['REGISTRATION', 'SELF_CERTIFICATION'] as const;

export const SCENARIOS: Record<TApplicationStatus, TScenario> = {
  DRAFT: { kinds: ['SINGLE_WINDOW'], at: 'SUBMITTED' },
  SUBMITTED: { kinds: SW, at: 'SUBMITTED', current: { level: 'L1' } },
  IN_PROCESS: { kinds: ['OCCUPANCY', 'COMPOUND_WALL'], at: 'IN_PROCESS', current: { level: 'L1' } },
  VERIFICATION_UNDER_PROGRESS: {
    kinds: ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW', 'OCCUPANCY', 'COMPOUND_WALL', 'LAYOUT'],
    at: 'VERIFICATION_UNDER_PROGRESS',
    current: { level: 'L1' },
  },
  FEE_ADJUSTMENTS: { kinds: ['SELF_CERTIFICATION'], at: 'VERIFICATION_UNDER_PROGRESS', current: { level: 'L2' } },
  FEE_ADJUSTMENTS_SUBMITTED: {
    kinds: ['SELF_CERTIFICATION'],
    at: 'PROCEEDINGS_IN_PROGRESS',
    current: { level: 'L1' },
    flags: { isFeeChanged: true, isFeeChangeDetect: true, isFeeSubmitted: true },
  },
  PROCEEDINGS_IN_PROGRESS: {
    kinds: ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW', 'OCCUPANCY', 'COMPOUND_WALL'],
    at: 'PROCEEDINGS_IN_PROGRESS',
    current: { level: 'L1' },
  },
  ACCEPTED: {
    kinds: ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW', 'OCCUPANCY', 'COMPOUND_WALL'],
    at: 'ALL_DONE',
    decision: 'ACCEPTED',
  },
  REJECTED: {
    kinds: ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW', 'OCCUPANCY'],
    at: 'ALL_DONE',
    decision: 'REJECTED',
  },
  // Decision: REVOKED is an instant permission revoked after an unanswered show cause.
  REVOKED: {
    kinds: POST_VERIFIED,
    at: 'ALL_DONE',
    decision: 'REJECTED',
    flags: { isShowCauseRaised: true, isShowCauseSevenDaysElapsed: true },
  },
  DEEMED: { kinds: ['SINGLE_WINDOW'], at: 'VERIFICATION_UNDER_PROGRESS', current: { level: 'L1' }, minAgeDays: 23 },
  FINAL_DEEMED: {
    kinds: ['SINGLE_WINDOW'],
    at: 'VERIFICATION_UNDER_PROGRESS',
    current: { level: 'L1' },
    minAgeDays: 35,
  },
  CLOSED: { kinds: ['REGISTRATION'], at: 'VERIFICATION_UNDER_PROGRESS' },
  SHORTFALL: {
    kinds: SW,
    at: 'SUBMITTED',
    current: { level: 'L1', endedWith: { stage: 'PRE_SCRUTINY', outcome: 'SHORTFALL' } },
  },
  SHORTFALL_SUBMITTED: { kinds: SW, at: 'SUBMITTED', current: { level: 'L1' }, flags: { isObjected: true } },
  SHOW_CAUSE_RAISED: {
    kinds: ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW', 'COMPOUND_WALL'],
    at: 'PROCEEDINGS_IN_PROGRESS',
    current: { level: 'L1', endedWith: { stage: 'DECISION', outcome: 'SHOW_CAUSE' } },
    flags: { isShowCauseRaised: true },
  },
  PAYMENT_INTIATED: {
    kinds: ['SINGLE_WINDOW'],
    at: 'PROCEEDINGS_IN_PROGRESS',
    current: { level: 'L1', endedWith: { stage: 'DECISION', outcome: 'FEE_INTIMATION' } },
  },
  FEE_VERIFICATION: { kinds: ['SINGLE_WINDOW'], at: 'PROCEEDINGS_IN_PROGRESS', extraStage: 'FEE_VERIFICATION' },
  LINE_DEPARTMENT_HOLD: { kinds: ['SINGLE_WINDOW'], at: 'VERIFICATION_UNDER_PROGRESS', extraStage: 'LINE_DEPARTMENT' },
  EXPIRED: {
    kinds: SW,
    at: 'SUBMITTED',
    current: { level: 'L1', endedWith: { stage: 'PRE_SCRUTINY', outcome: 'SHORTFALL' } },
    minAgeDays: 40,
  },
  MORTGAGE_SHORTFALL: {
    kinds: ['SINGLE_WINDOW'],
    at: 'VERIFICATION_UNDER_PROGRESS',
    current: { level: 'L2', endedWith: { stage: 'TECHNICAL', outcome: 'MORTGAGE_SHORTFALL' } },
  },
  DRAWING_SHORTFALL: {
    kinds: ['FINAL_LAYOUT'],
    at: 'VERIFICATION_UNDER_PROGRESS',
    current: { level: 'L2', endedWith: { stage: 'TECHNICAL', outcome: 'SHORTFALL' } },
  },
  DRAWING_SHORTFALL_SUBMITTED: { kinds: ['FINAL_LAYOUT'], at: 'VERIFICATION_UNDER_PROGRESS', current: { level: 'L2' } },
  DRAWING_VERIFIED: { kinds: ['FINAL_LAYOUT'], at: 'PROCEEDINGS_IN_PROGRESS', current: { level: 'L1' } },
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

const KIND_TYPES: Record<TProcessKind, { type: TApplicationType; approvalFor: TApprovalFor; code: string }> = {
  REGISTRATION: { type: 'REGISTRATION', approvalFor: 'BUILDING', code: 'REG' },
  SELF_CERTIFICATION: { type: 'SELF CERTIFICATION', approvalFor: 'BUILDING', code: 'SC' },
  SINGLE_WINDOW: { type: 'SINGLE WINDOW', approvalFor: 'BUILDING', code: 'SW' },
  LAYOUT: { type: 'SINGLE WINDOW', approvalFor: 'LAYOUT', code: 'LAY' },
  FINAL_LAYOUT: { type: 'SINGLE WINDOW', approvalFor: 'FINAL_LAYOUT', code: 'FLAY' },
  OCCUPANCY: { type: 'OCCUPANCY', approvalFor: 'OCCUPANCY', code: 'OC' },
  COMPOUND_WALL: { type: 'SELF CERTIFICATION', approvalFor: 'COMPOUNDWALL', code: 'CW' },
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

const ULB_CODES: Record<string, string> = {
  GHMC: 'GHMC',
  'Boduppal Municipal Corporation': 'BDPL',
  'Suryapet Municipality': 'SRPT',
  'Nizamabad Municipal Corporation': 'NZB',
};

export type TDemoUlbTeam = {
  name: string;
  id: number;
  latitude: number;
  longitude: number;
  officers: TAssigneeCandidate[];
};

type TStageRow = {
  key: TStageKey;
  step: number;
  name: string;
  parentStageName: string | null;
  officers: TOfficerRow[];
  status: TStageStatus;
  receivedDate: Date;
  completedDate: Date | null;
  dueDays: number;
};
type TOfficerRow = {
  officerId: number;
  level: TOfficerLevel;
  action: TStageStatus;
  receivedDate: Date;
  forwardedDate: Date | null;
};

/** Statuses in proportion to their weight, every status at least once. */
export function statusPlan(count: number, random: TRandom): TApplicationStatus[] {
  const plan: TApplicationStatus[] = [...APPLICATION_STATUSES];
  const weighted = APPLICATION_STATUSES.flatMap((status) =>
    Array<TApplicationStatus>(STATUS_WEIGHTS[status] ?? 1).fill(status),
  );
  while (plan.length < count) plan.push(pick(random, weighted));
  return plan.slice(0, Math.max(count, APPLICATION_STATUSES.length));
}

function person(random: TRandom) {
  return {
    name: `${pick(random, GIVEN_NAMES)} ${pick(random, SURNAMES)}`,
    relation: `${pick(random, GIVEN_NAMES)} ${pick(random, SURNAMES)}`,
  };
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

/** One application of the given status in a ULB, routed to that ULB's officers; inserted in the transaction. */
export async function insertDemoApplication(
  db: TDb,
  options: {
    team: TDemoUlbTeam;
    status: TApplicationStatus;
    sequence: number;
    now: Date;
    random: TRandom;
    lineDepartmentOfficers: TAssigneeCandidate[];
  },
): Promise<void> {
  const { team, status, now, random } = options;
  const scenario = SCENARIOS[status];
  const kind = pick(random, scenario.kinds);
  const { type, approvalFor, code } = KIND_TYPES[kind];
  const range = PLOT_RANGES[kind];
  const area = Number(between(random, ...range.area).toFixed(2));
  const floors = wholeBetween(random, ...range.floors);
  const height = Number(between(random, ...range.height).toFixed(1));
  const isLarge = isLargeSelfCertification({
    applicationType: type,
    netPlotArea: area,
    areaUnit: 'SQ_M',
    upperFloors: Math.max(floors - 1, 0),
  });
  const ageDays = wholeBetween(random, scenario.minAgeDays ?? 2, (scenario.minAgeDays ?? 2) + 40);
  const appliedOn = addDays(now, -ageDays);

  const stages = planStages({
    kind,
    scenario,
    appliedOn,
    now,
    random,
    isLarge,
    team,
    lineDepartmentOfficers: options.lineDepartmentOfficers,
  });
  const open = stages.filter((stage) => stage.status === 'IN_PROCESS');
  const latest = open.at(-1) ?? stages.at(-1);
  const dueDate = latest ? addDays(latest.receivedDate, latest.dueDays) : null;
  const deemedDate = PROCESS_DEFINITIONS[kind].deemedAfterDays ? addDays(appliedOn, SINGLE_WINDOW_DECISION_DAYS) : null;

  const applicant = person(random);
  const locality = pick(random, LOCALITIES[team.name] ?? ['Main Road']);
  const [applicantRow] = await db
    .insert(applicants)
    .values({
      applicantType: pick(random, ['INDIVIDUAL', 'INDIVIDUAL', 'INDIVIDUAL', 'JOINT', 'FIRM']),
      applicantName: applicant.name,
      relationshipType: pick(random, RELATIONS),
      relationshipName: applicant.relation,
      aadhaarNumber: String(wholeBetween(random, 2000_0000_0000, 9999_9999_9999)),
      mobile: `9${String(wholeBetween(random, 100_000_000, 999_999_999))}`,
      email: `${applicant.name.toLowerCase().replaceAll(' ', '.')}@example.in`,
      contactAddress: `H.No ${wholeBetween(random, 1, 20)}-${wholeBetween(random, 1, 300)}, ${locality}, ${team.name}`,
    })
    .returning({ id: applicants.id });
  if (!applicantRow) throw new Error('applicant insert returned nothing');

  const [application] = await db
    .insert(applications)
    .values({
      applicationIdentifier: `${ULB_CODES[team.name] ?? 'ULB'}/${code}/${appliedOn.getUTCFullYear()}/${String(options.sequence).padStart(6, '0')}`,
      applicantListId: 100_000 + options.sequence,
      applicationType: type,
      approvalFor,
      status,
      currentOfficerLevel: open.at(-1)?.officers.at(-1)?.level ?? null,
      applicantId: applicantRow.id,
      ulbId: team.id,
      createdAt: appliedOn,
      appliedOn,
      paymentCompletedAt: status === 'DRAFT' ? null : appliedOn,
      assignedDate: latest?.receivedDate ?? null,
      dueDate,
      dangerDate: dueDate ? addDays(dueDate, -DANGER_DAYS_BEFORE_DUE) : null,
      deemedDate,
      deemedDueDate: deemedDate ? addDays(deemedDate, 7) : null,
      updatedAt: latest?.completedDate ?? latest?.receivedDate ?? appliedOn,
      additional: random() < 0.08,
      revision: random() < 0.05,
      isApprove: scenario.decision ? scenario.decision === 'ACCEPTED' : null,
      workflowStep: Math.max(0, ...stages.map((stage) => stage.step)),
      hasHadShortfall: HAD_SHORTFALL.includes(status),
      isFeePaid: status === 'FEE_VERIFICATION',
      waitingSince: WAITING_FOR_APPLICANT.includes(status) ? (latest?.completedDate ?? appliedOn) : null,
      decidedAt: scenario.decision ? (latest?.completedDate ?? null) : null,
      ...scenario.flags,
    })
    .returning({ id: applications.id });
  if (!application) throw new Error('application insert returned nothing');

  const side = (): TSide => ({
    plotWidth: Number(between(random, 9, 30).toFixed(2)),
    roadWidth: pick(random, [6, 9, 12, 18, 24]),
  });
  await db.insert(properties).values({
    applicationId: application.id,
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
    landUse: pick(random, ['Residential', 'Residential', 'Commercial', 'Mixed']),
  });
  await db.insert(buildings).values({
    applicationId: application.id,
    purposeOfBuilding:
      kind === 'COMPOUND_WALL' ? 'Compound wall' : pick(random, ['Residential', 'Residential', 'Commercial']),
    noOfFloors: floors,
    heightInMetres: height,
    totalBuiltUpArea: Number((area * 0.6 * Math.max(floors, 1)).toFixed(2)),
    floorWiseBuiltUpArea: Array.from({ length: floors }, (_, index) => ({
      floorType: index === 0 ? 'Ground Floor' : `Floor ${index}`,
      area: Number((area * 0.6).toFixed(2)),
      units: wholeBetween(random, 1, 2),
    })),
    details:
      kind === 'COMPOUND_WALL'
        ? { length_of_compound_wall: Number((4 * Math.sqrt(area)).toFixed(1)), height_of_compound_wall: 2.1 }
        : { parking_space_provision: pick(random, ['Stilt', 'Open', 'Cellar']) },
  });

  for (const [sequence, stage] of stages.entries()) {
    const [state] = await db
      .insert(stageStates)
      .values({
        applicationId: application.id,
        name: stage.name,
        parentStageName: stage.parentStageName,
        stageKey: stage.key,
        step: stage.step,
        sequence,
        status: stage.status,
        dueDays: stage.dueDays,
        receivedDate: stage.receivedDate,
        dueDate: addDays(stage.receivedDate, stage.dueDays),
        submittedDate: stage.completedDate,
        completedDate: stage.completedDate,
      })
      .returning({ id: stageStates.id });
    if (!state) throw new Error('stage insert returned nothing');
    if (stage.officers.length > 0) {
      await db.insert(stageOfficers).values(
        stage.officers.map((officer) => ({
          stageStateId: state.id,
          officerId: officer.officerId,
          officerLevel: officer.level,
          action: officer.action,
          receivedDate: officer.receivedDate,
          forwardedDate: officer.forwardedDate,
        })),
      );
    }
  }
  await db.insert(auditEvents).values({
    occurredAt: appliedOn,
    actorKind: 'PLATFORM',
    applicationId: application.id,
    action: 'APPLICATION_SUBMITTED',
    toState: status,
    details: { seeded: true },
  });
}

/** The stage states a scenario implies, walking the process definition step by step. */
function planStages(input: {
  kind: TProcessKind;
  scenario: TScenario;
  appliedOn: Date;
  now: Date;
  random: TRandom;
  isLarge: boolean;
  team: TDemoUlbTeam;
  lineDepartmentOfficers: TAssigneeCandidate[];
}): TStageRow[] {
  const { kind, scenario, random } = input;
  const steps = PROCESS_DEFINITIONS[kind].steps;
  const decisionIndex = steps.length - 1;
  const rows: TStageRow[] = [];
  // Time runs from the application to now: each finished level takes a share of it.
  let clock = input.appliedOn;
  const span = (input.now.getTime() - input.appliedOn.getTime()) / (steps.length * 2 + 2);
  const advance = () => {
    clock = new Date(clock.getTime() + span * between(random, 0.6, 1));
    return clock;
  };
  const officerFor = (stage: TStageKey, level: TOfficerLevel, lineDepartment?: string) => {
    const candidates = stage === 'LINE_DEPARTMENT' ? input.lineDepartmentOfficers : input.team.officers;
    const chosen = chooseAssignee(candidates, { stage, level, isLarge: input.isLarge, lineDepartment });
    if (!chosen) throw new Error(`No demo officer for ${stage} ${level} in ${input.team.name}`);
    return chosen.id;
  };

  let step = 0;
  const finishedStage = (stage: TStageKey, outcome: TStageOutcome, lineDepartment?: string): TStageRow => {
    const definition = STAGE_DEFINITIONS[stage];
    const receivedDate = clock;
    const officers = definition.levels.map(({ level }, index) => {
      const isLast = index === definition.levels.length - 1;
      const levelReceived = clock;
      return {
        officerId: officerFor(stage, level, lineDepartment),
        level,
        action: isLast ? outcome : 'SUBMITTED',
        receivedDate: levelReceived,
        forwardedDate: advance(),
      } as TOfficerRow;
    });
    return {
      key: stage,
      step,
      name: lineDepartment ?? definition.name,
      parentStageName: lineDepartment ? definition.name : null,
      officers,
      status: outcome,
      receivedDate,
      completedDate: clock,
      dueDays: definition.dueDays,
    };
  };

  const openStage = (
    stage: TStageKey,
    level: TOfficerLevel,
    endedWith?: TStageOutcome,
    lineDepartment?: string,
  ): TStageRow => {
    const definition = STAGE_DEFINITIONS[stage];
    const receivedDate = clock;
    const officers: TOfficerRow[] = [];
    for (const { level: current } of definition.levels) {
      const isCurrent = current === level || definition.levels.length === 1;
      officers.push({
        officerId: officerFor(stage, current, lineDepartment),
        level: current,
        action: isCurrent ? (endedWith ?? 'IN_PROCESS') : 'SUBMITTED',
        receivedDate: clock,
        forwardedDate: isCurrent ? (endedWith ? advance() : null) : advance(),
      });
      if (isCurrent) break;
    }
    return {
      key: stage,
      step,
      name: lineDepartment ?? definition.name,
      parentStageName: lineDepartment ? definition.name : null,
      officers,
      status: endedWith ?? 'IN_PROCESS',
      receivedDate,
      completedDate: endedWith ? clock : null,
      dueDays: definition.dueDays,
    };
  };

  const currentIndex =
    scenario.at === 'ALL_DONE' ? steps.length : steps.findIndex((step) => step.status === scenario.at);
  if (currentIndex < 0) throw new Error(`${kind} has no step showing ${scenario.at}`);
  for (const [index, current] of steps.entries()) {
    step = index;
    const stepStart = clock;
    if (index < currentIndex) {
      const outcome: TStageOutcome =
        index === decisionIndex
          ? (scenario.decision ?? 'ACCEPTED')
          : kind === 'REGISTRATION' && index === 0
            ? 'SUBMITTED'
            : 'RECOMMENDED';
      for (const stage of current.stages) {
        clock = stepStart;
        rows.push(finishedStage(stage, outcome));
      }
      continue;
    }
    if (scenario.extraStage === 'LINE_DEPARTMENT') {
      for (const stage of current.stages) {
        clock = stepStart;
        rows.push(finishedStage(stage, stage === 'TECHNICAL' ? 'LINE_VERIFICATION' : 'RECOMMENDED'));
      }
      rows.push(openStage('LINE_DEPARTMENT', 'L1', undefined, 'FIRE'));
    } else if (scenario.extraStage === 'FEE_VERIFICATION') {
      rows.push(finishedStage('DECISION', 'FEE_INTIMATION'));
      rows.push(openStage('FEE_VERIFICATION', 'L1'));
    } else if (scenario.current) {
      const { level, endedWith } = scenario.current;
      for (const stage of current.stages) {
        clock = stepStart;
        const isEnded = endedWith?.stage === stage;
        const hasLevel = STAGE_DEFINITIONS[stage].levels.some((definition) => definition.level === level);
        // In a parallel step the other stages are anywhere in their work (technical sets the status).
        const isOtherDone = !isEnded && current.stages.length > 1 && stage !== 'TECHNICAL' && random() < 0.4;
        rows.push(
          isOtherDone
            ? finishedStage(stage, 'RECOMMENDED')
            : openStage(stage, hasLevel ? level : 'L1', isEnded ? endedWith?.outcome : undefined),
        );
      }
    }
    break;
  }
  return rows;
}
