import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { findOfficerByUsername } from '../packages/server/src/modules/officer/officer.repository';
import { WORST_CASE_OFFICER } from '../packages/server/src/seed/bulk-applications';
import { openBench } from './bench-support';

/**
 * Issue 17 §6: inbox requests per second at 50 connections, ours against PostGraphile v4 answering the same page
 * (the officer's Review tab, oldest received first, ten rows and the total) of the same table on the same
 * PostgreSQL database; goal ≥ 1.5× PostGraphile. PostgreSQL only (DATABASE_URL). PostGraphile and the load
 * generator (autocannon) live in bench/throughput, installed there on first use. Each side runs alone for
 * DURATION seconds after a warm-up; the load generator shares the machine with both. Figures, not a test.
 */
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 20);
const POSTGRAPHILE_PORT = 5433 + Math.floor(Math.random() * 1000);
const TOOLS = join(import.meta.dirname, 'throughput');
const run = promisify(execFile);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  // npm run bench runs on PGlite unless DATABASE_URL is set; PostGraphile needs a PostgreSQL server.
  console.log('Throughput against PostGraphile: skipped, it compares on PostgreSQL (set DATABASE_URL)');
  process.exit(0);
}
if (!existsSync(join(TOOLS, 'node_modules'))) {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: TOOLS, stdio: 'inherit' });
}

type TLoad = { requests: { average: number }; latency: { p50: number; p97_5: number }; non2xx: number; errors: number };

/**
 * autocannon's figures for POSTing `query` to `url` from CONNECTIONS connections for `seconds`, from a child
 * process run without blocking: our server answers from this process's event loop.
 */
async function load(url: string, body: object, headers: Record<string, string>, seconds: number): Promise<TLoad> {
  const headerArgs = Object.entries({ 'content-type': 'application/json', ...headers }).flatMap(([name, value]) => [
    '-H',
    `${name}=${value}`,
  ]);
  const { stdout } = await run(
    process.execPath,
    [
      join(TOOLS, 'node_modules/autocannon/autocannon.js'),
      ...['-c', String(CONNECTIONS), '-d', String(seconds), '-m', 'POST', '-b', JSON.stringify(body), '-j', '-n'],
      ...headerArgs,
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as TLoad;
}

async function answers(url: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data?: unknown; errors?: unknown };
}

const bench = await openBench({ count: COUNT });
// PostGraphile sees the inbox's table alone, through a view in a schema of its own: over the whole schema two of
// our tables give it the same type name (applications' condition, application_conditions) and it refuses to start.
await bench.database.db.execute(sql`create schema if not exists postgraphile_reference`);
await bench.database.db.execute(
  sql`create or replace view postgraphile_reference.work_items as select * from public.work_items`,
);
const postgraphile = spawn(
  process.execPath,
  [
    join(TOOLS, 'node_modules/postgraphile/cli.js'),
    ...['-c', databaseUrl, '-s', 'postgraphile_reference', '-n', '127.0.0.1', '-p', String(POSTGRAPHILE_PORT)],
    ...['--disable-default-mutations', '--disable-query-log', '--disable-graphiql'],
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
try {
  const officer = await findOfficerByUsername(bench.database.db, WORST_CASE_OFFICER);
  if (!officer) throw new Error(`${WORST_CASE_OFFICER} is missing from the database`);
  const token = await bench.signIn(WORST_CASE_OFFICER);
  const ours = `http://127.0.0.1:${new URL(await bench.app.listen({ port: 0, host: '127.0.0.1' })).port}/graphql`;
  const reference = `http://127.0.0.1:${POSTGRAPHILE_PORT}/graphql`;

  // The same page on both: what a row of the inbox shows that the work_items table holds (PostGraphile reads that
  // table only), and the total.
  const oursBody = {
    query: `{ applicationsByDateAndTypeFilter(filter: REVIEW, page: 1, perPage: 10) {
      totalCount records { id applicationIdentifier status receivedDate officerStageStatus applicant { applicantName } } } }`,
  };
  const referenceBody = {
    query: `{ allWorkItems(condition: { officerId: ${officer.id}, tab: "REVIEW" },
      orderBy: [RECEIVED_DATE_ASC, APPLICATION_ID_ASC], first: 10) {
      totalCount nodes { applicationId applicationIdentifier status receivedDate officerAction applicantName } } }`,
  };
  const authorization = { authorization: `Bearer ${token}` };
  for (let attempt = 0; ; attempt += 1) {
    const answer = await answers(reference, referenceBody).catch(() => undefined);
    if (answer?.data) break;
    if (attempt > 120) throw new Error(`PostGraphile did not answer: ${JSON.stringify(answer)}`);
    await sleep(1000);
  }
  const oursAnswer = await answers(ours, oursBody, authorization);
  const referenceAnswer = await answers(reference, referenceBody);
  if (!oursAnswer.data || !referenceAnswer.data) throw new Error(JSON.stringify({ oursAnswer, referenceAnswer }));
  console.log('Ours:', JSON.stringify(oursAnswer.data).slice(0, 200));
  console.log('PostGraphile:', JSON.stringify(referenceAnswer.data).slice(0, 200));

  const rows = [];
  for (const [side, url, body, headers] of [
    ['ours', ours, oursBody, authorization],
    ['PostGraphile v4', reference, referenceBody, {}],
  ] as const) {
    await load(url, body, headers, 3);
    const figures = await load(url, body, headers, DURATION_SECONDS);
    rows.push({
      side,
      requestsPerSecond: Math.round(figures.requests.average),
      latencyMedianMs: figures.latency.p50,
      latencyP97_5Ms: figures.latency.p97_5,
      failed: figures.non2xx + figures.errors,
    });
  }
  console.log(
    `Inbox page of ${WORST_CASE_OFFICER} (Review), ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${bench.database.driver}:`,
  );
  console.table(rows);
  const [oursRow, referenceRow] = rows;
  if (oursRow && referenceRow) {
    const ratio = oursRow.requestsPerSecond / referenceRow.requestsPerSecond;
    console.log(`Ours / PostGraphile: ${ratio.toFixed(2)}× (goal ≥ 1.5×: ${ratio >= 1.5 ? 'met' : 'MISSED'})`);
  }
} finally {
  postgraphile.kill();
  await bench.close();
}
