import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { createJurisdiction, createOfficer } from '../../testing/fixtures';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { eventHash, GENESIS_HASH, unkeyedEventHash, type TChainedEvent } from './audit-chain';
import { appendAuditEvent, appendAuditEvents, chainedEventsAfter } from './audit.repository';
import { verifyAuditTrail } from './audit.service';

type TRows<TRow> = { rows: TRow[] };

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What someone with the database's owner rights could do behind the server's back: lift the triggers for a moment. */
async function behindTheServersBack(db: TDb, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER USER`);
    await tx.execute(statement);
    await tx.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER USER`);
  });
}

async function appendEvents(count: number, remark = 'checked') {
  for (let index = 0; index < count; index += 1) {
    await appendAuditEvent(t.database.db, {
      occurredAt: t.clock.now(),
      actorKind: 'SYSTEM',
      action: 'TEST_EVENT',
      remark: `${remark} ${index}`,
      details: { index },
    });
  }
}

async function eventIds(): Promise<number[]> {
  const result = (await t.database.db.execute(
    sql`select id::int as id from audit_events order by id`,
  )) as unknown as TRows<{ id: number }>;
  return result.rows.map((row) => row.id);
}

describe('the audit trail is a hash chain', () => {
  beforeEach(async () => {
    await behindTheServersBack(t.database.db, sql`TRUNCATE audit_events`);
  });

  it('links each event to the one before, from the genesis, through what the server records', async () => {
    const jurisdiction = await createJurisdiction(t.database.db, 'CHAIN');
    await createOfficer(t.database.db, { username: 'chain.officer', role: 'Municipal Commissioner', jurisdiction });
    await t.signIn('chain.officer', '9876543210');
    await appendEvents(3);

    const events = await chainedEventsAfter(t.database.db, null, 100);
    expect(events.length).toBeGreaterThanOrEqual(5);
    expect(events[0]?.previousHash).toBe(GENESIS_HASH);
    for (const [index, event] of events.entries()) {
      expect(event.hash).toBe(eventHash(event));
      if (index > 0) expect(event.previousHash).toBe(events[index - 1]?.hash);
    }
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ isIntact: true, events: events.length });
    // Read a batch at a time: batches of two cross every boundary between events.
    expect(await verifyAuditTrail(t.database.db, { batchSize: 2 })).toEqual(await verifyAuditTrail(t.database.db));
  });

  it('appends many events at once as one at a time would: after those there, linked, in their order', async () => {
    await appendEvents(2, 'before');
    const before = await eventIds();
    const many = [
      { remark: 'మొదటి', details: { zeta: 1, alpha: [1.5, 'two'], nested: { b: true, a: null } } },
      { remark: null, details: {} },
      { remark: 'last', details: { index: 3 } },
    ];
    await t.database.db.transaction((tx) =>
      appendAuditEvents(
        tx,
        many.map(({ remark, details }) => ({
          occurredAt: t.clock.now(),
          actorKind: 'SYSTEM' as const,
          action: 'TEST_EVENT',
          remark,
          details,
        })),
      ),
    );

    const ids = await eventIds();
    const last = before.at(-1) ?? 0;
    expect(ids).toEqual([...before, last + 1, last + 2, last + 3]);
    const events = await chainedEventsAfter(t.database.db, String(last), 10);
    expect(events.map((event) => event.remark)).toEqual(['మొదటి', null, 'last']);
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ isIntact: true, events: 5 });
  });

  it('does not fork when many writers append at once', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t.database.db.transaction(async (tx) => {
          await appendAuditEvent(tx, {
            occurredAt: t.clock.now(),
            actorKind: 'SYSTEM',
            action: 'RACE',
            details: { index },
          });
          await appendAuditEvent(tx, {
            occurredAt: t.clock.now(),
            actorKind: 'SYSTEM',
            action: 'RACE',
            details: { index },
          });
        }),
      ),
    );
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ isIntact: true, events: 80 });
  });

  it('keeps the chain across a rolled-back write (its id is skipped)', async () => {
    await appendEvents(2);
    await expect(
      t.database.db.transaction(async (tx) => {
        await appendAuditEvent(tx, { occurredAt: t.clock.now(), actorKind: 'SYSTEM', action: 'ROLLED_BACK' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await appendEvents(2);
    const ids = await eventIds();
    expect(ids[2]).toBe((ids[1] ?? 0) + 2);
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ isIntact: true, events: 4 });
  });

  it('accepts the events migration 0019 hashed without the key as the trail’s leading run', async () => {
    await appendAuditEvent(t.database.db, {
      occurredAt: new Date('2026-11-02T05:30:00.123Z'),
      actorOfficerId: 7,
      actorRole: 'Town Planning Officer',
      actorKind: 'OFFICER',
      applicationId: 42,
      action: 'NOTE',
      remark: 'Plot “12/A” — ఇల్లు | 1:2 ~ "quoted"\nsecond line\u0001',
      details: { z: [1, 2.5, null], a: { nested: 'ఇ', empty: '' }, flag: true },
    });
    await appendEvents(2);
    const before = await chainedEventsAfter(t.database.db, null, 100);

    const migration = await readFile(
      fileURLToPath(new URL('../../../drizzle/0019_audit_chain.sql', import.meta.url)),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint').map((statement) => statement.trim());
    const backfill = statements.filter((statement) =>
      /CREATE FUNCTION audit_chain_field|^DO \$\$|DROP FUNCTION audit_chain_field/m.test(statement),
    );
    expect(backfill).toHaveLength(3);
    await behindTheServersBack(t.database.db, sql`UPDATE audit_events SET hash = 'x', previous_hash = 'x'`);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER USER`);
      for (const statement of backfill) await tx.execute(sql.raw(statement.replace(/;\s*$/, '')));
      await tx.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER USER`);
    });

    // The backfill hashes as the server did before AUDIT_KEY (unkeyed, v1); the keyed events after it continue.
    const backfilled = await chainedEventsAfter(t.database.db, null, 100);
    const fieldsOf = (events: TChainedEvent[]) =>
      events.map(({ hash: _hash, previousHash: _link, ...fields }) => fields);
    expect(fieldsOf(backfilled)).toEqual(fieldsOf(before));
    for (const event of backfilled) {
      expect(event.hash).toBe(unkeyedEventHash(event));
      expect(event.hash).not.toBe(eventHash(event));
    }
    await appendEvents(2, 'keyed');
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ isIntact: true, events: 5, unkeyedEvents: 3 });
  });

  it('refuses an unkeyed event once the chain is keyed (a forger without AUDIT_KEY)', async () => {
    await appendEvents(3);
    const [, second, third] = await eventIds();
    const [event] = await chainedEventsAfter(t.database.db, String((second ?? 0) - 1), 1);
    if (!event) throw new Error('no second event');
    const forged = { ...event, remark: 'nothing to see' };
    // The forger re-links the next event to the forged hash too; without the key, only unkeyed hashes are his.
    const forgedHash = unkeyedEventHash(forged);
    const [next] = await chainedEventsAfter(t.database.db, String(second), 1);
    if (!next) throw new Error('no third event');
    await behindTheServersBack(
      t.database.db,
      sql`UPDATE audit_events SET remark = 'nothing to see', hash = ${forgedHash} WHERE id = ${second}`,
    );
    await behindTheServersBack(
      t.database.db,
      sql`UPDATE audit_events SET previous_hash = ${forgedHash},
        hash = ${unkeyedEventHash({ ...next, previousHash: forgedHash })} WHERE id = ${third}`,
    );
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({
      isIntact: false,
      broken: { kind: 'CHANGED', eventId: String(second) },
    });
  });
});

describe('the audit trail refuses changes', () => {
  it.each([
    ['UPDATE', sql`UPDATE audit_events SET remark = 'rewritten'`],
    ['DELETE', sql`DELETE FROM audit_events`],
    ['TRUNCATE', sql`TRUNCATE audit_events`],
  ])('refuses %s', async (_name, statement) => {
    await appendEvents(1);
    await expect(t.database.db.execute(statement)).rejects.toThrow();
    const result = (await t.database.db.execute(sql`select count(*)::int as n from audit_events`)) as unknown as TRows<{
      n: number;
    }>;
    expect(result.rows[0]?.n).toBeGreaterThan(0);
  });
});

describe('audit verification names the first broken event', () => {
  beforeEach(async () => {
    await behindTheServersBack(t.database.db, sql`TRUNCATE audit_events`);
    await appendEvents(6);
  });

  it('an edited event', async () => {
    const [, , third] = await eventIds();
    await behindTheServersBack(
      t.database.db,
      sql`UPDATE audit_events SET remark = 'nothing to see' WHERE id = ${third}`,
    );
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({
      isIntact: false,
      broken: { kind: 'CHANGED', eventId: String(third) },
    });
  });

  it('an event edited with its hash recomputed (the next one no longer follows)', async () => {
    const [, , third, fourth] = await eventIds();
    const [event] = await chainedEventsAfter(t.database.db, String((third ?? 0) - 1), 1);
    if (!event) throw new Error('no third event');
    const forgedHash = eventHash({ ...event, remark: 'nothing to see' });
    await behindTheServersBack(
      t.database.db,
      sql`UPDATE audit_events SET remark = 'nothing to see', hash = ${forgedHash} WHERE id = ${third}`,
    );
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({
      isIntact: false,
      broken: { kind: 'REMOVED', eventId: String(fourth) },
    });
  });

  it('a removed event (the first event after the gap is named)', async () => {
    const [, second, third] = await eventIds();
    await behindTheServersBack(t.database.db, sql`DELETE FROM audit_events WHERE id = ${second}`);
    const verdict = await verifyAuditTrail(t.database.db);
    expect(verdict).toMatchObject({ isIntact: false, broken: { kind: 'REMOVED', eventId: String(third) } });
  });

  it('the first event removed', async () => {
    const [first, second] = await eventIds();
    await behindTheServersBack(t.database.db, sql`DELETE FROM audit_events WHERE id = ${first}`);
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({
      isIntact: false,
      broken: { kind: 'REMOVED', eventId: String(second) },
    });
  });

  it.each([
    ['with a hash a forger computed', true],
    ['with a made-up hash', false],
  ])('an inserted event, %s', async (_name, isHashComputed) => {
    // A rolled-back change leaves an unused id between two events: the forger's chance to slip one in.
    await t.database.db
      .transaction(async (tx) => {
        await appendAuditEvent(tx, { occurredAt: t.clock.now(), actorKind: 'SYSTEM', action: 'ROLLED_BACK' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await appendEvents(2, 'after the gap');
    const ids = await eventIds();
    const gapId = (ids[5] ?? 0) + 1;
    expect(ids[6]).toBe(gapId + 1);
    const [before] = await chainedEventsAfter(t.database.db, String(gapId - 2), 1);
    const occurredAt = t.clock.now();
    const forged = {
      id: String(gapId),
      occurredAtMicros: String(occurredAt.getTime() * 1000),
      actorOfficerId: null,
      actorRole: null,
      actorKind: 'SYSTEM',
      applicationId: null,
      action: 'APPROVED_BY_NOBODY',
      fromState: null,
      toState: null,
      remark: null,
      details: '{}',
      previousHash: before?.hash ?? '',
    };
    const hash = isHashComputed ? eventHash(forged) : 'f'.repeat(64);
    await behindTheServersBack(
      t.database.db,
      sql`INSERT INTO audit_events (id, occurred_at, actor_kind, action, details, previous_hash, hash)
        OVERRIDING SYSTEM VALUE VALUES (${gapId}, ${occurredAt.toISOString()}, 'SYSTEM', 'APPROVED_BY_NOBODY', '{}',
        ${forged.previousHash}, ${hash})`,
    );
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({
      isIntact: false,
      broken: { kind: 'INSERTED', eventId: String(gapId) },
    });
  });
});
