import { expect, test, type Page } from '../support/csp';
import { asTeluguOfficer, englishPhrases, expectNoEnglish, expectWcagClean, fontsDrawing } from '../support/languages';
import { signIn } from '../support/officer-session';
import { goInPage, untilScreenShown } from '../support/in-page';
import { openAs } from '../support/signed-in';
import { REPORT_ROUTES } from '../support/report-routes';

/**
 * A file's screens, found from the officer's inbox list `list`: the first Verify or View link whose address holds
 * `opens`, and the same file's screens at each of `alsoAt` (a route taking the file's id last).
 */
type TFileScreens = { list: string; opens: string; alsoAt?: readonly string[] };

const INBOX = '/post-verification';
const DETAILS: TFileScreens = { list: INBOX, opens: '/application-details/' };

/**
 * What each kind of officer opens: their lists, a file's screens (found in their inbox), and their reports. An
 * officer with many screens has them in parts (`screens` names each), one test each, so that the two workers share
 * them: the commissioner's 52 screens in one test took 3.7 of the 5.2 minutes this file ran.
 */
const OFFICERS: readonly {
  username: string;
  screens?: string;
  paths: readonly string[];
  files: readonly TFileScreens[];
}[] = [
  {
    username: 'site.ghmc',
    paths: [INBOX, '/post-verification?flow=single-window', '/search', '/change-password', '/change-password-OTP'],
    files: [
      DETAILS,
      { list: INBOX, opens: 'verification/' },
      { list: `${INBOX}?tab=ALL&q=GHMC%2FOC`, opens: '/application-details/occ/' },
      { list: `${INBOX}?tab=ALL&q=GHMC%2FCW`, opens: '/compoundWall-application-details/CW/' },
    ],
  },
  {
    username: 'tech.ghmc',
    paths: [INBOX, '/pre-scrutiny', '/correction-verification'],
    files: [DETAILS, { list: '/post-verification?type=SELF+CERTIFICATION', opens: '/technical-verification/' }],
  },
  { username: 'title.ghmc', paths: [INBOX], files: [{ list: INBOX, opens: '/title-verification/' }] },
  {
    username: 'acp.ghmc',
    paths: ['/post-verification?status=FEE_ADJUSTMENTS'],
    files: [{ list: '/post-verification?status=FEE_ADJUSTMENTS', opens: '/fee-verification/' }],
  },
  {
    username: 'tpso.ghmc',
    paths: ['/post-verification?status=FEE_VERIFICATION'],
    files: [
      {
        list: '/post-verification?status=FEE_VERIFICATION',
        opens: '/fee-verification-review?id=',
        alsoAt: ['/payment-review/', '/create-remarks/'],
      },
      // GHMC's demo correction in verification waits for its planning officer.
      { list: '/correction-verification', opens: '/correction-verification-/' },
    ],
  },
  {
    username: 'tpso.suryapet',
    paths: ['/post-verification?status=IN_PROCESS&type=OCCUPANCY'],
    files: [
      {
        list: '/post-verification?status=IN_PROCESS&type=OCCUPANCY',
        opens: '/site-verification/occ/',
        alsoAt: ['/deviation/', '/iairVerification/occ/'],
      },
    ],
  },
  {
    username: 'fire.hyderabad',
    paths: [INBOX],
    files: [{ list: INBOX, opens: 'line-verification/', alsoAt: ['/line-verification/'] }],
  },
  {
    username: 'commissioner.ghmc',
    paths: [INBOX, '/summary-report', '/summary/approved', '/dashboard', '/dashboard-new'],
    files: [
      DETAILS,
      { list: INBOX, opens: 'verification/', alsoAt: ['/Review-Remarks/', '/review/', '/iair-CommisionerVerify/'] },
      { list: '/correction-verification?filter=completed', opens: '/correction-view-/' },
    ],
  },
  ...Object.entries(REPORT_ROUTES).map(([family, reports]) => ({
    username: 'commissioner.ghmc',
    screens: `${family} reports`,
    paths: reports.map((report) => `/${family}/${report}`),
    files: [],
  })),
  {
    username: 'chasing.cell',
    paths: ['/chasing-dashboard', '/chasing-action-panel', '/chasing-stats', '/chasing-applications', '/cmo-dashboard'],
    files: [],
  },
];

const PUBLIC_PATHS = [
  '/login',
  '/reset-password',
  '/reset-password-verify',
  '/reset-password-new',
  '/password-success',
  '/fee-calculator',
  '/verify-order/TSB-2026-AAAA-BBBB-CCCC',
  '/website-policies',
  '/accessibility-statement',
  '/help',
];

declare global {
  // Window is declared by the DOM library as an interface; adding to it needs one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    __requestsInFlight?: number;
    __settledFrames?: number;
  }
}

/** Counts the page's requests in flight (the console reads everything through fetch), for `settled`. */
async function countRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__requestsInFlight = 0;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      window.__requestsInFlight = (window.__requestsInFlight ?? 0) + 1;
      return send(input, init).finally(() => {
        window.__requestsInFlight = (window.__requestsInFlight ?? 1) - 1;
      });
    };
  });
}

/**
 * A screen has settled: the console drawn, no request in flight and no spinner left, for a few frames running (a
 * screen's second query starts as its first answer renders). It used to wait for the network to be quiet for
 * 500 ms (Playwright's networkidle): half a second more for each of the crawl's visits.
 */
async function settled(page: Page): Promise<void> {
  const isCounting = await page.evaluate(() => {
    window.__settledFrames = 0;
    return window.__requestsInFlight !== undefined;
  });
  if (!isCounting) throw new Error('settled() needs countRequests() on the page before it opened');
  await page.waitForFunction(
    () => {
      const isQuiet =
        document.querySelector('#root > *') !== null &&
        window.__requestsInFlight === 0 &&
        document.querySelector('.mantine-Loader-root') === null;
      window.__settledFrames = isQuiet ? (window.__settledFrames ?? 0) + 1 : 0;
      return window.__settledFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

/** Opens `path` in the loaded console (goInPage) and waits for it to settle. */
async function openInPage(page: Page, path: string): Promise<void> {
  await goInPage(page, path);
  await settled(page);
}

/** The screens of `files`, at the addresses the officer's inbox links lead to. */
async function fileScreens(page: Page, files: readonly TFileScreens[]): Promise<string[]> {
  const paths: string[] = [];
  for (const { list, opens, alsoAt = [] } of files) {
    await openInPage(page, list);
    const link = page.locator(`main a[href*="${opens}"]`).first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    const id = /(\d+)$/.exec(href)?.[1];
    if (!id) throw new Error(`No file id in ${href} on ${list}`);
    paths.push(href, ...alsoAt.map((route) => `${route}${id}`));
  }
  return paths;
}

async function visitEach(page: Page, paths: readonly string[], check: (where: string) => Promise<void>) {
  for (const path of paths) {
    await openInPage(page, path);
    await check(path);
  }
}

test.describe('[LANGUAGES] every route in English and in Telugu (issue 19)', () => {
  test.describe.configure({ timeout: 900_000 });

  test('the public screens: no English left in Telugu, no WCAG 2.1 AA violation in either language', async ({
    page,
  }) => {
    const phrases = await englishPhrases();
    await countRequests(page);
    await page.goto('/login');
    await visitEach(page, PUBLIC_PATHS, (where) => expectWcagClean(page, `${where} (English)`));
    await page.goto('/login');
    await page.getByRole('button', { name: 'తెలుగు' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await visitEach(page, PUBLIC_PATHS, async (where) => {
      await expectNoEnglish(page, phrases, where);
      await expectWcagClean(page, `${where} (Telugu)`);
    });
  });

  for (const officer of OFFICERS) {
    test(`${officer.username}'s ${officer.screens ?? 'screens'}: no English left in Telugu, no WCAG 2.1 AA violation in either language`, async ({
      page,
      browser,
    }) => {
      const phrases = await englishPhrases();
      await countRequests(page);
      await openAs(page, officer.username, officer.paths[0] ?? INBOX);
      const paths = [...officer.paths, ...(await fileScreens(page, officer.files))];
      test.info().annotations.push({ type: 'routes', description: paths.join(' ') });
      await visitEach(page, paths, (where) => expectWcagClean(page, `${where} (English)`));

      const telugu = await (await browser.newContext()).newPage();
      await countRequests(telugu);
      await asTeluguOfficer(telugu);
      await openAs(telugu, officer.username, paths[0] ?? INBOX);
      await expect(telugu.locator('html')).toHaveAttribute('lang', 'te');
      await visitEach(telugu, paths, async (where) => {
        await expectNoEnglish(telugu, phrases, where);
        await expectWcagClean(telugu, `${where} (Telugu)`);
      });
    });
  }

  test('Telugu is drawn in the console’s own font, signed out and in', async ({ page, browser }) => {
    // A screen's chunk loaded Mantine's default font after the console's and Telugu showed as boxes on a computer
    // with no Telugu font (this one), while every check of words and names passed.
    await page.goto('/login');
    await page.getByRole('button', { name: 'తెలుగు' }).click();
    await expect.poll(() => fontsDrawing(page, page.getByText('వినియోగదారు పేరు'))).toContain('Hind Guntur');

    const signedIn = await (await browser.newContext()).newPage();
    await asTeluguOfficer(signedIn);
    await openAs(signedIn, 'site.ghmc', INBOX);
    await untilScreenShown(signedIn);
    const heading = signedIn.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('అనంతర పరిశీలన');
    await expect.poll(() => fontsDrawing(signedIn, heading)).toContain('Hind Guntur');
  });

  test('an officer who switches to Telugu finds it again at the next sign-in', async ({ page, browser }) => {
    // cp.ghmc is signed in by no other browser test: their saved language cannot surprise another test.
    await signIn(page, 'cp.ghmc');
    await page.getByRole('banner').getByRole('button', { name: 'తెలుగు' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();

    const elsewhere = await (await browser.newContext()).newPage();
    await openAs(elsewhere, 'cp.ghmc', '/post-verification');
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'te');
    await elsewhere.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
  });
});
