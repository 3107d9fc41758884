import { describe, expect, it } from 'vitest';
import type { TApplicationStatus } from '../application/application-status';
import type { TDeviationInputs } from './deviation-formulas';
import {
  deviationInputsOf,
  officerDeviationLevelShown,
  type TDeviationLevel,
  type TDeviationRecord,
  toDeviationAnswer,
} from './deviation-values';

const level = (shortBy: number): TDeviationInputs => ({
  front: { building_permit_order: 3, setback_as_on_ground: 3 - shortBy, building_lengths: 12, no_of_floors: 2 },
  rear: { building_permit_order: 2, setback_as_on_ground: 2, building_lengths: 15, no_of_floors: 2 },
  side_one: { building_permit_order: 1.5, setback_as_on_ground: 1.5, building_lengths: 10, no_of_floors: 2 },
  side_two: { building_permit_order: 1.5, setback_as_on_ground: 1.5, building_lengths: 10, no_of_floors: 2 },
  land_value_per_registration_dep: 10_000,
});

const record = (levels: Partial<Record<TDeviationLevel, TDeviationInputs>>): TDeviationRecord => ({
  levels: { CITIZEN: null, 'LEVEL-1': null, 'LEVEL-2': null, 'LEVEL-3': null, ...levels },
  isBuildingConstructedOnStipulatedTime: true,
  proceedingDate: '2024-01-10',
  completionDate: '2025-06-30',
  noDaysDeviated: 0,
  totalBuiltUpAreaAsOnGround: 320.5,
  isDeviationUpdated: false,
  isDeviationSubmitted: false,
});

describe('toDeviationAnswer (spec 2 §3.6: flat, prefixed per level)', () => {
  const answer = toDeviationAnswer(record({ CITIZEN: level(0.5), 'LEVEL-2': level(1) }));

  it.each([
    ['front_setback_deviation', 0.5],
    ['front_total_deviated_builtup_area', 12],
    ['total_compounding_fee', 143_520],
    ['l2_front_setback_deviation', 1],
    ['l2_sum_of_total_deviated_builtup_area_sq_yards', 28.704],
    ['l1_front_setback_deviation', null],
    ['l3_total_compounding_fee', null],
    ['is_building_constructed_on_stipulated_time', 1],
  ] as const)('%s is %s', (key, value) => {
    expect(answer[key]).toBe(value);
  });

  it('reads each level back as it was entered', () => {
    expect(deviationInputsOf(answer, 'CITIZEN')).toEqual(level(0.5));
    expect(deviationInputsOf(answer, 'LEVEL-2')).toEqual(level(1));
    expect(deviationInputsOf(answer, 'LEVEL-1')).toBeNull();
  });
});

describe('officerDeviationLevelShown (spec 2 §2.3, §2.4)', () => {
  const withLevels = (...levels: TDeviationLevel[]) =>
    toDeviationAnswer(record(Object.fromEntries(levels.map((name) => [name, level(1)]))));
  it.each([
    ['OCCUPANCY', 'PROCEEDINGS_IN_PROGRESS', ['CITIZEN', 'LEVEL-1'], 'LEVEL-1'],
    ['OCCUPANCY', 'ACCEPTED', ['CITIZEN', 'LEVEL-1', 'LEVEL-2', 'LEVEL-3'], 'LEVEL-3'],
    ['OCCUPANCY', 'REJECTED', ['CITIZEN', 'LEVEL-1', 'LEVEL-2'], 'LEVEL-2'],
    ['OCCUPANCY', 'VERIFICATION_UNDER_PROGRESS', ['CITIZEN', 'LEVEL-1'], null],
    ['OCCUPANCY', 'ACCEPTED', ['CITIZEN'], null],
    ['COMPOUND_WALL', 'ACCEPTED', ['CITIZEN', 'LEVEL-1', 'LEVEL-2'], 'LEVEL-2'],
    ['COMPOUND_WALL', 'PROCEEDINGS_IN_PROGRESS', ['CITIZEN', 'LEVEL-1'], null],
    ['COMPOUND_WALL', 'SHOW_CAUSE_RAISED', ['CITIZEN', 'LEVEL-1', 'LEVEL-2'], null],
  ] as const)('%s in %s with %j shows %s', (kind, status, levels, shown) => {
    expect(
      officerDeviationLevelShown({ kind, status: status as TApplicationStatus, answer: withLevels(...levels) }),
    ).toBe(shown);
  });

  it('no deviation at all: nothing to show', () => {
    expect(officerDeviationLevelShown({ kind: 'OCCUPANCY', status: 'ACCEPTED', answer: null })).toBeNull();
  });
});
