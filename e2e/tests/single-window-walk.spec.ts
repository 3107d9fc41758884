import { expect, type Page, test } from '../support/csp';
import { applicantDoes, submitApplication } from '../support/citizen-platform';
import { expectAccessible, WALK_TIMEOUT_MS } from '../support/officer-session';
import {
  addNote,
  answerEveryQuestion,
  certifyFeeAsCalculated,
  confirmSubmission,
  recommendOnTab,
  remarksPanel,
  verifyFromInbox,
} from '../support/verification';
import { openSignedIn } from '../support/signed-in';

// Line departments give their NOCs for the Hyderabad district: the walk runs in GHMC.
const GHMC = 'GHMC';

/** An officer's first-level turn on the single-window screen: the form answered, a note, the submission. */
async function answerAndSubmit(page: Page, username: string, identifier: string, tab: string, note: string) {
  await openSignedIn(page, username);
  await verifyFromInbox(page, identifier);
  await page.getByRole('tab', { name: tab }).click();
  await answerAndSubmitOnScreen(page, note);
}

/** The commissioner's decision on the decision screen. */
async function decide(page: Page, identifier: string, button: string, remark: string) {
  await verifyFromInbox(page, identifier);
  const decision = page.getByRole('region', { name: 'Final decision' });
  await addNote(page, remark);
  await decision.getByText(button, { exact: true }).click();
  await decision.getByRole('textbox', { name: 'Remarks' }).fill(remark);
  await decision.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);
}

test('[SINGLE WINDOW] a file goes through pre-scrutiny, the three verifications, the fire NOC, the fee and the commissioner’s approval', async ({
  browser,
}) => {
  test.setTimeout(WALK_TIMEOUT_MS);
  const newPage = async () => (await browser.newContext()).newPage();
  const request = (await newPage()).request;
  const file = await submitApplication(request, {
    applicationType: 'SINGLE WINDOW',
    ulbName: GHMC,
    applicantName: 'Venkata Lakshmi Gudivada',
    plotArea: 900,
  });
  const id = file.applicationIdentifier;

  await answerAndSubmit(await newPage(), 'tech.ghmc', id, 'Pre scrutiny (L1)', 'Documents and licences in order.');
  await answerAndSubmit(await newPage(), 'site.ghmc', id, 'Site verification (L1)', 'Site as per the plan.');
  await answerAndSubmit(await newPage(), 'title.ghmc', id, 'Title verification (L1)', 'Sale deed verified.');
  await answerAndSubmit(await newPage(), 'tech.ghmc', id, 'Technical verification (L1)', 'Setbacks within the rules.');

  // Files above 200 sq m go to the ACP's queue; the ACP reviews the three, moving from screen to screen, and the
  // technical review, once the fee is certified, sends the file to the fire department.
  const acp = await newPage();
  await openSignedIn(acp, 'acp.ghmc');
  await verifyFromInbox(acp, id);
  await expect(acp).toHaveURL(new RegExp(`/site-verification/${file.id}$`));
  await addNote(acp, 'Verifications reviewed; a fire NOC is needed for the height.');
  await recommendOnTab(acp, 'Site verification (L2)', 'Site in order.');
  await expect(acp).toHaveURL(new RegExp(`/technical-verification/${file.id}$`));
  await acp.getByRole('tab', { name: 'Technical verification (L2)' }).click();
  await acp.getByRole('button', { name: 'Confirm and Proceed' }).click();
  await expect(remarksPanel(acp).getByText('Please submit fee')).toBeVisible();
  await certifyFeeAsCalculated(acp);
  await recommendOnTab(acp, 'Technical verification (L2)', 'Fire NOC needed.', {
    choice: 'RECOMMEND FOR LINE DEPARTMENT',
    nocDepartments: ['FIRE'],
  });
  await expect(acp).toHaveURL(new RegExp(`/title-verification/${file.id}$`));
  await recommendOnTab(acp, 'Title verification (L2)', 'Title in order.');
  await expect(acp).toHaveURL(/\/post-verification$/);

  // The fire department's officer gives the NOC on the line-department screen.
  const fire = await newPage();
  await openSignedIn(fire, 'fire.hyderabad');
  await verifyFromInbox(fire, id);
  await expect(fire).toHaveURL(new RegExp(`/sw-line-verification/${file.id}$`));
  await expectAccessible(fire);
  await answerAndSubmitOnScreen(fire, 'Fire safety measures adequate; NOC given.');

  // The commissioner raises the fee intimation; the applicant pays; the fee is verified; the commissioner approves.
  const commissioner = await newPage();
  await openSignedIn(commissioner, 'commissioner.ghmc');
  await decide(commissioner, id, 'Raise Fee Intimation', 'Fee intimation raised for payment.');
  await applicantDoes(request, file.id, 'fee-payment');
  // The payment's check is a first-level turn of the reviewers: the TPSO's (the ACP takes only the large files' L2).
  const tpso = await newPage();
  await openSignedIn(tpso, 'tpso.ghmc');
  await verifyFromInbox(tpso, id);
  await expect(tpso).toHaveURL(/\/fee-verification-review\?id=/);
  await tpso.getByRole('button', { name: 'NEXT' }).click();
  await addNote(tpso, 'Payment received and verified.');
  await remarksPanel(tpso).getByText('RECOMMEND FOR APPROVAL').click();
  await remarksPanel(tpso).getByRole('textbox', { name: 'Remarks' }).fill('Fee paid in full.');
  await remarksPanel(tpso).getByRole('button', { name: 'CONFIRM & SUBMIT' }).click();
  await confirmSubmission(tpso);
  await expect(tpso).toHaveURL(/\/post-verification$/);
  await decide(commissioner, id, 'Approve', 'Approved on the verification reports and the fire NOC.');
  await commissioner.goto(`/post-verification?tab=COMPLETED&q=${encodeURIComponent(id)}`);
  await expect(commissioner.getByRole('row').filter({ hasText: id })).toContainText('ACCEPTED');
});

/**
 * A turn on the screen open: its checklist (where it has one) answered, a note, its recommendation (where the turn
 * has a choice), the submission.
 */
async function answerAndSubmitOnScreen(page: Page, note: string) {
  if ((await page.getByRole('group', { name: /^Questions, page \d+ of \d+$/ }).count()) > 0) {
    await answerEveryQuestion(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
  } else {
    await page.getByRole('button', { name: 'Confirm and Proceed' }).click();
  }
  const panel = remarksPanel(page);
  // Said here rather than found at CONFIRM & SUBMIT: a form the officer left incomplete keeps its questions on
  // screen. The note once the screen has moved on to the panel: the answers' save, slow on a busy machine, re-draws it.
  await expect(panel, 'the form was taken with every question answered').toBeVisible();
  await addNote(page, note);
  if ((await panel.getByRole('radiogroup', { name: 'Recommendation' }).count()) > 0) {
    await panel.getByText('RECOMMEND FOR APPROVAL').click();
    await panel.getByRole('textbox', { name: 'Remarks' }).fill(note);
  }
  // The gate's message (notes, forms) is on the panel while the button is disabled: an assertion shows it.
  await expect(panel.getByRole('button', { name: 'CONFIRM & SUBMIT' })).toBeEnabled();
  await panel.getByRole('button', { name: 'CONFIRM & SUBMIT' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);
}
