import type { TStageKey } from '../workflow/process-definition';
import type { TProcessKind } from '../workflow/process-kind';
import type { TOfficerLevel } from '../workflow/stage';
import {
  computeDeviationLevel,
  DEVIATION_SIDES,
  type TDeviationInputs,
  type TDeviationSide,
  type TDeviationSideInput,
} from './deviation-formulas';
import { ZDeviationInputsSchema } from './deviation-schemas';
import { DEVIATION_PREFIXES, type TDeviationLevel, type TOfficerDeviationLevel } from './deviation-values';

/** Spec 3 §2 and §5 deviation form messages, verbatim; the rest are this console's own. */
export const DEVIATION_MESSAGES = {
  required: 'required',
  belowOldFee: 'cannot be less than old fee',
  confirm: 'Are you sure you want to make changes to the deviation table?',
  invalidNumber: 'Please enter valid numbers in the deviation table',
  oneLevel: 'Send the entries of one level of the deviation table',
  notYourLevel: 'The deviation table can be updated only at your own level, while the file is with you',
  notOccupancy: 'The deviation table is updated only for occupancy applications',
  noDeviation: 'This application has no deviation table',
  submitted: 'Deviation table updated successfully',
} as const;

export const DEVIATION_MESSAGES_TE: Record<keyof typeof DEVIATION_MESSAGES, string> = {
  required: 'తప్పనిసరి',
  belowOldFee: 'పాత రుసుము కంటే తక్కువ ఉండకూడదు',
  confirm: 'మీరు ఖచ్చితంగా వ్యత్యాస పట్టికలో మార్పులు చేయాలనుకుంటున్నారా?',
  invalidNumber: 'దయచేసి వ్యత్యాస పట్టికలో చెల్లుబాటు అయ్యే సంఖ్యలు నమోదు చేయండి',
  oneLevel: 'వ్యత్యాస పట్టికలోని ఒక స్థాయి నమోదులను మాత్రమే పంపండి',
  notYourLevel: 'ఫైల్ మీ వద్ద ఉన్నప్పుడు, మీ స్వంత స్థాయిలో మాత్రమే వ్యత్యాస పట్టికను నవీకరించవచ్చు',
  notOccupancy: 'వ్యత్యాస పట్టిక ఆక్యుపెన్సీ దరఖాస్తులకు మాత్రమే నవీకరించబడుతుంది',
  noDeviation: 'ఈ దరఖాస్తుకు వ్యత్యాస పట్టిక లేదు',
  submitted: 'వ్యత్యాస పట్టిక విజయవంతంగా నవీకరించబడింది',
};

/** Spec 3 §4 "Deviation levels": site verification measures LEVEL-1, technical LEVEL-2, the decision LEVEL-3. */
const LEVEL_OF_STAGE: Partial<Record<TStageKey, TOfficerDeviationLevel>> = {
  SITE: 'LEVEL-1',
  TECHNICAL: 'LEVEL-2',
  DECISION: 'LEVEL-3',
};

/**
 * The deviation level an officer's open turn records, or null. Decision: only occupancy files take officers'
 * entries (spec 3 §4: the Deviation tab is for OCCUPANCY); a compound wall's table is read only.
 */
export function deviationLevelOfTurn(kind: TProcessKind, stageKey: TStageKey): TOfficerDeviationLevel | null {
  return kind === 'OCCUPANCY' ? (LEVEL_OF_STAGE[stageKey] ?? null) : null;
}

export type TDeviationLevels = Record<TDeviationLevel, TDeviationInputs | null>;

const EARLIER: Record<TOfficerDeviationLevel, readonly TDeviationLevel[]> = {
  'LEVEL-1': ['LEVEL-1', 'CITIZEN'],
  'LEVEL-2': ['LEVEL-2', 'LEVEL-1', 'CITIZEN'],
  'LEVEL-3': ['LEVEL-3', 'LEVEL-2', 'LEVEL-1', 'CITIZEN'],
};

/** Spec 3 §4: a level starts from its own stored values, else the previous level's, else the citizen's. */
export function prefillDeviation(levels: TDeviationLevels, level: TOfficerDeviationLevel): TDeviationInputs {
  for (const candidate of EARLIER[level]) {
    const values = levels[candidate];
    if (values) return values;
  }
  throw new Error('a deviation always has the citizen values');
}

/**
 * Spec 3 §5: the fee a level may not go below — the level-1 fee for LEVEL-1 and LEVEL-2, the level-3 fee for
 * LEVEL-3. Decision: before level 1 has entries, the citizen's own fee stands in for it (an officer finds more
 * deviation than declared, not less); LEVEL-3 has no floor until it has entries of its own.
 */
export function oldCompoundingFee(levels: TDeviationLevels, level: TOfficerDeviationLevel): number | null {
  const base = level === 'LEVEL-3' ? levels['LEVEL-3'] : (levels['LEVEL-1'] ?? levels.CITIZEN);
  return base ? computeDeviationLevel(base).total_compounding_fee : null;
}

/** Where an entry sits in the table: a side's field, the land value, or the fee. */
export type TDeviationField =
  `${TDeviationSide}.${keyof TDeviationSideInput}` | 'land_value_per_registration_dep' | 'total_compounding_fee';

/** Spec 3 §5: these building lengths, every floor count and the land value must be at least 1. */
const AT_LEAST_ONE: readonly TDeviationField[] = [
  'rear.building_lengths',
  'side_one.building_lengths',
  'side_two.building_lengths',
  ...DEVIATION_SIDES.map((side) => `${side}.no_of_floors` as const),
  'land_value_per_registration_dep',
];

function valueAt(values: TDeviationInputs, field: TDeviationField): number {
  if (field === 'land_value_per_registration_dep') return values.land_value_per_registration_dep;
  if (field === 'total_compounding_fee') return computeDeviationLevel(values).total_compounding_fee;
  const [side, name] = field.split('.') as [TDeviationSide, keyof TDeviationSideInput];
  return values[side][name];
}

/** The spec's messages for a level's entries, by field ('required', 'cannot be less than old fee'); empty when fine. */
export function deviationErrors(
  values: TDeviationInputs,
  oldFee: number | null,
): Partial<Record<TDeviationField, string>> {
  const errors: Partial<Record<TDeviationField, string>> = {};
  for (const field of AT_LEAST_ONE) {
    if (!(valueAt(values, field) >= 1)) errors[field] = DEVIATION_MESSAGES.required;
  }
  if (oldFee !== null && valueAt(values, 'total_compounding_fee') < oldFee) {
    errors.total_compounding_fee = DEVIATION_MESSAGES.belowOldFee;
  }
  return errors;
}

const ENTERED_FIELDS = [
  'building_permit_order',
  'setback_as_on_ground',
  'building_lengths',
  'no_of_floors',
] as const satisfies readonly (keyof TDeviationSideInput)[];

/**
 * PUT deviations/{id} (spec 3 §7): a level's entries under its prefix (l1_, l2_, l3_), what follows from them
 * (the level's total compounding fee, total_deviated_percentage), and the flags: submitted, and updated when the
 * fee is above 0 (spec 3 §4).
 */
export function deviationUpdateBody(level: TOfficerDeviationLevel, values: TDeviationInputs): Record<string, unknown> {
  const prefix = DEVIATION_PREFIXES[level];
  const result = computeDeviationLevel(values);
  const body: Record<string, unknown> = {};
  for (const side of DEVIATION_SIDES) {
    for (const field of ENTERED_FIELDS) body[`${prefix}${side}_${field}`] = values[side][field];
  }
  body[`${prefix}land_value_per_registration_dep`] = values.land_value_per_registration_dep;
  body[`${prefix}total_compounding_fee`] = result.total_compounding_fee;
  body.total_deviated_percentage = result.total_deviated_percentage;
  body.is_deviation_updated = result.total_compounding_fee > 0;
  body.is_deviation_submitted = true;
  return body;
}

/** The answer of PUT deviations/{id}: the level saved, its totals and the application's flags. */
export type TDeviationUpdated = {
  level: TOfficerDeviationLevel;
  total_compounding_fee: number;
  total_deviated_percentage: number;
  is_deviation_updated: boolean;
  is_deviation_submitted: boolean;
};

const OFFICER_LEVELS = ['LEVEL-1', 'LEVEL-2', 'LEVEL-3'] as const satisfies readonly TOfficerDeviationLevel[];

export type TDeviationUpdate =
  { ok: true; level: TOfficerDeviationLevel; values: TDeviationInputs } | { ok: false; message: string };

/**
 * The server's reading of a PUT deviations/{id} body: exactly one level's entries, numbers in range. What follows
 * from the entries (fees, percentages, flags) is worked out again, never taken from the body.
 */
export function parseDeviationUpdate(body: unknown): TDeviationUpdate {
  if (typeof body !== 'object' || body === null) return { ok: false, message: DEVIATION_MESSAGES.oneLevel };
  const flat = body as Record<string, unknown>;
  const sent = OFFICER_LEVELS.filter((level) =>
    Object.keys(flat).some((key) => key.startsWith(DEVIATION_PREFIXES[level])),
  );
  const [level] = sent;
  if (!level || sent.length > 1) return { ok: false, message: DEVIATION_MESSAGES.oneLevel };
  const prefix = DEVIATION_PREFIXES[level];
  const candidate = {
    ...Object.fromEntries(
      DEVIATION_SIDES.map((side) => [
        side,
        Object.fromEntries(ENTERED_FIELDS.map((field) => [field, flat[`${prefix}${side}_${field}`]])),
      ]),
    ),
    land_value_per_registration_dep: flat[`${prefix}land_value_per_registration_dep`],
  };
  const parsed = ZDeviationInputsSchema.safeParse(candidate);
  return parsed.success
    ? { ok: true, level, values: parsed.data }
    : { ok: false, message: DEVIATION_MESSAGES.invalidNumber };
}

/** Spec 3 §6: "Deviation Table for occupancy is added for non-GHMC officer types" (the Deviation tab). */
export function showsDeviationTab(kind: TProcessKind, isGhmcOfficer: boolean): boolean {
  return kind === 'OCCUPANCY' && !isGhmcOfficer;
}

/**
 * Spec 3 §4: "Occupancy L2 at site verification shows the deviation table and blocks submit until it is touched"
 * (its LEVEL-1 entries recorded). Decision (spec 3 §4 and §6 read together): the gate follows the tab, so a GHMC
 * officer, who has no Deviation tab, is not asked for the table (GHMC occupancy files were stuck at the review).
 */
export function isDeviationGatedTurn(turn: {
  kind: TProcessKind;
  stageKey: TStageKey;
  level: TOfficerLevel;
  isGhmcOfficer: boolean;
}): boolean {
  return showsDeviationTab(turn.kind, turn.isGhmcOfficer) && turn.stageKey === 'SITE' && turn.level === 'L2';
}
