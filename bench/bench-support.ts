import { type TApplicationType, type TApprovalFor, typeSegment } from '@anumati/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/database';
import { createStorage } from '../packages/server/src/modules/storage/create-storage';
import { systemClock } from '../packages/server/src/platform/clock';
import { loadConfig } from '../packages/server/src/platform/config';
import { seedBulkApplications } from '../packages/server/src/seed/bulk-applications';
import { DEMO_PASSWORD } from '../packages/server/src/seed/demo-officers';
import { isDatabaseEmpty, seedDemoData } from '../packages/server/src/seed/seed';

/**
 * What every benchmark needs: a fresh database with the demo data plus `count` generated applications
 * (BENCH_APPLICATIONS, 100,000 by default; DATABASE_URL measures a PostgreSQL server instead of PGlite), the
 * app on it, a signed-in officer, and a timer. Figures, not a pass/fail test. With BENCH_REUSE_DATABASE=1 a
 * DATABASE_URL that already holds data is measured as it is, so several benches share one seeding of a million
 * (`npm run seed -- --bulk 1000000` first).
 */
export type TBench = Awaited<ReturnType<typeof openBench>>;

export async function openBench(options: { count: number }) {
  const folder = await mkdtemp(join(tmpdir(), 'anumati-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: folder,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // A benchmark sends one session's requests back to back: the per-session limit (600 a minute) would answer
    // "Too many requests" in the middle of a measurement (the inbox bench at a million, 7 December 2026).
    SESSION_RATE_PER_MINUTE: '60000',
    // Each run signs its officers in by SMS; the daily cap would stop the tenth run on a reused database.
    AUTH_SMS_PER_HOUR: '100000',
    AUTH_SMS_PER_DAY: '100000',
    // A benchmark measures every answer: the overload guard would answer 503 after the seed's long event-loop lag.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const database = await openDatabase(config);
  const storage = createStorage(config, systemClock);
  if (process.env.BENCH_REUSE_DATABASE === '1' && !(await isDatabaseEmpty(database.db))) {
    console.log(`Reusing the ${database.driver} database as it is (BENCH_REUSE_DATABASE=1): nothing seeded`);
  } else {
    const seeding = performance.now();
    await seedDemoData(database.db, { now: new Date(), applications: 30, storage });
    await seedBulkApplications(database.db, { count: options.count, now: new Date() });
    console.log(
      `Seeded ${options.count} applications on ${database.driver} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
  }
  const app = await buildApp({ db: database.db, config, clock: systemClock, storage });

  const graphql = async (query: string, variables: Record<string, unknown>, token?: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { query, variables },
      })
    ).json() as {
      data: Record<string, { accessToken?: string; totalCount?: number; challenge?: string }> | null;
      errors?: { message: string }[];
    };

  async function signIn(username: string): Promise<string> {
    const login = await graphql(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { challenge } }',
      {
        u: username,
        p: DEMO_PASSWORD,
      },
    );
    if (!login.data?.login) throw new Error(`${username} cannot sign in: ${login.errors?.[0]?.message ?? 'no answer'}`);
    const sms = (await app.inject({ method: 'GET', url: '/api/dev/sms' })).json().data as { body: string }[];
    const code = sms[0]?.body.slice(0, 4) ?? '';
    const answer = await graphql(
      'mutation ($u: String!, $c: String!, $k: String!) { verifyOtp(username: $u, otpSecretKey: $c, challenge: $k) { accessToken } }',
      { u: username, c: code, k: login.data.login.challenge ?? '' },
    );
    const token = answer.data?.verifyOtp?.accessToken;
    if (!token) throw new Error(`${username} cannot sign in: ${answer.errors?.[0]?.message ?? 'no token'}`);
    return token;
  }

  return {
    app,
    database,
    graphql,
    signIn,
    close: async () => {
      await app.close();
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The inspection form of the officer's first file under review, as the inbox lists it: the address of its site
 * verification screen (the browser benches' verification page).
 */
export async function firstSiteVerificationPath(bench: TBench, token: string): Promise<string> {
  const underReview = await bench.graphql(
    `{ applicationsByDateAndTypeFilter(filter: REVIEW, perPage: 1) { records { id applicationType approvalFor } } }`,
    {},
    token,
  );
  const [file] =
    (
      underReview.data?.applicationsByDateAndTypeFilter as unknown as
        { records: { id: string; applicationType: TApplicationType; approvalFor: TApprovalFor }[] } | undefined
    )?.records ?? [];
  if (!file) throw new Error('The officer has no file under review');
  return `/site-verification/${typeSegment(file)}${file.id}`;
}

/**
 * Run in a tab of the console's origin (bench/ is compiled without the DOM's types): the session a signed-in
 * officer's tab keeps, the token and the penalty alert already seen, so the page opens signed in.
 */
export const signedInSession = (token: string) =>
  `sessionStorage.setItem('accessToken', ${JSON.stringify(token)}); sessionStorage.setItem('penaltyAlertShown', 'yes')`;

/** Median and 95th percentile of `runs` calls, after 3 warm-up calls. */
export async function timeRuns(runs: number, call: () => Promise<void>) {
  const times: number[] = [];
  for (let run = 0; run < runs + 3; run += 1) {
    const started = performance.now();
    await call();
    if (run >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: (times[Math.floor(times.length / 2)] ?? 0).toFixed(1),
    p95Ms: (times[Math.floor(times.length * 0.95)] ?? 0).toFixed(1),
  };
}
