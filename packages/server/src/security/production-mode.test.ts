import { AUTH_MESSAGES } from '@anumati/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createOfficerAccount } from '../modules/officer/officer-account';
import { loadConfig } from '../platform/config';
import { DEMO_PASSWORD } from '../seed/demo-officers';
import { createJurisdiction, createOfficer } from '../testing/fixtures';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { signInCalls } from './sign-in-operations';
import { startSmsGatewayStub, type TSmsGatewayStub } from './sms-gateway-stub';

const MOBILE = '9848012345';
const message = (answer: { errors?: { message: string }[] }) => answer.errors?.[0]?.message ?? 'no error';

const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(40),
  PLATFORM_API_KEY: 'b'.repeat(40),
  STORAGE_SECRET: 'c'.repeat(40),
  PUBLIC_CONSOLE_URL: 'https://bpass.telangana.example',
};
const LOGIN = `mutation ($username: String!, $password: String!) {
  login(username: $username, password: $password, mobile: "") { mobile message }
}`;

describe('a production start', () => {
  it('is refused without secrets or an SMS gateway, and the error lists everything missing', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(() => loadConfig({ ...PRODUCTION_SECRETS, PUBLIC_CONSOLE_URL: undefined })).toThrow('PUBLIC_CONSOLE_URL');
    expect(attempt).toThrow(/production refuses to start/);
    for (const setting of [
      'AUTH_SECRET',
      'PLATFORM_API_KEY',
      'STORAGE_SECRET',
      'SMS_SINK=http',
      'SMS_GATEWAY_URL',
      'PUBLIC_CONSOLE_URL',
    ]) {
      expect(attempt).toThrow(setting);
    }
  });

  it('refuses the SMS outbox, which would write every code to the log', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION_SECRETS, SMS_SINK: 'outbox', SMS_GATEWAY_URL: 'https://sms.example/send' }),
    ).toThrow(/SMS_SINK=http/);
  });

  it('refuses the demo seed, and does not seed by default', () => {
    const production = { ...PRODUCTION_SECRETS, SMS_SINK: 'http', SMS_GATEWAY_URL: 'https://sms.example/send' };
    expect(() => loadConfig({ ...production, SEED_ON_EMPTY: 'true' })).toThrow(/SEED_ON_EMPTY/);
    expect(loadConfig(production).SEED_ON_EMPTY).toBe(false);
    expect(loadConfig({ ...production, SEED_ON_EMPTY: 'false' }).SEED_ON_EMPTY).toBe(false);
    expect(loadConfig({}).SEED_ON_EMPTY).toBe(true);
    expect(loadConfig({ SEED_ON_EMPTY: 'false' }).SEED_ON_EMPTY).toBe(false);
  });
});

describe('the sign-in limits of a production start', () => {
  const production = { ...PRODUCTION_SECRETS, SMS_SINK: 'http', SMS_GATEWAY_URL: 'https://sms.example/send' };

  it('are refused when they let a 30-day code guess reach 0.2%, and a longer code makes room', () => {
    const looser = { ...production, AUTH_FAILURES_BETWEEN_BLOCKS: '9' };
    expect(() => loadConfig(looser)).toThrow(/now 0\.270%/);
    expect(loadConfig({ ...looser, OTP_LENGTH: '6' }).AUTH_FAILURES_BETWEEN_BLOCKS).toBe(9);
    expect(loadConfig({ ...looser, NODE_ENV: 'development' }).AUTH_FAILURES_BETWEEN_BLOCKS).toBe(9);
  });

  it('read the block durations as hours', () => {
    expect(loadConfig({ AUTH_BLOCK_HOURS: '1, 12, 48' }).AUTH_BLOCK_HOURS).toEqual([1, 12, 48]);
    expect(() => loadConfig({ AUTH_BLOCK_HOURS: 'two' })).toThrow(/AUTH_BLOCK_HOURS/);
  });
});

describe('a production server', () => {
  let t: TTestApp;
  let gateway: TSmsGatewayStub;
  afterEach(async () => {
    await t.close();
    await gateway.close();
  });

  it('refuses the published demo password and sends codes only through the gateway', async () => {
    gateway = await startSmsGatewayStub();
    t = await createTestApp({ env: { ...PRODUCTION_SECRETS, SMS_SINK: 'http', SMS_GATEWAY_URL: gateway.url } });
    const jurisdiction = await createJurisdiction(t.database.db);
    await createOfficer(t.database.db, {
      username: 'demo.leftover',
      role: 'Municipal Commissioner',
      jurisdiction,
      mobile: '9848000001',
      password: DEMO_PASSWORD,
    });
    const refused = await t.graphql(LOGIN, { username: 'demo.leftover', password: DEMO_PASSWORD });
    expect(refused.errors?.[0]?.message).toBe(AUTH_MESSAGES.officerNotFound);
    expect(gateway.messages).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms' })).statusCode).toBe(404);
  });
});

describe('the first officer of an empty database', () => {
  let t: TTestApp;
  afterEach(() => t.close());
  const account = {
    username: 'first.admin',
    password: 'Strong#Start42',
    firstName: 'First',
    lastName: 'Admin',
    mobile: '9848000099',
    role: 'Municipal Commissioner',
    ulbName: 'GHMC',
  };

  it('comes from the create-officer command, with the reference data, and can sign in', async () => {
    t = await createTestApp();
    const id = await createOfficerAccount(t.database.db, account, t.clock.now());
    expect(id).toBeGreaterThan(0);
    const answer = await t.graphql(LOGIN, { username: account.username, password: account.password });
    expect(answer.errors).toBeUndefined();
    await expect(createOfficerAccount(t.database.db, account, t.clock.now())).rejects.toThrow(/already exists/);
  });

  it('never gets the demo password, a weak one, or an unknown role', async () => {
    t = await createTestApp();
    const create = (change: Partial<typeof account>) =>
      createOfficerAccount(t.database.db, { ...account, ...change }, t.clock.now());
    await expect(create({ password: DEMO_PASSWORD })).rejects.toThrow(AUTH_MESSAGES.publishedPassword);
    await expect(create({ password: 'short' })).rejects.toThrow(AUTH_MESSAGES.passwordTooShort);
    await expect(create({ role: 'Administrator' })).rejects.toThrow(/Unknown role/);
    await expect(create({ ulbName: 'Atlantis' })).rejects.toThrow(/Unknown ULB/);
  });
});

describe('a new password', () => {
  let t: TTestApp;
  afterEach(() => t.close());

  it('is never the published demo password, in any environment', async () => {
    t = await createTestApp();
    const jurisdiction = await createJurisdiction(t.database.db);
    await createOfficer(t.database.db, { username: 'site.ghmc', role: 'Site Inspector', jurisdiction, mobile: MOBILE });
    const calls = signInCalls(t, 'site.ghmc');
    await calls.reset();
    const refused = await calls.change(DEMO_PASSWORD, await t.latestCode(MOBILE));
    expect(refused.errors?.[0]?.message).toBe(AUTH_MESSAGES.publishedPassword);
    expect(message(await calls.login(DEMO_PASSWORD))).toBe(AUTH_MESSAGES.officerNotFound);
  });
});
