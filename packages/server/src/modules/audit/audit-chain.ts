import { createHash } from 'node:crypto';

/** The previous hash of the first event of the chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** Names the serialisation, so a later change of it can be told from tampering. */
const SERIALISATION = 'anumati-audit-v1';

/**
 * An event's fields as text, exactly as PostgreSQL renders them (what is hashed): the instant in microseconds
 * since 1970 (the column's precision), the details as PostgreSQL's jsonb text (its key order and number form).
 */
export type TChainedFields = {
  id: string;
  occurredAtMicros: string;
  actorOfficerId: string | null;
  actorRole: string | null;
  actorKind: string;
  applicationId: string | null;
  action: string;
  fromState: string | null;
  toState: string | null;
  remark: string | null;
  details: string;
  previousHash: string;
};

export type TChainedEvent = TChainedFields & { hash: string };

/**
 * The canonical serialisation: every field in a fixed order, each as its length in UTF-8 bytes, a colon and the
 * text (or `~` for null), separated by `|`. Lengths make it unambiguous without any escaping, so migration 0018
 * computes the same in SQL (its backfill) as this function does.
 */
export function canonicalSerialisation(event: TChainedFields): string {
  const fields = [
    event.id,
    event.occurredAtMicros,
    event.actorOfficerId,
    event.actorRole,
    event.actorKind,
    event.applicationId,
    event.action,
    event.fromState,
    event.toState,
    event.remark,
    event.details,
    event.previousHash,
  ];
  return [
    SERIALISATION,
    ...fields.map((field) => (field === null ? '~' : `${Buffer.byteLength(field)}:${field}`)),
  ].join('|');
}

export function eventHash(event: TChainedFields): string {
  return createHash('sha256').update(canonicalSerialisation(event), 'utf8').digest('hex');
}

export type TChainBreak = {
  kind: 'CHANGED' | 'REMOVED' | 'INSERTED';
  /** The first event found wrong (CHANGED, INSERTED) or the first event after the gap (REMOVED). */
  eventId: string;
  message: string;
};

export type TChainVerdict =
  | { isIntact: true; events: number; lastId: string | null; lastHash: string }
  | { isIntact: false; events: number; broken: TChainBreak };

/**
 * Walks the chain in id order and names the first break:
 * - an event whose fields no longer give its hash was CHANGED, unless the next event links past it to the one
 *   before, in which case it was INSERTED;
 * - an event that hashes right but links to a hash that is not its predecessor's: if it links to the hash before
 *   its predecessor, the predecessor was INSERTED (a forger who computed its hash); otherwise events before it were
 *   REMOVED (or its predecessor was changed and its hash recomputed, which the chain cannot tell apart).
 * Events removed at the end leave no trace in the chain: the verdict gives the last hash, to be kept elsewhere.
 */
export async function walkChain(events: AsyncIterable<TChainedEvent>): Promise<TChainVerdict> {
  let previous: TChainedEvent | null = null;
  let suspect: TChainedEvent | null = null;
  let checked = 0;
  for await (const event of events) {
    const expected = previous?.hash ?? GENESIS_HASH;
    if (suspect) {
      const broken: TChainBreak =
        event.previousHash === expected
          ? {
              kind: 'INSERTED',
              eventId: suspect.id,
              message: `event #${suspect.id} was inserted: event #${event.id} links past it to ${previous ? `event #${previous.id}` : 'the start'}`,
            }
          : changed(suspect);
      return { isIntact: false, events: checked, broken };
    }
    checked += 1;
    if (eventHash(event) !== event.hash) {
      suspect = event;
      continue;
    }
    if (event.previousHash !== expected) {
      const broken: TChainBreak =
        previous && event.previousHash === previous.previousHash
          ? {
              kind: 'INSERTED',
              eventId: previous.id,
              message: `event #${previous.id} was inserted: event #${event.id} links past it to the event before`,
            }
          : {
              kind: 'REMOVED',
              eventId: event.id,
              message: previous
                ? `an event between #${previous.id} and #${event.id} was removed, or event #${previous.id} was changed and its hash recomputed`
                : `the events before #${event.id} were removed`,
            };
      return { isIntact: false, events: checked, broken };
    }
    previous = event;
  }
  if (suspect) return { isIntact: false, events: checked, broken: changed(suspect) };
  return { isIntact: true, events: checked, lastId: previous?.id ?? null, lastHash: previous?.hash ?? GENESIS_HASH };
}

function changed(event: TChainedEvent): TChainBreak {
  return {
    kind: 'CHANGED',
    eventId: event.id,
    message: `event #${event.id} was changed: its fields no longer give its hash`,
  };
}
