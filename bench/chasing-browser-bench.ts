import { launch, type Page } from 'puppeteer-core';
import { openBench, signedInSession } from './bench-support';

/**
 * Issue 54 §3: the chasing cell's dashboard and action panel ≤ 1 s to settled in Chromium at a million
 * applications. The built console as the server sends it, in Debian's Chromium, signed in as the chasing cell
 * (the token where the console keeps it), each screen opened in a fresh tab: "settled" is when the last of the
 * screen's requests (its chunks and every query it sends) finished, read from the page's own resource timing
 * after the network has been quiet for 500 ms, with no loader left on screen. The first load (no cached chunks)
 * and the median of CHASING_BROWSER_RUNS later ones (5 by default). With BENCH_REUSE_DATABASE=1 and a DATABASE_URL
 * seeded by `npm run seed -- --bulk 1000000`, the million. Run `npm run build` first. Figures, not a test.
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.CHASING_BROWSER_RUNS ?? 5);
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const SCREENS = [
  { name: 'dashboard', path: '/chasing-dashboard' },
  { name: 'action panel', path: '/chasing-action-panel' },
] as const;

/** Run in the page (bench/ is compiled without the DOM's types): when its last request ended, what it sent. */
const SETTLED_IN_PAGE = `(() => {
  const resources = performance.getEntriesByType('resource');
  const queries = resources.filter((entry) => entry.name.endsWith('/graphql'));
  return {
    settledMs: Math.max(0, ...resources.map((entry) => entry.responseEnd)),
    queries: queries.length,
    queryBytes: queries.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    loaders: document.querySelectorAll('.mantine-Loader-root').length,
  };
})()`;
type TSettled = {
  settledMs: number;
  queries: number;
  queryBytes: number;
  loaders: number;
  /** The slowest queries, by their operation's name: time to the answer's headers, as the server answered. */
  slowest?: string;
};

const bench = await openBench({ count: COUNT });
const browser = await launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'], headless: true });
try {
  const origin = await bench.app.listen({ host: '127.0.0.1', port: 0 });
  const token = await bench.signIn('chasing.cell');
  const open = async (path: string): Promise<TSettled> => {
    const tab: Page = await browser.newPage();
    await tab.setViewport({ width: 1366, height: 768 });
    await tab.goto(`${origin}/login`);
    await tab.evaluate(signedInSession(token));
    const answered: { operation: string; ms: number }[] = [];
    tab.on('requestfinished', (request) => {
      const timing = request.response()?.timing();
      if (!request.url().endsWith('/graphql') || !timing) return;
      const { query } = JSON.parse(request.postData() ?? '{}') as { query?: string };
      const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1] ?? 'unnamed';
      answered.push({ operation, ms: timing.receiveHeadersEnd - timing.sendEnd });
    });
    await tab.goto(`${origin}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    const slowest = answered
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map((answer) => `${answer.operation} ${answer.ms.toFixed(0)} ms`)
      .join(', ');
    const settled = { ...((await tab.evaluate(SETTLED_IN_PAGE)) as TSettled), slowest };
    if (!tab.url().endsWith(path)) throw new Error(`${path} ended at ${tab.url()}`);
    await tab.close();
    return settled;
  };
  for (const screen of SCREENS) {
    const first = await open(screen.path);
    const later: TSettled[] = [];
    for (let run = 0; run < RUNS; run += 1) later.push(await open(screen.path));
    later.sort((a, b) => a.settledMs - b.settledMs);
    const median = later[Math.floor(later.length / 2)] ?? first;
    console.log(
      `${screen.name} (${screen.path}) at ${COUNT.toLocaleString('en-IN')} applications: settled first load ` +
        `${first.settledMs.toFixed(0)} ms, later loads median ${median.settledMs.toFixed(0)} ms ` +
        `(slowest ${later.at(-1)?.settledMs.toFixed(0)} ms); ${median.queries} queries, ` +
        `${(median.queryBytes / 1024).toFixed(1)} KB of answers, the slowest ${median.slowest}; ` +
        `loaders left on screen: ${median.loaders} (goal ≤ 1,000 ms)`,
    );
  }
} finally {
  await browser.close();
  await bench.close();
}
