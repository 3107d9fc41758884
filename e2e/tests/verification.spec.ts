import { expect, type Page, test } from '../support/csp';
import { applicantDoes, submitApplication } from '../support/citizen-platform';
import { expectAccessible } from '../support/officer-session';
import { addNote, answerEveryQuestion, confirmSubmission } from '../support/verification';
import { openSignedIn } from '../support/signed-in';

const NIZAMABAD = 'Nizamabad Municipal Corporation';

/** The inbox row of a file, found by the officer's search. */
async function inboxRow(page: Page, identifier: string, tab = 'ALL') {
  await page.goto(`/post-verification?tab=${tab}&q=${encodeURIComponent(identifier)}`);
  return page.getByRole('row').filter({ hasText: identifier });
}

test('[VERIFICATION] pre-scrutiny of a new single-window file: required answers, a kept draft, the notes gate, then on to verification', async ({
  page,
}) => {
  test.slow();
  const file = await submitApplication(page.request, {
    applicationType: 'SINGLE WINDOW',
    ulbName: NIZAMABAD,
    applicantName: 'Srinivasa Rao Kondapalli',
    plotArea: 820,
  });
  await openSignedIn(page, 'section.nizamabad');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pre Scrutiny' }).click();
  await expect(page.getByRole('heading', { name: 'Pre Scrutiny' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('row')
    .filter({ hasText: file.applicationIdentifier })
    .getByRole('link', { name: 'Scrutinise' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/sw-verification/${file.id}$`));
  await expect(page.getByRole('tab', { name: 'Pre scrutiny (L1)' })).toHaveAttribute('aria-selected', 'true');

  // Application Details opens the summary beside the form; Expand opens the full screen, Minimize comes back.
  await page.getByRole('button', { name: 'Application Details' }).click();
  const summary = page.getByRole('complementary', { name: 'Application summary' });
  await expect(summary).toBeVisible();
  await summary.getByRole('link', { name: 'Expand' }).click();
  await expect(page).toHaveURL(new RegExp(`/application-details/${file.id}$`));
  await page.getByRole('button', { name: 'Minimize' }).click();
  await expect(page).toHaveURL(new RegExp(`/sw-verification/${file.id}$`));

  // SUBMIT with nothing answered shows the first incomplete page and marks the gaps.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'before submitting' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Questions, page 1 of/ })).toBeVisible();
  await expect(page.getByText('* required').first()).toBeVisible();
  await expectAccessible(page);

  await answerEveryQuestion(page, 'All documents present');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Saved' });
  await expect(saved).toContainText('your Answers are Saved Sucessfully !');
  await saved.getByRole('button', { name: 'OK' }).click();
  // The page reloads on the saved draft: the answers are still there.
  await expect(page.getByRole('radio', { name: 'No' }).first()).toBeChecked();

  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const panel = page.getByRole('region', { name: 'Remarks & Recommendation' });
  await expect(panel.getByText('Please add remarks in View Notes')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'CONFIRM & SUBMIT' })).toBeDisabled();
  await expect(panel.getByText('RECOMMEND FOR SHORTFALL')).toBeVisible();
  await addNote(page, 'Scrutiny complete: documents and licences in order.');
  await expect(panel.getByText('Please add remarks in View Notes')).toBeHidden();
  await panel.getByRole('button', { name: 'CONFIRM & SUBMIT' }).click();
  await expect(panel.getByText('Please select recommend or not recommend')).toBeVisible();
  await panel.getByText('RECOMMEND FOR APPROVAL').click();
  await panel.getByRole('button', { name: 'CONFIRM & SUBMIT' }).click();
  await expect(panel.getByText('Please add remarks', { exact: true })).toBeVisible();
  await panel.getByRole('textbox', { name: 'Remarks' }).fill('Fit for site, title and technical verification.');
  await panel.getByRole('button', { name: 'CONFIRM & SUBMIT' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);
  await expect(await inboxRow(page, file.applicationIdentifier)).toContainText('VERIFICATION UNDER PROGRESS');
});

test('[VERIFICATION] the shortfall dialog: a note first, yes or no required, the remark optional; the answer brings the file back', async ({
  page,
}) => {
  const file = await submitApplication(page.request, {
    applicationType: 'SINGLE WINDOW',
    ulbName: NIZAMABAD,
    applicantName: 'Padmaja Yerramsetti',
    plotArea: 640,
  });
  await openSignedIn(page, 'section.nizamabad');
  await page.goto(`/sw-verification/${file.id}`);
  await page.getByRole('button', { name: 'Raise Shortfall' }).click();
  const dialog = page.getByRole('dialog', { name: 'Raise Shortfall' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  // Without the officer's note the dialog says so at once, and Yes cannot be sent.
  await expect(dialog.getByText('Please add remarks in View Notes')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addNote(page, 'Link documents of the sale deed are missing.');
  await page.getByRole('button', { name: 'Raise Shortfall' }).click();
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/post-verification$/);
  await expect(await inboxRow(page, file.applicationIdentifier)).toContainText('SHORTFALL');

  // The applicant answers on the citizen platform: the file is back on the same officer's desk.
  await applicantDoes(page.request, file.id, 'shortfall-answer');
  const row = await inboxRow(page, file.applicationIdentifier, 'REVIEW');
  await expect(row).toContainText('SHORTFALL SUBMITTED');
  await expect(row.getByRole('link', { name: 'Verify' })).toHaveAttribute('href', `/sw-verification/${file.id}`);
});

test('[VERIFICATION] remarks written ahead carry into the fee verification review, which goes on with NEXT', async ({
  page,
}) => {
  await openSignedIn(page, 'tpso.nizamabad');
  await page.goto('/post-verification?tab=REVIEW&status=FEE_VERIFICATION');
  const row = page.getByRole('row').filter({ hasText: 'FEE VERIFICATION' }).first();
  const identifier = (await row.getByRole('button', { name: /^NUDA\// }).textContent()) ?? '';
  const verify = row.getByRole('link', { name: 'Verify' });
  await expect(verify).toHaveAttribute('href', /^\/fee-verification-review\?id=\d+$/);
  const applicationId = ((await verify.getAttribute('href')) ?? '').split('=')[1] ?? '';

  await page.goto(`/create-remarks/${applicationId}`);
  const remarks = page.getByRole('region', { name: 'Fee verification (L1)' });
  await remarks.getByRole('textbox', { name: 'Remarks' }).fill('Fee intimation paid in full; receipt verified.');
  await remarks.getByRole('button', { name: 'Save Remarks' }).click();
  await expect(page.getByText('Remarks saved')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/fee-verification-review?id=${applicationId}`);
  await expect(page.getByRole('heading', { name: identifier })).toBeVisible();
  await page.getByRole('button', { name: 'NEXT' }).click();
  const panel = page.getByRole('region', { name: 'Remarks & Recommendation' });
  await expect(panel.getByRole('textbox', { name: 'Remarks' })).toHaveValue(
    'Fee intimation paid in full; receipt verified.',
  );
  await addNote(page, 'Fee receipt matches the intimation.');
  await panel.getByText('RECOMMEND FOR APPROVAL').click();
  await panel.getByRole('button', { name: 'CONFIRM & SUBMIT' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);
  await expect(await inboxRow(page, identifier)).toContainText('FINAL PROCESSING');
});

test('[REVIEW REMARKS] each role family sees its cards: commissioners every officer, reviewers the level-2 cards, technical verification its inspector', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, 'commissioner.boduppal');
  await page.goto('/post-verification?tab=COMPLETED&type=SELF+CERTIFICATION&status=ACCEPTED');
  const row = page.getByRole('row').filter({ hasText: '/SC/' }).first();
  await row.getByRole('button', { name: /^HMDA\// }).click();
  await page.getByRole('dialog', { name: 'Proposal Flow' }).getByRole('link', { name: 'Review Remarks' }).click();
  await expect(page).toHaveURL(/\/Review-Remarks\/\d+$/);
  const path = new URL(page.url()).pathname;
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: 'Site verification (L1)' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Site verification (L2)' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Technical verification (L1)' })).toHaveCount(1);
  // Each card gives its officer's remarks; one final-remarks line follows, headed for the viewer's role.
  await expect(cards.first()).toContainText('Remarks:');
  await expect(cards.first()).not.toContainText('Municipal Commissioner:');
  await expect(page.getByText(/^Municipal Commissioner: /)).toHaveCount(1);
  await expectAccessible(page);
  await page.close();

  const reviewer = await (await browser.newContext()).newPage();
  await openSignedIn(reviewer, 'tpso.boduppal');
  await reviewer.goto(path);
  const reviewerCards = reviewer.getByRole('article');
  await expect(reviewerCards.filter({ hasText: '(L2)' }).first()).toBeVisible();
  await expect(reviewerCards.filter({ hasText: '(L1)' })).toHaveCount(0);
  await expect(reviewer.getByText(/^Final Remarks: /)).toHaveCount(1);
  await reviewer.close();

  const technical = await (await browser.newContext()).newPage();
  await openSignedIn(technical, 'tech.boduppal');
  await technical.goto(path);
  const technicalCards = technical.getByRole('article');
  await expect(technicalCards.filter({ hasText: 'Technical verification (L1)' })).toHaveCount(1);
  await expect(technicalCards.filter({ hasText: 'Technical verification (L2)' })).toHaveCount(0);
  await expect(technicalCards.filter({ hasText: 'Site verification (L1)' })).toHaveCount(0);
  await technical.close();
});
