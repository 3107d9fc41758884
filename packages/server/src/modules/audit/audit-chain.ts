import { createHash, createHmac } from 'node:crypto';

/** The previous hash of the first event of the chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** Names the serialisation, so a later change of it can be told from tampering: v2 is keyed (HMAC), v1 was not. */
const SERIALISATION = 'anumati-audit-v2';
const UNKEYED_SERIALISATION = 'anumati-audit-v1';

/** AUDIT_KEY's development default (platform/config.ts); production refuses to start with it. */
export const DEVELOPMENT_AUDIT_KEY = 'anumati-audit-development-key-change-me';

/**
 * The key this process hashes and verifies audit events with (HMAC-SHA256): without it, whoever can write to the
 * database cannot compute an event's hash, so cannot edit, insert or re-link events unseen. Process-wide because
 * every writer of the trail (some forty call sites of appendAuditEvent) must use the same one:
 * db/open-for-command.ts sets AUDIT_KEY when a process opens its database; tests keep the development default.
 */
let auditKey = DEVELOPMENT_AUDIT_KEY;

export function setAuditKey(key: string): void {
  auditKey = key;
}

/** HMAC-SHA256 with the audit key, hex: event hashes and the checkpoints' signatures (audit-checkpoint.ts). */
export function auditMac(text: string): string {
  return createHmac('sha256', auditKey).update(text, 'utf8').digest('hex');
}

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
 * text (or `~` for null), separated by `|`. Lengths make it unambiguous without any escaping, so migration 0019
 * computes the same in SQL (its backfill, under the unkeyed name v1) as this function does.
 */
function canonicalSerialisation(event: TChainedFields, name = SERIALISATION): string {
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
  return [name, ...fields.map((field) => (field === null ? '~' : `${Buffer.byteLength(field)}:${field}`))].join('|');
}

/** What the server writes: HMAC-SHA256 of the v2 serialisation with the audit key. */
export function eventHash(event: TChainedFields): string {
  return auditMac(canonicalSerialisation(event));
}

/**
 * The hash of events written before the chain was keyed: plain sha256 of the v1 serialisation (migration 0019's
 * backfill, and servers before AUDIT_KEY). Decision: such events stay valid only as the trail's leading run — the
 * first keyed event ends it, and an unkeyed event after a keyed one is a forgery (walkChain). Their content is
 * then sealed by the first keyed event, whose HMAC covers the last unkeyed hash; a trail rewritten wholly unkeyed
 * is told by the checkpoint (audit-checkpoint.ts), whose event no longer carries the checkpointed hash.
 */
export function unkeyedEventHash(event: TChainedFields): string {
  return createHash('sha256').update(canonicalSerialisation(event, UNKEYED_SERIALISATION), 'utf8').digest('hex');
}

type TChainBreak = {
  /**
   * Against the last checkpoint: SHORTENED when its last event is gone (a trimmed tail, a truncation), REWRITTEN
   * when that event is there with another hash or after another number of events.
   */
  kind: 'CHANGED' | 'REMOVED' | 'INSERTED' | 'SHORTENED' | 'REWRITTEN';
  /** The first event found wrong (CHANGED, INSERTED), the first after the gap (REMOVED), the checkpoint's last. */
  eventId: string;
  message: string;
};

/** The trail's head as a checkpoint recorded it (audit-checkpoint.ts): how many events, the last one's id and hash. */
export type TChainHead = { events: number; lastId: string | null; lastHash: string };

export type TChainVerdict =
  | { isIntact: true; events: number; unkeyedEvents: number; lastId: string | null; lastHash: string }
  | { isIntact: false; events: number; broken: TChainBreak };

/**
 * Walks the chain in id order and names the first break:
 * - an event whose fields no longer give its hash was CHANGED, unless the next event links past it to the one
 *   before, in which case it was INSERTED; an unkeyed hash counts only before the first keyed event
 *   (unkeyedEventHash);
 * - an event that hashes right but links to a hash that is not its predecessor's: if it links to the hash before
 *   its predecessor, the predecessor was INSERTED (a forger who computed its hash); otherwise events before it were
 *   REMOVED (or its predecessor was changed and its hash recomputed, which the chain cannot tell apart).
 * Events removed at the end leave no trace in the chain itself: given the head a checkpoint recorded, the walk
 * also requires that event, with that hash, after that many events — else the trail was SHORTENED or REWRITTEN.
 */
export async function walkChain(
  events: AsyncIterable<TChainedEvent>,
  checkpoint: TChainHead | null = null,
): Promise<TChainVerdict> {
  let previous: TChainedEvent | null = null;
  let suspect: TChainedEvent | null = null;
  let checked = 0;
  let unkeyed = 0;
  let isKeyedFromHere = false;
  let isCheckpointReached = checkpoint === null || checkpoint.lastId === null;
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
    if (checkpoint && !isCheckpointReached && BigInt(event.id) > BigInt(checkpoint.lastId ?? '0')) {
      return { isIntact: false, events: checked, broken: shortened(checkpoint, checked, previous) };
    }
    checked += 1;
    const isKeyed = eventHash(event) === event.hash;
    if (!isKeyed && (isKeyedFromHere || unkeyedEventHash(event) !== event.hash)) {
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
    if (isKeyed) isKeyedFromHere = true;
    else unkeyed += 1;
    if (checkpoint && event.id === checkpoint.lastId) {
      if (event.hash !== checkpoint.lastHash || checked !== checkpoint.events) {
        return { isIntact: false, events: checked, broken: shortened(checkpoint, checked, event) };
      }
      isCheckpointReached = true;
    }
    previous = event;
  }
  if (suspect) return { isIntact: false, events: checked, broken: changed(suspect) };
  if (checkpoint && !isCheckpointReached) {
    return { isIntact: false, events: checked, broken: shortened(checkpoint, checked, previous) };
  }
  return {
    isIntact: true,
    events: checked,
    unkeyedEvents: unkeyed,
    lastId: previous?.id ?? null,
    lastHash: previous?.hash ?? GENESIS_HASH,
  };
}

function changed(event: TChainedEvent): TChainBreak {
  return {
    kind: 'CHANGED',
    eventId: event.id,
    message: `event #${event.id} was changed: its fields no longer give its hash`,
  };
}

/** The checkpoint's last event is missing (SHORTENED), or differs or follows another number of events (REWRITTEN). */
function shortened(checkpoint: TChainHead, checked: number, found: TChainedEvent | null): TChainBreak {
  const lastId = checkpoint.lastId ?? '';
  const recorded = `the last checkpoint recorded ${checkpoint.events} events up to event #${lastId} (hash ${checkpoint.lastHash})`;
  if (found?.id === lastId) {
    const message = `${recorded}; event #${lastId} is there after ${checked} events with hash ${found.hash}: the trail was rewritten`;
    return { kind: 'REWRITTEN', eventId: lastId, message };
  }
  const seen =
    found === null
      ? 'the trail holds no event up to it: the trail was truncated'
      : `the trail holds ${checked} events up to event #${found.id} and no event #${lastId}: its tail was trimmed`;
  return { kind: 'SHORTENED', eventId: lastId, message: `${recorded}; ${seen}` };
}
