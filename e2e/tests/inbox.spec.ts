import { expect, test } from '../support/csp';
import ExcelJS from 'exceljs';
import { expectAccessible, signIn } from '../support/officer-session';
import { openSignedIn } from '../support/signed-in';

test('[INBOX] names the review tab by role', async ({ browser }) => {
  for (const [username, tab] of [
    ['tpso.boduppal', 'Under Process'],
    ['acp.ghmc', 'Under Process Above 200 Sqm'],
    ['title.boduppal', 'Review'],
  ] as const) {
    const page = await browser.newPage();
    await openSignedIn(page, username);
    const reviewTab = page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) });
    await expect(reviewTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Submissions' })).toBeVisible();
    // The tab's count is the list's total.
    const count = (await reviewTab.getAttribute('aria-label'))?.match(/\((\d+)\)$/)?.[1];
    if (Number(count) > 0) await expect(page.getByText(new RegExp(`^\\d+ - \\d+ / ${count}$`))).toBeVisible();
    else await expect(page.getByRole('img', { name: 'Nothing waiting for you' })).toBeVisible();
    await page.close();
  }
});

test('[INBOX] the list fits an officer’s 1366 px laptop: every column on screen, no badge cut short', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await openSignedIn(page, 'commissioner.ghmc');
  for (const tab of ['DEEMED', 'REVIEW', 'ALL']) {
    await page.goto(`/post-verification?tab=${tab}`);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const lastHeading = table.getByRole('columnheader').last();
    const right = await lastHeading.evaluate((cell) => cell.getBoundingClientRect().right);
    expect(right, `${tab}: the last column ends inside the window`).toBeLessThanOrEqual(1366);
    // A badge whose text does not fit shows "…": nothing in a cell may be cut.
    const cut = await table.evaluate((element) =>
      Array.from(element.querySelectorAll('td *'))
        .filter((cell) => getComputedStyle(cell).overflow === 'hidden' && cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    );
    expect(cut, `${tab}: no text cut short`).toEqual([]);
  }
  await page.close();
});

test('[INBOX] searches by applicant name and keeps the search across a reload', async ({ page }) => {
  await openSignedIn(page, 'site.boduppal');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText('HMDA/');
  const applicant = (await firstRow.locator('p').first().textContent())?.trim() ?? '';
  await page.getByLabel('Search', { exact: true }).fill(applicant);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(applicant).replace(/%20/g, '(\\+|%20)')}`));
  const rows = page.getByRole('row').filter({ hasText: 'HMDA/' });
  await expect(rows.first()).toContainText(applicant);
  // Waits for the list to settle: no row without the name remains.
  await expect(rows.filter({ hasNotText: applicant })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(applicant);
  await expect(page.getByRole('row').nth(1)).toContainText(applicant);
});

test('[INBOX] sorts by received date both ways and pages by 10', async ({ page }) => {
  await openSignedIn(page, 'site.ghmc');
  await expect(page.getByRole('row').nth(1)).toContainText('GHMC/');
  const dates = async () =>
    (await page.getByRole('row').locator('td:nth-child(3)').allTextContents()).map((text) =>
      text.split('-').reverse().join(''),
    );
  await expect(async () => {
    const ascending = await dates();
    expect(ascending).toEqual([...ascending].sort());
    expect(ascending.length).toBeLessThanOrEqual(10);
  }).toPass();
  await page.getByText('Received Date', { exact: true }).click();
  await expect(page).toHaveURL(/order=DESC/);
  await expect(async () => {
    const descending = await dates();
    expect(descending).toEqual([...descending].sort().reverse());
  }).toPass();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.goBack();
  // Page 1 and the default order are left out of the address; going back keeps the order chosen.
  await expect(page).not.toHaveURL(/page=/);
  await expect(page).toHaveURL(/order=DESC/);
});

test('[INBOX] Verify leads to the officer’s verification screen; submitted files show the notice', async ({ page }) => {
  await openSignedIn(page, 'title.ghmc');
  const verify = page.getByRole('link', { name: 'Verify' }).first();
  await expect(verify).toHaveAttribute('href', /^\/title-verification\/\d+$/);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await expect(page).toHaveURL(/tab=SUBMISSIONS/);
  await expect(page.getByText('Already submitted').first()).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);
});

test('[INBOX] officers whom routing ranks behind a colleague have a file to verify in the demo', async ({
  browser,
}) => {
  for (const [username, route] of [
    ['zonal.ghmc', /^\/commissioner-verification\/\d+$/],
    ['deputy.ghmc', /^\/commissioner-verification\/occ\/\d+$/],
    ['fao.suryapet', /^\/commissioner-verification\/\d+$/],
    ['cptech.ghmc', /^\/technical-verification\/\d+$/],
    ['sectionhead.ghmc', /^\/(site|technical)-verification\/\d+$/],
    ['rnb.hyderabad', /^\/sw-line-verification\/\d+$/],
  ] as const) {
    const page = await browser.newPage();
    await openSignedIn(page, username);
    const verify = page.getByRole('link', { name: 'Verify' }).first();
    await expect(verify, username).toHaveAttribute('href', route);
    await page.close();
  }
});

test('[INBOX] filters by application type and due-day colour, and clears the filter', async ({ page }) => {
  await openSignedIn(page, 'site.ghmc');
  await expect(page.getByRole('row').nth(1)).toContainText('GHMC/');
  const typeCells = page.getByRole('row').locator('td:nth-child(5)');
  const type = (await typeCells.first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Filter applications' });
  await panel.getByLabel(type, { exact: true }).check();
  await panel.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/type=/);
  await expect(typeCells.first()).toHaveText(type);
  await expect(typeCells.filter({ hasNotText: type })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await panel.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page).not.toHaveURL(/type=/);

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await panel.getByLabel('Red (0 to 3 days)').check();
  await panel.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/due=red/);
  await page.reload();
  await expect(page).toHaveURL(/due=red/);
});

test('[INBOX] the proposal flow shows the officers of each stage', async ({ page }) => {
  await openSignedIn(page, 'site.ghmc');
  const firstId = page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^GHMC\// });
  await firstId.click();
  const panel = page.getByRole('dialog', { name: 'Proposal Flow' });
  await expect(panel.getByText(/^SITE VERIFICATION \(L1\)$/).first()).toBeVisible();
  await expect(panel.getByText('Ramesh Goud · Site Inspector').first()).toBeVisible();
  await expect(panel.getByText(/File received: \d{2}-\d{2}-\d{4}/).first()).toBeVisible();
});

test('[INBOX] the single-window list shows only single-window files, Action Required first', async ({ page }) => {
  await openSignedIn(page, 'tech.ghmc');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Single Window' }).click();
  await expect(page.getByRole('heading', { name: 'Single Window' })).toBeVisible();
  await expect(page).toHaveURL(/flow=single-window/);
  await expect(page.getByRole('tab', { name: 'Action Required' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page).toHaveURL(/tab=ALL.*flow=single-window|flow=single-window.*tab=ALL/);
  const typeCells = page.getByRole('row').locator('td:nth-child(5)');
  await expect(typeCells.first()).toHaveText('Single Window');
  await expect(typeCells.filter({ hasNotText: 'Single Window' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Single Window' })).toBeVisible();
});

test('[INBOX] exports the page, and all data after confirming, as an .xlsx whose rows match', async ({ page }) => {
  await openSignedIn(page, 'site.ghmc');
  await expect(page.getByRole('row').nth(1)).toContainText('GHMC/');
  const shownIds = await page
    .getByRole('row')
    .getByRole('button', { name: /^GHMC\// })
    .allTextContents();
  const rowsOf = async (path: string) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  const pageDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const pageFile = await pageDownload;
  expect(pageFile.suggestedFilename()).toBe('Applications.xlsx');
  const pageRows = await rowsOf(await pageFile.path());
  expect(pageRows[0]?.[4]).toBe('Application Id');
  expect(pageRows.slice(1).map((row) => row[4])).toEqual(shownIds);

  await page.getByRole('button', { name: 'Export all data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export all data' });
  const allDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const allRows = await rowsOf(await (await allDownload).path());
  const total = Number((await page.getByText(/^\d+ - \d+ \/ \d+$/).textContent())?.split('/ ')[1]);
  expect(allRows).toHaveLength(total + 1);
});

test('[INBOX] warns about the penalty once a session, and shows the deemed dates on the Deemed tab', async ({
  page,
}) => {
  await signIn(page, 'commissioner.ghmc');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Post Verification' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Alert' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Deemed' }).click();
  await expect(page.getByRole('columnheader', { name: 'Deemed Action Due Date' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Action', exact: true })).toBeVisible();
});

test('[INBOX] an officer who submits fees is reminded of CLU charges before verifying; GHMC shows the C&D notice', async ({
  page,
}) => {
  await openSignedIn(page, 'tpso.ghmc');
  await expect(page.getByRole('note', { name: 'Notice' })).toContainText('Construction and demolition waste');
  const verify = page.getByRole('link', { name: 'Verify' }).first();
  const route = (await verify.getAttribute('href')) ?? '';
  await verify.click();
  const reminder = page.getByRole('dialog', { name: 'CLU Fee Reminder' });
  await expect(reminder).toContainText('change of land use (CLU) charges');
  await reminder.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(route);
});

test('[INBOX] officers without the fee action go straight to the file; others see no C&D notice', async ({ page }) => {
  await openSignedIn(page, 'site.boduppal');
  await expect(page.getByRole('note', { name: 'Notice' })).toHaveCount(0);
  const verify = page.getByRole('link', { name: 'Verify' }).first();
  const route = (await verify.getAttribute('href')) ?? '';
  await verify.click();
  await expect(page).toHaveURL(route);
  await expect(page.getByRole('dialog', { name: 'CLU Fee Reminder' })).toHaveCount(0);
});

test.describe('[INBOX] with the officers’ clock', () => {
  // Received dates are India's calendar days, as the officers read them.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('[INBOX] filters by application status and by received date', async ({ page }) => {
    await openSignedIn(page, 'site.ghmc');
    await page.getByRole('tab', { name: /^All/ }).click();
    const statusCells = page.getByRole('row').locator('td:nth-child(8)');
    const filterButton = page.getByRole('button', { name: 'Filter', exact: true });
    const panel = page.getByRole('dialog', { name: 'Filter applications' });

    await filterButton.click();
    await panel.getByLabel('VERIFICATION UNDER PROGRESS', { exact: true }).check();
    await panel.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(/status=VERIFICATION_UNDER_PROGRESS/);
    await expect(statusCells.first()).toHaveText('VERIFICATION UNDER PROGRESS');
    await expect(statusCells.filter({ hasNotText: 'VERIFICATION UNDER PROGRESS' })).toHaveCount(0);
    await filterButton.click();
    await panel.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(page).not.toHaveURL(/status=/);

    const receivedCells = page.getByRole('row').locator('td:nth-child(3)');
    const received = (await receivedCells.first().textContent()) ?? '';
    const [day, month, year] = received.split('-');
    await filterButton.click();
    await panel.getByLabel('Received Date').fill(`${year}-${month}-${day}`);
    await panel.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`date=${year}-${month}-${day}`));
    await expect(receivedCells.first()).toHaveText(received);
    await expect(receivedCells.filter({ hasNotText: received })).toHaveCount(0);
  });
});
