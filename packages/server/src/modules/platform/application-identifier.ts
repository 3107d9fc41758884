import type { TProcessKind } from '@anumati/domain';

const KIND_CODES: Record<TProcessKind, string> = {
  REGISTRATION: 'REG',
  SELF_CERTIFICATION: 'SC',
  SINGLE_WINDOW: 'SW',
  LAYOUT: 'LAY',
  FINAL_LAYOUT: 'FLAY',
  OCCUPANCY: 'OC',
  COMPOUND_WALL: 'CW',
};

/** `HMDA/REG/2026/000007`: the authority, the kind, the UTC year of the application and its id. */
const IDENTIFIER = /^(?<prefix>[^/]+\/[^/]+)\/(?<year>\d{4})\/(?<number>\d{6,})$/;

const identifierOf = (prefix: string, appliedOn: Date, number: string) =>
  `${prefix}/${appliedOn.getUTCFullYear()}/${number}`;

/** The number an application gets on arrival from the citizen platform. */
export function applicationIdentifierFor(input: {
  authorityCode: string;
  kind: TProcessKind;
  appliedOn: Date;
  id: number;
}): string {
  return identifierOf(
    `${input.authorityCode}/${KIND_CODES[input.kind]}`,
    input.appliedOn,
    String(input.id).padStart(6, '0'),
  );
}

/**
 * The number the same application would have had, applied on another date: only the year follows the date (the
 * demo's files moved to the day they are loaded, seed/demo-snapshot.ts). Any other text (a draft's) stays as it is.
 */
export function applicationIdentifierAppliedOn(identifier: string, appliedOn: Date): string {
  const parts = IDENTIFIER.exec(identifier)?.groups;
  return parts?.prefix && parts.number ? identifierOf(parts.prefix, appliedOn, parts.number) : identifier;
}
