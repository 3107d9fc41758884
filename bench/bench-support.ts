import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../packages/server/src/app';
import { openDatabase, type TDatabaseHandle } from '../packages/server/src/db/database';
import { systemClock } from '../packages/server/src/platform/clock';
import { loadConfig } from '../packages/server/src/platform/config';
import { seedBulkApplications } from '../packages/server/src/seed/bulk-applications';
import { DEMO_PASSWORD } from '../packages/server/src/seed/demo-officers';
import { seedDemoData } from '../packages/server/src/seed/seed';

/** Warm-up runs are timed but not counted. */
const WARM_UP_RUNS = 3;

export type TBench = {
  database: TDatabaseHandle;
  app: FastifyInstance;
  graphql: (query: string, variables: Record<string, unknown>, token?: string) => Promise<TGraphqlAnswer>;
  signIn: (username: string) => Promise<string>;
  close: () => Promise<void>;
};
type TGraphqlAnswer = { data?: Record<string, unknown>; errors?: { message: string }[] };

/**
 * A database (DATABASE_URL's PostgreSQL, else PGlite in a temporary folder) with the demo data and `count` bulk
 * applications, and the real server on it, driven through HTTP injection.
 */
export async function openBench(count: number): Promise<TBench> {
  const folder = await mkdtemp(join(tmpdir(), 'anumati-bench-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: folder, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const database = await openDatabase(config);
  const seeding = performance.now();
  await seedDemoData(database.db, { now: new Date(), applications: 30 });
  await seedBulkApplications(database.db, { count, now: new Date() });
  console.log(
    `Seeded ${count} applications on ${database.driver} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({ db: database.db, config, clock: systemClock });
  const graphql: TBench['graphql'] = async (query, variables, token) =>
    (
      await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { query, variables },
      })
    ).json() as TGraphqlAnswer;
  const signIn = async (username: string) => {
    await graphql('mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { mobile } }', {
      u: username,
      p: DEMO_PASSWORD,
    });
    const sms = (await app.inject({ method: 'GET', url: '/api/dev/sms' })).json().data as { body: string }[];
    const code = sms.find((message) => message.body.includes(` for ${username}.`))?.body.slice(0, 4) ?? '';
    const answer = await graphql(
      'mutation ($u: String!, $c: String!) { verifyOtp(username: $u, otpSecretKey: $c) { accessToken } }',
      { u: username, c: code },
    );
    return (answer.data?.verifyOtp as { accessToken?: string } | undefined)?.accessToken ?? '';
  };
  return {
    database,
    app,
    graphql,
    signIn,
    close: async () => {
      await app.close();
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export type TTimed = { scenario: string; result: string; medianMs: string; p95Ms: string };

/** Runs one call `runs` times after the warm-up and reports the median and 95th percentile. */
export async function timeRuns(scenario: string, runs: number, call: () => Promise<string>): Promise<TTimed> {
  const times: number[] = [];
  let result = '';
  for (let run = 0; run < runs + WARM_UP_RUNS; run += 1) {
    const started = performance.now();
    result = await call();
    const elapsed = performance.now() - started;
    if (run >= WARM_UP_RUNS) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    scenario,
    result,
    medianMs: (times[Math.floor(times.length / 2)] ?? 0).toFixed(1),
    p95Ms: (times[Math.floor(times.length * 0.95)] ?? 0).toFixed(1),
  };
}
