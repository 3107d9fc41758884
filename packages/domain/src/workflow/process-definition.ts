import type { TApplicationStatus } from '../application/application-status';
import type { TPermissionLevel } from '../officer/permission-level';
import { COMMISSIONER_LEVELS, PLANNING_OFFICER_LEVELS } from '../officer/permission-level';
import { DEFAULT_LINE_DEPARTMENT_DUE_DAYS, LINE_DEPARTMENT_DUE_DAYS, SINGLE_WINDOW_DECISION_DAYS } from './deadlines';
import type { TProcessKind } from './process-kind';
import type { TOfficerLevel, TStageStatus } from './stage';

/** The stages a process is made of; `name` is what officers see (spec 1 §4 stage names). */
export const STAGE_KEYS = [
  'PRE_SCRUTINY',
  'SITE',
  'TITLE',
  'TECHNICAL',
  'LINE_DEPARTMENT',
  'FEE_VERIFICATION',
  'DECISION',
] as const;
export type TStageKey = (typeof STAGE_KEYS)[number];

/** What an officer may send when submitting a stage level. */
export type TStageOutcome = Exclude<TStageStatus, 'IN_PROCESS'>;

export type TLevelDefinition = {
  level: TOfficerLevel;
  /** Permission levels that may be assigned this level of the stage. */
  actors: readonly TPermissionLevel[];
  outcomes: readonly TStageOutcome[];
};

export type TStageDefinition = {
  key: TStageKey;
  name: string;
  dueDays: number;
  levels: readonly TLevelDefinition[];
};

/** A step opens its stages together; the application shows `status` while the step runs. */
export type TStep = { stages: readonly TStageKey[]; status: TApplicationStatus };

export type TProcessDefinition = {
  kind: TProcessKind;
  /** Status on arrival: instant registrations and approvals are granted at once and verified after. */
  steps: readonly TStep[];
  /** Single window only: one shortfall, within 10 days of the application. */
  allowsShortfall: boolean;
  /** Occupancy has no show cause (spec 3 §4: Show Cause is hidden for occupancy). */
  allowsShowCause: boolean;
  /** Fee intimation and payment before the decision (single window). */
  collectsFeeBeforeDecision: boolean;
  /** Days within which the decision is due, else deemed approved (single window: 21). */
  deemedAfterDays: number | null;
};

const SITE_INSPECTORS: readonly TPermissionLevel[] = ['SITE_VERIFICATION', 'UDA_GP_SITE_OFFICER'];
const TECHNICAL_SCRUTINY: readonly TPermissionLevel[] = [
  'TECHNICAL_VERIFICATION',
  'SECTION_OFFICER',
  'TECH_OFFICER',
  'CP_TECH_OFFICER',
];
const REVIEWERS: readonly TPermissionLevel[] = [...PLANNING_OFFICER_LEVELS, 'SECTION_HEAD'];
const L2_OPINION: readonly TStageOutcome[] = ['RECOMMENDED', 'NOT_RECOMMENDED'];

/** Stage due days: 7 for each verification, 5 for the decision (within the 21 days of single window). */
export const STAGE_DUE_DAYS: Record<TStageKey, number> = {
  PRE_SCRUTINY: 3,
  SITE: 7,
  TITLE: 7,
  TECHNICAL: 7,
  LINE_DEPARTMENT: 10,
  FEE_VERIFICATION: 3,
  DECISION: 5,
};

/**
 * The due days of an officer's turn on a stage: the stage's, and for a line department its department's NOC
 * limit (deadlines.ts: fire and revenue's land conversion 14, irrigation's water-body NOC 10, others 10).
 */
export function stageDueDays(key: TStageKey, lineDepartment: string | null): number {
  if (key !== 'LINE_DEPARTMENT') return STAGE_DUE_DAYS[key];
  const known: Readonly<Record<string, number>> = LINE_DEPARTMENT_DUE_DAYS;
  return known[lineDepartment ?? ''] ?? DEFAULT_LINE_DEPARTMENT_DUE_DAYS;
}

/** Whether officers of this permission level take the decision (the decision screen is theirs). */
export function takesDecision(level: TPermissionLevel | string): boolean {
  return (STAGE_DEFINITIONS.DECISION.levels[0]?.actors as readonly string[] | undefined)?.includes(level) ?? false;
}

function stage(key: TStageKey, name: string, levels: readonly TLevelDefinition[]): TStageDefinition {
  return { key, name, dueDays: STAGE_DUE_DAYS[key], levels };
}

/**
 * The stages, as data. Verifications: the inspector (L1) submits the answers, a planning officer (L2)
 * recommends; in technical verification L2 also adjusts fees ("TECHNICAL VERIFICATION - FEE ADJUSTMENT").
 * Outcomes that only some processes allow (shortfall, line departments, show cause, fee intimation) are
 * filtered by `outcomesFor`.
 */
export const STAGE_DEFINITIONS: Record<TStageKey, TStageDefinition> = {
  PRE_SCRUTINY: stage('PRE_SCRUTINY', 'LEVEL-1', [
    { level: 'L1', actors: TECHNICAL_SCRUTINY, outcomes: ['RECOMMENDED', 'NOT_RECOMMENDED', 'SHORTFALL'] },
  ]),
  SITE: stage('SITE', 'SITE VERIFICATION', [
    { level: 'L1', actors: SITE_INSPECTORS, outcomes: ['SUBMITTED'] },
    { level: 'L2', actors: REVIEWERS, outcomes: [...L2_OPINION, 'SHORTFALL'] },
  ]),
  TITLE: stage('TITLE', 'TITLE VERIFICATION', [
    { level: 'L1', actors: ['TITLE_VERIFICATION'], outcomes: ['SUBMITTED'] },
    { level: 'L2', actors: REVIEWERS, outcomes: [...L2_OPINION, 'SHORTFALL'] },
  ]),
  TECHNICAL: stage('TECHNICAL', 'TECHNICAL VERIFICATION', [
    { level: 'L1', actors: TECHNICAL_SCRUTINY, outcomes: ['SUBMITTED'] },
    {
      level: 'L2',
      actors: REVIEWERS,
      outcomes: [...L2_OPINION, 'SHORTFALL', 'MORTGAGE_SHORTFALL', 'LINE_VERIFICATION'],
    },
  ]),
  LINE_DEPARTMENT: stage('LINE_DEPARTMENT', 'LINE DEPARTMENT', [
    { level: 'L1', actors: ['LINE_DEPARTMENT', 'IRRIGATION_OFFICER'], outcomes: L2_OPINION },
  ]),
  FEE_VERIFICATION: stage('FEE_VERIFICATION', 'FEE_ADJUSTMENTS', [
    { level: 'L1', actors: REVIEWERS, outcomes: ['RECOMMENDED'] },
  ]),
  DECISION: stage('DECISION', 'VERIFICATION', [
    {
      level: 'L1',
      // Decision: not the panchayat secretary, to whom spec 1 §4 gives View, never Verify: a decision routed to
      // them could not be taken (dead-ends.test.ts).
      actors: [...COMMISSIONER_LEVELS.filter((level) => level !== 'PANCHAYAT SECRETARY'), 'VICE_CHAIRMAN'],
      outcomes: ['ACCEPTED', 'REJECTED', 'SHOW_CAUSE', 'FEE_INTIMATION'],
    },
  ]),
};

const VERIFY_ALL: TStep = { stages: ['SITE', 'TITLE', 'TECHNICAL'], status: 'VERIFICATION_UNDER_PROGRESS' };
const DECIDE: TStep = { stages: ['DECISION'], status: 'PROCEEDINGS_IN_PROGRESS' };

const singleWindow = (kind: TProcessKind): TProcessDefinition => ({
  kind,
  // A final layout comes to the decision with its drawings verified (DRAWING_VERIFIED).
  steps: [
    { stages: ['PRE_SCRUTINY'], status: 'SUBMITTED' },
    VERIFY_ALL,
    kind === 'FINAL_LAYOUT' ? { stages: ['DECISION'], status: 'DRAWING_VERIFIED' } : DECIDE,
  ],
  allowsShortfall: true,
  allowsShowCause: true,
  collectsFeeBeforeDecision: true,
  deemedAfterDays: SINGLE_WINDOW_DECISION_DAYS,
});

/** WORKFLOW.md's table, as data. */
export const PROCESS_DEFINITIONS: Record<TProcessKind, TProcessDefinition> = {
  REGISTRATION: {
    kind: 'REGISTRATION',
    steps: [{ stages: ['SITE'], status: 'VERIFICATION_UNDER_PROGRESS' }, DECIDE],
    allowsShortfall: false,
    allowsShowCause: true,
    collectsFeeBeforeDecision: false,
    deemedAfterDays: null,
  },
  SELF_CERTIFICATION: {
    kind: 'SELF_CERTIFICATION',
    steps: [VERIFY_ALL, DECIDE],
    allowsShortfall: false,
    allowsShowCause: true,
    collectsFeeBeforeDecision: false,
    deemedAfterDays: null,
  },
  SINGLE_WINDOW: singleWindow('SINGLE_WINDOW'),
  LAYOUT: singleWindow('LAYOUT'),
  FINAL_LAYOUT: singleWindow('FINAL_LAYOUT'),
  OCCUPANCY: {
    kind: 'OCCUPANCY',
    steps: [
      { stages: ['SITE'], status: 'IN_PROCESS' },
      { stages: ['TECHNICAL'], status: 'VERIFICATION_UNDER_PROGRESS' },
      DECIDE,
    ],
    allowsShortfall: false,
    allowsShowCause: false,
    collectsFeeBeforeDecision: false,
    deemedAfterDays: null,
  },
  COMPOUND_WALL: {
    kind: 'COMPOUND_WALL',
    steps: [
      { stages: ['SITE'], status: 'IN_PROCESS' },
      { stages: ['TECHNICAL'], status: 'VERIFICATION_UNDER_PROGRESS' },
      DECIDE,
    ],
    allowsShortfall: false,
    allowsShowCause: true,
    collectsFeeBeforeDecision: false,
    deemedAfterDays: null,
  },
};
