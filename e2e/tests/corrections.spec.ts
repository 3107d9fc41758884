import { type Browser, expect, type Page, test } from '../support/csp';
import { fileCorrectionRequest, submitApplication } from '../support/citizen-platform';
import { openSection } from '../support/detail-screens';
import { expectAccessible } from '../support/officer-session';
import { addNote } from '../support/verification';
import { openSignedIn } from '../support/signed-in';

/** An officer's own browser session, as each officer works at their own desk. */
async function officerPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, username);
  return page;
}

/** An instant registration with a correction request of its own: no other test touches it. */
async function registrationWithCorrections(page: Page, ulbName: string, applicantName: string) {
  const application = await submitApplication(page.request, {
    applicationType: 'REGISTRATION',
    ulbName,
    applicantName,
    plotArea: 55,
  });
  await fileCorrectionRequest(page.request, application.id, [
    {
      columnName: 'applicant_name',
      newValue: `${applicantName} Devi`,
      supportingDocUrl: 'https://example.in/gazette.pdf',
    },
    { columnName: 'plot_address', newValue: 'Plot 7A, Survey No. 112' },
  ]);
  return application;
}

/** From the sidebar's Correction group to the request's row, and through its button. */
async function openFromList(page: Page, link: 'Correction Inprocess' | 'Correction Processed', identifier: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: link })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: identifier });
  await row.getByRole('link', { name: new RegExp(`^(Verify|View) ${identifier}$`) }).click();
  await expect(page.getByRole('heading', { name: identifier })).toBeVisible();
}

/** The verifying officer approves the applicant's name; the plot address is approved or rejected with remarks. */
async function verify(page: Page, identifier: string, isPlotApproved: boolean) {
  await openFromList(page, 'Correction Inprocess', identifier);
  await expect(page).toHaveURL(/\/correction-verification-\/\d+$/);
  const table = page.getByRole('table', { name: 'Corrections' });
  await expect(table.getByRole('row', { name: /Applicant Name/ })).toContainText('Devi');
  await expectAccessible(page);

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('* Please approve or reject every correction')).toBeVisible();
  await table.getByRole('button', { name: 'Approve Applicant Name' }).click();
  await expect(table.getByRole('row', { name: /Applicant Name/ })).toContainText('Approved');
  if (isPlotApproved) {
    await table.getByRole('button', { name: 'Approve Plot Address' }).click();
    await expect(table.getByRole('row', { name: /Plot Address/ })).toContainText('Approved');
  } else {
    const reject = table.getByRole('button', { name: 'Reject Plot Address' });
    await expect(reject).toBeDisabled();
    await table.getByRole('textbox', { name: 'Remarks for Plot Address' }).fill('Sale deed shows Plot 7');
    await reject.click();
    await expect(table.getByRole('row', { name: /Plot Address/ })).toContainText('Rejected');
  }
  await expect(page.getByText('* Please add Final Remarks')).toBeVisible();
  await page.getByRole('textbox', { name: 'Final Remarks' }).fill('Checked against the supporting documents');
  await expect(page.getByText('* Please add remarks in View Notes')).toBeVisible();
  await expect(submit).toBeDisabled();
  await addNote(page, 'Correction documents checked with the registered sale deed.');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/correction-verification$/);

  await openFromList(page, 'Correction Processed', identifier);
  await expect(page).toHaveURL(/\/correction-view-\/\d+$/);
  await expect(page.getByText('SUBMITTED', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeHidden();
}

test('[CORRECTIONS] the officer decides each correction and submits; the commissioner rejects and the request is completed', async ({
  page,
  browser,
}) => {
  test.slow();
  const { applicationIdentifier: identifier } = await registrationWithCorrections(
    page,
    'Suryapet Municipality',
    'Sarala Kumari',
  );
  await openSignedIn(page, 'tpso.suryapet');
  await verify(page, identifier, false);

  const commissioner = await officerPage(browser, 'commissioner.suryapet');
  await openFromList(commissioner, 'Correction Inprocess', identifier);
  // The route keeps the spec's space; the browser sends it encoded.
  await expect(commissioner).toHaveURL(/\/commisioner-correction-view%20\/\d+$/);
  const table = commissioner.getByRole('table', { name: 'Corrections' });
  await expect(table.getByRole('row', { name: /Plot Address/ })).toContainText('Sale deed shows Plot 7');
  await expect(table.getByRole('button', { name: 'Reject Plot Address' })).toBeHidden();
  // The application-details side toggle: the file's summary beside the corrections.
  await commissioner.getByRole('button', { name: 'Application Details' }).click();
  const summary = commissioner.getByRole('complementary', { name: 'Application summary' });
  await expect(summary.getByText(identifier).first()).toBeVisible();
  await expect(summary.getByText('Sarala Kumari').first()).toBeVisible();
  await expectAccessible(commissioner);
  await commissioner.getByRole('button', { name: 'Application Details' }).click();
  await expect(summary).toBeHidden();

  await commissioner.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = commissioner.getByRole('dialog', { name: 'Reject correction request' });
  const confirm = dialog.getByRole('button', { name: 'Reject' });
  await expect(confirm).toBeDisabled();
  await expectAccessible(commissioner);
  await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Plot address change is not supported by the deed');
  await confirm.click();
  await expect(commissioner).toHaveURL(/\/correction-verification$/);

  await openFromList(commissioner, 'Correction Processed', identifier);
  await expect(commissioner.getByText('CORRECTION COMPLETED')).toBeVisible();
  await expect(commissioner.getByText('Correction Status:').locator('..')).toContainText('Rejected');
  await expect(commissioner.getByText('Final Remarks: Plot address change is not supported by the deed')).toBeVisible();
  await expect(commissioner.getByRole('button', { name: /^(Approve|Reject)/ })).toHaveCount(0);
  await expectAccessible(commissioner);
  // Nothing of a rejected request is applied.
  await expect(commissioner.getByRole('heading', { name: identifier }).locator('..')).toContainText('Sarala Kumari');
  await expect(commissioner.getByRole('heading', { name: identifier }).locator('..')).not.toContainText('Devi');
  await commissioner.context().close();
});

test('[CORRECTIONS] every correction approved: the commissioner approves and the application shows the corrected values', async ({
  page,
  browser,
}) => {
  test.slow();
  const { id, applicationIdentifier: identifier } = await registrationWithCorrections(
    page,
    'Boduppal Municipal Corporation',
    'Manjula Rani',
  );
  await openSignedIn(page, 'tpso.boduppal');
  await verify(page, identifier, true);

  const commissioner = await officerPage(browser, 'commissioner.boduppal');
  await openFromList(commissioner, 'Correction Inprocess', identifier);
  // Nothing was rejected: there is nothing to reject the request for.
  await expect(commissioner.getByRole('button', { name: 'Reject', exact: true })).toBeHidden();
  const approve = commissioner.getByRole('button', { name: 'Approve', exact: true });
  await expect(approve).toBeDisabled();
  await commissioner.getByRole('textbox', { name: 'Final Remarks' }).fill('Approved as verified by the TPSO');
  await approve.click();
  await expect(commissioner).toHaveURL(/\/correction-verification$/);

  // The application's details now read the corrected values, and who decided the correction.
  await commissioner.goto(`/application-details/${id}`);
  const details = commissioner.getByRole('region', { name: 'Application Details' });
  await expect(details.getByRole('row', { name: /Applicant Name/ })).toContainText('Manjula Rani Devi');
  const plot = await openSection(commissioner, 'Plot Details');
  await expect(plot.getByRole('row', { name: /Plot Address/ })).toContainText('Plot 7A, Survey No. 112');
  const status = await openSection(commissioner, 'Correction Status');
  await expect(status).toContainText('CORRECTION COMPLETED');
  await expect(status.getByRole('row', { name: /Final Correction Status/ })).toContainText('Approved');
  await expect(status.getByRole('row', { name: /Officer: / }).first()).toContainText('Approved');
  await expectAccessible(commissioner);
  await commissioner.context().close();
});
