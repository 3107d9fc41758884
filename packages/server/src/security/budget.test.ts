import { AUTH_MESSAGES, AUTH_MESSAGES_TE, translateMessage } from '@anumati/domain';
import Fastify from 'fastify';
import mercurius from 'mercurius';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlLimitOptions } from '../graphql/graphql-limits';
import { loadConfig } from '../platform/config';
import { seedReportFixtures } from '../testing/report-fixtures';
import { createTestApp, type TTestApp } from '../testing/test-app';

/**
 * Issue 51 §3 and issue 50 §3: a budget per officer. A request over its scan budget is refused with 413, a
 * session's or an address's burst beyond its turns with 429 and Retry-After, to that client only; the health
 * check answers through a flood of the most expensive request the budget allows.
 */

const SESSION_RATE = 40;
/** Small turns, so that small bursts show them; each running turn has four waiting (rate-limit.ts). */
const SESSION_TURNS = 2;
const ADDRESS_TURNS = 6;
const LINE = 5;
let t: TTestApp;
let tokens: Awaited<ReturnType<typeof seedReportFixtures>>['tokens'];
beforeAll(async () => {
  t = await createTestApp({
    env: {
      SESSION_RATE_PER_MINUTE: String(SESSION_RATE),
      SESSION_CONCURRENCY: String(SESSION_TURNS),
      ADDRESS_CONCURRENCY: String(ADDRESS_TURNS),
    },
  });
  ({ tokens } = await seedReportFixtures(t));
});
afterAll(() => t.close());

const DEEMED_ALERTS = 'deemedAlerts { applicationIdentifier ulbName day daysToDeemed heldBy status }';
const aliasesOf = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;
/** Two scope-wide reports: the most the scan budget allows in one request (graphql-limits.ts). */
const MOST_EXPENSIVE_ALLOWED = aliasesOf(2, DEEMED_ALERTS);

type TAnswer = { data: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

function post(query: string, options: { token?: string; ip?: string } = {}): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: 'POST',
    url: '/graphql',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    payload: { query },
  };
  return t.app.inject(request);
}

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json<TAnswer>().errors?.[0]).toMatchObject({
    message: AUTH_MESSAGES.tooManyRequests,
    extensions: { code: 'TOO_MANY_REQUESTS' },
  });
}

describe('the scan budget of one request', () => {
  it('refuses 15 aliases of deemedAlerts with 413 and a translated message, before any resolver runs', async () => {
    const response = await post(aliasesOf(15, DEEMED_ALERTS), { token: tokens.chasing, ip: '192.0.2.1' });
    expect(response.statusCode).toBe(413);
    const answer = response.json<TAnswer>();
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: AUTH_MESSAGES.requestTooLarge,
        extensions: { code: 'PAYLOAD_TOO_LARGE', cost: 600, maxCost: 100 },
      }),
    ]);
    expect(translateMessage(AUTH_MESSAGES.requestTooLarge, 'te')).toBe(AUTH_MESSAGES_TE.requestTooLarge);
  });

  it('runs the most expensive request the budget allows', async () => {
    const response = await post(MOST_EXPENSIVE_ALLOWED, { token: tokens.chasing, ip: '192.0.2.2' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TAnswer>().errors).toBeUndefined();
  });
});

describe('a flood from one officer', () => {
  it('refuses what is beyond the session’s turns with 429, and the health check answers meanwhile', async () => {
    const FLOOD = 20;
    let settled = 0;
    const flood = Array.from({ length: FLOOD }, () =>
      post(MOST_EXPENSIVE_ALLOWED, { token: tokens.collectorA, ip: '192.0.2.10' }).then((response) => {
        settled += 1;
        return response;
      }),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.99' });
    const settledWhenHealthAnswered = settled;
    const answers = await Promise.all(flood);

    expect(health.statusCode).toBe(200);
    // The health check did not wait for the flood: the flood's admitted requests were still running.
    expect(settledWhenHealthAnswered).toBeLessThan(FLOOD);
    const refused = answers.filter((response) => response.statusCode === 429);
    const served = answers.filter((response) => response.statusCode !== 429);
    // Two run and eight wait (SESSION_CONCURRENCY); the rest is refused at once.
    expect(refused.length).toBeGreaterThanOrEqual(FLOOD - SESSION_TURNS * LINE);
    refused.forEach(expectTooMany);
    for (const response of served) {
      expect(response.statusCode).toBe(200);
      expect(response.json<TAnswer>().errors).toBeUndefined();
    }
  });

  it('limits a session’s rate per minute with 429 and the wait in Retry-After, and forgets it a minute on', async () => {
    const ask = () => post('{ me { id } }', { token: tokens.siteA, ip: '192.0.2.20' });
    for (let index = 0; index < SESSION_RATE; index += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expectTooMany(refused);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The same on the REST API, whose answers keep the spec's shape.
    const rest = await t.app.inject({
      method: 'GET',
      url: '/api/v1/villages/districts?authorities=ALL',
      remoteAddress: '192.0.2.20',
      headers: { authorization: `Bearer ${tokens.siteA}` },
    });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyRequests });
    t.clock.advance(61_000);
    expect((await ask()).statusCode).toBe(200);
  });
});

describe('one client’s burst (issue 50 §3)', () => {
  it('refuses 60 sign-ins at once from one address to that address, while another client is served', async () => {
    const login = (ip: string) =>
      post('mutation { login(username: "nobody.here", password: "Wrong-guess-1", mobile: "") { challenge } }', { ip });
    const burst = Array.from({ length: 60 }, () => login('198.51.100.7'));
    // The other client asks one question after another, as an officer's screen does, while the burst runs.
    const other = async () => {
      const answers: LightMyRequestResponse[] = [];
      for (let index = 0; index < 5; index += 1) {
        answers.push(await post('{ me { id } }', { token: tokens.commissionerA, ip: '203.0.113.5' }));
      }
      return answers;
    };
    const [burstAnswers, otherAnswers] = await Promise.all([Promise.all(burst), other()]);

    const refused = burstAnswers.filter((response) => response.statusCode === 429);
    // Six run and 24 wait (ADDRESS_CONCURRENCY); the address's sign-in rate refuses more of those.
    expect(refused.length).toBeGreaterThanOrEqual(60 - ADDRESS_TURNS * LINE);
    refused.forEach(expectTooMany);
    expect(burstAnswers.filter((response) => response.statusCode >= 500)).toEqual([]);
    for (const response of otherAnswers) {
      expect(response.statusCode).toBe(200);
      expect(response.json<TAnswer>().errors).toBeUndefined();
    }
  });

  it('answers the sign-in rate refusal with 429 and Retry-After, not 200 (issue 51 §7)', async () => {
    const login = () =>
      post('mutation { login(username: "nobody.here", password: "Wrong-guess-1", mobile: "") { challenge } }', {
        ip: '198.51.100.8',
      });
    for (let index = 0; index < t.config.AUTH_RATE_LIMIT_PER_MINUTE; index += 1) {
      expect((await login()).statusCode).not.toBe(429);
    }
    expectTooMany(await login());
  });
});

describe('the per-request timeout', () => {
  it('answers a GraphQL request still running after REQUEST_TIMEOUT_MS with 503 and UNAVAILABLE', async () => {
    const config = loadConfig({ NODE_ENV: 'test', REQUEST_TIMEOUT_MS: '1000' });
    const app = Fastify();
    let finish: () => void = () => undefined;
    const stalled = new Promise<number>((resolve) => {
      finish = () => resolve(1);
    });
    await app.register(mercurius, {
      schema: 'type Query { stalled: Int }',
      resolvers: { Query: { stalled: () => stalled } },
      ...graphqlLimitOptions(config),
    });
    try {
      const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ stalled }' } });
      expect(response.statusCode).toBe(503);
      expect(response.json<TAnswer>().errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    } finally {
      finish();
      await app.close();
    }
  });
});
