import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../modules/audit/audit.table';
import { signedInSiteInspectorWithFile } from '../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { REQUEST_ID_HEADER } from './request-id';

let t: TTestApp;
let token: string;
let applicationId: number;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(async () => {
  t = await createTestApp();
  ({ token, applicationId } = await signedInSiteInspectorWithFile(t));
});
afterAll(() => t.close());

const health = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/health/live', headers });

describe('request ids (issue 50 §8)', () => {
  it("keeps the proxy's or client's X-Request-Id and returns it", async () => {
    const answer = await health({ [REQUEST_ID_HEADER]: 'nginx-6f1c2a9e0b7d' });
    expect(answer.headers[REQUEST_ID_HEADER]).toBe('nginx-6f1c2a9e0b7d');
  });

  it('gives a request without one, or with one that could forge a log line, a new UUID each', async () => {
    const first = (await health()).headers[REQUEST_ID_HEADER];
    const second = (await health()).headers[REQUEST_ID_HEADER];
    const forged = (await health({ [REQUEST_ID_HEADER]: 'x"}\n{"level":60' })).headers[REQUEST_ID_HEADER];
    const long = (await health({ [REQUEST_ID_HEADER]: 'a'.repeat(129) })).headers[REQUEST_ID_HEADER];
    for (const id of [first, second, forged, long]) expect(id).toMatch(UUID);
    expect(new Set([first, second, forged, long]).size).toBe(4);
  });

  it('writes the id into the audit event the request caused', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${token}`, [REQUEST_ID_HEADER]: 'trace-note-0001' },
      payload: {
        query: 'mutation ($id: ID!) { createComment(applicationId: $id, comment: "Traced note") { id } }',
        variables: { id: applicationId },
      },
    });
    expect(answer.headers[REQUEST_ID_HEADER]).toBe('trace-note-0001');
    const [event] = await t.database.db
      .select({ requestId: auditEvents.requestId })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'NOTE_ADDED'));
    expect(event?.requestId).toBe('trace-note-0001');
  });
});
