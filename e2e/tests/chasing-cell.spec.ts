import { expect, test } from '../support/csp';
import { graphqlAs } from '../support/officer-api';
import { expectAccessible } from '../support/officer-session';
import { openAs } from '../support/signed-in';
import { dataRows } from '../support/tables';

test('[CHASING] the chasing cell’s sidebar and dashboard: delays now, day-17 alerts, the top delaying officers', async ({
  page,
}) => {
  await openAs(page, 'chasing.cell', '/summary-report');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const item of [
    'Dashboard',
    'Action Panel',
    'Summary Report',
    'Building Plan Applications',
    'Building Plans',
    'Building Plans (Single Window)',
  ]) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Post Verification' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Chasing Cell Dashboard' })).toBeVisible();
  // Files held past due date counts distinct files, as the API's chasing figures do (issue 14).
  const figures = await graphqlAs<{ chasingFigures: { filesHeldPastDue: number; turnsHeldPastDue: number } }>(
    page,
    '{ chasingFigures(filter: { startDate: "2020-01-01" }) { filesHeldPastDue turnsHeldPastDue } }',
  );
  const filesCard = page.getByText('Files held past due date').locator('..');
  await expect(filesCard).toContainText(String(figures.data.chasingFigures.filesHeldPastDue));
  expect(figures.data.chasingFigures.filesHeldPastDue).toBeLessThanOrEqual(
    figures.data.chasingFigures.turnsHeldPastDue,
  );
  const officers = page.getByRole('table', { name: 'Top delaying officers per municipality' });
  await expect(officers.getByRole('row').nth(1)).toContainText(/₹/);
  // At most three officers a municipality, ranked from 1.
  const ranks = await officers.getByRole('row').locator('td:nth-child(1)').allTextContents();
  expect(ranks.every((rank) => ['1', '2', '3'].includes(rank.trim()))).toBe(true);
  await expectAccessible(page);
});

test('[CHASING] the action panel lists who holds which file past its due date, and by how many days', async ({
  page,
}) => {
  await openAs(page, 'chasing.cell', '/summary-report');
  await page.getByRole('link', { name: 'Action Panel', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Action Panel' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Turns held past their due date' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(/\d+ days/);
  const days = await table.getByRole('row').locator('td:nth-child(10)').allTextContents();
  const numbers = days.map((text) => Number.parseInt(text, 10));
  expect(numbers.every((value) => value > 0)).toBe(true);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

  // The figures are the server's own: the longest delay on screen is the first the API lists.
  const answer = await graphqlAs<{
    delayedFiles: {
      totalCount: number;
      fileCount: number;
      records: { applicationIdentifier: string; daysDelayed: number }[];
    };
  }>(page, '{ delayedFiles(perPage: 1) { totalCount fileCount records { applicationIdentifier daysDelayed } } }');
  const top = answer.data.delayedFiles.records[0];
  await expect(first.getByRole('cell').nth(1)).toHaveText(top?.applicationIdentifier ?? '');
  await expect(page.getByText(new RegExp(`/ ${answer.data.delayedFiles.totalCount}$`))).toBeVisible();
  // Turns where it says turns, files where it says files (issue 14).
  const { totalCount, fileCount } = answer.data.delayedFiles;
  await expect(page.getByText(`${totalCount} turns on ${fileCount} files`)).toBeVisible();
  expect(fileCount).toBeLessThanOrEqual(totalCount);
  await expect(first.getByRole('link')).toHaveAttribute(
    'href',
    /^\/(application-details|compoundWall-application-details)\//,
  );
  await expect(page.getByRole('table', { name: /^Day-17 alerts/ })).toBeVisible();
  await expectAccessible(page);
});

test('[CHASING] building plan applications by type, statistics, the performance report and the CMO dashboard', async ({
  page,
}) => {
  test.slow();
  await openAs(page, 'chasing.cell', '/summary-report');
  await page.getByRole('link', { name: 'Building Plan Applications' }).click();
  for (const tab of ['Instant Registration', 'Instant Approval', 'Single Window']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: `${tab} since 2020` })).toBeAttached();
    await expect(page.getByRole('table', { name: 'Held past their due date' })).toBeVisible();
  }
  await expectAccessible(page);
  await page.goto('/chasing-stats');
  await expect(
    page.getByRole('table', { name: 'Stages and departments' }).getByRole('row', { name: /SITE VERIFICATION/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto('/performance-report');
  await expect(dataRows(page.getByRole('table', { name: 'Officer performance' })).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/cmo-dashboard');
  await expect(page.getByRole('list', { name: 'Departments' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Processing leaderboard' }).getByRole('row').nth(1)).toContainText('1');
  await expect(page.getByRole('table', { name: /^Revenue leaderboard/ })).toBeVisible();
  await expectAccessible(page);
});

test('[CHASING] offices without reports get none', async ({ page }) => {
  await openAs(page, 'site.ghmc', '/post-verification');
  await expect(page.getByRole('button', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/chasing-action-panel');
  await expect(page.getByRole('alert')).toContainText('Reports are not available for your office');
});
