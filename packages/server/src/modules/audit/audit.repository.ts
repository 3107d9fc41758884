import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TDb, TTransaction } from '../../db/database';
import { eventHash, GENESIS_HASH, type TChainedEvent, type TChainedFields, type TChainHead } from './audit-chain';
import { auditEvents } from './audit.table';
import { currentRequestId } from '../../platform/request-id';

/** What a service records; the id and the chain's hashes are the repository's. */
export type TAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id' | 'previousHash' | 'hash'>;

type TRows<TRow> = { rows: TRow[] };

/**
 * Appends one event to the hash chain; call it inside the transaction of the change it records.
 *
 * Appenders take turns: a transaction-level advisory lock (two keys, a key space apart from the scheduler's
 * one-key run locks in db/exclusive-run.ts) is held from the first append until the caller's transaction ends, so
 * the event read as the last one is still the last when this one commits, and ids (drawn under the lock) follow
 * the chain's order. On PGlite the lock is granted at once (one connection); the same SQL serves both drivers.
 */
export async function appendAuditEvent(db: TDb, event: TAuditEvent): Promise<void> {
  // The caller's transaction, or one of its own: the lock lasts until that transaction ends.
  if (is(db, PgTransaction)) await appendLocked(db, event);
  else await db.transaction((tx) => appendLocked(tx, event));
}

async function appendLocked(tx: TDb, event: TAuditEvent): Promise<void> {
  // The keys' names go as parameters: a statement with parameters is parsed once for the demo's load, where this
  // one runs at every event (db/pglite-named-statements.ts; the same lock).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'anumati'}), hashtext(${'audit_events'}))`);
  // A statement after the lock's own: under READ COMMITTED its snapshot sees what the previous holder committed.
  const details = event.details ?? {};
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('audit_events', 'id'))::text as id,
      coalesce((select hash from audit_events order by id desc limit 1), ${GENESIS_HASH}) as previous_hash,
      ${JSON.stringify(details)}::jsonb::text as details`,
  )) as unknown as TRows<{ id: string; previous_hash: string; details: string }>;
  const next = result.rows[0];
  if (!next) throw new Error('audit chain: no next id');
  const hash = eventHash({
    ...chainedFieldsOf(event),
    id: next.id,
    details: next.details,
    previousHash: next.previous_hash,
  });
  await tx
    .insert(auditEvents)
    .overridingSystemValue()
    // The request that caused the event (X-Request-Id), so an operator goes from a log line to the event and back
    // (issue 50 §8). Not hashed: it says how the event arrived, not what was decided.
    .values({
      ...event,
      details,
      id: Number(next.id),
      previousHash: next.previous_hash,
      hash,
      requestId: currentRequestId() ?? null,
    });
}

/**
 * Appends many events, in their order, in a few statements (a bulk load: the demo's snapshot, seed/demo-snapshot.ts):
 * the same ids, links and hashes as one appendAuditEvent each, under the same lock.
 */
export async function appendAuditEvents(tx: TTransaction, events: readonly TAuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'anumati'}), hashtext(${'audit_events'}))`);
  const drawn = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('audit_events', 'id'))::text as id
      from generate_series(1, ${events.length})`,
  )) as unknown as TRows<{ id: string }>;
  const ids = drawn.rows.map((row) => BigInt(row.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rendered = (await tx.execute(
    sql`select coalesce((select hash from audit_events order by id desc limit 1), ${GENESIS_HASH}) as previous_hash,
      (select array_agg(details::text order by position) from jsonb_array_elements(${JSON.stringify(
        events.map((event) => event.details ?? {}),
      )}::jsonb) with ordinality as given(details, position)) as details`,
  )) as unknown as TRows<{ previous_hash: string; details: string[] }>;
  const texts = rendered.rows[0];
  if (!texts) throw new Error('audit chain: nothing rendered');
  let previousHash = texts.previous_hash;
  const rows = events.map((event, index) => {
    const id = ids[index];
    const details = texts.details[index];
    if (id === undefined || details === undefined) throw new Error('audit chain: an event without an id');
    const hash = eventHash({ ...chainedFieldsOf(event), id: id.toString(), details, previousHash });
    const row = { ...event, details: event.details ?? {}, id: Number(id), previousHash, hash };
    previousHash = hash;
    return row;
  });
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx
      .insert(auditEvents)
      .overridingSystemValue()
      .values(rows.slice(start, start + INSERT_BATCH));
  }
}

/** Rows a bulk append inserts at a time (thirteen parameters each, far below PostgreSQL's 65,535). */
const INSERT_BATCH = 1000;

/** An event's own fields as the chain hashes them; the id, the details' text and the link come from the database. */
function chainedFieldsOf(event: TAuditEvent): Omit<TChainedFields, 'id' | 'details' | 'previousHash'> {
  return {
    occurredAtMicros: (BigInt(event.occurredAt.getTime()) * 1000n).toString(),
    actorOfficerId: textOf(event.actorOfficerId),
    actorRole: event.actorRole ?? null,
    actorKind: event.actorKind,
    applicationId: textOf(event.applicationId),
    action: event.action,
    fromState: event.fromState ?? null,
    toState: event.toState ?? null,
    remark: event.remark ?? null,
  };
}

function textOf(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** The events after `afterId` in id order, their fields as PostgreSQL renders them (what the chain hashes). */
export async function chainedEventsAfter(db: TDb, afterId: string | null, limit: number): Promise<TChainedEvent[]> {
  const result = (await db.execute(
    sql`select id::text as id, (extract(epoch from occurred_at) * 1000000)::bigint::text as occurred_at_micros,
      actor_officer_id::text as actor_officer_id, actor_role, actor_kind, application_id::text as application_id,
      action, from_state, to_state, remark, details::text as details, previous_hash, hash
    from audit_events where ${afterId === null ? sql`true` : sql`audit_events.id > ${afterId}::bigint`}
    order by audit_events.id limit ${limit}`,
  )) as unknown as TRows<Record<string, string | null>>;
  return result.rows.map((row) => ({
    id: row.id ?? '',
    occurredAtMicros: row.occurred_at_micros ?? '',
    actorOfficerId: row.actor_officer_id ?? null,
    actorRole: row.actor_role ?? null,
    actorKind: row.actor_kind ?? '',
    applicationId: row.application_id ?? null,
    action: row.action ?? '',
    fromState: row.from_state ?? null,
    toState: row.to_state ?? null,
    remark: row.remark ?? null,
    details: row.details ?? '',
    previousHash: row.previous_hash ?? '',
    hash: row.hash ?? '',
  }));
}

/** Every event in id order, read a batch at a time. */
export async function* chainedEvents(db: TDb, batchSize = 5000): AsyncGenerator<TChainedEvent> {
  let afterId: string | null = null;
  for (;;) {
    const batch = await chainedEventsAfter(db, afterId, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    afterId = batch[batch.length - 1]?.id ?? null;
  }
}

/** The trail's head in one statement (one snapshot): how many events, the last one's id and hash. */
export async function auditTrailHead(db: TDb): Promise<TChainHead> {
  const result = (await db.execute(
    sql`select count(*)::text as events, max(id)::text as last_id,
      coalesce((select hash from audit_events order by id desc limit 1), ${GENESIS_HASH}) as last_hash
    from audit_events`,
  )) as unknown as TRows<{ events: string; last_id: string | null; last_hash: string }>;
  const head = result.rows[0];
  if (!head) throw new Error('audit chain: no head');
  return { events: Number(head.events), lastId: head.last_id, lastHash: head.last_hash };
}
