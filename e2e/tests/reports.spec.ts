import { expect, test, type Page } from '../support/csp';
import ExcelJS from 'exceljs';
import { listedApplications } from '../support/report-api';
import { expectAccessible, openSidebarGroup } from '../support/officer-session';
import { goInPage } from '../support/in-page';
import { openAs } from '../support/signed-in';
import { REPORT_ROUTES } from '../support/report-routes';
import { dataRows } from '../support/tables';

const TYPES = [
  { label: 'Instant Approval', key: 'SELF CERTIFICATION' },
  { label: 'Instant Registration', key: 'REGISTRATION' },
  { label: 'Single Window', key: 'SINGLE WINDOW' },
  { label: 'Occupancy', key: 'OCCUPANCY' },
] as const;
const BUCKETS = [
  { title: 'Approved', status: 'APPROVED' },
  { title: 'Rejected', status: 'REJECTED' },
  { title: 'Verification Under Process', status: 'VERIFICATION_UNDER_PROGRESS' },
  { title: 'With Citizen', status: 'WITH_CITIZEN' },
  { title: 'Deemed', status: 'DEEMED' },
] as const;

/** The number in a summary cell, found by its accessible name ("Instant Approval, Approved: 15"). */
async function cell(page: Page, row: string, bucket: string): Promise<number> {
  const link = page.getByRole('link', { name: new RegExp(`^${row}, ${bucket}: \\d+$`) });
  return Number(await link.textContent());
}

/** The summary's cells equal the applications counted one by one, within what the officer may see. */
async function expectSummaryMatchesApplications(page: Page, scope: { ulbs?: string[]; districts?: string[] } = {}) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: /^Instant Approval, Approved: \d+$/ })).toBeVisible();
    for (const type of TYPES) {
      for (const bucket of BUCKETS) {
        const fresh = await listedApplications(page, {
          applicationStatus: bucket.status,
          applicationType: type.key,
          ...scope,
        });
        expect(await cell(page, type.label, bucket.title), `${type.label}, ${bucket.title}`).toBe(fresh);
      }
    }
  }).toPass({ timeout: 60_000 });
}

const summaryRow = (page: Page, label: string) =>
  page.getByRole('table', { name: 'Summary by application type' }).getByRole('row', { name: new RegExp(`^${label}`) });
/** A row's cells, the Total row's included (its cells are column footers). */
const cellsOf = (row: ReturnType<Page['locator']>) => row.locator('td, th');

test('[REPORTS] the state-level monitor’s summary matches the applications, with efficiency to 2 decimals', async ({
  page,
}) => {
  test.slow();
  // The chasing cell is sent from the post-verification list to the summary report (spec 1 §2.2).
  await openAs(page, 'chasing.cell', '/post-verification');
  await expect(page).toHaveURL(/\/summary-report$/);
  await expect(page.getByRole('search', { name: 'Report filters' })).toBeVisible();
  await expectSummaryMatchesApplications(page);
  // Efficiency = approved / received × 100 to 2 decimals, in each row and in the Total; the outcome columns
  // (approved, rejected, under process, with citizen, deemed, withdrawn) add up to Received (issue 14).
  for (const label of ['Instant Approval', 'Single Window', 'Total']) {
    const cells = cellsOf(summaryRow(page, label));
    const received = Number(await cells.nth(1).textContent());
    const approved = Number(await cells.nth(2).textContent());
    await expect(cells.nth(8)).toHaveText((received ? (approved / received) * 100 : 0).toFixed(2));
    const outcomes = await Promise.all(
      [2, 3, 4, 5, 6, 7].map(async (index) => Number(await cells.nth(index).textContent())),
    );
    expect(
      outcomes.reduce((sum, count) => sum + count, 0),
      label,
    ).toBe(received);
  }
  // Every chart has its numbers as a table for screen readers.
  await expect(page.getByRole('table', { name: 'Single Window' })).toBeAttached();
  await expectAccessible(page);
});

test('[REPORTS] a summary cell opens the right list, and the list pages by 10', async ({ page }) => {
  await openAs(page, 'chasing.cell', '/summary-report');
  const count = await cell(page, 'Single Window', 'Verification Under Process');
  await page.getByRole('link', { name: `Single Window, Verification Under Process: ${count}` }).click();
  await expect(page).toHaveURL(/\/summary\/verification\?type=SINGLE\+WINDOW&start=2020-01-01/);
  await expect(page.getByRole('heading', { name: 'VERIFICATION APPLICATIONS' })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Single Window (${count})` })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Total \(\d+\)$/ })).toBeDisabled();
  const rows = page.getByRole('table', { name: 'Applications' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Single Window');
  expect(await rows.count()).toBeLessThanOrEqual(11);
  await expect(page.getByText(new RegExp(`/ ${count}$`))).toBeVisible();
  await expect(page.getByRole('link', { name: /^View / }).first()).toHaveAttribute(
    'href',
    /^\/application-details\/\d+$/,
  );
  // The search asks the server: a file on the last page is found from page 1, the count follows, a reload keeps it.
  const lastPage = Math.ceil(count / 10);
  expect(lastPage).toBeGreaterThan(1);
  await page.goto(`${page.url()}&page=${lastPage}`);
  const farId = (await rows.nth(1).getByRole('cell').nth(1).innerText()).trim();
  await page.goto(page.url().replace(`&page=${lastPage}`, ''));
  await expect(rows.nth(1)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search applications' }).fill(farId);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(farId).replace(/%20/g, '\\+')}`));
  await expect(rows.filter({ has: page.getByRole('cell') })).toHaveCount(1);
  await expect(rows.nth(1)).toContainText(farId);
  await expect(page.getByText(/\/ 1$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search applications' })).toHaveValue(farId);
  await expect(rows.nth(1)).toContainText(farId);
  await expectAccessible(page);
});

test('[REPORTS] a summary list at 1366 px shows every remark whole', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  // The demo's rejections, applied 12 days ago or more: the list is newest first, and files other tests reject
  // while this one runs (applied today) would otherwise fill its first page with their short remarks.
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await openAs(page, 'chasing.cell', `/summary/rejected?start=2020-01-01&end=${twoDaysAgo}`);
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(dataRows(table).first()).toBeVisible();
  // Rejections carry a remark; none may be clamped or clipped (the issue saw "TPSO OFFIC…").
  const { column, remarks } = await table.evaluate((element) => {
    const headers = Array.from(element.querySelectorAll('thead th')).map((cell) => cell.textContent?.trim());
    const remarksColumn = headers.indexOf('Remarks');
    return {
      column: remarksColumn,
      remarks: Array.from(element.querySelectorAll('tbody tr')).map((row) => {
        const text = row.children[remarksColumn]?.firstElementChild;
        return {
          text: text?.textContent ?? '',
          isCut: !text || text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1,
        };
      }),
    };
  });
  expect(column, 'the list has a Remarks column').toBeGreaterThanOrEqual(0);
  expect(remarks.map((remark) => remark.text).filter((text) => text.length > 20)).not.toEqual([]);
  expect(remarks.filter((remark) => remark.isCut)).toEqual([]);
  await page.close();
});

test('[REPORTS] filters cascade: districts after an authority, ULBs after a district; clearing clears below', async ({
  page,
}) => {
  test.slow();
  await openAs(page, 'chasing.cell', '/summary-report');
  const bar = page.getByRole('search', { name: 'Report filters' });
  await expect(bar.getByRole('combobox', { name: 'District' })).toBeDisabled();
  await expect(bar.getByRole('combobox', { name: 'ULB' })).toBeDisabled();
  await bar.getByRole('combobox', { name: 'Authority' }).click();
  await page.getByRole('option', { name: 'HMDA', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(bar.getByRole('combobox', { name: 'District' })).toBeEnabled();
  await expect(bar.getByRole('combobox', { name: 'ULB' })).toBeDisabled();
  await bar.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('option', { name: 'Medchal-Malkajgiri', exact: true }).click();
  await page.keyboard.press('Escape');
  await bar.getByRole('combobox', { name: 'ULB' }).click();
  await page.getByRole('option', { name: 'Boduppal Municipal Corporation', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/ulb=Boduppal/);
  await expectSummaryMatchesApplications(page, { ulbs: ['Boduppal Municipal Corporation'] });

  // Backspace takes the last choice off, as a keyboard user clears a select.
  await bar.getByRole('combobox', { name: 'Authority' }).click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/district=|ulb=/);
  await expect(bar.getByRole('combobox', { name: 'District' })).toBeDisabled();
  await expect(bar.getByRole('combobox', { name: 'ULB' })).toBeDisabled();

  // All stands alone: it disables the single choices.
  await bar.getByRole('combobox', { name: 'Authority' }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await expect(page.getByRole('option', { name: 'GHMC', exact: true })).toHaveAttribute('aria-disabled', 'true');
});

test('[REPORTS] a district-bound collector has the authority and district preset and locked', async ({ page }) => {
  test.slow();
  await openAs(page, 'collector.suryapet', '/summary-report');
  const bar = page.getByRole('search', { name: 'Report filters' });
  await expect(bar.getByRole('combobox', { name: 'Authority' })).toBeDisabled();
  await expect(bar.getByRole('combobox', { name: 'District' })).toBeDisabled();
  await expect(bar.getByText('Suryapet', { exact: true })).toBeVisible();
  await expect(bar.getByRole('combobox', { name: 'ULB' })).toBeEnabled();
  await expectSummaryMatchesApplications(page, { districts: ['Suryapet'] });
  await expectAccessible(page);
  // The URL cannot unlock them.
  await page.goto('/summary-report?district=Hyderabad');
  await expect(bar.getByText('Suryapet', { exact: true })).toBeVisible();
});

test('[REPORTS] a ULB-bound commissioner has no filter bar and sees only their ULB', async ({ page }) => {
  test.slow();
  await openAs(page, 'commissioner.ghmc', '/post-verification');
  await openSidebarGroup(page, 'Reports');
  await page.getByRole('link', { name: 'Summary Report' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics for Summary Report' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Report filters' })).toHaveCount(0);
  await expectSummaryMatchesApplications(page, { ulbs: ['GHMC'] });
  await page.getByRole('link', { name: /^Instant Approval, Verification Under Process: \d+$/ }).click();
  await expect(page.getByRole('button', { name: 'Filter' })).toHaveCount(0);
  const ulbCells = page.getByRole('table', { name: 'Applications' }).getByRole('row').locator('td:nth-child(4)');
  // Polls until the rows on screen are the filtered ones (a read-once could see the list before it settles).
  await expect.poll(async () => [...new Set(await ulbCells.allTextContents())]).toEqual(['GHMC']);
});

test('[REPORTS] the dashboard links lead to the console’s reports; Revenue only for the commissioner’s rank', async ({
  page,
}) => {
  await openAs(page, 'commissioner.ghmc', '/post-verification');
  await openSidebarGroup(page, 'Dashboards');
  await expect(page.getByRole('link', { name: 'Revenue Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Application Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Pendency Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'VERIFICATION APPLICATIONS' })).toBeVisible();

  await openAs(page, 'collector.suryapet', '/summary-report');
  await openSidebarGroup(page, 'Dashboards');
  await expect(page.getByRole('link', { name: 'Tickets Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Revenue Dashboard' })).toHaveCount(0);
});

test('[REPORTS] every officer but the chasing cell has the dashboards; the final approving officer reads revenue', async ({
  page,
}) => {
  // A site inspector's office has no reports (spec 1 §6): the dashboards only, over their own ULB.
  await openAs(page, 'site.ghmc', '/post-verification');
  await openSidebarGroup(page, 'Dashboards');
  await expect(page.getByRole('link', { name: 'Revenue Dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Application Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Summary of building plans' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Instant Approval' }).getByRole('cell', { name: 'Received' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reports' })).toHaveCount(0);

  await openAs(page, 'fao.suryapet', '/post-verification');
  await openSidebarGroup(page, 'Dashboards');
  await page.getByRole('link', { name: 'Revenue Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Revenue Dashboard' })).toBeVisible();
  const fees = page.getByRole('table', { name: 'Fees by ULB and application type' });
  await expect(fees.getByRole('row', { name: /^Suryapet/ }).first()).toBeVisible();
  await expect(page.getByText(/^₹ [\d,]+\.\d{2}$/).first()).toBeVisible();
  await expectAccessible(page);

  await openAs(page, 'vc.nuda', '/post-verification');
  await openSidebarGroup(page, 'Dashboards');
  await expect(page.getByRole('link', { name: 'Revenue Dashboard' })).toBeVisible();

  await openAs(page, 'chasing.cell', '/summary-report');
  await expect(page.getByRole('heading', { name: 'Analytics for Summary Report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dashboards' })).toHaveCount(0);
});

test('[REPORTS] the summary list’s filter drawer applies one authority, district and ULB at a time', async ({
  page,
}) => {
  await openAs(page, 'chasing.cell', '/summary/verification');
  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter applications' });
  await drawer.getByRole('combobox', { name: 'Authority' }).click();
  await page.getByRole('option', { name: 'GHMC', exact: true }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'District' }).click();
  await drawer.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('option', { name: 'Hyderabad', exact: true }).click();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/authority=GHMC&district=Hyderabad/);
  const districts = page.getByRole('table', { name: 'Applications' }).getByRole('row').locator('td:nth-child(5)');
  // Polls until the rows on screen are the filtered ones: the old page stays listed while the filter loads.
  await expect.poll(async () => [...new Set(await districts.allTextContents())]).toEqual(['Hyderabad']);
});

test('[REPORTS] the monthly report compares the ticked months and totals them', async ({ page }) => {
  await openAs(page, 'chasing.cell', '/building-permissions/monthly-report');
  const year = new Date().getFullYear();
  await expect(
    page.getByRole('heading', { name: `Financial Year ${year} - Building Plan Applications` }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Applications by Month' });
  await expect(table.getByRole('row', { name: /^Grand Total/ })).toBeVisible();
  const compare = page.getByRole('button', { name: 'Compare' });
  await expect(compare).toBeDisabled();
  const boxes = table.getByRole('checkbox', { name: /^Select [A-Z][a-z]+ \d{4}$/ });
  const count = await boxes.count();
  const months = [
    ((await boxes.nth(count - 1).getAttribute('aria-label')) ?? '').replace('Select ', ''),
    ((await boxes.nth(count - 2).getAttribute('aria-label')) ?? '').replace('Select ', ''),
  ];
  await boxes.nth(count - 1).check();
  await expect(compare).toBeDisabled();
  await boxes.nth(count - 2).check();
  await expect(compare).toBeEnabled();
  await compare.click();
  const dialog = page.getByRole('dialog', { name: 'Compare the summary of selected months' });
  await expect(dialog).toBeVisible();
  for (const month of months) await expect(dialog.getByRole('cell', { name: month, exact: true })).toBeAttached();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // The year picker offers this year and the 4 before it.
  await page.getByRole('combobox', { name: 'Year' }).click();
  for (let back = 0; back < 5; back += 1)
    await expect(page.getByRole('option', { name: String(year - back) })).toBeVisible();
  await expect(page.getByRole('option', { name: String(year - 5) })).toHaveCount(0);
});

test('[REPORTS] a ULB that received nothing shows an efficiency of 0.00', async ({ page }) => {
  await openAs(page, 'chasing.cell', '/building-permissions/annual-report');
  const row = page
    .getByRole('table', { name: 'Applications by ULB' })
    .getByRole('row', { name: /^Select Karimnagar Municipal Corporation/ });
  const cells = row.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('0');
  await expect(cells.last()).toHaveText('0.00');
  await expectAccessible(page);
});

test('[REPORTS] every bar of the per-ULB chart is labelled with its own ULB, in the data’s order', async ({ page }) => {
  await openAs(page, 'chasing.cell', '/building-permissions/annual-report');
  const figure = page.getByRole('figure', { name: 'Applications by ULB' });
  // The chart's data, as its screen-reader table gives it: one row per bar group.
  const chartRows = figure.getByRole('table').locator('tbody tr');
  await expect(chartRows.nth(6)).toBeAttached();
  const dataLabels = await chartRows.locator('td:first-child').allTextContents();
  // recharts draws the axis's labels in their own layer, apart from the axis line.
  const ticks = figure.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(ticks).toHaveCount(dataLabels.length);
  await expect(ticks).toHaveText(dataLabels);
});

test('[REPORTS] the summary exports to .xlsx with the screen’s figures', async ({ page }) => {
  await openAs(page, 'chasing.cell', '/summary-report');
  await expect(page.getByRole('link', { name: /^Instant Approval, Approved: \d+$/ })).toBeVisible();
  const total = cellsOf(summaryRow(page, 'Total'));
  await expect(total.first()).toHaveText('Total');
  await expect(total.nth(1)).not.toHaveText('0');
  const received = Number(await total.nth(1).textContent());
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Report.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Application Type');
  const last = sheet?.getRow(sheet.rowCount);
  expect(last?.getCell(1).value).toBe('Total');
  expect(last?.getCell(2).value).toBe(received);
});

test('[REPORTS] charts load with the report screens only, never with the login page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(scripts.some((url) => url.includes('report-charts'))).toBe(false);
  await openAs(page, 'chasing.cell', '/summary-report');
  await expect(page.getByRole('table', { name: 'Instant Approval' })).toBeAttached();
  expect(scripts.some((url) => url.includes('report-charts'))).toBe(true);
});

test('[REPORTS] the dashboards show the Completed column, the single window by month', async ({ page }) => {
  await openAs(page, 'chasing.cell', '/summary-report');
  await page.getByRole('link', { name: 'Building Plans', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Summary of building plans' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Building plans by application type' });
  await expect(table.getByRole('columnheader', { name: 'Completed' })).toBeVisible();
  const cells = table.getByRole('row', { name: /^Single Window/ }).getByRole('cell');
  const approved = Number(await cells.nth(2).textContent());
  const rejected = Number(await cells.nth(3).textContent());
  await expect(cells.nth(8)).toHaveText(String(approved + rejected));
  await expect(table.getByRole('columnheader', { name: 'Deemed' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Building Plans (Single Window)' }).click();
  await expect(page.getByRole('heading', { name: 'Summary of building plans (Single Window)' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Single window by month' }).getByRole('row', { name: /^Grand Total/ }),
  ).toBeVisible();
  await expectAccessible(page);
});

for (const [family, reports] of Object.entries(REPORT_ROUTES)) {
  test(`[REPORTS] every /${family}/ report shows its figures`, async ({ page }) => {
    test.slow();
    await openAs(page, 'chasing.cell', '/summary-report');
    for (const report of reports) {
      await goInPage(page, `/${family}/${report}`);
      await expect(page.getByRole('heading', { level: 1 }), report).toContainText(
        family === 'occupancy' ? 'Occupancy Applications' : 'Building Plan Applications',
      );
      await expect(page.getByRole('table').first(), report).toBeVisible();
      await expect(page.getByRole('button', { name: 'Export to Excel' }).first(), report).toBeVisible();
      await expect(page.getByRole('alert'), report).toHaveCount(0);
      await expectAccessible(page);
    }
  });
}
