import { ORDER_MESSAGES } from '@anumati/domain';
import { createHash } from 'node:crypto';
import { applicantDoes } from '../support/citizen-platform';
import { type Browser, expect, type Page, test } from '../support/csp';
import { openSection } from '../support/detail-screens';
import { addNote, confirmSubmission } from '../support/verification';
import { openSignedIn } from '../support/signed-in';

const ORDER_NUMBER = /TSB-\d{4}(-[0-9A-Z]{4}){3}/;

/** The first instant approval waiting for the commissioner's decision, opened from the list. */
async function openDecision(page: Page) {
  await page.goto('/post-verification?tab=REVIEW&type=SELF+CERTIFICATION&status=PROCEEDINGS_IN_PROGRESS');
  const row = page.getByRole('row').filter({ hasText: '/SC/' }).first();
  const identifier = (await row.getByRole('button', { name: /^[A-Z]+\/SC\// }).textContent()) ?? '';
  await row.getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/commissioner-verification\/\d+$/);
  return { identifier, applicationId: page.url().split('/').at(-1) ?? '' };
}

/** The order listed under Certificates by its title: its number and the PDF its link opens. */
async function orderFromCertificates(page: Page, applicationId: string, title: string) {
  await page.goto(`/application-details/${applicationId}`);
  const certificates = await openSection(page, 'Certificates');
  const link = certificates.getByRole('link', { name: new RegExp(`^${title} ${ORDER_NUMBER.source}$`) });
  await expect(link).toHaveAttribute('target', '_blank');
  const number = ORDER_NUMBER.exec((await link.textContent()) ?? '')?.[0] ?? '';
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { number, bytes };
}

/** Anyone holding the order checks it without signing in: the same particulars and the same PDF. */
async function checkPublicly(
  browser: Browser,
  order: { number: string; bytes: Buffer; title: string; identifier: string },
) {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/verify-order/${order.number}`);
  await expect(visitor.getByText(ORDER_MESSAGES.genuine)).toBeVisible();
  const particulars = visitor.getByRole('table', { name: 'Order particulars' });
  await expect(particulars).toContainText(order.identifier);
  await expect(particulars).toContainText(order.title);
  await expect(particulars).toContainText(createHash('sha256').update(order.bytes).digest('hex'));
  const download = visitor.getByRole('link', { name: 'Download the order PDF' });
  const again = await visitor.request.get((await download.getAttribute('href')) ?? '');
  expect(Buffer.compare(await again.body(), order.bytes)).toBe(0);
  return visitor;
}

test('[ORDERS] an approval issues its order: opened from Certificates, checked on the public page without signing in', async ({
  page,
  browser,
}) => {
  test.slow();
  // Suryapet's oldest instant approval at the decision: the decision spec decides Nizamabad's, the revocation below
  // Boduppal's, and the verification walk decides its own new Suryapet file.
  await openSignedIn(page, 'commissioner.suryapet');
  const { identifier, applicationId } = await openDecision(page);
  const decision = page.getByRole('region', { name: 'Final decision' });
  await addNote(page, 'Verification reports in order; permission to be granted.');
  await decision.getByText('Approve', { exact: true }).click();
  await decision.getByRole('textbox', { name: 'Remarks' }).fill('Approved on the verification reports.');
  await decision.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);

  const title = 'Building Permission Order';
  const order = await orderFromCertificates(page, applicationId, title);
  const visitor = await checkPublicly(browser, { ...order, title, identifier });
  await visitor.goto('/verify-order/TSB-2026-0000-0000-0000');
  await expect(visitor.getByRole('alert')).toContainText(ORDER_MESSAGES.notFound);
});

test('[ORDERS] a show cause issues its notice and the revocation after the reply its order, each checked publicly', async ({
  page,
  browser,
}) => {
  test.slow();
  await openSignedIn(page, 'commissioner.boduppal');
  const { identifier, applicationId } = await openDecision(page);
  const decision = page.getByRole('region', { name: 'Final decision' });
  await addNote(page, 'Rear setback short on site; show cause to be issued.');
  await decision.getByText('Show Cause', { exact: true }).click();
  await decision.getByRole('combobox', { name: 'Reasons' }).click();
  await page.getByRole('option', { name: 'Setbacks not as per Building Rules table' }).click();
  await page.keyboard.press('Escape');
  await decision.getByRole('textbox', { name: 'Remarks' }).fill('Reply within seven days with the revised plan.');
  await decision.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);
  const notice = await orderFromCertificates(page, applicationId, 'Show Cause Notice');
  await checkPublicly(browser, { ...notice, title: 'Show Cause Notice', identifier });

  await applicantDoes(page.request, applicationId, 'show-cause-reply');
  await page.goto(`/commissioner-verification/${applicationId}`);
  await decision.getByText('Revoke', { exact: true }).click();
  await decision.getByRole('combobox', { name: 'Reasons' }).click();
  await page.getByRole('option', { name: 'Setbacks not as per Building Rules table' }).click();
  await page.keyboard.press('Escape');
  await decision.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);
  const revocation = await orderFromCertificates(page, applicationId, 'Revocation Order');
  await checkPublicly(browser, { ...revocation, title: 'Revocation Order', identifier });
});
