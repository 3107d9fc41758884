import { AUTH_MESSAGES, BLOCK_DURATION_MS, FAILURES_BEFORE_BLOCK, OTP_TTL_MS } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJurisdiction, createOfficer, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { createTestApp, PRODUCTION_TEST_ENV, type TTestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { sessions, signInFailures } from './auth.table';

const LOGIN = `mutation ($username: String!, $password: String!) {
  login(username: $username, password: $password, mobile: "") { mobile message challenge }
}`;
const VERIFY = `mutation ($username: String!, $code: String!, $challenge: String!) {
  verifyOtp(username: $username, otpSecretKey: $code, challenge: $challenge) { id accessToken firstName lastName officer { username permissionLevel } }
}`;
const RESEND = `mutation ($username: String!, $challenge: String!) {
  resendOtp(username: $username, challenge: $challenge) { success message }
}`;
const ME = `{ me { id username firstName mobile ulbName authority district role { name } permissionLevel actions } }`;
const SIGNOUT = `mutation { signout { success message } }`;
const RESET = `mutation ($username: String!) { resetOfficerPassword(username: $username) { success message } }`;
const CHANGE = `mutation ($username: String!, $password: String!, $confirmation: String!, $code: String!) {
  changeOfficerPassword(username: $username, password: $password, passwordConfirmation: $confirmation, otpSecretKey: $code) { success message }
}`;

const USERNAME = 'site.ghmc';
const MOBILE = '9848012345';

let t: TTestApp;

beforeEach(async () => {
  t = await createTestApp();
  const jurisdiction = await createJurisdiction(t.database.db);
  await createOfficer(t.database.db, { username: USERNAME, role: 'Site Inspector', jurisdiction, mobile: MOBILE });
});
afterEach(() => t.close());

/** The challenge of the latest successful login: the second step needs it. */
let challenge = '';
const login = async (password = FIXTURE_PASSWORD, ip?: string) => {
  const answer = await t.graphql<{ login: { mobile: string; message: string; challenge: string } }>(
    LOGIN,
    { username: USERNAME, password },
    { ip },
  );
  if (answer.data) challenge = answer.data.login.challenge;
  return answer;
};
const verify = (code: string) =>
  t.graphql<{ verifyOtp: { accessToken: string; id: string } }>(VERIFY, { username: USERNAME, code, challenge });
const resend = () => t.graphql(RESEND, { username: USERNAME, challenge });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
/** Failures that count towards a block (sign_in_failures, not forgiven). */
const countedFailures = async () =>
  (await t.database.db.select().from(signInFailures).where(eq(signInFailures.username, USERNAME))).filter(
    (failure) => failure.forgivenAt === null,
  ).length;

describe('login', () => {
  it('sends a four-digit code to the officer mobile and answers with the masked number', async () => {
    const answer = await login();
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.login).toMatchObject({ mobile: '******2345', message: AUTH_MESSAGES.otpSent });
    expect(answer.data?.login.challenge.length).toBeGreaterThan(30);
    expect(await t.latestCode(MOBILE)).toMatch(/^\d{4}$/);
  });

  it('answers "Officer is not found" alike for an unknown user and a wrong password, and counts the failure', async () => {
    const unknown = await t.graphql(LOGIN, { username: 'nobody', password: FIXTURE_PASSWORD });
    const wrong = await login('Wrong@1234');
    expect(unknown.errors?.[0]?.message).toBe(AUTH_MESSAGES.officerNotFound);
    expect(wrong.errors?.[0]?.message).toBe(AUTH_MESSAGES.officerNotFound);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.latestSms()).toHaveLength(0);
    expect(await countedFailures()).toBe(1);
  });

  it('refuses missing and over-long fields with the spec messages, changing nothing', async () => {
    const noUser = await t.graphql(LOGIN, { username: ' ', password: 'x' });
    const noPassword = await t.graphql(LOGIN, { username: USERNAME, password: '' });
    const tooLong = await t.graphql(LOGIN, { username: USERNAME, password: 'x'.repeat(500) });
    expect(noUser.errors?.[0]?.message).toBe(AUTH_MESSAGES.usernameRequired);
    expect(noPassword.errors?.[0]?.message).toBe(AUTH_MESSAGES.passwordRequired);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.latestSms()).toHaveLength(0);
    expect(await countedFailures()).toBe(0);
  });

  it('throttles sign-in attempts per address', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1)
      answers.push(await t.graphql(LOGIN, { username: 'nobody', password: 'x' }, { ip: '10.1.1.1' }));
    expect(answers.at(-1)?.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await login(FIXTURE_PASSWORD, '10.1.1.2')).errors).toBeUndefined();
  });
});

describe('verifyOtp', () => {
  it('signs in with the code: a token that opens me, once', async () => {
    await login();
    const code = await t.latestCode(MOBILE);
    const answer = await verify(code);
    expect(answer.errors).toBeUndefined();
    const token = answer.data?.verifyOtp.accessToken ?? '';
    expect(token.length).toBeGreaterThan(30);

    const me = await t.graphql<{
      me: { username: string; mobile: string; permissionLevel: string; role: { name: string } };
    }>(ME, {}, { token });
    expect(me.data?.me).toMatchObject({
      username: USERNAME,
      mobile: '******2345',
      permissionLevel: 'SITE_VERIFICATION',
      role: { name: 'Site Inspector' },
    });
    expect((await verify(code)).errors?.[0]?.message).toBe(AUTH_MESSAGES.noPendingLogin);

    const stored = await t.database.db.select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'LOGIN'));
    expect(audit).toHaveLength(1);
  });

  it('gives the three wrong-code messages of the spec, then the code is dead', async () => {
    await login();
    const code = await t.latestCode(MOBILE);
    const messages = [];
    for (let i = 0; i < 3; i += 1) messages.push((await verify(wrongCodeFor(code))).errors?.[0]?.message);
    expect(messages).toEqual([
      'Invalid OTP, Please try again',
      'Invalid OTP, You have only 1 Attempt left',
      'Invalid OTP, Please Click on Resend OTP and try again',
    ]);
    expect((await verify(code)).errors?.[0]?.message).toBe('Invalid OTP, Please Click on Resend OTP and try again');
  });

  it('resend replaces the code: the old one no longer works, the new one does', async () => {
    await login();
    const first = await t.latestCode(MOBILE);
    let second = first;
    // Codes are random: resend until the new one differs (1 in 10,000 chance per try that it does not).
    for (let tries = 0; tries < 5 && second === first; tries += 1) {
      const resent = await resend();
      expect(resent.data).toEqual({ resendOtp: { success: true, message: AUTH_MESSAGES.otpResent } });
      second = await t.latestCode(MOBILE);
    }
    expect((await verify(first)).errors?.[0]?.message).toBe('Invalid OTP, Please try again');
    expect((await verify(second)).errors).toBeUndefined();
  });

  it('refuses a resend without a pending sign-in', async () => {
    challenge = 'no-login-gave-this';
    expect((await resend()).errors?.[0]?.message).toBe(AUTH_MESSAGES.noPendingLogin);
    expect(await t.latestSms()).toHaveLength(0);
  });

  it('refuses a code after five minutes', async () => {
    await login();
    const code = await t.latestCode(MOBILE);
    t.clock.advance(OTP_TTL_MS + 1000);
    expect((await verify(code)).errors?.[0]?.message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('refuses a malformed code without counting it', async () => {
    await login();
    expect((await verify('12a4')).errors?.[0]?.message).toBe(AUTH_MESSAGES.otpRequired);
    expect(await countedFailures()).toBe(0);
  });
});

describe('blocking after 9 failures', () => {
  it('blocks for about 2 hours; after it one failure does not block again; a sign-in forgives wrong passwords', async () => {
    for (let i = 0; i < FAILURES_BEFORE_BLOCK - 1; i += 1) await login('Wrong@1234');
    const ninth = await login('Wrong@1234');
    expect(ninth.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.blocked, extensions: { code: 'BLOCKED' } });
    expect((await login()).errors?.[0]?.message).toBe(AUTH_MESSAGES.blocked);

    t.clock.advance(BLOCK_DURATION_MS + 60_000);
    expect((await login('Wrong@1234')).errors?.[0]?.message).toBe(AUTH_MESSAGES.officerNotFound);
    expect((await login()).errors).toBeUndefined();
    expect((await verify(await t.latestCode(MOBILE))).errors).toBeUndefined();
    expect(await countedFailures()).toBe(0);
  });

  it('counts wrong codes towards the block', async () => {
    for (let round = 0; round < 3; round += 1) {
      await login();
      const code = await t.latestCode(MOBILE);
      for (let i = 0; i < 3; i += 1) await verify(wrongCodeFor(code));
    }
    expect(await countedFailures()).toBe(9);
    expect((await login()).errors?.[0]?.message).toBe(AUTH_MESSAGES.blocked);
  });
});

describe('sessions', () => {
  it('signout ends the session on the server', async () => {
    const token = await t.signIn(USERNAME, MOBILE);
    expect((await t.graphql(SIGNOUT, {}, { token })).data).toEqual({
      signout: { success: true, message: 'Signed out' },
    });
    const me = await t.graphql(ME, {}, { token });
    expect(me.errors?.[0]).toMatchObject({
      message: AUTH_MESSAGES.unauthenticated,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('expires after the idle interval but slides while used', async () => {
    const token = await t.signIn(USERNAME, MOBILE);
    t.clock.advance(3000 * 1000);
    expect((await t.graphql(ME, {}, { token })).errors).toBeUndefined();
    t.clock.advance(3000 * 1000);
    expect((await t.graphql(ME, {}, { token })).errors).toBeUndefined();
    t.clock.advance(3601 * 1000);
    expect((await t.graphql(ME, {}, { token })).errors?.[0]?.message).toBe(AUTH_MESSAGES.unauthenticated);
  });

  it('writes its last-seen time at most once a minute, counts the requests between and writes them on close', async () => {
    const token = await t.signIn(USERNAME, MOBILE);
    const storedLastSeen = async () => {
      const [row] = await t.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions);
      return row?.lastSeenAt.toISOString();
    };
    const request = async (seconds: number) => {
      t.clock.advance(seconds * 1000);
      expect((await t.graphql(ME, {}, { token })).errors).toBeUndefined();
      return t.clock.now().toISOString();
    };
    const signedInAt = await storedLastSeen();
    await request(30);
    expect(await storedLastSeen()).toBe(signedInAt);
    const aMinuteOn = await request(40);
    expect(await storedLastSeen()).toBe(aMinuteOn);
    await request(30);
    expect(await storedLastSeen()).toBe(aMinuteOn);
    // Over an idle timeout after the stored time, not after the request this process remembers: still signed in.
    const last = await request(3590);
    expect(await storedLastSeen()).toBe(aMinuteOn);
    await t.app.close();
    expect(await storedLastSeen()).toBe(last);
  });

  it('refuses a forged token and no token', async () => {
    expect((await t.graphql(ME, {}, { token: 'forged-token-value' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await t.graphql(ME)).errors?.[0]?.message).toBe(AUTH_MESSAGES.unauthenticated);
    expect((await t.graphql(SIGNOUT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('password reset and change', () => {
  const NEW_PASSWORD = 'Fresh#Pass9';
  const change = (password: string, confirmation: string, code: string) =>
    t.graphql(CHANGE, { username: USERNAME, password, confirmation, code });

  it('answers the same for an unknown username and sends nothing', async () => {
    const answer = await t.graphql(RESET, { username: 'nobody' });
    expect(answer.data).toEqual({ resetOfficerPassword: { success: true, message: AUTH_MESSAGES.otpSent } });
    expect(await t.latestSms()).toHaveLength(0);
    expect((await t.graphql(RESET, { username: '' })).errors?.[0]?.message).toBe(AUTH_MESSAGES.resetUsernameRequired);
  });

  it('enforces the password policy and the confirmation', async () => {
    await t.graphql(RESET, { username: USERNAME });
    const code = await t.latestCode(MOBILE);
    expect((await change('Short1!', 'Short1!', code)).errors?.[0]?.message).toBe(AUTH_MESSAGES.passwordTooShort);
    expect((await change('alllowercase1!', 'alllowercase1!', code)).errors?.[0]?.message).toBe(
      AUTH_MESSAGES.passwordWeak,
    );
    expect((await change(NEW_PASSWORD, 'Other#Pass9', code)).errors?.[0]?.message).toBe(AUTH_MESSAGES.passwordMismatch);
    expect((await change(NEW_PASSWORD, NEW_PASSWORD, '')).errors?.[0]?.message).toBe(AUTH_MESSAGES.otpRequired);
  });

  it('changes the password with the code, ends every session, and the old password stops working', async () => {
    const token = await t.signIn(USERNAME, MOBILE);
    await t.graphql(RESET, { username: USERNAME });
    const code = await t.latestCode(MOBILE);
    expect((await change(NEW_PASSWORD, NEW_PASSWORD, wrongCodeFor(code))).errors?.[0]?.message).toBe(
      'Invalid OTP, Please try again',
    );
    const done = await change(NEW_PASSWORD, NEW_PASSWORD, code);
    expect(done.data).toEqual({ changeOfficerPassword: { success: true, message: AUTH_MESSAGES.passwordChanged } });
    expect((await t.graphql(ME, {}, { token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login()).errors?.[0]?.message).toBe(AUTH_MESSAGES.officerNotFound);
    expect((await login(NEW_PASSWORD)).errors).toBeUndefined();
  });
});

describe('schema introspection', () => {
  it('is answered outside production and refused in production', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await t.graphql(query)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const production = await createTestApp({ env: PRODUCTION_TEST_ENV });
    try {
      const refused = await production.graphql(query);
      expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      await production.close();
    }
  });
});
