import { describe, expect, it } from 'vitest';
import {
  DEVIATION_MESSAGES,
  deviationErrors,
  isDeviationGatedTurn,
  showsDeviationTab,
  deviationLevelOfTurn,
  deviationUpdateBody,
  oldCompoundingFee,
  parseDeviationUpdate,
  prefillDeviation,
  type TDeviationLevels,
} from './deviation-editing';
import type { TDeviationInputs } from './deviation-formulas';

const side = (ground: number, length = 12, floors = 2) => ({
  building_permit_order: 3,
  setback_as_on_ground: ground,
  building_lengths: length,
  no_of_floors: floors,
});
/** Front short by 0.5 m over 12 m on 2 floors: 12 sq m, 14.352 sq yd; at Rs 10,000 a sq yd, Rs 1,43,520. */
const CITIZEN: TDeviationInputs = {
  front: side(2.5),
  rear: side(3),
  side_one: side(3),
  side_two: side(3),
  land_value_per_registration_dep: 10_000,
};
const L1: TDeviationInputs = { ...CITIZEN, front: side(2) }; // 1 m short: Rs 2,87,040
const L3: TDeviationInputs = { ...CITIZEN, front: side(1.5) }; // 1.5 m short: Rs 4,30,560

const levels = (change: Partial<TDeviationLevels> = {}): TDeviationLevels => ({
  CITIZEN,
  'LEVEL-1': null,
  'LEVEL-2': null,
  'LEVEL-3': null,
  ...change,
});

describe('deviation levels (spec 3 §4)', () => {
  it.each([
    ['OCCUPANCY', 'SITE', 'LEVEL-1'],
    ['OCCUPANCY', 'TECHNICAL', 'LEVEL-2'],
    ['OCCUPANCY', 'DECISION', 'LEVEL-3'],
    ['OCCUPANCY', 'TITLE', null],
    ['COMPOUND_WALL', 'TECHNICAL', null],
    ['SELF_CERTIFICATION', 'SITE', null],
  ] as const)('%s at %s records %s', (kind, stageKey, level) => {
    expect(deviationLevelOfTurn(kind, stageKey)).toBe(level);
  });

  it.each([
    ['LEVEL-1', levels(), CITIZEN],
    ['LEVEL-1', levels({ 'LEVEL-1': L1 }), L1],
    ['LEVEL-2', levels({ 'LEVEL-1': L1 }), L1],
    ['LEVEL-2', levels(), CITIZEN],
    ['LEVEL-3', levels({ 'LEVEL-1': L1, 'LEVEL-3': L3 }), L3],
  ] as const)('%s prefills from its own, the previous level, else the citizen (%#)', (level, stored, expected) => {
    expect(prefillDeviation(stored, level)).toEqual(expected);
  });

  it.each([
    ['LEVEL-1', levels(), 143520],
    ['LEVEL-1', levels({ 'LEVEL-1': L1 }), 287040],
    ['LEVEL-2', levels({ 'LEVEL-1': L1, 'LEVEL-2': L3 }), 287040],
    ['LEVEL-3', levels({ 'LEVEL-1': L1 }), null],
    ['LEVEL-3', levels({ 'LEVEL-1': L1, 'LEVEL-3': L3 }), 430560],
  ] as const)('%s may not go below %s (%#)', (level, stored, fee) => {
    expect(oldCompoundingFee(stored, level)).toBe(fee);
  });
});

describe('deviation form rules (spec 3 §5)', () => {
  it('takes the entries when every minimum holds and the fee is not below the old one', () => {
    expect(deviationErrors(L1, 143520)).toEqual({});
  });

  it.each([
    [{ rear: side(3, 0.5) }, 'rear.building_lengths'],
    [{ side_one: side(3, 0) }, 'side_one.building_lengths'],
    [{ side_two: side(3, 0) }, 'side_two.building_lengths'],
    [{ front: side(3, 12, 0) }, 'front.no_of_floors'],
    [{ land_value_per_registration_dep: 0.5 }, 'land_value_per_registration_dep'],
  ])("'required' for %o", (change, field) => {
    expect(deviationErrors({ ...L1, ...change }, null)).toMatchObject({ [field]: DEVIATION_MESSAGES.required });
  });

  it('the front building length may be 0 (a front without a building)', () => {
    expect(deviationErrors({ ...L1, front: side(3, 0) }, null)).toEqual({});
  });

  it("a fee below the old one: 'cannot be less than old fee'", () => {
    expect(deviationErrors(CITIZEN, 287040)).toEqual({ total_compounding_fee: 'cannot be less than old fee' });
  });
});

describe('PUT deviations/{id} body', () => {
  it('carries the level-prefixed entries, the fee and the flags, and reads back to the same entries', () => {
    const body = deviationUpdateBody('LEVEL-2', L1);
    expect(body).toMatchObject({
      l2_front_setback_as_on_ground: 2,
      l2_rear_building_lengths: 12,
      l2_side_two_no_of_floors: 2,
      l2_land_value_per_registration_dep: 10_000,
      l2_total_compounding_fee: 287040,
      total_deviated_percentage: 33.33,
      is_deviation_updated: true,
      is_deviation_submitted: true,
    });
    expect(parseDeviationUpdate(body)).toEqual({ ok: true, level: 'LEVEL-2', values: L1 });
  });

  it.each([
    ['no level', { total_deviated_percentage: 1 }, DEVIATION_MESSAGES.oneLevel],
    [
      'two levels',
      { ...deviationUpdateBody('LEVEL-1', L1), l2_front_building_lengths: 1 },
      DEVIATION_MESSAGES.oneLevel,
    ],
    [
      'text',
      { ...deviationUpdateBody('LEVEL-1', L1), l1_front_building_lengths: 'abc' },
      DEVIATION_MESSAGES.invalidNumber,
    ],
    [
      'negative',
      { ...deviationUpdateBody('LEVEL-1', L1), l1_rear_setback_as_on_ground: -1 },
      DEVIATION_MESSAGES.invalidNumber,
    ],
    [
      'Infinity',
      { ...deviationUpdateBody('LEVEL-1', L1), l1_land_value_per_registration_dep: Infinity },
      DEVIATION_MESSAGES.invalidNumber,
    ],
    [
      'a missing entry',
      { ...deviationUpdateBody('LEVEL-1', L1), l1_side_one_no_of_floors: undefined },
      DEVIATION_MESSAGES.invalidNumber,
    ],
    ['not an object', 'l1_front', DEVIATION_MESSAGES.oneLevel],
  ])('refuses %s', (_name, body, message) => {
    expect(parseDeviationUpdate(body)).toEqual({ ok: false, message });
  });
});

describe('the occupancy site review waits for the deviation table (spec 3 §4)', () => {
  it.each([
    ['OCCUPANCY', 'SITE', 'L2', false, true],
    ['OCCUPANCY', 'SITE', 'L2', true, false],
    ['OCCUPANCY', 'SITE', 'L1', false, false],
    ['OCCUPANCY', 'TECHNICAL', 'L2', false, false],
    ['SELF_CERTIFICATION', 'SITE', 'L2', false, false],
  ] as const)('%s %s %s, GHMC officer %s: gated %s', (kind, stageKey, level, isGhmcOfficer, isGated) => {
    expect(isDeviationGatedTurn({ kind, stageKey, level, isGhmcOfficer })).toBe(isGated);
  });

  it('never asks for a table the officer has no tab for', () => {
    for (const isGhmcOfficer of [true, false]) {
      const isGated = isDeviationGatedTurn({ kind: 'OCCUPANCY', stageKey: 'SITE', level: 'L2', isGhmcOfficer });
      expect(!isGated || showsDeviationTab('OCCUPANCY', isGhmcOfficer)).toBe(true);
    }
  });
});
