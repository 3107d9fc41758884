import { expect, test, type Page } from '../support/csp';
import { expectAccessible } from '../support/officer-session';
import { addNote } from '../support/verification';
import { openSignedIn } from '../support/signed-in';

/** The Verify link of the first file waiting for the officer in this status (the inbox filtered by it). */
async function verifyLinkOf(page: Page, status: string) {
  await page.goto(`/post-verification?status=${status}`);
  return page
    .getByRole('row')
    .filter({ hasText: status.replaceAll('_', ' ') })
    .getByRole('link', { name: 'Verify' })
    .first();
}

test('[FEES] certifies a fee with an adjustment and an other fee head after its conditions, and sees the status that follows', async ({
  page,
}) => {
  // A whole certification: notes, both condition tabs, the fee table, other heads, the inbox afterwards.
  test.slow();
  await openSignedIn(page, 'acp.ghmc');
  await (await verifyLinkOf(page, 'FEE_ADJUSTMENTS')).click();
  // Officers who submit fees are reminded of the CLU charges first.
  await page.getByRole('dialog', { name: 'CLU Fee Reminder' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/fee-verification\/\d+$/);
  const applicationId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: 'Fee Verification' })).toBeVisible();
  const identifier = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(identifier).toMatch(/^GHMC\/SC\//);
  await expect(page.getByRole('table', { name: 'Fee inputs' })).toContainText('SC - Instant Approval');
  // A hovered light button keeps its contrast: Mantine's own hover fell to 4.0:1, and the pointer rests on a header
  // button whenever a dialog closes over one (this test failed so in CI).
  await page.getByRole('button', { name: 'Application details' }).hover();
  await expectAccessible(page);

  // Spec 3 §5: nothing is submitted without the officer's note.
  await expect(page.getByText('Please add remarks in View Notes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recommend without Fee changes' })).toBeDisabled();
  await addNote(page, 'Fee checked against the plan and the site report.');
  // The fee closes the officer's turn: the conditions come first.
  await expect(page.getByText('Please submit the fee conditions before the fee')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recommend without Fee changes' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Fee Conditions' }).click();
  const standard = page.getByRole('checkbox');
  await standard.nth(0).check();
  await standard.nth(1).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Conditions submitted successfully').first()).toBeVisible();
  await expect(standard.nth(0)).toBeChecked();
  await expect(standard.nth(0)).toBeDisabled();
  await page.getByRole('tab', { name: 'Custom Conditions' }).click();
  const custom = page.getByLabel('Custom Condition 1');
  await custom.fill('x'.repeat(501));
  await expect(page.getByText('A condition can be at most 500 characters')).toBeVisible();
  await custom.fill('The approach road shall be widened to 9 m before the proceedings are issued.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('checkbox', { name: /approach road shall be widened/ })).toBeDisabled();
  await expect(page.getByRole('tab', { name: /Fee Conditions/ }).getByRole('img', { name: 'submitted' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Fees', exact: true }).click();
  const permitRow = page.getByRole('row').filter({ hasText: 'Building Permit Fee' });
  const permitFee = page.getByLabel('Adjusted Amount for Building Permit Fee');
  const original = Number(await permitFee.inputValue());
  // An instant approval's fee was paid: it may go up, not down.
  await permitFee.fill(String(original - 1));
  await expect(permitRow.getByText('Adjusted Amount to be more than Amount')).toBeVisible();
  const raised = Math.floor(original) + 150;
  await permitFee.fill(`${raised}.5.5`);
  await expect(permitFee).toHaveValue(`${raised}.55`);
  await expect(permitRow.getByText('Please enter remarks')).toBeVisible();
  await page.getByLabel('Remarks for Building Permit Fee').fill('Built-up area re-measured on site');
  await expect(permitRow.getByText('Please enter remarks')).toBeHidden();

  await page.getByRole('button', { name: 'Add Other Fee Head' }).click();
  await page.getByLabel('Other Fee Head 1', { exact: true }).selectOption('Compounding Fees');
  // Spec 3 §5: a negative amount becomes 0 when the field is left (never the positive amount).
  const otherAmount = page.getByLabel('Other Fee Head 1 Amount');
  await otherAmount.fill('-1200');
  await otherAmount.blur();
  await expect(otherAmount).toHaveValue('0');
  await otherAmount.fill('1200');
  await page.getByRole('button', { name: 'Recommend with fee changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter remarks' })).toBeVisible();
  await page.getByLabel('Other Fee Head 1 Remarks').fill('Front setback short by 0.5 m');
  const difference = (raised + 0.55 - original + 1200).toLocaleString('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(
    page.getByRole('table', { name: 'Fee summary' }).getByRole('row', { name: /Total Difference/ }),
  ).toContainText(`₹ ${difference}`);

  await page.getByRole('button', { name: 'Recommend with fee changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit fee' });
  await expect(confirm.getByText('Are you sure you want to submit the fee changes?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/post-verification/);
  const notice = page.getByText(/^Fee submitted successfully: the application is now /);
  await expect(notice).toBeVisible();
  const status = ((await notice.textContent()) ?? '').replace(
    'Fee submitted successfully: the application is now ',
    '',
  );

  // The file left the officer's review: it is in Submissions, with the status the notice gave.
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await page.getByLabel('Search', { exact: true }).fill(identifier);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page.getByRole('row').filter({ hasText: identifier })).toContainText(status);

  await page.goto(`/fee-verification/${applicationId}`);
  await expect(page.getByText('Fee submitted', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Adjusted Amount for Building Permit Fee')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Other fee heads' })).toContainText('Compounding Fees');
  await expect(page.getByRole('row').filter({ hasText: 'Building Permit Fee' })).toContainText(
    'Built-up area re-measured on site',
  );
});

test('[FEES] the payment review shows the paid fee read only and takes the pre-proceeding conditions', async ({
  page,
}) => {
  await openSignedIn(page, 'tpso.ghmc');
  const href = await (await verifyLinkOf(page, 'FEE_VERIFICATION')).getAttribute('href');
  // The Verify link carries the file's id last (/fee-verification-review?id=… for this officer).
  const applicationId = /(\d+)$/.exec(href ?? '')?.[1] ?? '';
  await page.goto(`/payment-review/${applicationId}`);
  await expect(page.getByRole('heading', { name: 'Payment Review' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^GHMC\/SW\//);
  await expect(page.getByRole('heading', { name: 'Fee Adjustment (read only)' })).toBeVisible();
  await expect(page.getByText('Fee submitted', { exact: true })).toBeVisible();
  await expect(page.getByText('Fee paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fee table' }).getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Recommend with fee changes' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Pre Proceeding Conditions' }).click();
  await expect(page.getByText('Proceeding Conditions', { exact: true })).toBeVisible();
  const setbacks = page.getByRole('checkbox', { name: /setbacks shown in the sanctioned plan/ });
  await setbacks.check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(setbacks).toBeDisabled();
  await expect(setbacks).toBeChecked();
  await page.getByRole('tab', { name: 'Custom Conditions' }).click();
  await page.getByLabel('Custom Condition 1').fill('Parking shall be kept free of any commercial use.');
  await page.getByRole('button', { name: 'Add Condition' }).click();
  await page.getByLabel('Custom Condition 2').fill('Fire exits shall be kept clear at all times.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('checkbox', { name: 'Fire exits shall be kept clear at all times.' })).toBeChecked();
  await expect(
    page.getByRole('tab', { name: /Pre Proceeding Conditions/ }).getByRole('img', { name: 'submitted' }),
  ).toBeVisible();
  await expectAccessible(page);
});
