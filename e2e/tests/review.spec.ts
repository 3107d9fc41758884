import { expect, test } from '../support/csp';
import { submitApplication } from '../support/citizen-platform';
import { expectAccessible } from '../support/officer-session';
import { openSignedIn } from '../support/signed-in';

test('[REVIEW] the review page shows the application and its review remarks, with the note sheet; nothing without a session; reached from the detail screen, inside the shell', async ({
  page,
}) => {
  const file = await submitApplication(page.request, {
    applicationType: 'REGISTRATION',
    ulbName: 'Suryapet Municipality',
    applicantName: 'Sailaja Kothapalli',
    plotArea: 55,
  });
  await page.goto(`/review/${file.id}`);
  await expect(page.getByText('Sign in to see this application.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);

  await openSignedIn(page, 'fao.suryapet');
  // The detail screen links to the review page, which opens inside the console's shell (issue 18).
  await page.goto(`/application-details/${file.id}`);
  await page.getByRole('link', { name: 'Review page' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${file.id}$`));
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: file.applicationIdentifier })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /Application Details/ }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Review Remarks' }).click();
  await expect(page.getByText('There are no review remarks for this application at the moment.')).toBeVisible();
  await page.getByRole('button', { name: 'VIEW NOTE SHEET' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes' });
  await expect(notes.getByText('There are no notes for this application')).toBeVisible();
  await expect(notes.getByRole('textbox', { name: 'Add Notes' })).toHaveCount(0);
});
