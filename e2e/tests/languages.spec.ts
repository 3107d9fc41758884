import { expect, test, type Page } from '../support/csp';
import { asTeluguOfficer, englishPhrases, expectNoEnglish, expectWcagClean } from '../support/languages';
import { signIn } from '../support/officer-session';
import { openAs } from '../support/report-session';
import { REPORT_ROUTES } from '../support/report-routes';

/** What each kind of officer opens: their lists, a file's screens (found in their inbox), and their reports. */
const OFFICERS = [
  { username: 'site.ghmc', paths: ['/post-verification', '/post-verification?flow=single-window', '/search'] },
  { username: 'tech.ghmc', paths: ['/post-verification', '/pre-scrutiny', '/correction-verification'] },
  {
    username: 'commissioner.ghmc',
    paths: [
      '/post-verification',
      '/summary-report',
      '/summary/approved',
      '/dashboard',
      '/dashboard-new',
      ...Object.entries(REPORT_ROUTES).flatMap(([family, reports]) => reports.map((report) => `/${family}/${report}`)),
    ],
  },
  {
    username: 'chasing.cell',
    paths: ['/chasing-dashboard', '/chasing-action-panel', '/chasing-stats', '/chasing-applications', '/cmo-dashboard'],
  },
] as const;

const PUBLIC_PATHS = [
  '/login',
  '/reset-password',
  '/fee-calculator',
  '/verify-order/TSB-2026-AAAA-BBBB-CCCC',
  '/website-policies',
  '/accessibility-statement',
  '/help',
];

/** A screen has settled: its data loaded, no spinner left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/** The first file's detail screen and Verify screen in the officer's inbox, as its links lead. */
async function fileScreens(page: Page): Promise<string[]> {
  await page.goto('/post-verification');
  await settled(page);
  const hrefs = async (selector: string) =>
    (await page.locator(`main ${selector}`).evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .filter((href): href is string => href !== null)
      .slice(0, 1);
  return [
    ...(await hrefs('a[href*="application-details"]')),
    ...(await hrefs('a[href*="verification/"], a[href*="Verify/"]')),
  ];
}

async function visitEach(page: Page, paths: readonly string[], check: (where: string) => Promise<void>) {
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    await check(path);
  }
}

test.describe('[LANGUAGES] every route in English and in Telugu (issue 19)', () => {
  test.describe.configure({ timeout: 900_000 });

  test('the public screens: no English left in Telugu, no WCAG 2.1 AA violation in either language', async ({
    page,
  }) => {
    const phrases = await englishPhrases();
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
    test(`${officer.username}'s screens: no English left in Telugu, no WCAG 2.1 AA violation in either language`, async ({
      page,
      browser,
    }) => {
      const phrases = await englishPhrases();
      await openAs(page, officer.username, '/post-verification');
      const paths = [...officer.paths, ...(officer.username === 'chasing.cell' ? [] : await fileScreens(page))];
      await visitEach(page, paths, (where) => expectWcagClean(page, `${where} (English)`));

      const telugu = await (await browser.newContext()).newPage();
      await asTeluguOfficer(telugu);
      await openAs(telugu, officer.username, paths[0] ?? '/post-verification');
      await expect(telugu.locator('html')).toHaveAttribute('lang', 'te');
      await visitEach(telugu, paths, async (where) => {
        await expectNoEnglish(telugu, phrases, where);
        await expectWcagClean(telugu, `${where} (Telugu)`);
      });
    });
  }

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
