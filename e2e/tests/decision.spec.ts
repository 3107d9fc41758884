import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { applicantDoes } from '../support/citizen-platform';
import { expectAccessible } from '../support/officer-session';
import { addNote, confirmSubmission } from '../support/verification';
import { openSignedIn } from '../support/signed-in';

test('[DECISION] show cause, the applicant replies, then the commissioner revokes the instant approval', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, 'commissioner.nizamabad');
  await page.goto('/post-verification?tab=REVIEW&type=SELF+CERTIFICATION&status=PROCEEDINGS_IN_PROGRESS');
  // An instant approval for a building (compound walls are instant approvals too).
  const row = page.getByRole('row').filter({ hasText: '/SC/' }).first();
  const identifier = (await row.getByRole('button', { name: /^NUDA\// }).textContent()) ?? '';
  await row.getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/commissioner-verification\/\d+$/);
  const applicationId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: identifier })).toBeVisible();
  const decision = page.getByRole('region', { name: 'Final decision' });
  // Nothing is said in red before the officer tries (issue 55 §6); a submit without a note says what is missing.
  await expect(decision.getByText('Please add remarks in View Notes')).toBeHidden();
  await decision.getByRole('button', { name: 'Submit' }).click();
  await expect(decision.getByText('Please add remarks in View Notes')).toBeVisible();
  await expectAccessible(page);

  await addNote(page, 'Rear setback short by 0.6 m on site; show cause to be issued.');
  await expect(decision.getByText('Please add remarks in View Notes')).toBeHidden();
  await decision.getByRole('button', { name: 'Submit' }).click();
  await expect(decision.getByText('Please select approved or revoked')).toBeVisible();
  await decision.getByText('Show Cause', { exact: true }).click();
  await expect(decision.getByText('printed on certificates and shown to the applicant')).toBeVisible();
  await decision.getByRole('button', { name: 'Submit' }).click();
  await expect(decision.getByText('Please select the reasons')).toBeVisible();
  await decision.getByRole('combobox', { name: 'Reasons' }).click();
  await page.getByRole('option', { name: 'Setbacks not as per Building Rules table' }).click();
  await page.keyboard.press('Escape');
  await decision.getByRole('textbox', { name: 'Remarks' }).fill('Reply within seven days with the revised plan.');
  await decision.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);

  // The applicant replies on the citizen platform; the file comes back to the commissioner.
  await applicantDoes(page.request, applicationId, 'show-cause-reply');
  await page.goto(`/commissioner-verification/${applicationId}`);
  await decision.getByText('Revoke', { exact: true }).click();
  await decision.getByRole('combobox', { name: 'Reasons' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await page.keyboard.press('Escape');
  await decision.getByRole('button', { name: 'Submit' }).click();
  await expect(decision.getByText('Please write the other reason')).toBeVisible();
  await decision.getByRole('textbox', { name: 'Other reason' }).fill('Reply does not cure the setback violation');
  await decision.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);

  await page.goto(`/post-verification?tab=COMPLETED&q=${encodeURIComponent(identifier)}`);
  await expect(page.getByRole('row').filter({ hasText: identifier })).toContainText('REVOKED');
});

/** Revokes the deemed file open on the decision screen (a note, then Revoke for the fire NOC) and finds it revoked. */
async function revokeForFireNoc(page: Page, identifier: string, note: string) {
  const decision = page.getByRole('region', { name: 'Final decision' });
  await addNote(page, note);
  await decision.getByText('Revoke', { exact: true }).click();
  await decision.getByRole('combobox', { name: 'Reasons' }).click();
  await page.getByRole('option', { name: 'Fire NOC rejected' }).click();
  await page.keyboard.press('Escape');
  await decision.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmission(page);
  // Back to the inbox, which may name the tab it landed on (the first holding files: a collector's is Deemed).
  await expect(page).toHaveURL(/\/post-verification(\?|$)/);
  await page.goto(`/post-verification?tab=COMPLETED&q=${encodeURIComponent(identifier)}`);
  await expect(page.getByRole('row').filter({ hasText: identifier })).toContainText('REJECTED');
}

test('[DECISION] a deemed file whose ULB had no decision officer goes up to the district collector, who revokes it', async ({
  page,
}) => {
  // The demo's Suryapet file deemed while its commissioner and final approving officer were away: the review went
  // to the district's collectors (routing.ts DEEMED_REVIEW_ESCALATION), the additional collector being away too.
  await openSignedIn(page, 'collector.suryapet');
  await page.getByRole('tab', { name: /^Deemed/ }).click();
  const row = page.getByRole('row').filter({ hasText: 'DEEMED APPROVED' });
  await expect(row).toHaveCount(1);
  const identifier = (await row.getByRole('button', { name: /^DTCP\/SW\// }).textContent()) ?? '';
  await row.getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/commissioner-verification\/\d+$/);
  await expect(page.getByRole('heading', { name: identifier })).toBeVisible();
  const decision = page.getByRole('region', { name: 'Final decision' });
  await expect(decision.getByText('Approve', { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await revokeForFireNoc(page, identifier, 'No commissioner posted at Suryapet; the fire NOC was refused since.');
});

test('[DECISION] a deemed approval can be revoked by the commissioner but never approved again', async ({ page }) => {
  await openSignedIn(page, 'commissioner.ghmc');
  await page.getByRole('tab', { name: /^Deemed/ }).click();
  await expect(page.getByRole('columnheader', { name: 'Deemed Action Due Date' })).toBeVisible();
  // Deemed files within their deemed action due date wait for the commissioner's review.
  const row = page
    .getByRole('row')
    .filter({ hasText: 'DEEMED APPROVED' })
    .filter({ has: page.getByRole('link', { name: 'Verify' }) })
    .first();
  const identifier = (await row.getByRole('button', { name: /^GHMC\// }).textContent()) ?? '';
  await row.getByRole('link', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: identifier })).toBeVisible();
  const decision = page.getByRole('region', { name: 'Final decision' });
  await expect(decision.getByText('Revoke', { exact: true })).toBeVisible();
  await expect(decision.getByText('Show Cause', { exact: true })).toBeVisible();
  await expect(decision.getByText('Approve', { exact: true })).toHaveCount(0);

  await revokeForFireNoc(page, identifier, 'Fire NOC conditions are not met on site.');
});
