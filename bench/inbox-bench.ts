import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/database';
import { systemClock } from '../packages/server/src/platform/clock';
import { loadConfig } from '../packages/server/src/platform/config';
import { seedBulkApplications } from '../packages/server/src/seed/bulk-applications';
import { DEMO_PASSWORD } from '../packages/server/src/seed/demo-officers';
import { seedDemoData } from '../packages/server/src/seed/seed';

/**
 * npm run bench: the inbox query's latency at scale (issue 4: under 50 ms at the median with 100,000
 * applications). BENCH_APPLICATIONS sets the count; DATABASE_URL measures a PostgreSQL server instead of PGlite.
 * Figures, not a pass/fail test.
 */
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = 30;
const OFFICER = 'site.ghmc';

const folder = await mkdtemp(join(tmpdir(), 'anumati-bench-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: folder, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
const database = await openDatabase(config);
try {
  const seeding = performance.now();
  await seedDemoData(database.db, { now: new Date(), applications: 30 });
  await seedBulkApplications(database.db, { count: COUNT, now: new Date() });
  console.log(
    `Seeded ${COUNT} applications on ${database.driver} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ db: database.db, config, clock: systemClock });
  const graphql = async (query: string, variables: Record<string, unknown>, token?: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { query, variables },
      })
    ).json() as { data: Record<string, { accessToken?: string; totalCount?: number }> };
  await graphql('mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { mobile } }', {
    u: OFFICER,
    p: DEMO_PASSWORD,
  });
  const sms = (await app.inject({ method: 'GET', url: '/api/dev/sms' })).json().data as { body: string }[];
  const code = sms[0]?.body.slice(0, 4) ?? '';
  const token = (
    await graphql('mutation ($u: String!, $c: String!) { verifyOtp(username: $u, otpSecretKey: $c) { accessToken } }', {
      u: OFFICER,
      c: code,
    })
  ).data.verifyOtp?.accessToken;

  const INBOX = `query ($filter: ApplicationFilter!, $searchParam: String, $page: Int, $receivedDateSort: SortOrder,
    $dueDayColour: [String!]) {
    applicationsByDateAndTypeFilter(filter: $filter, searchParam: $searchParam, page: $page, perPage: 10,
      receivedDateSort: $receivedDateSort, dueDayColour: $dueDayColour) {
      totalCount records { id applicationIdentifier status applicant { applicantName } property { actualPlotArea }
        stageStates { name stageOfficers { officerName } } }
    }
  }`;
  const scenarios: [string, Record<string, unknown>][] = [
    ['review, page 1', { filter: 'REVIEW' }],
    ['review, page 200', { filter: 'REVIEW', page: 200 }],
    ['review, newest first', { filter: 'REVIEW', receivedDateSort: 'DESC' }],
    ['all, search by name', { filter: 'ALL', searchParam: 'Bulk Applicant 4242' }],
    ['submissions', { filter: 'SUBMISSIONS' }],
    ['review, red due days', { filter: 'REVIEW', dueDayColour: ['red'] }],
  ];
  const rows: { scenario: string; rows: number; medianMs: string; p95Ms: string }[] = [];
  for (const [scenario, variables] of scenarios) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS + 3; run += 1) {
      const started = performance.now();
      const answer = await graphql(INBOX, variables, token);
      const elapsed = performance.now() - started;
      total = answer.data.applicationsByDateAndTypeFilter?.totalCount ?? 0;
      if (run >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    rows.push({
      scenario,
      rows: total,
      medianMs: (times[Math.floor(times.length / 2)] ?? 0).toFixed(1),
      p95Ms: (times[Math.floor(times.length * 0.95)] ?? 0).toFixed(1),
    });
  }
  console.log(`Inbox of ${OFFICER}, ${RUNS} runs each (after 3 warm-up runs), ${database.driver}:`);
  console.table(rows);
  await app.close();
} finally {
  await database.close();
  await rm(folder, { recursive: true, force: true });
}
