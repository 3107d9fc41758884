import { SERVICE_MESSAGES } from '@anumati/domain';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '../../testing/mock-server';
import { clearSession, storeSession } from '../session/session-storage';
import { EndSessionDocument, MySessionsDocument } from './generated/graphql';
import { graphqlRequest, GraphqlRequestError } from './graphql-request';
import { RETRY_PAUSES_MS, sendWithRetry } from './request-retry';

const server = setupMockServer();
const BUSY = { success: false, message: SERVICE_MESSAGES.busy };

/** Answers one operation with the scripted answers in turn, keeping each request's Idempotency-Key. */
function answerInTurn(operation: 'EndSession' | 'MySessions', ...answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  const handle = ({ request }: { request: Request }) => {
    keys.push(request.headers.get('idempotency-key'));
    const next = answers[Math.min(keys.length - 1, answers.length - 1)];
    return next ? next() : HttpResponse.error();
  };
  server.use(operation === 'EndSession' ? graphql.mutation(operation, handle) : graphql.query(operation, handle));
  return keys;
}

const ended = () => HttpResponse.json({ data: { endSession: { success: true, message: 'ok' } } });

describe('graphqlRequest (issue 50 §3)', () => {
  beforeEach(() => storeSession({ accessToken: 'token-1', firstName: 'Asha', lastName: 'Rao', id: '1' }));
  afterEach(() => clearSession());

  it("sends a signed-in officer's mutation again after a busy answer, with the same Idempotency-Key", async () => {
    const keys = answerInTurn('EndSession', () => HttpResponse.json(BUSY, { status: 503 }), ended);
    const answer = await graphqlRequest(EndSessionDocument, { id: '7' });
    expect(answer.endSession.success).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives each action its own key, and reads no key', async () => {
    const keys = answerInTurn('EndSession', ended);
    await graphqlRequest(EndSessionDocument, { id: '7' });
    await graphqlRequest(EndSessionDocument, { id: '7' });
    expect(keys[0]).not.toBe(keys[1]);
    const readKeys = answerInTurn('MySessions', () => HttpResponse.json({ data: { mySessions: [] } }));
    await graphqlRequest(MySessionsDocument);
    expect(readKeys).toEqual([null]);
  });

  it('shows a refusal in the REST shape as its message, never the raw answer', async () => {
    answerInTurn('MySessions', () =>
      HttpResponse.json({ success: false, message: 'Too many requests' }, { status: 429 }),
    );
    const failure = await graphqlRequest(MySessionsDocument).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphqlRequestError);
    expect((failure as GraphqlRequestError).message).toBe('Too many requests');
    expect((failure as GraphqlRequestError).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('sendWithRetry', () => {
  const pauses: number[] = [];
  const sleep = async (ms: number) => {
    pauses.push(ms);
  };
  afterEach(() => {
    pauses.length = 0;
  });
  const busy = (headers: Record<string, string> = {}) => new Response('{}', { status: 503, headers });

  it('retries a repeatable request after 502, 503, 504 and no answer, with growing pauses, then gives up', async () => {
    let sent = 0;
    const answer = await sendWithRetry(
      async () => {
        sent += 1;
        if (sent === 2) throw new TypeError('Failed to fetch');
        return new Response('{}', { status: [502, 503, 504][sent % 3] });
      },
      { isRepeatable: true, sleep },
    );
    expect(sent).toBe(RETRY_PAUSES_MS.length + 1);
    expect(pauses).toEqual([...RETRY_PAUSES_MS]);
    expect([502, 503, 504]).toContain(answer.status);
  });

  it("waits the server's Retry-After (at most 8 s)", async () => {
    let sent = 0;
    await sendWithRetry(
      async () =>
        ++sent === 1 ? busy({ 'retry-after': '2' }) : sent === 2 ? busy({ 'retry-after': '60' }) : new Response('{}'),
      {
        isRepeatable: true,
        sleep,
      },
    );
    expect(pauses).toEqual([2000, 8000]);
  });

  it('sends an anonymous write again only after a 503, never after no answer or a 502', async () => {
    let sent = 0;
    await expect(
      sendWithRetry(
        async () => {
          sent += 1;
          throw new TypeError('Failed to fetch');
        },
        { isRepeatable: false, sleep },
      ),
    ).rejects.toThrow('Failed to fetch');
    expect(sent).toBe(1);
    const gateway = await sendWithRetry(async () => new Response('', { status: 502 }), { isRepeatable: false, sleep });
    expect(gateway.status).toBe(502);
    let refused = 0;
    const after503 = await sendWithRetry(async () => (++refused === 1 ? busy() : new Response('{}')), {
      isRepeatable: false,
      sleep,
    });
    expect(after503.status).toBe(200);
    expect(pauses).toEqual([RETRY_PAUSES_MS[0]]);
  });
});
