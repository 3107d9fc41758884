/** Line departments that give NOCs (spec 1 §6, spec 3 §3 requires_noc). */
export const LINE_DEPARTMENTS = [
  'FIRE',
  'POLICE',
  'REVENUE',
  'IRRIGATION',
  'RAILWAY',
  'ELECTRICITY',
  'AIRPORT',
  'OIL AND GAS',
  'NMA',
  'ENDOWMENT',
  'FOREST',
  'SEIAA',
  'ROADS AND BUILDINGS',
] as const;

export type TLineDepartment = (typeof LINE_DEPARTMENTS)[number];

export function isLineDepartment(value: string): value is TLineDepartment {
  return (LINE_DEPARTMENTS as readonly string[]).includes(value);
}
