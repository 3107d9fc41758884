import { expect, test } from '../support/csp';
import { expectAccessible } from '../support/officer-session';
import { openAs } from '../support/signed-in';

test('[SEARCH] finds an application by file number and by applicant name', async ({ page }) => {
  await openAs(page, 'chasing.cell', '/summary-report');
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Search applications' });
  await expect(box).toHaveAttribute('placeholder', 'Search by application file number (or) applicant name');
  await box.fill('HMDA/SW/');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=HMDA/);
  const results = page.getByRole('table', { name: /^Results for/ });
  const first = results.getByRole('row').nth(1);
  await expect(first).toContainText('HMDA/SW/');
  const identifier = (await first.getByRole('cell').nth(2).locator('p').first().textContent())?.trim() ?? '';
  const applicant = (await first.getByRole('cell').nth(2).locator('p').nth(1).textContent())?.trim() ?? '';
  await expect(results.getByRole('columnheader', { name: 'Penalty' })).toBeVisible();
  await expect(first.getByRole('img', { name: /^(Held past its due date|Within time)$/ })).toBeVisible();
  await expect(first.getByRole('cell').nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expectAccessible(page);

  await box.fill(identifier);
  await page.getByRole('button', { name: 'Run search' }).click();
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('row').nth(1)).toContainText(applicant);

  await box.fill(applicant);
  await box.press('Enter');
  await expect(results.getByRole('row').filter({ hasText: identifier })).toHaveCount(1);
  await expect(
    results
      .getByRole('row')
      .filter({ hasNotText: applicant })
      .filter({ has: page.getByRole('cell') }),
  ).toHaveCount(0);
});

test('[SEARCH] says so when nothing matches, and a ULB officer finds only their own ULB’s files', async ({ page }) => {
  await openAs(page, 'site.ghmc', '/post-verification');
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Search applications' });
  await box.fill('no-such-application-xyz');
  await box.press('Enter');
  await expect(page.getByText('No results to display, try a different keyword for searching.')).toBeVisible();
  await box.fill('HMDA/SW/');
  await box.press('Enter');
  await expect(page.getByText('No results to display, try a different keyword for searching.')).toBeVisible();
  await box.fill('GHMC/');
  await box.press('Enter');
  await expect(
    page
      .getByRole('table', { name: /^Results for/ })
      .getByRole('row')
      .nth(1),
  ).toContainText('GHMC/');
});
