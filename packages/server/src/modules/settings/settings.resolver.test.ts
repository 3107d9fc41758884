import { AUTH_MESSAGES } from '@anumati/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createJurisdiction, createOfficer, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { createTestApp, PRODUCTION_TEST_ENV, type TTestApp } from '../../testing/test-app';

const PUBLIC_SETTINGS = `{ publicSettings { otpLength sessionIdleTimeoutSeconds } }`;
const LOGIN = `mutation ($username: String!, $password: String!) {
  login(username: $username, password: $password, mobile: "") { challenge }
}`;
const VERIFY = `mutation ($username: String!, $code: String!, $challenge: String!) {
  verifyOtp(username: $username, otpSecretKey: $code, challenge: $challenge) { accessToken }
}`;

const USERNAME = 'site.ghmc';
const MOBILE = '9848012345';

let t: TTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string>) {
  t = await createTestApp({ env });
  await createOfficer(t.database.db, {
    username: USERNAME,
    role: 'Site Inspector',
    jurisdiction: await createJurisdiction(t.database.db),
    mobile: MOBILE,
  });
  return t;
}

describe('publicSettings', () => {
  it('answers without a session: 4 digits and 3600 s by default', async () => {
    const app = await appWith({});
    expect(await app.graphql(PUBLIC_SETTINGS)).toEqual({
      data: { publicSettings: { otpLength: 4, sessionIdleTimeoutSeconds: 3600 } },
    });
  });

  it('follows OTP_LENGTH and IDLE_TIMEOUT_SECONDS; production defaults to 300 s (spec 1 §9)', async () => {
    const configured = await appWith({ OTP_LENGTH: '6', IDLE_TIMEOUT_SECONDS: '900' });
    expect((await configured.graphql(PUBLIC_SETTINGS)).data).toEqual({
      publicSettings: { otpLength: 6, sessionIdleTimeoutSeconds: 900 },
    });
    await configured.close();
    const production = await appWith(PRODUCTION_TEST_ENV);
    expect((await production.graphql(PUBLIC_SETTINGS)).data).toEqual({
      publicSettings: { otpLength: 4, sessionIdleTimeoutSeconds: 300 },
    });
  });
});

describe('a six-digit code (OTP_LENGTH=6)', () => {
  it('is sent by SMS, accepted by verifyOtp, and a four-digit entry is refused', async () => {
    const app = await appWith({ OTP_LENGTH: '6' });
    const login = await app.graphql<{ login: { challenge: string } }>(LOGIN, {
      username: USERNAME,
      password: FIXTURE_PASSWORD,
    });
    expect(login.errors).toBeUndefined();
    const challenge = login.data?.login.challenge ?? '';
    const code = await app.latestCode(MOBILE);
    expect(code).toMatch(/^\d{6}$/);

    const short = await app.graphql(VERIFY, { username: USERNAME, code: code.slice(0, 4), challenge });
    expect(short.errors?.[0]).toMatchObject({
      message: AUTH_MESSAGES.otpRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const signedIn = await app.graphql<{ verifyOtp: { accessToken: string } }>(VERIFY, {
      username: USERNAME,
      code,
      challenge,
    });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.verifyOtp.accessToken.length).toBeGreaterThan(30);
  });

  it('is what a password reset takes too', async () => {
    const app = await appWith({ OTP_LENGTH: '6' });
    await app.graphql(`mutation { resetOfficerPassword(username: "${USERNAME}") { success } }`);
    const code = await app.latestCode(MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    const change = await app.graphql(
      `mutation ($code: String!) {
        changeOfficerPassword(username: "${USERNAME}", password: "Fresh#Pass9", passwordConfirmation: "Fresh#Pass9", otpSecretKey: $code) { success }
      }`,
      { code },
    );
    expect(change.errors).toBeUndefined();
  });
});
