import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, PRODUCTION_TEST_ENV, type TTestApp } from '../testing/test-app';
import { createJurisdiction, createOfficer } from '../testing/fixtures';
import { MULTIPART_WITHOUT_BOUNDARY_MESSAGE, NUL_MESSAGE, OVERLOADED_MESSAGE } from './hardening';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };
/** The citizen platform's development key (platform/config.ts), so that its routes read the body. */
const PLATFORM = { authorization: 'Bearer anumati-platform-development-key' };
type TGraphqlBody = { data: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

async function send(options: InjectOptions) {
  const response = await t.app.inject(options);
  return { status: response.statusCode, body: response.json<TGraphqlBody & { success?: boolean; message?: string }>() };
}

describe('malformed requests (issue 15 §2)', () => {
  it.each<[string, InjectOptions, number]>([
    ['malformed JSON', { method: 'POST', url: '/graphql', headers: JSON_TYPE, payload: '{"query": ' }, 400],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/graphql',
        headers: JSON_TYPE,
        payload: JSON.stringify({ query: 'x'.repeat(1_500_000) }),
      },
      413,
    ],
    [
      'a form-encoded body',
      {
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'query=%7B__typename%7D',
      },
      415,
    ],
    ['a GET without a query', { method: 'GET', url: '/graphql' }, 400],
    ['a query that is a number', { method: 'POST', url: '/graphql', payload: { query: 5 } }, 400],
    ['a query that is a JSON syntax tree', { method: 'POST', url: '/graphql', payload: { query: '{"kind":1}' } }, 400],
    ['a body that is an array', { method: 'POST', url: '/graphql', headers: JSON_TYPE, payload: '[]' }, 400],
    [
      'a NUL character in a variable',
      {
        method: 'POST',
        url: '/graphql',
        payload: { query: 'query($u: String!) { __typename }', variables: { u: 'a\u0000' } },
      },
      400,
    ],
    [
      'a NUL escape in the document',
      { method: 'POST', url: '/graphql', payload: { query: '{ a(x: "\\u0000") }' } },
      400,
    ],
    ['a NUL in GET variables', { method: 'GET', url: '/graphql?query={__typename}&variables={"a":"\\u0000"}' }, 400],
  ])('answers %s on /graphql with its 4xx status and BAD_USER_INPUT', async (_name, request, status) => {
    const answer = await send(request);
    expect(answer.status).toBe(status);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(answer.body)).not.toMatch(/INTERNAL|stack|SELECT|at \//);
  });

  it.each<[string, InjectOptions, number]>([
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/platform/v1/applications',
        headers: { ...PLATFORM, ...JSON_TYPE },
        payload: '{"a": ',
      },
      400,
    ],
    [
      'an XML body',
      {
        method: 'POST',
        url: '/api/platform/v1/applications',
        headers: { ...PLATFORM, 'content-type': 'application/xml' },
        payload: 'a',
      },
      415,
    ],
    ['a NUL in the query string', { method: 'GET', url: '/api/v1/villages?search=%00' }, 400],
  ])('answers %s on a REST route with its status and a plain message', async (_name, request, status) => {
    const answer = await send(request);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false });
    expect(answer.body.message).not.toMatch(/SELECT|INSERT|at \//);
  });

  it('refuses a NUL character with its own message', async () => {
    const answer = await send({ method: 'GET', url: '/graphql?query={__typename}&variables={"a":"\\u0000"}' });
    expect(answer.body.errors?.[0]?.message).toBe(NUL_MESSAGE);
  });
});

describe('the two hostile inputs that reached 500 (issue 51 §4)', () => {
  it('refuses a NUL escaped inside JSON text, as the report export’s args carry it, before the database', async () => {
    const jurisdiction = await createJurisdiction(t.database.db, 'GHMC');
    await createOfficer(t.database.db, {
      username: 'nul.reader',
      role: 'Municipal Commissioner',
      jurisdiction,
      mobile: '9100000071',
    });
    const token = await t.signIn('nul.reader', '9100000071');
    const args = JSON.stringify({ applicationStatus: 'ALL', ulbs: ['a\u0000b'] });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/exports/reports/report-applications.xlsx?${new URLSearchParams({ args }).toString()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: NUL_MESSAGE });
  });

  it('refuses a multipart form without its boundary with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: '--x\r\nContent-Disposition: form-data; name="key"\r\n\r\nx\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: MULTIPART_WITHOUT_BOUNDARY_MESSAGE });
  });
});

describe('API answers are not cached, and the API description is not public in production (issue 51 §7)', () => {
  it('sends Cache-Control: no-store on GraphQL and REST answers, and keeps a route’s own caching', async () => {
    const graphql = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } });
    expect(graphql.headers['cache-control']).toBe('no-store');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/villages/districts' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const layer = await t.app.inject({ method: 'GET', url: '/api/v1/map_layers/ghmc-water-bodies.kml' });
    expect(layer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves /api/docs outside production only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    const production = await createTestApp({ env: PRODUCTION_TEST_ENV });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('security headers (issue 15 §4)', () => {
  it('sends a script policy without inline scripts, no framing, nosniff and a referrer policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only over TLS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client may not claim TLS: only a proxy named in TRUST_PROXY tells the server the scheme.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const tls = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the overload guard (issue 15 §3)', () => {
  it('answers 503 with Retry-After while the process is over its bound, on REST and GraphQL alike', async () => {
    // A heap bound of one byte: every sample is over it, whatever the machine's load.
    const overloaded = await createTestApp({ env: { MAX_HEAP_USED_BYTES: '1' } });
    try {
      // The guard samples the process once a second; the first sample decides.
      await vi.waitFor(() => expect(overloaded.app.isUnderPressure()).toBe(true), { timeout: 60_000, interval: 50 });
      for (const request of [
        { method: 'GET', url: '/api/health' },
        { method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } },
      ] as const) {
        const response = await overloaded.app.inject(request);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ success: false, message: OVERLOADED_MESSAGE });
      }
      // The console's page and files are served even then: an officer never reads the refusal's JSON as the page
      // (issue 50 §3). This test app has no built console, so the page's route answers 404 rather than 503.
      const page = await overloaded.app.inject({ method: 'GET', url: '/post-verification' });
      expect(page.statusCode).not.toBe(503);
    } finally {
      await overloaded.close();
    }
  });
});
