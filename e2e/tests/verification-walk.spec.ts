import { expect, type Page, test } from '../support/csp';
import { submitApplication } from '../support/citizen-platform';
import { expectAccessible, WALK_TIMEOUT_MS } from '../support/officer-session';
import {
  addNote,
  answerEveryQuestion,
  certifyFeeAsCalculated,
  confirmSubmission,
  recommendOnTab,
  verifyFromInbox,
} from '../support/verification';
import { openSignedIn } from '../support/signed-in';

const SURYAPET = 'Suryapet Municipality';

/** An inspector's turn: every question answered, a note, then the plain submission (no recommendation at L1). */
async function inspect(page: Page, username: string, identifier: string, note: string) {
  await openSignedIn(page, username);
  await verifyFromInbox(page, identifier);
  await answerEveryQuestion(page);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const panel = page.getByRole('region', { name: 'Remarks & Recommendation' });
  await expect(panel.getByText('Please add remarks in View Notes')).toBeVisible();
  await expect(panel.getByRole('radiogroup', { name: 'Recommendation' })).toHaveCount(0);
  await addNote(page, note);
  await panel.getByRole('button', { name: 'CONFIRM & SUBMIT' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);
}

test('[VERIFICATION] an instant approval goes through site, title and technical verification to the commissioner’s approval', async ({
  browser,
}) => {
  test.setTimeout(WALK_TIMEOUT_MS);
  const newPage = async () => (await browser.newContext()).newPage();
  const request = (await newPage()).request;
  const file = await submitApplication(request, {
    applicationType: 'SELF CERTIFICATION',
    ulbName: SURYAPET,
    applicantName: 'Bhargavi Nallamothu',
    plotArea: 160,
  });

  const site = await newPage();
  await inspect(site, 'site.suryapet', file.applicationIdentifier, 'Site matches the plan; photographs uploaded.');
  const title = await newPage();
  await inspect(title, 'title.suryapet', file.applicationIdentifier, 'Sale deed and link documents verified.');
  const technical = await newPage();
  await inspect(technical, 'section.suryapet', file.applicationIdentifier, 'Setbacks and height within the rules.');

  // The planning officer reviews all three, moving from screen to screen as each is done.
  const tpso = await newPage();
  await openSignedIn(tpso, 'tpso.suryapet');
  await verifyFromInbox(tpso, file.applicationIdentifier);
  await expect(tpso).toHaveURL(new RegExp(`/site-verification/${file.id}$`));
  const navigation = tpso.getByRole('navigation', { name: 'Verification' });
  await expect(navigation.getByRole('link', { name: 'Site Verification' })).toHaveAttribute('aria-current', 'page');
  await expect(tpso.getByRole('tab', { name: 'Site verification (L1) submitted' })).toBeVisible();
  await expectAccessible(tpso);
  await addNote(tpso, 'All three verifications reviewed.');
  await recommendOnTab(tpso, 'Site verification (L2)', 'Site verification in order.');
  await expect(tpso).toHaveURL(new RegExp(`/technical-verification/${file.id}$`));
  await expect(navigation.getByRole('link', { name: /^Site Verification/ })).toContainText('✓');
  // Spec 3 §5: the technical review waits for the fee; in an instant approval the fee is its recommendation.
  await tpso.getByRole('tab', { name: 'Technical verification (L2)' }).click();
  await tpso.getByRole('button', { name: 'Confirm and Proceed' }).click();
  const panel = tpso.getByRole('region', { name: 'Remarks & Recommendation' });
  await expect(panel.getByText('Please submit fee')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'CONFIRM & SUBMIT' })).toBeDisabled();
  await certifyFeeAsCalculated(tpso);
  await expect(tpso).toHaveURL(new RegExp(`/title-verification/${file.id}$`));
  await recommendOnTab(tpso, 'Title verification (L2)', 'Title in order.');
  await expect(tpso).toHaveURL(/\/post-verification$/);
  // The fee went in unchanged: there is no difference for the applicant to pay, the decision follows.

  const commissioner = await newPage();
  await openSignedIn(commissioner, 'commissioner.suryapet');
  await verifyFromInbox(commissioner, file.applicationIdentifier);
  await expect(commissioner).toHaveURL(new RegExp(`/commissioner-verification/${file.id}$`));
  const decision = commissioner.getByRole('region', { name: 'Final decision' });
  // The answers of every stage are there to read, with the uploaded report.
  await commissioner.getByRole('button', { name: /^Site verification \(L1\)/ }).click();
  await expect(commissioner.getByRole('link', { name: 'View document' }).first()).toHaveAttribute('href', /.+/);
  await addNote(commissioner, 'Approved on the verification reports.');
  await decision.getByText('Approve', { exact: true }).click();
  await decision.getByRole('button', { name: 'Submit' }).click();
  await expect(decision.getByText('Remark is Mandatory Please add One')).toBeVisible();
  await decision.getByRole('textbox', { name: 'Remarks' }).fill('Approved as per the verification reports.');
  await decision.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmission(commissioner);
  await expect(commissioner).toHaveURL(/\/post-verification$/);
  await commissioner.goto(`/post-verification?tab=COMPLETED&q=${encodeURIComponent(file.applicationIdentifier)}`);
  await expect(commissioner.getByRole('row').filter({ hasText: file.applicationIdentifier })).toContainText('ACCEPTED');
});
