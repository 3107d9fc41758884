import { expect, test, type Page } from '../support/csp';
import { openSidebarGroup } from '../support/officer-session';
import { openAs } from '../support/signed-in';

/**
 * WCAG 2.3.3 (Animation from Interactions): an officer whose computer asks for reduced motion gets the console's
 * drawers and the sidebar's groups without their slide; everyone else keeps it. Checked on what stays measurable
 * once the element is open, the transition duration Mantine gives it (a running animation may already have ended
 * on a busy machine by the time a test looks).
 */
const MOTIONS = [
  { reducedMotion: 'no-preference', open: 'with their slide', drawerSlide: '0.25s', groupSlide: '0.2s' },
  { reducedMotion: 'reduce', open: 'without a slide', drawerSlide: '0s', groupSlide: '0s' },
] as const;

/** The sidebar's Dashboards group, opened, and the box its links slide open in. */
async function openDashboardsGroup(page: Page) {
  await openSidebarGroup(page, 'Dashboards');
  const link = page.getByRole('link', { name: 'Application Dashboard' });
  await expect(link).toBeVisible();
  // Mantine's own class for the group's sliding box: the box has no role of its own.
  return page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator('.mantine-NavLink-collapse')
    .filter({ has: link });
}

for (const motion of MOTIONS) {
  test(`[MOTION] prefers-reduced-motion ${motion.reducedMotion}: the sidebar's group and the Proposal Flow drawer open ${motion.open}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: motion.reducedMotion });
    const page = await context.newPage();
    try {
      await openAs(page, 'site.ghmc', '/post-verification');
      await expect(await openDashboardsGroup(page)).toHaveCSS('transition-duration', motion.groupSlide);

      const firstFile = page.getByRole('main').getByRole('row').nth(1);
      await firstFile.getByRole('button').first().click();
      const drawer = page.getByRole('dialog', { name: 'Proposal Flow' });
      await expect(drawer).toBeVisible();
      await expect(drawer).toHaveCSS('transition-duration', motion.drawerSlide);
    } finally {
      await context.close();
    }
  });
}
