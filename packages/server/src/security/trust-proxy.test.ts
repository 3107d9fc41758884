import { AUTH_MESSAGES } from '@anumati/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { createTestApp, type TTestApp } from '../testing/test-app';

/**
 * Issue 13, item 7: the per-address limits key on the client's address, which only a configured proxy may state
 * (X-Forwarded-For); the counters live in the database, so every server process counts the same requests.
 */
const LOGIN = `mutation { login(username: "nobody", password: "Wrong@1234", mobile: "") { mobile } }`;
const LIMIT = 5;
const FEE_CALCULATOR = '/api/fee_calculator/get_total_fee_breakup';

let t: TTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string> = {}) {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), ...env } });
  return t;
}

type TAnswer = { errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A sign-in attempt from a connection's address, with an X-Forwarded-For header if given. */
async function login(app: TTestApp['app'], remoteAddress: string, forwardedFor?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { query: LOGIN },
  });
  const answer: TAnswer = response.json();
  return { response, error: answer.errors?.[0] };
}

const isLimited = (answer: Awaited<ReturnType<typeof login>>) => answer.error?.extensions?.code === 'TOO_MANY_REQUESTS';

describe('without TRUST_PROXY (the default)', () => {
  it('ignores a forged X-Forwarded-For: a new header on every call is still the same caller', async () => {
    const app = await appWith();
    const answers = [];
    for (let i = 0; i <= LIMIT; i += 1) answers.push(await login(app.app, '198.51.100.7', `203.0.113.${i + 1}`));
    expect(answers.slice(0, LIMIT).filter(isLimited)).toHaveLength(0);
    const refused = answers[LIMIT];
    expect(refused && isLimited(refused)).toBe(true);
    expect(refused?.error?.message).toBe(AUTH_MESSAGES.tooManyRequests);
  });

  it('carries the wait on GraphQL (retryAfterSeconds and Retry-After) and lets the caller in once it is over', async () => {
    const app = await appWith();
    for (let i = 0; i < LIMIT; i += 1) await login(app.app, '198.51.100.8');
    app.clock.advance(20_000);
    const refused = await login(app.app, '198.51.100.8');
    expect(refused.error?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 40 });
    expect(refused.response.headers['retry-after']).toBe('40');
    expect(isLimited(await login(app.app, '198.51.100.9'))).toBe(false);
    app.clock.advance(40_000);
    expect(isLimited(await login(app.app, '198.51.100.8'))).toBe(false);
  });
});

describe('with TRUST_PROXY', () => {
  it('honours X-Forwarded-For from a configured proxy address, and only from it', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.1' });
    // Through the proxy, each client has its own count.
    for (let i = 0; i <= LIMIT; i += 1)
      expect(isLimited(await login(app.app, '10.0.0.1', `203.0.113.${i + 1}`))).toBe(false);
    // One client through the proxy is limited on its own address.
    const sameClient = [];
    for (let i = 0; i <= LIMIT; i += 1) sameClient.push(await login(app.app, '10.0.0.1', '203.0.113.200'));
    expect(sameClient.map(isLimited)).toEqual([...Array<boolean>(LIMIT).fill(false), true]);
    // Another machine that is not the proxy cannot pick its address: the header is ignored.
    const direct = [];
    for (let i = 0; i <= LIMIT; i += 1) direct.push(await login(app.app, '10.0.0.2', `203.0.113.${i + 50}`));
    expect(direct.map(isLimited)).toEqual([...Array<boolean>(LIMIT).fill(false), true]);
  });

  it('accepts a CIDR and a hop count', async () => {
    const cidr = await appWith({ TRUST_PROXY: '10.9.0.0/16, 192.0.2.1' });
    for (let i = 0; i <= LIMIT; i += 1)
      expect(isLimited(await login(cidr.app, '10.9.8.7', `203.0.113.${i + 1}`))).toBe(false);
    await cidr.close();
    const hops = await appWith({ TRUST_PROXY: '1' });
    // One trusted hop: the address the nearest proxy saw (the last in the list), not what the client wrote first.
    const answers = [];
    for (let i = 0; i <= LIMIT; i += 1) answers.push(await login(hops.app, '10.0.0.1', `6.6.6.${i + 1}, 203.0.113.9`));
    expect(answers.map(isLimited)).toEqual([...Array<boolean>(LIMIT).fill(false), true]);
  });

  it('refuses "true" and malformed entries at start, naming the setting', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, fd00:1:2:3::/64' }).TRUST_PROXY).toEqual([
      'loopback',
      'fd00:1:2:3::/64',
    ]);
  });

  it.each([
    ['0.0.0.0/0', '0.0.0.0/0 is wider than a /16'],
    ['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/1 is wider than a /16, 128.0.0.0/1 is wider than a /16'],
    ['10.0.0.0/8', '10.0.0.0/8 is wider than a /16'],
    ['::/0', '::/0 is wider than a /64'],
    ['fd00::/8', 'fd00::/8 is wider than a /64'],
    ['::ffff:0:0/96', '::ffff:0:0/96 is wider than a /112'],
  ])('refuses %s, which trusts more than the proxies, in one line and never with a stack', (setting, why) => {
    let line = '';
    try {
      loadConfig({ TRUST_PROXY: setting });
    } catch (error) {
      expect((error as Error).stack).toBe((error as Error).message);
      line = (error as Error).message;
    }
    expect(line).toBe(`Invalid configuration: TRUST_PROXY: must name the proxies, not everyone (${why})`);
  });

  it('accepts a /16, and a proxy named by address', () => {
    expect(loadConfig({ TRUST_PROXY: '172.18.0.0/16, 203.0.113.9' }).TRUST_PROXY).toEqual([
      '172.18.0.0/16',
      '203.0.113.9',
    ]);
  });
});

describe('counters shared by every server process', () => {
  it('counts the calls to two servers on one database together', async () => {
    const app = await appWith();
    const second = await buildApp({ db: app.database.db, config: app.config, clock: app.clock });
    try {
      const answers = [];
      for (let i = 0; i <= LIMIT; i += 1) answers.push(await login(i % 2 === 0 ? app.app : second, '198.51.100.20'));
      expect(answers.map(isLimited)).toEqual([...Array<boolean>(LIMIT).fill(false), true]);
    } finally {
      await second.close();
    }
  });

  it('counts concurrent calls exactly', async () => {
    const app = await appWith();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(app.app, '198.51.100.30')));
    expect(answers.filter((answer) => !isLimited(answer))).toHaveLength(LIMIT);
  });
});

describe('REST', () => {
  it('answers 429 with Retry-After on the public fee calculator past its limit', async () => {
    const app = await appWith({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
    const call = () => app.app.inject({ method: 'GET', url: FEE_CALCULATOR, remoteAddress: '198.51.100.40' });
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).not.toBe(429);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.tooManyRequests });
  });
});
