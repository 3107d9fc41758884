import { ORDER_MESSAGES } from '@anumati/domain';
import { createHash } from 'node:crypto';
import { expect, test } from '../support/csp';
import { openSection } from '../support/detail-screens';
import { signIn } from '../support/officer-session';
import { addNote, confirmSubmission } from '../support/verification';

test('[ORDERS] an approval issues its order: opened from Certificates, checked on the public page without signing in', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, 'commissioner.nizamabad');
  await page.goto('/post-verification?tab=REVIEW&type=SELF+CERTIFICATION&status=PROCEEDINGS_IN_PROGRESS');
  // The last instant approval of the list: the decision spec takes the first.
  const row = page.getByRole('row').filter({ hasText: '/SC/' }).last();
  const identifier = (await row.getByRole('button', { name: /^NUDA\// }).textContent()) ?? '';
  await row.getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/commissioner-verification\/\d+$/);
  const applicationId = page.url().split('/').at(-1) ?? '';
  const decision = page.getByRole('region', { name: 'Final decision' });
  await addNote(page, 'Verification reports in order; permission to be granted.');
  await decision.getByText('Approve', { exact: true }).click();
  await decision.getByRole('textbox', { name: 'Remarks' }).fill('Approved on the verification reports.');
  await decision.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);

  // The order is listed under Certificates the moment the decision is made, and opens as a PDF.
  await page.goto(`/application-details/${applicationId}`);
  const certificates = await openSection(page, 'Certificates');
  const link = certificates.getByRole('link', { name: /^Building Permission Order TSB-\d{4}(-[0-9A-Z]{4}){3}$/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const number = /TSB-\d{4}(-[0-9A-Z]{4}){3}/.exec((await link.textContent()) ?? '')?.[0] ?? '';
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Anyone holding the order checks it, signed in or not: the same particulars and the same PDF.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/verify-order/${number}`);
  await expect(visitor.getByText(ORDER_MESSAGES.genuine)).toBeVisible();
  const particulars = visitor.getByRole('table', { name: 'Order particulars' });
  await expect(particulars).toContainText(identifier);
  await expect(particulars).toContainText('Building Permission Order');
  await expect(particulars).toContainText(createHash('sha256').update(bytes).digest('hex'));
  const download = visitor.getByRole('link', { name: 'Download the order PDF' });
  const again = await visitor.request.get((await download.getAttribute('href')) ?? '');
  expect(Buffer.compare(await again.body(), bytes)).toBe(0);

  await visitor.goto('/verify-order/TSB-2026-0000-0000-0000');
  await expect(visitor.getByRole('alert')).toContainText(ORDER_MESSAGES.notFound);
});
