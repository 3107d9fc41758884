import { expect, test, type Page } from '../support/csp';
import {
  DEMO_PASSWORD,
  enterCredentials,
  expectAccessible,
  latestCode,
  signIn,
  typeCode,
  withSignInTurn,
} from '../support/officer-session';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECOND_SERVER_PORT, startOwnServer, type TOwnServer } from '../support/own-server';
import { SERVER_START_TIMEOUT_MS } from '../support/server-env';
import { dataRows } from '../support/tables';

/**
 * Administration changes who holds which post: the officers imported here would become routing candidates, and the
 * commissioner moved away would leave the other files' tests without GHMC's decision officer. So this file runs on
 * a server of its own (support/own-server.ts), on a port beside the second server's, with a demo of its own.
 */
const PORT = SECOND_SERVER_PORT + 1;
let server: TOwnServer | undefined;
let dataDir: string | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
  dataDir = mkdtempSync(join(tmpdir(), 'anumati-e2e-admin-'));
  server = await startOwnServer({ DATA_DIR: dataDir }, PORT);
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Opens a page as `username`, signed in through the API (password, then the SMS code) on this file's server; the
 * worker's shared sessions (support/signed-in.ts) are the shared server's. The inbox's penalty alert is marked read.
 */
async function openAs(page: Page, username: string, path: string): Promise<void> {
  const graphql = async <TData>(query: string, variables: Record<string, unknown>) =>
    (await (await page.request.post('/graphql', { data: { query, variables } })).json()) as { data: TData | null };
  const login = await graphql<{ login: { challenge: string } }>(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, mobile: "") { challenge } }',
    { u: username, p: DEMO_PASSWORD },
  );
  const answer = await graphql<{ verifyOtp: Record<string, string> }>(
    'mutation ($u: String!, $c: String!, $k: String!) { verifyOtp(username: $u, otpSecretKey: $c, challenge: $k) { id accessToken firstName lastName } }',
    { u: username, c: await latestCode(page.request, username), k: login.data?.login.challenge ?? '' },
  );
  const session = answer.data?.verifyOtp;
  if (!session) throw new Error(`${username} could not sign in`);
  await page.addInitScript((stored: Record<string, string>) => {
    sessionStorage.clear();
    for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('penaltyAlertShown', 'yes');
  }, session);
  await page.goto(path);
}

const HEADER = 'username,first_name,last_name,mobile,email,role,ulb,line_department';

/** A number of this run in the new officers' usernames and mobiles, which are unique in a state. */
const RUN = String(Date.now()).slice(-6);
const INSPECTOR = `site.ghmc.e2e${RUN}`;
const TITLE = `title.ghmc.e2e${RUN}`;
const mobileOf = (last: string) => `9${RUN}${last}`.slice(0, 10).padEnd(10, '0');

/** Officers as the import's template writes them; the site inspector's mobile as given. */
const officersFile = (inspectorMobile: string) =>
  [
    HEADER,
    `${INSPECTOR},Ravi,Kumar,${inspectorMobile},,Site Inspector,GHMC,`,
    `${TITLE},Sita,Devi,${mobileOf('71')},,Title Inspector,GHMC,`,
    '',
  ].join('\n');

/** What does not fit the window: how far the document runs past its right edge. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Signs an administrator in through the screens: no inbox, the officers list with today's staffing gaps. */
async function signInAsAdministrator(page: Page, username: string): Promise<void> {
  await withSignInTurn(username, async () => {
    await enterCredentials(page, username);
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await typeCode(page, await latestCode(page.request, username));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeHidden();
  });
  await expect(page).toHaveURL(/\/administration\/officers$/);
  await expect(page.getByRole('heading', { name: 'Officers', exact: true })).toBeVisible();
}

/** Opens an officer's page from the officers list, found by username. */
async function openOfficer(page: Page, username: string): Promise<void> {
  await page.goto(`/administration/officers?q=${encodeURIComponent(username)}`);
  const table = page.getByRole('table', { name: 'Officers' });
  await expect(dataRows(table)).toHaveCount(1);
  await dataRows(table).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Details' }).getByText(username, { exact: true })).toBeVisible();
}

/** The files on the officer's Deemed tab whose review is theirs to take (a Verify in the row), by number. */
async function deemedReviews(page: Page, username: string): Promise<string[]> {
  await openAs(page, username, '/post-verification');
  await page.getByRole('tab', { name: /^Deemed/ }).click();
  await expect(page.getByRole('columnheader', { name: 'Deemed Action Due Date' })).toBeVisible();
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Verify' }) });
  const texts = await rows.allTextContents();
  return texts.flatMap((text) => text.match(/[A-Z]+\/[A-Z]+\/\d{4}\/\d+/g) ?? []);
}

/** The officer's open turns, as their page says. */
async function openTurnsOn(page: Page): Promise<number> {
  const value = page
    .getByRole('region', { name: 'Details' })
    .getByText('Open turns', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  return Number(((await value.textContent()) ?? '').replaceAll(',', ''));
}

test('[ADMIN] the GHMC administrator imports officers: a bad row is refused by its number, the corrected file goes in', async ({
  page,
}) => {
  await signInAsAdministrator(page, 'admin.ghmc');
  const gaps = page.getByRole('region', { name: 'Staffing gaps today' });
  await expect(gaps).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText([
    'Officers',
    'Import officers',
    'Staffing gaps',
    'Feedback',
  ]);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Import officers' }).first().click();
  await expect(page.getByRole('heading', { name: 'Import officers' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file (CSV or xlsx)' }).click();
  await (
    await chooser
  ).setFiles({ name: 'officers.csv', mimeType: 'text/csv', buffer: Buffer.from(officersFile('98765')) });
  await page.getByRole('button', { name: 'Check file' }).click();
  const problems = page.getByRole('table', { name: 'Rows with problems' });
  const badRow = problems.getByRole('row', { name: new RegExp(INSPECTOR.replaceAll('.', '\\.')) });
  await expect(badRow.getByRole('cell').first()).toHaveText('2');
  await expect(badRow).toContainText('Mobile number');
  await expect(page.getByText('Nothing was imported')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ officers?$/ })).toBeDisabled();
  await expectAccessible(page);

  const corrected = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file (CSV or xlsx)' }).click();
  await (
    await corrected
  ).setFiles({ name: 'officers.csv', mimeType: 'text/csv', buffer: Buffer.from(officersFile(mobileOf('70'))) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('2 officers are ready to be imported.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 officers' }).click();
  await expect(page.getByText('2 officers imported. Each gets an SMS code to set their password.')).toBeVisible();

  await openOfficer(page, INSPECTOR);
  await expect(page.getByRole('heading', { name: 'Ravi Kumar' })).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await expectAccessible(page);
});

test('[ADMIN] the new site inspector sets a password by SMS code and signs in', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel('Username').fill(INSPECTOR);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/reset-password-new$/);
  const password = 'Inspector#2026';
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await typeCode(page, await latestCode(page.request, INSPECTOR));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/password-success$/);
  await page.getByRole('link', { name: 'LOGIN' }).click();
  await signIn(page, INSPECTOR, password, { onOpenPage: true });
  await expect(page.getByRole('heading', { name: 'Post Verification' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Officers' }),
  ).toHaveCount(0);
  await page.goto('/administration/officers');
  await expect(page).toHaveURL(/\/post-verification$/);
});

test("[ADMIN] the commissioner's charge for a week takes his deemed review to the holder's Deemed tab; his transfer moves his open turns", async ({
  page,
}) => {
  test.setTimeout(10 * 60_000);
  const [deemed] = await deemedReviews(page, 'commissioner.ghmc');
  expect(deemed, "a deemed review in the GHMC commissioner's Deemed tab (docs/DEMO_DATA.md)").toBeTruthy();
  expect(await deemedReviews(page, 'zonal.ghmc')).not.toContain(deemed);

  // A week's leave, the zonal commissioner holding the commissioner's charge: his open turns go to her today.
  await openAs(page, 'admin.ghmc', '/administration/officers');
  await openOfficer(page, 'commissioner.ghmc');
  const turnsBefore = await openTurnsOn(page);
  expect(turnsBefore).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Record leave' }).click();
  const leave = page.getByRole('dialog', { name: /^Leave for / });
  await leave.getByRole('textbox', { name: 'Reason' }).fill('Earned leave, a week');
  await leave.getByLabel('Charge holder').fill('zonal.ghmc');
  // The picker first lists the officers it had, then the server's answer to the search: an option clicked as that
  // answer redrew the list was missed under load (stress-ng), and the list stayed open over Record leave.
  const options = page.getByRole('option');
  await expect(options).toHaveCount(1);
  await options.filter({ hasText: '(zonal.ghmc)' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(leave.getByLabel('Charge holder')).toHaveValue(/\(zonal\.ghmc\)/);
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Record leave' }).click();
  await expect(leave.getByText(/^Record leave for .* holding the charge\?$/)).toBeVisible();
  await leave.getByRole('button', { name: 'Yes, record leave' }).click();
  await expect(page.getByText(/^Leave recorded for /)).toBeVisible();
  await expect.poll(() => openTurnsOn(page)).toBe(0);

  expect(await deemedReviews(page, 'zonal.ghmc')).toContain(deemed);

  // He is back early: the leave is cancelled and his turns come back to him.
  await openAs(page, 'admin.ghmc', '/administration/officers');
  await openOfficer(page, 'commissioner.ghmc');
  await page.getByRole('button', { name: /^Cancel the leave of / }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel leave' });
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('Returned from leave early');
  await cancel.getByRole('button', { name: 'Cancel leave' }).click();
  await cancel.getByRole('button', { name: 'Yes, cancel the leave' }).click();
  await expect(page.getByRole('alert').getByText('Leave cancelled')).toBeVisible();
  await expect.poll(() => openTurnsOn(page)).toBe(turnsBefore);

  // The state administrator moves him to Boduppal: each open turn is shown with its new holder before saving.
  await openAs(page, 'admin.state', '/administration/officers');
  await openOfficer(page, 'commissioner.ghmc');
  await page.getByRole('button', { name: 'Transfer' }).click();
  const transfer = page.getByRole('dialog', { name: /^Transfer / });
  const ulb = transfer.getByRole('combobox', { name: 'ULB / jurisdiction' });
  await ulb.selectOption((await ulb.locator('option', { hasText: 'Boduppal' }).first().getAttribute('value')) ?? '');
  const preview = transfer.getByRole('table', { name: 'Open turns and who takes them' });
  await expect(dataRows(preview)).toHaveCount(turnsBefore);
  await expect(preview.getByText(/^Nobody:/)).toHaveCount(0);
  await expect(preview.getByRole('row', { name: new RegExp(deemed?.replaceAll('/', '\\/') ?? '') })).toBeVisible();
  await transfer.getByRole('textbox', { name: 'Reason' }).fill('Transferred to Boduppal by government order');
  await expectAccessible(page);
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await transfer.getByRole('button', { name: 'Yes, transfer' }).click();
  await expect(page.getByText(/transferred; the open turns were handed over\.$/)).toBeVisible();
  await expect.poll(() => openTurnsOn(page)).toBe(0);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Boduppal');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Transferred to Boduppal by government order',
  );
});

test('[ADMIN] the officers screens fit a phone and a laptop', async ({ page }) => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await openAs(page, 'admin.ghmc', '/administration/officers');
    await expect(dataRows(page.getByRole('table', { name: 'Officers' })).first()).toBeVisible();
    await expect.poll(() => overflow(page)).toBe(0);
    await page.goto('/administration/staffing-gaps');
    await expect(page.getByRole('heading', { name: 'Staffing gaps', exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
    await expect.poll(() => overflow(page)).toBe(0);
  }
  await expectAccessible(page);
});
