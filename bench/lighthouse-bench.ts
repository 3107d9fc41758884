import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'puppeteer-core';
import { openBench } from './bench-support';

/**
 * Lighthouse 12.8 in Debian's Chromium on the built console as the server sends it (issue 17 §4: desktop 100 and
 * mobile ≥ 90 on the login page and on the inbox). The inbox is measured signed in: the token goes into the tab's
 * session storage, where the console keeps it, and Lighthouse's reset between runs clears the cache but not that
 * storage, so every run is a cold load of a signed-in officer's inbox. Mobile uses Lighthouse's default simulated
 * throttling (slow 4G, 4× CPU slowdown measured on this machine's CPU). Run `npm run build` first. Figures, not a
 * test.
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const OFFICER = 'site.ghmc';
const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'inbox', path: '/post-verification', signedIn: true },
] as const;
const FORM_FACTORS = [
  { name: 'desktop', config: desktopConfig, goal: 100 },
  { name: 'mobile', config: undefined, goal: 90 },
] as const;

const bench = await openBench({ count: 0 });
const browser = await launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, headless: true });
try {
  const origin = await bench.app.listen({ host: '127.0.0.1', port: 0 });
  const token = await bench.signIn(OFFICER);
  let lighthouseVersion = '';
  console.log('| page | form factor | performance | goal | accessibility | best practices | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const page of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const tab = await browser.newPage();
      await tab.goto(`${origin}/login`);
      // Run in the page, where the console keeps its session (bench/ is compiled without the DOM's types).
      await tab.evaluate(
        page.signedIn ? `sessionStorage.setItem('accessToken', ${JSON.stringify(token)})` : 'sessionStorage.clear()',
      );
      const result = await lighthouse(
        `${origin}${page.path}`,
        { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
        formFactor.config,
        tab,
      );
      await tab.close();
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.name} on ${formFactor.name}`);
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      lighthouseVersion = result.lhr.lighthouseVersion;
      if (!finalDisplayedUrl.endsWith(page.path)) throw new Error(`${page.name} ended at ${finalDisplayedUrl}`);
      const score = (category: string) => Math.round((categories[category]?.score ?? 0) * 100);
      const shown = (audit: string) => audits[audit]?.displayValue ?? '—';
      const performance = score('performance');
      console.log(
        `| ${page.name} | ${formFactor.name} | ${performance} | ${formFactor.goal}` +
          `${performance >= formFactor.goal ? '' : ' (MISSED)'} | ${score('accessibility')} | ` +
          `${score('best-practices')} | ${shown('largest-contentful-paint')} | ${shown('total-blocking-time')} | ` +
          `${shown('cumulative-layout-shift')} |`,
      );
    }
  }
  console.log(`Lighthouse ${lighthouseVersion} in ${await browser.version()}, ${new Date().toISOString()}`);
} finally {
  await browser.close();
  await bench.close();
}
