import { describe, expect, it } from 'vitest';
import {
  computeDeviationLevel,
  computeDeviationSide,
  type TDeviationInputs,
  type TDeviationSideInput,
  toSquareYards,
} from './deviation-formulas';

const side = (
  building_permit_order: number,
  setback_as_on_ground: number,
  building_lengths: number,
  no_of_floors: number,
): TDeviationSideInput => ({ building_permit_order, setback_as_on_ground, building_lengths, no_of_floors });

describe('computeDeviationSide (spec 3 §9)', () => {
  it.each([
    // permit, ground, length, floors → deviation, percent, per floor, total
    ['a setback short by 0.5 m', side(3, 2.5, 12, 3), 0.5, 16.67, 6, 18],
    ['a setback kept exactly', side(2, 2, 15, 2), 0, 0, 0, 0],
    ['more setback than the permit asks: no deviation', side(1.5, 2, 10, 2), 0, 0, 0, 0],
    ['no permit order: no percentage', side(0, 0, 10, 2), 0, 0, 0, 0],
    ['a deviation with decimals', side(1.5, 1.17, 9.75, 2), 0.33, 22, 3.22, 6.44],
    ['a negative permit order is not positive', side(-1, -2, 10, 1), 1, 0, 10, 10],
  ])('%s', (_name, input, deviation, percent, perFloor, total) => {
    const result = computeDeviationSide(input);
    expect(result.setback_deviation).toBe(deviation);
    expect(result.setback_deviated_percentage).toBe(percent);
    expect(result.deviated_builtup_area_per_floor).toBe(perFloor);
    expect(result.total_deviated_builtup_area).toBe(total);
  });
});

describe('toSquareYards (spec 2 §5: × 1.196, 3 decimals)', () => {
  it.each([
    [0, 0],
    [1, 1.196],
    [18, 21.528],
    [24.44, 29.23],
    [200, 239.2],
  ])('%s sq m is %s sq yd', (squareMetres, squareYards) => {
    expect(toSquareYards(squareMetres)).toBe(squareYards);
  });
});

describe('computeDeviationLevel (spec 3 §9)', () => {
  const inputs: TDeviationInputs = {
    front: side(3, 2.5, 12, 3),
    rear: side(2, 2, 15, 3),
    side_one: side(1.5, 1.17, 9.75, 2),
    side_two: side(1.5, 1.5, 9.75, 2),
    land_value_per_registration_dep: 12_000,
  };

  it.each([
    ['total deviation percentage: the sum of the sides', 'total_deviated_percentage', 38.67],
    ['sum of the deviated areas, 2 decimals', 'sum_of_total_deviated_builtup_area', 24.44],
    ['the same in square yards, 3 decimals', 'sum_of_total_deviated_builtup_area_sq_yards', 29.23],
    ['compounding fee: square yards times land value', 'total_compounding_fee', 350_760],
    ['land value as entered', 'land_value_per_registration_dep', 12_000],
  ] as const)('%s', (_name, key, expected) => {
    expect(computeDeviationLevel(inputs)[key]).toBe(expected);
  });

  it('keeps each side in the table order', () => {
    expect(Object.keys(computeDeviationLevel(inputs).sides)).toEqual(['front', 'rear', 'side_one', 'side_two']);
  });

  it('no deviation anywhere: no fee', () => {
    const kept = side(2, 2.5, 10, 2);
    const result = computeDeviationLevel({
      front: kept,
      rear: kept,
      side_one: kept,
      side_two: kept,
      land_value_per_registration_dep: 9000,
    });
    expect(result.total_compounding_fee).toBe(0);
    expect(result.total_deviated_percentage).toBe(0);
  });
});
