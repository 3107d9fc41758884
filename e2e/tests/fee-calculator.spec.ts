import { expect, test } from '../support/csp';
import { expectAccessible } from '../support/officer-session';
import { openSignedIn } from '../support/signed-in';

test('[FEE-CALCULATOR] anyone computes the fee without signing in, and it equals the officer’s system fee', async ({
  page,
  browser,
}) => {
  // The officer's side: an instant approval waiting for its fee adjustment, only read. In the demo GHMC's
  // instant approvals above 200 sq m wait for their fee with the ACP.
  await openSignedIn(page, 'acp.ghmc');
  await page.goto('/post-verification?status=FEE_ADJUSTMENTS');
  await page
    .getByRole('row')
    .filter({ hasText: 'FEE ADJUSTMENTS' })
    .getByRole('link', { name: 'Verify' })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'CLU Fee Reminder' }).getByRole('button', { name: 'Continue' }).click();
  const inputs = page.getByRole('table', { name: 'Fee inputs' });
  await expect(inputs).toBeVisible();
  const values = new Map<string, string>();
  for (const row of await inputs.getByRole('row').all()) {
    values.set(
      (await row.getByRole('rowheader').textContent()) ?? '',
      (await row.getByRole('cell').textContent()) ?? '',
    );
  }
  const systemTotal = await page
    .getByRole('table', { name: 'Fee summary' })
    .locator('tr', { has: page.getByRole('rowheader', { name: 'Total Amount', exact: true }) })
    .getByRole('cell')
    .textContent();

  // The public's side: a browser that never signed in.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  // Labels carry the required mark after the name: match from the start.
  const field = (label: string) => visitor.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
  await visitor.goto('/fee-calculator');
  await expect(visitor.getByRole('heading', { name: 'Fee Calculator' })).toBeVisible();
  await expectAccessible(visitor);

  await field('Height (m)').fill('11');
  await expect(visitor.getByText('Please choose height less than 10')).toBeVisible();
  await visitor.getByRole('button', { name: 'Calculate' }).click();
  await expect(visitor.getByRole('table', { name: 'Fee breakup' })).toHaveCount(0);

  for (const label of [
    'Application Type',
    'Building Purpose',
    'Authority',
    'ULB Grade',
    'Approval Type',
    'VLT Paid',
    'Sub-division of Plot',
  ]) {
    await field(label).selectOption({ label: values.get(label) ?? '' });
  }
  await field('GHMC Zone Area').selectOption({ label: values.get('GHMC Zone Area') ?? '' });
  for (const label of [
    'Plot Area (sq m)',
    'Height (m)',
    'Net Plot Area (sq m)',
    'Total Built-up Area (sq m)',
    'Floor Built-up Area (sq m)',
    'Market Value (Rs per sq yd)',
  ]) {
    await field(label).fill(values.get(label) ?? '');
  }
  await visitor.getByRole('button', { name: 'Calculate' }).click();
  const breakup = visitor.getByRole('table', { name: 'Fee breakup' });
  await expect(breakup.locator('tr', { has: visitor.getByRole('rowheader', { name: 'Total Fee' }) })).toContainText(
    systemTotal ?? 'missing',
  );
  await expect(breakup).toContainText('User Charges');
  await expect(breakup).not.toContainText('₹ 0.00');
  await expectAccessible(visitor);
  await context.close();
});
