import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { openBench } from './bench-support';

/**
 * npx tsx bench/abuse-bench.ts: issue 15 §3 over real HTTP on this machine.
 * - how long the 50,000-alias request (unauthenticated, ~900 KB) takes to be refused (goal: under 50 ms);
 * - the health check's latency alone, then while 4 clients send that request and 2 signed-in clients send
 *   50 aliases of the inbox, back to back (goal: unchanged).
 * BENCH_APPLICATIONS sets the generated files (1,000 by default). Figures, not a pass/fail test.
 */
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 1000);
const SAMPLES = 60;

const bench = await openBench({ count: COUNT });
await bench.app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(bench.app.server.address() as AddressInfo).port}`;

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;
const HUGE = JSON.stringify({ query: aliases(50_000, '__typename') });
const INBOX = JSON.stringify({
  query: aliases(50, 'applicationsByDateAndTypeFilter(filter: ALL, perPage: 100) { totalCount records { id } }'),
});

async function post(body: string, token?: string) {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, bytes: text.length, text };
}

async function health() {
  const started = performance.now();
  await (await fetch(`${base}/api/health`)).text();
  return performance.now() - started;
}

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  console.log(
    `${label}: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (${samples.length} runs)`,
  );
}

try {
  const token = await bench.signIn('site.ghmc');
  const first = await post(HUGE);
  console.log(`50,000 aliases: HTTP ${first.status}, ${first.bytes} bytes: ${first.text.slice(0, 120)}`);
  const inbox = await post(INBOX, token);
  console.log(`50 aliases of the inbox: HTTP ${inbox.status}: ${inbox.text.slice(0, 120)}`);

  const refusals: number[] = [];
  for (let run = 0; run < 20; run += 1) refusals.push((await post(HUGE)).ms);
  summary('50,000-alias request refused in', refusals);

  const quiet: number[] = [];
  for (let run = 0; run < SAMPLES; run += 1) quiet.push(await health());
  summary('health check, quiet', quiet);

  let abusing = true;
  let abusive = 0;
  let overloaded = 0;
  const abuser = async (body: string, signedIn?: string) => {
    while (abusing) {
      const answer = await post(body, signedIn);
      abusive += 1;
      if (answer.status === 503) overloaded += 1;
    }
  };
  const abusers = [...Array.from({ length: 4 }, () => abuser(HUGE)), abuser(INBOX, token), abuser(INBOX, token)];
  const busy: number[] = [];
  for (let run = 0; run < SAMPLES; run += 1) busy.push(await health());
  abusing = false;
  await Promise.all(abusers);
  summary('health check, 6 abusive clients', busy);
  console.log(`abusive requests answered meanwhile: ${abusive} (${overloaded} with 503)`);
} finally {
  await bench.close();
}
