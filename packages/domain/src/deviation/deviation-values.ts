import type { TApplicationStatus } from '../application/application-status';
import {
  computeDeviationLevel,
  DEVIATION_SIDES,
  type TDeviationInputs,
  type TDeviationLevelResult,
  type TDeviationSide,
  type TDeviationSideResult,
} from './deviation-formulas';
import type { TLanguage } from '../i18n/language';

/**
 * Spec 2 §3.6 / spec 3 §3: the citizen's values carry no prefix; each review level's carry l1_, l2_ or l3_
 * (LEVEL-1 site, LEVEL-2 technical, LEVEL-3 the decision).
 */
export const DEVIATION_LEVELS = ['CITIZEN', 'LEVEL-1', 'LEVEL-2', 'LEVEL-3'] as const;
export type TDeviationLevel = (typeof DEVIATION_LEVELS)[number];

/**
 * Issue 19: officers read whose entries a column holds, not the stored level: site verification is LEVEL-1,
 * technical verification LEVEL-2, the decision LEVEL-3 (deviation-editing.ts).
 */
const DEVIATION_LEVEL_LABELS: Record<TDeviationLevel, Record<TLanguage, string>> = {
  CITIZEN: { en: 'Citizen', te: 'పౌరుడు' },
  'LEVEL-1': { en: 'Site Verification', te: 'స్థల పరిశీలన' },
  'LEVEL-2': { en: 'Technical Verification', te: 'సాంకేతిక పరిశీలన' },
  'LEVEL-3': { en: 'Decision', te: 'నిర్ణయం' },
};

/** Whose entries a deviation level holds, in the officer's language. */
export function deviationLevelLabel(level: TDeviationLevel, language: TLanguage = 'en'): string {
  return DEVIATION_LEVEL_LABELS[level][language];
}
export type TOfficerDeviationLevel = Exclude<TDeviationLevel, 'CITIZEN'>;

export const DEVIATION_PREFIXES = { CITIZEN: '', 'LEVEL-1': 'l1_', 'LEVEL-2': 'l2_', 'LEVEL-3': 'l3_' } as const;
type TPrefix = (typeof DEVIATION_PREFIXES)[TDeviationLevel];

const SIDE_FIELDS = [
  'building_permit_order',
  'setback_as_on_ground',
  'setback_deviation',
  'setback_deviated_percentage',
  'building_lengths',
  'deviated_builtup_area_per_floor',
  'no_of_floors',
  'total_deviated_builtup_area',
] as const satisfies readonly (keyof TDeviationSideResult)[];
const LEVEL_TOTAL_FIELDS = [
  'total_deviated_percentage',
  'sum_of_total_deviated_builtup_area',
  'sum_of_total_deviated_builtup_area_sq_yards',
  'land_value_per_registration_dep',
  'total_compounding_fee',
] as const satisfies readonly (keyof TDeviationLevelResult)[];

type TSideKey = `${TPrefix}${TDeviationSide}_${(typeof SIDE_FIELDS)[number]}`;
type TLevelTotalKey = `${TPrefix}${(typeof LEVEL_TOTAL_FIELDS)[number]}`;

/** The deviation as the REST answers give it (occupancy_show, compound_wall_show): flat, prefixed per level. */
export type TDeviationAnswer = Record<TSideKey | TLevelTotalKey, number | null> & {
  /** 1 means yes (spec 3 §3). */
  is_building_constructed_on_stipulated_time: 0 | 1 | null;
  proceeding_date: string | null;
  completion_date: string | null;
  no_days_deviated: number | null;
  total_built_up_area_as_on_ground: number | null;
  is_deviation_updated: boolean;
  is_deviation_submitted: boolean;
};

/** The deviation as stored: each level's entries (what is measured), the rest follows from the formulas. */
export type TDeviationRecord = {
  levels: Record<TDeviationLevel, TDeviationInputs | null>;
  isBuildingConstructedOnStipulatedTime: boolean | null;
  proceedingDate: string | null;
  completionDate: string | null;
  noDaysDeviated: number | null;
  totalBuiltUpAreaAsOnGround: number | null;
  isDeviationUpdated: boolean;
  isDeviationSubmitted: boolean;
};

function flattenLevel(prefix: TPrefix, inputs: TDeviationInputs | null): Record<string, number | null> {
  const result = inputs ? computeDeviationLevel(inputs) : null;
  const flat: Record<string, number | null> = {};
  for (const side of DEVIATION_SIDES) {
    for (const field of SIDE_FIELDS) flat[`${prefix}${side}_${field}`] = result ? result.sides[side][field] : null;
  }
  for (const field of LEVEL_TOTAL_FIELDS) flat[`${prefix}${field}`] = result ? result[field] : null;
  return flat;
}

/** The stored deviation in the answer's flat shape, every derived figure worked out by the formulas. */
export function toDeviationAnswer(record: TDeviationRecord): TDeviationAnswer {
  const levels = DEVIATION_LEVELS.map((level) => flattenLevel(DEVIATION_PREFIXES[level], record.levels[level])).reduce(
    (all, level) => Object.assign(all, level),
    {},
  );
  const stipulated = record.isBuildingConstructedOnStipulatedTime;
  return {
    ...(levels as Record<TSideKey | TLevelTotalKey, number | null>),
    is_building_constructed_on_stipulated_time: stipulated === null ? null : stipulated ? 1 : 0,
    proceeding_date: record.proceedingDate,
    completion_date: record.completionDate,
    no_days_deviated: record.noDaysDeviated,
    total_built_up_area_as_on_ground: record.totalBuiltUpAreaAsOnGround,
    is_deviation_updated: record.isDeviationUpdated,
    is_deviation_submitted: record.isDeviationSubmitted,
  };
}

/** One level's entries read back from an answer, or null when that level has none. */
export function deviationInputsOf(answer: TDeviationAnswer, level: TDeviationLevel): TDeviationInputs | null {
  const prefix = DEVIATION_PREFIXES[level];
  const flat = answer as unknown as Record<string, number | null>;
  const value = (key: string) => flat[`${prefix}${key}`] ?? null;
  const landValue = value('land_value_per_registration_dep');
  if (landValue === null) return null;
  const sides = DEVIATION_SIDES.map((side) => {
    const read = (field: string) => value(`${side}_${field}`) ?? 0;
    return [
      side,
      {
        building_permit_order: read('building_permit_order'),
        setback_as_on_ground: read('setback_as_on_ground'),
        building_lengths: read('building_lengths'),
        no_of_floors: read('no_of_floors'),
      },
    ];
  });
  return { ...Object.fromEntries(sides), land_value_per_registration_dep: landValue } as TDeviationInputs;
}

/** Spec 2 §2.3–§2.4: statuses after which the officers' deviation table is shown beside the citizen's. */
export const OFFICER_DEVIATION_STATUSES: readonly TApplicationStatus[] = [
  'PROCEEDINGS_IN_PROGRESS',
  'ACCEPTED',
  'REJECTED',
];

/**
 * Which officer level's table the detail screen shows beside the citizen's, or null for none (spec 2 §2.3,
 * §2.4). Compound walls: level 2 only, once it exists. Occupancy: "officer data exists" — decision: the latest
 * level with entries (LEVEL-3, else 2, else 1), the figures the decision rests on. The spec's second condition,
 * "form status not IN_PROCESS", always holds at these statuses: the verification stages are closed by then.
 */
export function officerDeviationLevelShown(input: {
  kind: 'OCCUPANCY' | 'COMPOUND_WALL';
  status: TApplicationStatus;
  answer: TDeviationAnswer | null;
}): TOfficerDeviationLevel | null {
  const { answer } = input;
  if (!answer || !OFFICER_DEVIATION_STATUSES.includes(input.status)) return null;
  const candidates: readonly TOfficerDeviationLevel[] =
    input.kind === 'COMPOUND_WALL' ? ['LEVEL-2'] : ['LEVEL-3', 'LEVEL-2', 'LEVEL-1'];
  return candidates.find((level) => deviationInputsOf(answer, level) !== null) ?? null;
}
