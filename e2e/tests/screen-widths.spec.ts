import { expect, test, type Locator, type Page } from '../support/csp';
import { asTeluguOfficer, catalogueWords } from '../support/languages';
import { openAs } from '../support/signed-in';
import { dataRows } from '../support/tables';

/** The officers' screens (issue 18): the laptops they have, and the field inspector's phone. */
const SCREENS = [
  { width: 1366, height: 768, isLaptop: true },
  { width: 1440, height: 900, isLaptop: true },
  { width: 360, height: 740, isLaptop: false },
] as const;

type TFit = { overflow: number; unreachable: string[]; cut: string[] };

/**
 * What does not fit the window: how far the document runs past its right edge, the outermost parts past it that
 * no scrolling box of their own brings into view (clipped, out of reach), and every value shown cut short — an
 * element that clips its own text ("VERIFICATION UN…", "20-10-…"). A ticker that moves its text across (the
 * inbox's notice) shows all of it in turn, so it is no cut value.
 */
function measureFit(): TFit {
  const root = document.documentElement;
  const edge = root.clientWidth + 1;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
  const isMoving = (element: Element) => element.getAnimations({ subtree: true }).length > 0;
  const elements = Array.from(document.body.querySelectorAll('*')).filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element.clientWidth > 1,
  );
  const unreachable = elements.filter((element) => {
    const parent = element.parentElement;
    if (element.getBoundingClientRect().right <= edge || (parent && parent.getBoundingClientRect().right > edge)) {
      return false;
    }
    for (let above = parent; above && above !== document.body; above = above.parentElement) {
      if (scrollsSideways(above)) return false;
    }
    return !isMoving(element);
  });
  const cut = elements.filter((element) => {
    if (!element.textContent?.trim() || isMoving(element)) return false;
    const style = getComputedStyle(element);
    const clips = style.textOverflow === 'ellipsis' || style.overflowX === 'hidden' || style.overflowX === 'clip';
    return clips && element.scrollWidth > element.clientWidth + 1;
  });
  return {
    overflow: Math.max(0, root.scrollWidth - root.clientWidth),
    unreachable: unreachable.slice(0, 5).map(describe),
    cut: cut.map(describe),
  };
}

/** Waits for the screen to settle, then asks that nothing runs past the window and nothing is cut. */
async function expectToFit(page: Page) {
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
  await expect.poll(() => page.evaluate(measureFit)).toEqual({ overflow: 0, unreachable: [], cut: [] });
}

/**
 * On a laptop a list fits whole: its last column ends inside the window, with no sideways scrolling of its own. A
 * phone scrolls a list sideways inside its box (the document itself still may not).
 */
async function expectColumnsInWindow(table: Locator, screen: (typeof SCREENS)[number]) {
  if (!screen.isLaptop) return;
  const lastColumn = table.getByRole('columnheader').last();
  await expect
    .poll(() => lastColumn.evaluate((cell) => cell.getBoundingClientRect().right))
    .toBeLessThanOrEqual(screen.width);
}

for (const screen of SCREENS) {
  test.describe(`${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test(`[SCREENS] the inbox at ${screen.width} px: nothing past the window, no status or date cut`, async ({
      page,
    }) => {
      await openAs(page, 'commissioner.ghmc', '/post-verification');
      for (const tab of ['REVIEW', 'DEEMED', 'ALL']) {
        await page.goto(`/post-verification?tab=${tab}`);
        if (screen.isLaptop) {
          const table = page.getByRole('table').first();
          await expect(table.getByRole('row').nth(1)).toBeVisible();
          await expectToFit(page);
          await expectColumnsInWindow(table, screen);
        } else {
          // A phone shows the files as cards (issue 53 §2): each whole in the window, nothing scrolled sideways.
          await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem').first()).toBeVisible();
          await expectToFit(page);
        }
      }
    });

    test(`[SCREENS] a verification screen with its side panel at ${screen.width} px: the form in view, nothing past the window`, async ({
      page,
    }) => {
      await openAs(page, 'site.ghmc', '/post-verification');
      const verify = page.getByRole('link', { name: 'Verify' }).first();
      await page.goto((await verify.getAttribute('href')) ?? '');
      const questions = page.getByRole('group', { name: /^Questions, page \d+ of \d+$/ });
      await expect(questions).toBeVisible();
      await page.getByRole('button', { name: 'Application Details' }).click();
      const summary = page.getByRole('complementary', { name: 'Application summary' });
      await expect(summary.getByRole('heading', { name: 'Plot Details' })).toBeVisible();
      // Opening the panel leaves the officer where they were: the form's first question is still on screen.
      await expect(questions.getByRole('radiogroup').or(questions.getByRole('textbox')).first()).toBeInViewport();
      await expectToFit(page);
      // A laptop has room for the panel beside the form; a phone has not, so it comes below the form (issue 18 §3),
      // and scrolling down reaches all of it without taking the page sideways.
      const gap = async () => {
        const [form, panel] = await Promise.all([questions.boundingBox(), summary.boundingBox()]);
        if (!form || !panel) return Number.NaN;
        return screen.isLaptop ? panel.x - (form.x + form.width) : panel.y - (form.y + form.height);
      };
      await expect.poll(gap).toBeGreaterThanOrEqual(0);
      if (!screen.isLaptop) {
        const lastHeading = summary.getByRole('heading').last();
        await lastHeading.scrollIntoViewIfNeeded();
        await expect(lastHeading).toBeInViewport();
        await expectToFit(page);
      }
    });

    test(`[SCREENS] the sign-in screens in Telugu at ${screen.width} px: the language switch and every word whole`, async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'తెలుగు' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'te');
      // The long Telugu product name beside it squeezed the switch to "Engli".
      for (const path of ['/login', '/change-password', '/reset-password']) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
        await expectToFit(page);
      }
    });

    // A phone scrolls a table sideways inside its box (expectColumnsInWindow): a laptop shows it whole.
    if (screen.isLaptop) {
      test(`[SCREENS] the chasing cell's dashboard in Telugu at ${screen.width} px: its officers' table in the window`, async ({
        page,
      }) => {
        const words = await catalogueWords('te');
        await asTeluguOfficer(page);
        await openAs(page, 'chasing.cell', '/chasing-dashboard');
        // Its Telugu headings, on one line each, took the last two columns past a 1366 px window.
        const table = page.getByRole('table', { name: words('chasing-cell:tables.topDelayingOfficers') });
        await expect(dataRows(table).first()).toBeVisible();
        await expectToFit(page);
        await expectColumnsInWindow(table, screen);
      });
    }

    test(`[SCREENS] a detail screen with every section open and a report at ${screen.width} px`, async ({ page }) => {
      await openAs(page, 'site.ghmc', '/post-verification');
      const verify = page.getByRole('link', { name: 'Verify' }).first();
      const applicationId = (await verify.getAttribute('href'))?.split('/').at(-1) ?? '';
      await page.goto(`/application-details/${applicationId}`);
      const closed = page.getByRole('main').locator('button[aria-expanded="false"]');
      await expect(page.getByRole('region', { name: 'Plot Details' })).toBeVisible();
      while ((await closed.count()) > 0) await closed.first().click();
      await expectToFit(page);

      await openAs(page, 'chasing.cell', '/summary/rejected?start=2020-01-01');
      const list = page.getByRole('table', { name: 'Applications' });
      await expect(dataRows(list).first()).toBeVisible();
      await expectToFit(page);
      await expectColumnsInWindow(list, screen);
      await page.goto('/summary-report');
      await expect(page.getByRole('link', { name: /^Instant Approval, Approved: \d+$/ })).toBeVisible();
      await expectToFit(page);
    });
  });
}
