/** Spec 3 §9: the deviation table's sides, in the order officers read them (Front, Rear, Side1, Side2). */
export const DEVIATION_SIDES = ['front', 'rear', 'side_one', 'side_two'] as const;
export type TDeviationSide = (typeof DEVIATION_SIDES)[number];

/** Spec 3 §9: a square metre is 1.196 square yards. */
export const SQ_YARDS_PER_SQ_METRE = 1.196;

/** What is measured on one side: setbacks in metres, the building's length along it, its floors. */
export type TDeviationSideInput = {
  building_permit_order: number;
  setback_as_on_ground: number;
  building_lengths: number;
  no_of_floors: number;
};

/** One side with what follows from it (spec 3 §3 Deviation). */
export type TDeviationSideResult = TDeviationSideInput & {
  setback_deviation: number;
  setback_deviated_percentage: number;
  deviated_builtup_area_per_floor: number;
  total_deviated_builtup_area: number;
};

/** One level's entries (the citizen's, or an officer level's): four sides and the land value per square yard. */
export type TDeviationInputs = Record<TDeviationSide, TDeviationSideInput> & {
  land_value_per_registration_dep: number;
};

export type TDeviationLevelResult = {
  sides: Record<TDeviationSide, TDeviationSideResult>;
  total_deviated_percentage: number;
  sum_of_total_deviated_builtup_area: number;
  sum_of_total_deviated_builtup_area_sq_yards: number;
  land_value_per_registration_dep: number;
  total_compounding_fee: number;
};

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/**
 * Spec 3 §9, per side: the setback deviation is the permit order minus the setback as on ground (0 when the
 * building keeps more than the permit asks); its percentage is of the permit order (0 when that is not
 * positive); the deviated area per floor is the deviation times the building's length on that side, and the
 * side's total is that times the floors. Values are kept to 2 decimals, as the table shows them.
 */
export function computeDeviationSide(input: TDeviationSideInput): TDeviationSideResult {
  const setbackDeviation = Math.max(input.building_permit_order - input.setback_as_on_ground, 0);
  const percentage = input.building_permit_order > 0 ? (setbackDeviation / input.building_permit_order) * 100 : 0;
  const perFloor = round(setbackDeviation, 2) * input.building_lengths;
  return {
    ...input,
    setback_deviation: round(setbackDeviation, 2),
    setback_deviated_percentage: round(percentage, 2),
    deviated_builtup_area_per_floor: round(perFloor, 2),
    total_deviated_builtup_area: round(round(perFloor, 2) * input.no_of_floors, 2),
  };
}

/** Square yards from square metres, to 3 decimals (spec 2 §5). */
export function toSquareYards(squareMetres: number): number {
  return round(squareMetres * SQ_YARDS_PER_SQ_METRE, 3);
}

/**
 * Spec 3 §9, for a level: the four sides, the total deviation percentage (the sum of the sides' percentages),
 * the sum of the deviated areas (2 decimals) and in square yards (3 decimals), and the compounding fee: the
 * square yards times the land value per square yard. The fee is worked from the 3-decimal square yards the
 * officer sees, so the figures on screen multiply out; rupees to 2 decimals.
 */
export function computeDeviationLevel(inputs: TDeviationInputs): TDeviationLevelResult {
  const sides = Object.fromEntries(DEVIATION_SIDES.map((side) => [side, computeDeviationSide(inputs[side])])) as Record<
    TDeviationSide,
    TDeviationSideResult
  >;
  const all = DEVIATION_SIDES.map((side) => sides[side]);
  const sumArea = round(
    all.reduce((total, side) => total + side.total_deviated_builtup_area, 0),
    2,
  );
  const squareYards = toSquareYards(sumArea);
  return {
    sides,
    total_deviated_percentage: round(
      all.reduce((total, side) => total + side.setback_deviated_percentage, 0),
      2,
    ),
    sum_of_total_deviated_builtup_area: sumArea,
    sum_of_total_deviated_builtup_area_sq_yards: squareYards,
    land_value_per_registration_dep: inputs.land_value_per_registration_dep,
    total_compounding_fee: round(squareYards * inputs.land_value_per_registration_dep, 2),
  };
}
