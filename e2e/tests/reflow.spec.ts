import { expect, test, type Locator, type Page } from '../support/csp';
import { openAs } from '../support/signed-in';

/**
 * Issue 19 (GIGW 3.0, WCAG 1.4.10 Reflow and 1.4.4 Resize text): the console at 320 px width and at 200 % zoom.
 * Browser zoom lays the page out in a CSS viewport divided by the zoom, so 200 % on a 1366 x 768 laptop is a
 * 683 x 384 CSS px viewport, which is what is emulated here; deviceScaleFactor would not do, as it only draws each
 * CSS pixel with more device pixels and leaves the layout at 1366 CSS px, where nothing has to reflow.
 */
const VIEWPORTS = [
  { name: '320 px wide', viewport: { width: 320, height: 640 } },
  { name: '200 % zoom of a 1366 x 768 screen', viewport: { width: 683, height: 384 } },
] as const;

const INSPECTOR = 'site.ghmc';

/** The first file the officer's inbox lists, through its Verify link. */
const firstVerify = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Verify' }).first();

/**
 * A screen with what the officer must still see and reach there: its main heading, its primary action and the
 * language switch (on the page before sign-in, in the officer's menu of the narrow top bar after).
 */
type TScreen = {
  name: string;
  username: string | null;
  open: (page: Page) => Promise<void>;
  primaryAction: (page: Page) => Locator;
};

const SCREENS: readonly TScreen[] = [
  {
    name: 'the sign-in page',
    username: null,
    open: async (page) => {
      await page.goto('/login');
    },
    primaryAction: (page) => page.getByRole('button', { name: 'Continue' }),
  },
  {
    name: 'the inbox',
    username: INSPECTOR,
    open: async (page) => {
      await page.goto('/post-verification');
    },
    primaryAction: firstVerify,
  },
  {
    name: 'a verification screen',
    username: INSPECTOR,
    open: async (page) => {
      await page.goto('/post-verification');
      await page.goto((await firstVerify(page).getAttribute('href')) ?? '');
    },
    primaryAction: (page) => page.getByRole('button', { name: 'Add Note Sheet' }),
  },
  {
    name: 'a report',
    username: 'commissioner.ghmc',
    open: async (page) => {
      await page.goto('/summary-report');
    },
    primaryAction: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /^View All / })
        .first(),
  },
];

/**
 * Wholly on screen once scrolled to: nothing the officer needs is cut off at the side. Scrolled to the middle:
 * Chromium leaves an element lying across the fold where it is when asked to scroll to it only "if needed".
 */
async function expectReachable(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  await expect(target).toBeInViewport({ ratio: 1 });
}

for (const { name: viewportName, viewport } of VIEWPORTS) {
  for (const screen of SCREENS) {
    test(`[REFLOW] ${screen.name} at ${viewportName}: no sideways scrolling, the heading, the main action and the language switch reachable`, async ({
      browser,
    }) => {
      const page = await (await browser.newContext({ viewport })).newPage();
      if (screen.username) await openAs(page, screen.username, '/post-verification');
      await screen.open(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);

      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
          message: 'the document is wider than the window',
        })
        .toBeLessThanOrEqual(1);
      await expectReachable(page.getByRole('heading', { level: 1 }).first());
      await expectReachable(screen.primaryAction(page));
      // Signed in, the narrow top bar keeps the switch in the officer's menu.
      if (screen.username) {
        await page
          .getByRole('banner')
          .getByRole('button', { name: /account, language and text size/ })
          .click();
      }
      await expectReachable(page.getByRole('button', { name: 'తెలుగు' }));
    });
  }
}
