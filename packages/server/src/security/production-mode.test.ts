import { AUTH_MESSAGES } from '@anumati/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createOfficerAccount } from '../modules/officer/officer-account';
import { ConfigurationError, loadConfig } from '../platform/config';
import { DEMO_PASSWORD } from '../seed/demo-officers';
import { createJurisdiction, createOfficer } from '../testing/fixtures';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { signInCalls } from './sign-in-operations';
import { startSmsGatewayStub, type TSmsGatewayStub } from './sms-gateway-stub';

const MOBILE = '9848012345';
const message = (answer: { errors?: { message: string }[] }) => answer.errors?.[0]?.message ?? 'no error';

const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  // Random values (openssl rand -hex 20): production refuses repeated characters (issue 51 §6).
  AUTH_SECRET: '5f1c9e07a3b84d26e1f0c7a95b3d8e24c6a1f907',
  PLATFORM_API_KEY: 'b07e3d91c5a2f84e6d13b9c0a7f5e2d84b1c6a39',
  STORAGE_SECRET: 'e94a2c7f0b6d31e85a9f4c2b7d0e63a18f5c9b24',
  AUDIT_KEY: '7d2e9b4f1a6c0e83d5b7a2f9c4e1d06b8a3f5c27e9d1b4a6',
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

describe('the settings of a production start (issue 51 §6)', () => {
  const production = { ...PRODUCTION_SECRETS, SMS_SINK: 'http', SMS_GATEWAY_URL: 'https://sms.example/send' };
  /** The one line production answers a setting with, or 'started'. */
  const refusal = (change: Record<string, string>) => {
    try {
      loadConfig({ ...production, ...change });
      return 'started';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError);
      const line = (error as Error).message;
      // One line, and no trace of where it was found: the stack is the message.
      expect(line).not.toContain('\n');
      expect((error as Error).stack).toBe(line);
      return line;
    }
  };

  it.each([
    ['16 identical characters', 'a'.repeat(16)],
    ['40 identical characters', 'a'.repeat(40)],
    ['two characters repeated', 'ab'.repeat(20)],
    ['a random value too short', '9c41e07b2f5d8a63e1b0'],
  ])('refuses a secret of %s, naming it, its length and its strength', (_what, weak) => {
    for (const name of ['AUTH_SECRET', 'PLATFORM_API_KEY', 'STORAGE_SECRET', 'METRICS_TOKEN']) {
      expect(refusal({ [name]: weak })).toMatch(
        new RegExp(
          `^Invalid configuration: production refuses to start until these are set: ${name} \\(a long random value: at least 24 characters and about 80 bits, not ${weak.length} characters`,
        ),
      );
    }
  });

  it('accepts random secrets, as openssl or a password manager writes them', () => {
    expect(
      refusal({ AUTH_SECRET: 'q3N+vX8kzR1pYw6tLb0cJ5hF', METRICS_TOKEN: '4e0b7a1c9d3f6e2a8b5c0d7f1e4a9b3c' }),
    ).toBe('started');
    // Development keeps its own values.
    expect(loadConfig({ AUTH_SECRET: 'a'.repeat(16) }).AUTH_SECRET).toBe('a'.repeat(16));
  });

  it.each([
    ['IDLE_TIMEOUT_SECONDS', '31536000', 3600],
    ['SESSION_MAX_AGE_SECONDS', '2592000', 86400],
    ['AUTH_RATE_LIMIT_PER_MINUTE', '1000', 120],
    ['PUBLIC_RATE_LIMIT_PER_MINUTE', '100000', 1200],
    ['FEEDBACK_RATE_LIMIT_PER_MINUTE', '1000', 60],
    ['AUTH_SMS_PER_HOUR', '1000', 10],
    ['AUTH_SMS_PER_DAY', '10000', 30],
    ['AUTH_RESET_SMS_PER_DAY', '100', 10],
  ])('refuses %s=%s (at most %i)', (name, value, maximum) => {
    expect(refusal({ [name]: value })).toBe(
      `Invalid configuration: production refuses to start until these are set: ${name} of at most ${maximum} (not ${value})`,
    );
    expect(refusal({ [name]: String(maximum) })).toBe('started');
    // The browser tests raise these a thousandfold outside production (e2e/support/server-env.ts).
    expect(() => loadConfig({ [name]: value })).not.toThrow();
  });

  it('lists every weak setting in the one line, so the operator fixes them in one go', () => {
    expect(refusal({ AUTH_SECRET: 'a'.repeat(16), IDLE_TIMEOUT_SECONDS: '31536000' })).toMatch(
      /AUTH_SECRET \(a long random value: .*; IDLE_TIMEOUT_SECONDS of at most 3600 \(not 31536000\)$/,
    );
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
