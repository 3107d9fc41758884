import { expect, test } from '../support/csp';
import { expectAccessible } from '../support/officer-session';

const PAGES = [
  { path: '/website-policies', title: 'Website Policies', teluguTitle: 'వెబ్‌సైట్ విధానాలు' },
  { path: '/accessibility-statement', title: 'Accessibility Statement', teluguTitle: 'సౌలభ్య ప్రకటన' },
  { path: '/help', title: 'Help & Contact', teluguTitle: 'సహాయం & సంప్రదింపులు' },
  { path: '/sitemap', title: 'Sitemap', teluguTitle: 'సైట్ మ్యాప్' },
];

for (const { path, title, teluguTitle } of PAGES) {
  test(`[SITE-INFO] ${title} is open without signing in, reached from the sign-in page's footer, accessible in both languages`, async ({
    page,
  }) => {
    await page.goto('/login');
    // WCAG 2.4.2: each route has its own title, in the language chosen.
    await expect(page).toHaveTitle('Officer Login — Anumati');
    await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} — Anumati`);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'తెలుగు' }).click();
    await expect(page.getByRole('heading', { level: 1, name: teluguTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${teluguTitle} — అనుమతి`);
    await expectAccessible(page);
  });
}
