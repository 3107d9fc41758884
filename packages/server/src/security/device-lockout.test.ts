import { AUTH_MESSAGES, blockThresholds } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../modules/audit/audit.table';
import { createSignInGuard } from '../modules/auth/sign-in-guard';
import { signInLimitsOf } from '../platform/config';
import { FIXTURE_PASSWORD, createJurisdiction, createOfficer } from '../testing/fixtures';
import { createTestApp, PRODUCTION_TEST_ENV, type TTestApp } from '../testing/test-app';
import { LOGIN, RESET, VERIFY, wrongCodeFor } from './sign-in-operations';
import { startSmsGatewayStub } from './sms-gateway-stub';

/**
 * Issue 51 §2: 19 wrong passwords, no password needed, locked any officer out until an operator's command. Now a
 * browser where the officer signed in carries a signed device cookie; strangers' failures lock only unknown devices,
 * and the officer's known device keeps a budget of its own.
 */
const USERNAME = 'site.ghmc';
const MOBILE = '9848012345';
const WRONG = 'Wrong@Guess1';
const HOUR = 60 * 60 * 1000;

let t: TTestApp;
afterEach(() => t.close());

type TAnswer = { data: Record<string, { challenge?: string } | null> | null; errors?: { message: string }[] };
type TCall = { answer: TAnswer; setCookie: string | null };

let addressCounter = 0;
/** A call as a browser makes it: from its address, with its User-Agent and, once it has one, its device cookie. */
async function call(
  query: string,
  variables: Record<string, unknown>,
  from: { cookie?: string | null; ip?: string } = {},
): Promise<TCall> {
  addressCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: from.ip ?? `10.51.${addressCounter >> 8}.${addressCounter & 255}`,
    headers: {
      'user-agent': 'Mozilla/5.0 (test browser)',
      ...(from.cookie ? { cookie: from.cookie } : {}),
    },
    payload: { query, variables },
  });
  const setCookie = response.headers['set-cookie'];
  return { answer: response.json<TAnswer>(), setCookie: typeof setCookie === 'string' ? setCookie : null };
}

const message = (answer: TAnswer) => answer.errors?.[0]?.message ?? 'no error';
/** The Cookie header a browser sends back after a Set-Cookie. */
const cookieOf = (setCookie: string | null) => setCookie?.split(';')[0] ?? null;

/** A whole sign-in from a browser with this cookie (or none): the answer, and the cookie the browser keeps. */
async function signIn(cookie: string | null, password = FIXTURE_PASSWORD) {
  const login = await call(LOGIN, { username: USERNAME, password }, { cookie });
  const challenge = login.answer.data?.login?.challenge;
  if (!challenge) return { message: message(login.answer), cookie };
  const verify = await call(VERIFY, { username: USERNAME, code: await t.latestCode(MOBILE), challenge }, { cookie });
  return { message: message(verify.answer), cookie: cookieOf(verify.setCookie) ?? cookie };
}

async function wrongPasswords(count: number, cookie: string | null = null) {
  const messages = [];
  for (let i = 0; i < count; i += 1) {
    messages.push(message((await call(LOGIN, { username: USERNAME, password: WRONG }, { cookie })).answer));
  }
  return messages;
}

/**
 * Strangers' failures from unknown devices until the username is locked for them: each block waited out, as an
 * attacker with time would (9 failures, 2 h; 5 more, 24 h; 5 more lock until an operator unlocks).
 */
async function lockOutUnknownDevices() {
  const [first = 0, second = 0, last = 0] = blockThresholds(signInLimitsOf(t.config));
  expect((await wrongPasswords(first)).at(-1)).toBe(AUTH_MESSAGES.blocked);
  t.clock.advance(2 * HOUR + 60_000);
  expect((await wrongPasswords(second - first)).at(-1)).toBe(AUTH_MESSAGES.blocked);
  t.clock.advance(24 * HOUR + 60_000);
  expect((await wrongPasswords(last - second)).at(-1)).toBe(AUTH_MESSAGES.blocked);
  t.clock.advance(48 * HOUR);
}

let jurisdiction: Awaited<ReturnType<typeof createJurisdiction>>;

describe('a browser where the officer signed in', () => {
  beforeEach(async () => {
    t = await createTestApp();
    jurisdiction = await createJurisdiction(t.database.db);
    await createOfficer(t.database.db, { username: USERNAME, role: 'Site Inspector', jurisdiction, mobile: MOBILE });
  });

  it('gets a device cookie scripts cannot read and other sites cannot send', async () => {
    const login = await call(LOGIN, { username: USERNAME, password: FIXTURE_PASSWORD });
    const challenge = login.answer.data?.login?.challenge ?? '';
    const verify = await call(VERIFY, { username: USERNAME, code: await t.latestCode(MOBILE), challenge });
    expect(message(verify.answer)).toBe('no error');
    expect(verify.setCookie).toMatch(
      /^anumati_device=[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}; Path=\/graphql; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    );
    // A wrong password or code sets none.
    expect((await call(LOGIN, { username: USERNAME, password: WRONG })).setCookie).toBeNull();
  });

  it('still signs in after strangers locked the username out of every unknown device', async () => {
    const known = await signIn(null);
    expect(known.message).toBe('no error');

    // Strangers, from anywhere but that browser: the username locks until an operator unlocks it.
    await lockOutUnknownDevices();
    expect((await signIn(null)).message).toBe(AUTH_MESSAGES.blocked);

    // The officer's own browser is not blocked by them: the password, the code, a session.
    const again = await signIn(known.cookie);
    expect(again.message).toBe('no error');
    // Strangers are still refused, with the password or not.
    expect((await signIn(null)).message).toBe(AUTH_MESSAGES.blocked);
    expect(await wrongPasswords(1)).toEqual([AUTH_MESSAGES.blocked]);
  });

  it('keeps a small budget of its own: a block after 9 of its own failures, which strangers never reach', async () => {
    const known = await signIn(null);
    const own = await wrongPasswords(9, known.cookie);
    expect(own.slice(0, 8)).toEqual(Array<string>(8).fill(AUTH_MESSAGES.officerNotFound));
    expect(own[8]).toBe(AUTH_MESSAGES.blocked);
    expect((await signIn(known.cookie)).message).toBe(AUTH_MESSAGES.blocked);
    // The officer's other browsers are not blocked by those either.
    expect((await signIn(null)).message).toBe('no error');
    // After the 2 h block, 5 more failures of its own lock it until an operator unlocks.
    t.clock.advance(2 * HOUR + 60_000);
    expect((await wrongPasswords(5, known.cookie)).at(-1)).toBe(AUTH_MESSAGES.blocked);
    t.clock.advance(30 * 24 * HOUR);
    expect((await signIn(known.cookie)).message).toBe(AUTH_MESSAGES.blocked);
    await createSignInGuard({ db: t.database.db, clock: t.clock, limits: signInLimitsOf(t.config) }).unlock(USERNAME);
    expect((await signIn(known.cookie)).message).toBe('no error');
  });

  it('counts wrong codes from the known device against the device, not against strangers’ lock', async () => {
    const known = await signIn(null);
    await lockOutUnknownDevices();
    const login = await call(LOGIN, { username: USERNAME, password: FIXTURE_PASSWORD }, { cookie: known.cookie });
    const challenge = login.answer.data?.login?.challenge ?? '';
    const wrong = wrongCodeFor(await t.latestCode(MOBILE));
    const verify = await call(VERIFY, { username: USERNAME, code: wrong, challenge }, { cookie: known.cookie });
    expect(message(verify.answer)).toBe('Invalid OTP, Please try again');
    expect((await signIn(known.cookie)).message).toBe('no error');
  });

  it('is an unknown device when its cookie is altered, another officer’s, or more than a year old', async () => {
    const known = await signIn(null);
    const cookie = known.cookie ?? '';
    await lockOutUnknownDevices();

    const [id = '', issuedAt = '', signature = ''] = cookie.replace('anumati_device=', '').split('.');
    const otherDevice = `anumati_device=${'A'.repeat(22)}.${issuedAt}.${signature}`;
    const laterIssue = `anumati_device=${id}.${Number(issuedAt) + 1}.${signature}`;
    expect((await signIn(otherDevice)).message).toBe(AUTH_MESSAGES.blocked);
    expect((await signIn(laterIssue)).message).toBe(AUTH_MESSAGES.blocked);

    // Another officer's cookie from the same browser names no device of this officer.
    await createOfficer(t.database.db, {
      username: 'title.ghmc',
      role: 'Title Inspector',
      jurisdiction,
      mobile: '9848012346',
    });
    const other = await call(LOGIN, { username: 'title.ghmc', password: FIXTURE_PASSWORD });
    const otherVerify = await call(VERIFY, {
      username: 'title.ghmc',
      code: await t.latestCode('9848012346'),
      challenge: other.answer.data?.login?.challenge ?? '',
    });
    expect((await signIn(cookieOf(otherVerify.setCookie))).message).toBe(AUTH_MESSAGES.blocked);

    t.clock.advance(366 * 24 * HOUR);
    expect((await signIn(cookie)).message).toBe(AUTH_MESSAGES.blocked);
  });

  it('keeps the device of each officer who signed in on a shared computer', async () => {
    await createOfficer(t.database.db, {
      username: 'title.ghmc',
      role: 'Title Inspector',
      jurisdiction,
      mobile: '9848012346',
    });
    const first = await signIn(null);
    const other = await call(LOGIN, { username: 'title.ghmc', password: FIXTURE_PASSWORD }, { cookie: first.cookie });
    const otherVerify = await call(
      VERIFY,
      {
        username: 'title.ghmc',
        code: await t.latestCode('9848012346'),
        challenge: other.answer.data?.login?.challenge ?? '',
      },
      { cookie: first.cookie },
    );
    const shared = cookieOf(otherVerify.setCookie);
    expect(shared?.split('~')).toHaveLength(2);

    await lockOutUnknownDevices();
    expect((await signIn(shared)).message).toBe('no error');
  });
});

describe('sign-in failures in the audit trail', () => {
  beforeEach(async () => {
    t = await createTestApp();
    jurisdiction = await createJurisdiction(t.database.db);
    await createOfficer(t.database.db, { username: USERNAME, role: 'Site Inspector', jurisdiction, mobile: MOBILE });
  });

  const eventsOf = (action: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id);

  it('name the address, the browser and the device, for known and unknown usernames alike', async () => {
    const known = await signIn(null);
    await call(LOGIN, { username: USERNAME, password: WRONG }, { ip: '198.51.100.7' });
    await call(LOGIN, { username: USERNAME, password: WRONG }, { ip: '198.51.100.8', cookie: known.cookie });
    await call(LOGIN, { username: 'nobody.ghmc', password: WRONG }, { ip: '198.51.100.9' });

    const wrong = await eventsOf('LOGIN_PASSWORD_WRONG');
    expect(wrong.map((event) => [event.actorKind, event.details])).toEqual([
      ['OFFICER', { ipAddress: '198.51.100.7', userAgent: 'Mozilla/5.0 (test browser)', device: 'UNKNOWN' }],
      ['OFFICER', { ipAddress: '198.51.100.8', userAgent: 'Mozilla/5.0 (test browser)', device: 'KNOWN' }],
      [
        'SYSTEM',
        {
          username: 'nobody.ghmc',
          ipAddress: '198.51.100.9',
          userAgent: 'Mozilla/5.0 (test browser)',
          device: 'UNKNOWN',
        },
      ],
    ]);
    expect(wrong[0]?.actorOfficerId).not.toBeNull();
  });

  it('include wrong codes, of a sign-in and of a reset, known or decoy', async () => {
    const login = await call(LOGIN, { username: USERNAME, password: FIXTURE_PASSWORD });
    const challenge = login.answer.data?.login?.challenge ?? '';
    const wrong = wrongCodeFor(await t.latestCode(MOBILE));
    await call(VERIFY, { username: USERNAME, code: wrong, challenge }, { ip: '198.51.100.10' });
    await call(RESET, { username: 'nobody.ghmc' });
    const change = `mutation ($username: String!, $code: String!) {
      changeOfficerPassword(username: $username, password: "Godavari#Bridge42", passwordConfirmation: "Godavari#Bridge42", otpSecretKey: $code) { success }
    }`;
    await call(change, { username: 'nobody.ghmc', code: '0000' }, { ip: '198.51.100.11' });

    expect((await eventsOf('LOGIN_CODE_WRONG')).map((event) => event.details)).toEqual([
      { ipAddress: '198.51.100.10', userAgent: 'Mozilla/5.0 (test browser)', device: 'UNKNOWN', failuresInWindow: 1 },
    ]);
    expect((await eventsOf('PASSWORD_RESET_CODE_WRONG')).map((event) => [event.actorKind, event.details])).toEqual([
      [
        'SYSTEM',
        {
          username: 'nobody.ghmc',
          ipAddress: '198.51.100.11',
          userAgent: 'Mozilla/5.0 (test browser)',
          device: 'UNKNOWN',
          failuresInWindow: 1,
        },
      ],
    ]);
  });
});

describe('the device cookie in production', () => {
  it('is sent over HTTPS only (Secure)', async () => {
    const gateway = await startSmsGatewayStub();
    try {
      t = await createTestApp({
        env: {
          ...PRODUCTION_TEST_ENV,
          SMS_GATEWAY_URL: gateway.url,
          AUDIT_KEY: '7d2e9b4f1a6c0e83d5b7a2f9c4e1d06b8a3f5c27e9d1b4a6',
        },
      });
      jurisdiction = await createJurisdiction(t.database.db);
      await createOfficer(t.database.db, { username: USERNAME, role: 'Site Inspector', jurisdiction, mobile: MOBILE });
      const login = await call(LOGIN, { username: USERNAME, password: FIXTURE_PASSWORD });
      const challenge = login.answer.data?.login?.challenge ?? '';
      const code = gateway.messages[0]?.body.match(/^(\d+)/)?.[1] ?? '';
      const verify = await call(VERIFY, { username: USERNAME, code, challenge });
      expect(message(verify.answer)).toBe('no error');
      expect(verify.setCookie).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    } finally {
      await gateway.close();
    }
  });
});
