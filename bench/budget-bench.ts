import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { openBench } from './bench-support';

/**
 * npx tsx bench/budget-bench.ts: issue 51 §3 over real HTTP on this machine.
 * - how long 15 aliases of deemedAlerts (the stalling request) take to be refused (goal: ≤ 50 ms);
 * - the health check's latency alone, then while 20 clients of the chasing cell send the most expensive request
 *   the scan budget allows (2 aliases of deemedAlerts) back to back, from one session and from 20 sessions
 *   (goal: within 2× its idle value), and how those clients were answered (200, 429, 503).
 * BENCH_APPLICATIONS sets the generated files (2,000 by default); DATABASE_URL measures PostgreSQL instead of
 * PGlite. Figures, not a pass/fail test.
 */
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 2000);
const SAMPLES = 60;
const CLIENTS = 20;

const bench = await openBench({ count: COUNT });
await bench.app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(bench.app.server.address() as AddressInfo).port}`;

const DEEMED_ALERTS = 'deemedAlerts { applicationIdentifier ulbName day daysToDeemed heldBy status }';
const aliases = (count: number) =>
  JSON.stringify({
    query: `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${DEEMED_ALERTS}`).join(' ')} }`,
  });
const STALLING = aliases(15);
const MOST_EXPENSIVE_ALLOWED = aliases(2);

async function post(body: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

async function health() {
  const started = performance.now();
  await (await fetch(`${base}/api/health`)).text();
  return performance.now() - started;
}

function median(samples: number[]) {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? NaN;
}

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  console.log(
    `${label}: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (${samples.length} runs)`,
  );
}

/**
 * The flood's clients run in a process of their own, as real clients would: in this process they would share the
 * server's event loop, and the embedded database's work (which does not yield to the loop) would keep them from
 * sending, so the server would never see more than one request at a time.
 */
const FLOOD_CLIENT = `
const [base, body, seconds, ...tokens] = process.argv.slice(1);
const statuses = {};
const until = Date.now() + Number(seconds) * 1000;
await Promise.all(tokens.map(async (token) => {
  while (Date.now() < until) {
    const response = await fetch(base + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
      body,
    });
    await response.text();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    // A refused client presses on after a short pause, as a flood would.
    if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}));
console.log(JSON.stringify(statuses));
`;
const FLOOD_SECONDS = 20;

/** The health check's latency while every token's client sends the request back to back, from another process. */
async function flood(label: string, tokens: string[], quietMedian: number) {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', FLOOD_CLIENT, base, MOST_EXPENSIVE_ALLOWED, String(FLOOD_SECONDS), ...tokens],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise((resolve) => child.on('exit', resolve));
  // The clients start and fill the server before the health check is sampled, and stop after it.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const busy: number[] = [];
  const sampleUntil = performance.now() + (FLOOD_SECONDS - 6) * 1000;
  while (busy.length < SAMPLES && performance.now() < sampleUntil) busy.push(await health());
  await finished;
  summary(`health check, ${label}`, busy);
  console.log(
    `  ${(median(busy) / quietMedian).toFixed(1)}× the quiet median; the flood was answered ${output.trim()}`,
  );
}

try {
  const token = await bench.signIn('chasing.cell');
  const one = await post(aliases(1), token);
  console.log(`one deemedAlerts: HTTP ${one.status} in ${one.ms.toFixed(1)} ms`);
  const refused = await post(STALLING, token);
  console.log(`15 aliases of deemedAlerts: HTTP ${refused.status}: ${refused.text.slice(0, 160)}`);
  const refusals: number[] = [];
  for (let run = 0; run < 20; run += 1) refusals.push((await post(STALLING, token)).ms);
  summary('15 aliases of deemedAlerts refused in', refusals);
  const allowed: number[] = [];
  for (let run = 0; run < 5; run += 1) allowed.push((await post(MOST_EXPENSIVE_ALLOWED, token)).ms);
  summary('2 aliases of deemedAlerts (the most the budget allows) answered in', allowed);

  const quiet: number[] = [];
  for (let run = 0; run < SAMPLES; run += 1) quiet.push(await health());
  summary('health check, quiet', quiet);
  const quietMedian = median(quiet);

  await flood(
    `${CLIENTS} clients of one session`,
    Array.from({ length: CLIENTS }, () => token),
    quietMedian,
  );
  const sessions: string[] = [];
  for (let index = 0; index < CLIENTS; index += 1) sessions.push(await bench.signIn('chasing.cell'));
  await flood(`${CLIENTS} clients, a session each, one address`, sessions, quietMedian);
} finally {
  await bench.close();
}
