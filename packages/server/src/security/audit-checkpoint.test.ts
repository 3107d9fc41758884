import { sql } from 'drizzle-orm';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import type { TDb } from '../db/database';
import { DEVELOPMENT_AUDIT_KEY, setAuditKey, unkeyedEventHash } from '../modules/audit/audit-chain';
import {
  appendCheckpoint,
  CHECKPOINT_FILE,
  CheckpointFileError,
  readLastCheckpoint,
} from '../modules/audit/audit-checkpoint';
import { appendAuditEvent, chainedEventsAfter } from '../modules/audit/audit.repository';
import {
  AUDIT_CHECKPOINT_INTERVAL_MS,
  checkpointAuditTrail,
  createAuditCheckpointJob,
  verifyAuditTrail,
} from '../modules/audit/audit.service';
import { loadConfig } from '../platform/config';
import { commandsTimeout, runServerCommand } from '../testing/server-command';
import { createTestApp, PRODUCTION_TEST_ENV, type TTestApp } from '../testing/test-app';

type TRows<TRow> = { rows: TRow[] };

let t: TTestApp;
let directory: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await behindTheServersBack(t.database.db, sql`TRUNCATE audit_events`);
  directory = await mkdtemp(join(tmpdir(), 'anumati-checkpoints-'));
  return () => rm(directory, { recursive: true, force: true });
});

/** What the database's owner could do: lift the audit table's triggers for one statement. */
async function behindTheServersBack(db: TDb, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER USER`);
    await tx.execute(statement);
    await tx.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER USER`);
  });
}

async function appendEvents(db: TDb, count: number) {
  for (let index = 0; index < count; index += 1) {
    await appendAuditEvent(db, { occurredAt: new Date(), actorKind: 'SYSTEM', action: 'CHECKED', details: { index } });
  }
}

async function lastIds(count: number): Promise<number[]> {
  const result = (await t.database.db.execute(
    sql`select id::int as id from audit_events order by id desc limit ${count}`,
  )) as unknown as TRows<{ id: number }>;
  return result.rows.map((row) => row.id);
}

async function verifyAgainstCheckpoint() {
  return verifyAuditTrail(t.database.db, { checkpoint: await readLastCheckpoint(directory) });
}

describe('the audit trail cannot be shortened unseen', () => {
  it('stays intact against the last checkpoint while the trail grows after it', async () => {
    await appendEvents(t.database.db, 4);
    const checkpoint = await checkpointAuditTrail(t.database.db, { directory, clock: t.clock });
    expect(checkpoint).toMatchObject({ events: 4, takenAt: t.clock.now().toISOString() });
    await appendEvents(t.database.db, 3);
    expect(await verifyAgainstCheckpoint()).toMatchObject({ isIntact: true, events: 7 });
  });

  it('a trimmed tail: the checkpoint’s last events removed', async () => {
    await appendEvents(t.database.db, 5);
    await checkpointAuditTrail(t.database.db, { directory, clock: t.clock });
    const [last, beforeLast] = await lastIds(2);
    // The chain alone does not see it: the events left still link from the genesis.
    await behindTheServersBack(t.database.db, sql`DELETE FROM audit_events WHERE id >= ${beforeLast}`);
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ isIntact: true, events: 3 });

    const verdict = await verifyAgainstCheckpoint();
    expect(verdict).toMatchObject({ isIntact: false, broken: { kind: 'SHORTENED', eventId: String(last) } });
    expect(!verdict.isIntact && verdict.broken.message).toContain('its tail was trimmed');
  });

  it('a trimmed tail the server has appended to since', async () => {
    await appendEvents(t.database.db, 5);
    await checkpointAuditTrail(t.database.db, { directory, clock: t.clock });
    const [last] = await lastIds(1);
    await behindTheServersBack(t.database.db, sql`DELETE FROM audit_events WHERE id = ${last}`);
    await appendEvents(t.database.db, 2);
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ isIntact: true, events: 6 });
    expect(await verifyAgainstCheckpoint()).toMatchObject({
      isIntact: false,
      broken: { kind: 'SHORTENED', eventId: String(last) },
    });
  });

  it('a truncated trail, empty or started again from the genesis', async () => {
    await appendEvents(t.database.db, 3);
    await checkpointAuditTrail(t.database.db, { directory, clock: t.clock });
    await behindTheServersBack(t.database.db, sql`TRUNCATE audit_events`);
    const empty = await verifyAgainstCheckpoint();
    expect(empty).toMatchObject({ isIntact: false, broken: { kind: 'SHORTENED' } });
    expect(!empty.isIntact && empty.broken.message).toContain('the trail was truncated');

    await appendEvents(t.database.db, 4);
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ isIntact: true });
    expect(await verifyAgainstCheckpoint()).toMatchObject({ isIntact: false, broken: { kind: 'SHORTENED' } });
  });

  it('a trail rewritten without the key (every event re-hashed as before AUDIT_KEY)', async () => {
    await appendEvents(t.database.db, 3);
    await checkpointAuditTrail(t.database.db, { directory, clock: t.clock });
    let previousHash = '0'.repeat(64);
    for (const event of await chainedEventsAfter(t.database.db, null, 10)) {
      const hash = unkeyedEventHash({ ...event, remark: 'rewritten', previousHash });
      await behindTheServersBack(
        t.database.db,
        sql`UPDATE audit_events SET remark = 'rewritten', previous_hash = ${previousHash}, hash = ${hash}
          WHERE id = ${event.id}`,
      );
      previousHash = hash;
    }
    // The chain alone takes it for a trail from before the key; the checkpoint's hash tells.
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ isIntact: true, unkeyedEvents: 3 });
    const verdict = await verifyAgainstCheckpoint();
    expect(verdict).toMatchObject({ isIntact: false, broken: { kind: 'REWRITTEN' } });
    expect(!verdict.isIntact && verdict.broken.message).toContain('the trail was rewritten');
  });
});

describe('the checkpoint file', () => {
  it('is appended to, one signed line per checkpoint and at most one per interval, and the last one is compared with', async () => {
    const job = createAuditCheckpointJob({
      db: t.database.db,
      directory,
      clock: t.clock,
      logger: { error: () => undefined },
    });
    await appendEvents(t.database.db, 2);
    await job();
    await appendEvents(t.database.db, 1);
    // The scheduler ticks every minute: the job checkpoints once per AUDIT_CHECKPOINT_INTERVAL_MS.
    t.clock.advance(AUDIT_CHECKPOINT_INTERVAL_MS - 60_000);
    await job();
    t.clock.advance(60_000);
    await job();
    const lines = (await readFile(join(directory, CHECKPOINT_FILE), 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as { events: number }).map((line) => line.events)).toEqual([2, 3]);
    expect(await readLastCheckpoint(directory)).toMatchObject({ events: 3, takenAt: t.clock.now().toISOString() });
  });

  it('ignores a line torn by a crash (no newline), and none at all is no checkpoint yet', async () => {
    expect(await readLastCheckpoint(directory)).toBeNull();
    await appendEvents(t.database.db, 1);
    await checkpointAuditTrail(t.database.db, { directory, clock: t.clock });
    await appendFile(join(directory, CHECKPOINT_FILE), '{"takenAt":"2026-');
    expect(await readLastCheckpoint(directory)).toMatchObject({ events: 1 });
  });

  it('refuses a checkpoint signed without this AUDIT_KEY, or edited', async () => {
    await appendEvents(t.database.db, 2);
    setAuditKey('another-key-than-this-servers-own-0123456789');
    try {
      await appendCheckpoint(directory, {
        takenAt: t.clock.now().toISOString(),
        events: 0,
        lastId: null,
        lastHash: '0'.repeat(64),
      });
    } finally {
      setAuditKey(DEVELOPMENT_AUDIT_KEY);
    }
    await expect(readLastCheckpoint(directory)).rejects.toThrow(CheckpointFileError);

    await checkpointAuditTrail(t.database.db, { directory, clock: t.clock });
    const path = join(directory, CHECKPOINT_FILE);
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.replace(/"events":2/g, '"events":1'));
    await expect(readLastCheckpoint(directory)).rejects.toThrow(/signature does not verify/);
  });

  it('lives in DATA_DIR/audit-checkpoints unless AUDIT_CHECKPOINT_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/anumati' }).AUDIT_CHECKPOINT_DIR).toBe('/srv/anumati/audit-checkpoints');
    expect(loadConfig({ AUDIT_CHECKPOINT_DIR: '/var/log/anumati' }).AUDIT_CHECKPOINT_DIR).toBe('/var/log/anumati');
  });

  it('production refuses to start without its own AUDIT_KEY', () => {
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, AUDIT_KEY: undefined })).toThrow(/AUDIT_KEY/);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, AUDIT_KEY: 'short' })).toThrow(/AUDIT_KEY/);
    expect(loadConfig(PRODUCTION_TEST_ENV).AUDIT_KEY).toBe(PRODUCTION_TEST_ENV.AUDIT_KEY);
  });
});

describe('npm run audit:verify', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'anumati-audit-verify-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it(
    'matches the last checkpoint (exit 0), then reports the trimmed tail (exit 1)',
    async () => {
      const env = { AUDIT_CHECKPOINT_DIR: join(folder, 'checkpoints') };
      const handle = await openDatabase({ DATA_DIR: folder }, { command: 'test' });
      try {
        await appendEvents(handle.db, 4);
        await checkpointAuditTrail(handle.db, { directory: env.AUDIT_CHECKPOINT_DIR, clock: t.clock });
      } finally {
        await handle.close();
      }
      const intact = await runServerCommand('src/modules/audit/audit-verify-command.ts', folder, env);
      expect(intact.stdout).toMatch(/^Audit trail intact: 4 events .*Matches the last checkpoint/);
      expect(intact.code).toBe(0);

      const again = await openDatabase({ DATA_DIR: folder }, { command: 'test' });
      try {
        await behindTheServersBack(
          again.db,
          sql`DELETE FROM audit_events WHERE id = (select max(id) from audit_events)`,
        );
      } finally {
        await again.close();
      }
      const trimmed = await runServerCommand('src/modules/audit/audit-verify-command.ts', folder, env);
      expect(trimmed.stderr).toMatch(/^Audit trail broken at event #4 \(SHORTENED\): .*its tail was trimmed/);
      expect(trimmed.code).toBe(1);
    },
    commandsTimeout(2),
  );
});
