import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import type { TDatabaseHandle } from '../db/database';
import type { TSmsMessage } from '../modules/sms/sms-sink';
import { manualClock, type TManualClock } from '../platform/clock';
import { loadConfig, type TConfig } from '../platform/config';
import { FIXTURE_PASSWORD } from './fixtures';
import { openTestDatabase } from './test-database';

export type TGraphqlAnswer<TData = Record<string, unknown>> = {
  data: TData | null;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
};

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabaseHandle;
  clock: TManualClock;
  /** The configuration the app runs with (documents go to a temporary folder, removed on close). */
  config: TConfig;
  graphql: <TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; ip?: string },
  ) => Promise<TGraphqlAnswer<TData>>;
  latestSms: () => Promise<TSmsMessage[]>;
  /** The code in the newest SMS to a mobile number. */
  latestCode: (mobile: string) => Promise<string>;
  signIn: (username: string, mobile: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * What a production start needs (platform/config.ts refuses it without): long secrets, and the SMS gateway rather
 * than the outbox — a closed local port, as the tests send no real SMS (they read the codes from the sink's record).
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-test-secret-that-is-long-enough',
  PLATFORM_API_KEY: 'a-test-platform-key-long-enough',
  STORAGE_SECRET: 'a-test-storage-secret-long-enough',
  SMS_SINK: 'http',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  PUBLIC_CONSOLE_URL: 'https://bpass.telangana.example',
  AUDIT_KEY: 'c8f1a3e6b92d47f05e1b8c3a6d9f2e74b1a5c8d3',
};

/** The real server on a fresh database, with a clock the test moves, driven through HTTP injection. */
export async function createTestApp(options: { env?: Record<string, string> } = {}): Promise<TTestApp> {
  const database = await openTestDatabase();
  const clock = manualClock(new Date('2026-11-02T05:30:00Z'));
  const storageDir = await mkdtemp(join(tmpdir(), 'anumati-test-storage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    STORAGE_DIR: storageDir,
    // Production-like test apps need their own secret, as a production server would.
    STORAGE_SECRET: 'anumati-test-storage-secret',
    // Opening and migrating a database blocks the event loop for seconds on a busy machine; the overload guard
    // would then refuse the test’s first requests. The guard’s own test bounds the heap (platform/hardening.test.ts).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const app = await buildApp({ db: database.db, config, clock });

  const graphql: TTestApp['graphql'] = async (query, variables = {}, requestOptions = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: requestOptions.token ? { authorization: `Bearer ${requestOptions.token}` } : {},
      remoteAddress: requestOptions.ip ?? '127.0.0.1',
      payload: { query, variables },
    });
    return response.json();
  };
  const latestSms = async () => (await app.inject({ method: 'GET', url: '/api/dev/sms' })).json().data as TSmsMessage[];
  const latestCode = async (mobile: string) => {
    const message = (await latestSms()).find((sms) => sms.to === mobile);
    const code = message?.body.match(/^(\d+)/)?.[1];
    if (!code) throw new Error(`no code sent to ${mobile}`);
    return code;
  };
  const signIn = async (username: string, mobile: string) => {
    const login = await graphql<{ login: { challenge: string } }>(
      `
        mutation ($u: String!, $p: String!) {
          login(username: $u, password: $p, mobile: "") {
            challenge
          }
        }
      `,
      {
        u: username,
        p: FIXTURE_PASSWORD,
      },
    );
    const answer = await graphql<{ verifyOtp: { accessToken: string } }>(
      `
        mutation ($u: String!, $c: String!, $k: String!) {
          verifyOtp(username: $u, otpSecretKey: $c, challenge: $k) {
            accessToken
          }
        }
      `,
      { u: username, c: await latestCode(mobile), k: login.data?.login.challenge ?? '' },
    );
    if (!answer.data) throw new Error(`sign-in failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.verifyOtp.accessToken;
  };
  return {
    app,
    database,
    clock,
    config,
    graphql,
    latestSms,
    latestCode,
    signIn,
    close: async () => {
      await app.close();
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
