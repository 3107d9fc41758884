import { SERVICE_MESSAGES } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSiteInspectorWithFile } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applicationComments } from '../notes/notes.table';
import { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from './idempotency';
import { claimRequestKey, findRequestKey, storeAnswer } from './idempotency.repository';
import Fastify from 'fastify';
import { withWriteTracking } from '../../db/write-tracking';
import { registerRequestIds } from '../../platform/request-id';
import { findSchedulerRuns, startSchedulerRun } from '../scheduler/scheduler.repository';
import { registerIdempotency } from './idempotency';

const CREATE = `mutation ($applicationId: ID!, $comment: String!) {
  createComment(applicationId: $applicationId, comment: $comment) { id comment }
}`;

let t: TTestApp;
let token: string;
let applicationId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token, applicationId } = await signedInSiteInspectorWithFile(t));
});

afterAll(() => t.close());

const send = (comment: string, key: string | undefined, sessionToken = token) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${sessionToken}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { query: CREATE, variables: { applicationId, comment } },
  });

async function commentsSaying(text: string) {
  return t.database.db.select().from(applicationComments).where(eq(applicationComments.comment, text));
}

describe('keyed writes (issue 50 §3)', () => {
  it('runs a repeated key once and answers the repeat with the first answer', async () => {
    const first = await send('Plot boundary checked', 'key-0000-0001');
    const again = await send('Plot boundary checked', 'key-0000-0001');
    expect(first.statusCode).toBe(200);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await commentsSaying('Plot boundary checked')).toHaveLength(1);
  });

  it('runs two deliveries of one key sent at once once, and both get the same answer', async () => {
    const [one, two] = await Promise.all([
      send('Setbacks measured', 'key-0000-0002'),
      send('Setbacks measured', 'key-0000-0002'),
    ]);
    expect(one.body).toBe(two.body);
    expect((await commentsSaying('Setbacks measured')).length).toBe(1);
  });

  it('refuses a key used before for another request, and writes nothing', async () => {
    await send('Road width noted', 'key-0000-0003');
    const reused = await send('Something else', 'key-0000-0003');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await commentsSaying('Something else')).toHaveLength(0);
  });

  it('refuses a malformed key with 400 and writes nothing', async () => {
    const bad = await send('Hostile key', 'x\nforged');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.badKey });
    expect(await commentsSaying('Hostile key')).toHaveLength(0);
  });

  it("keeps each session's keys its own: another session's same key does its own work", async () => {
    const otherSession = await t.signIn('site', '9000000000');
    await send('North side open', 'key-0000-0004');
    const other = await send('North side open', 'key-0000-0004', otherSession);
    expect(other.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await commentsSaying('North side open')).toHaveLength(2);
  });

  it('writes every unkeyed request, as before', async () => {
    await send('Unkeyed note', undefined);
    await send('Unkeyed note', undefined);
    expect(await commentsSaying('Unkeyed note')).toHaveLength(2);
  });

  it('takes over a key whose first process let its claim run out (it died mid-request)', async () => {
    const key = { scope: sessionScope(token), idempotencyKey: 'key-0000-0005' };
    const body = { query: CREATE, variables: { applicationId, comment: 'Taken over' } };
    const requestHash = createHash('sha256')
      .update(`POST /graphql\n${JSON.stringify(body)}`)
      .digest('hex');
    const past = new Date(t.clock.now().getTime() - 60_000);
    await claimRequestKey(t.database.db, { ...key, requestHash, now: past, claimedUntil: past });
    const answer = await send('Taken over', key.idempotencyKey);
    expect(answer.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await commentsSaying('Taken over')).toHaveLength(1);
    expect((await findRequestKey(t.database.db, key))?.state).toBe('DONE');
  });

  it('lets a repeat wait for a first delivery still running, then gives it that answer', async () => {
    const key = { scope: sessionScope(token), idempotencyKey: 'key-0000-0006' };
    const body = { query: CREATE, variables: { applicationId, comment: 'Still running' } };
    const requestHash = createHash('sha256')
      .update(`POST /graphql\n${JSON.stringify(body)}`)
      .digest('hex');
    const now = t.clock.now();
    await claimRequestKey(t.database.db, { ...key, requestHash, now, claimedUntil: new Date(now.getTime() + 60_000) });
    const repeat = send('Still running', key.idempotencyKey);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await storeAnswer(t.database.db, key, {
      statusCode: 200,
      contentType: 'application/json',
      response: '{"data":"first"}',
    });
    const answer = await repeat;
    expect(answer.headers[REPLAYED_HEADER]).toBe('true');
    expect(answer.body).toBe('{"data":"first"}');
    expect(await commentsSaying('Still running')).toHaveLength(0);
  });
});

function sessionScope(sessionToken: string) {
  return createHash('sha256').update(`session:${sessionToken}`).digest('hex');
}

describe('a keyed write that failed (issue 50 §3)', () => {
  /** A route that writes in a transaction, then fails as a lost connection would: 503 after the commit, or before. */
  async function failingApp(failAfterCommit: boolean) {
    const app = Fastify();
    const db = withWriteTracking(t.database.db);
    registerRequestIds(app);
    registerIdempotency(app, { db, clock: t.clock });
    app.post('/api/v1/test-write', async (request, reply) => {
      const name = (request.body as { name: string }).name;
      if (failAfterCommit) {
        await db.transaction((tx) => startSchedulerRun(tx, { name, process: 'test', startedAt: t.clock.now() }));
      }
      return reply.code(503).header('retry-after', '2').send({ success: false, message: 'unavailable' });
    });
    return app;
  }
  const post = (app: Awaited<ReturnType<typeof failingApp>>, name: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/test-write',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `key-${name}` },
      payload: { name },
    });

  it('answers "saved, reload" once a transaction committed, never to be retried, and is not done twice', async () => {
    const app = await failingApp(true);
    const first = await post(app, 'committed-then-failed');
    expect(first.statusCode).toBe(409);
    expect(first.headers['retry-after']).toBeUndefined();
    expect(first.json()).toEqual({ success: false, message: SERVICE_MESSAGES.savedUnconfirmed });
    const again = await post(app, 'committed-then-failed');
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(first.body);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(await findSchedulerRuns(t.database.db, 'committed-then-failed')).toHaveLength(1);
    await app.close();
  });

  it('gives its key back when nothing committed: sent again, it runs afresh', async () => {
    const app = await failingApp(false);
    await post(app, 'failed-before-writing');
    const again = await post(app, 'failed-before-writing');
    expect(again.headers[REPLAYED_HEADER]).toBeUndefined();
    await app.close();
  });
});
