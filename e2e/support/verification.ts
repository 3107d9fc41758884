import { expect, type Page } from '@playwright/test';
import { acknowledgePenaltyAlert } from './officer-session';

/** Finds a file in the inbox by its identifier and opens it with the Verify action, as an officer does. */
export async function verifyFromInbox(page: Page, applicationIdentifier: string): Promise<void> {
  await page.goto(`/post-verification?q=${encodeURIComponent(applicationIdentifier)}`);
  if (await page.getByRole('dialog', { name: 'Alert' }).isVisible()) await acknowledgePenaltyAlert(page);
  const row = page.getByRole('row').filter({ hasText: applicationIdentifier });
  await row.getByRole('link', { name: 'Verify' }).click();
  const reminder = page.getByRole('dialog', { name: 'CLU Fee Reminder' });
  if (await reminder.isVisible().catch(() => false)) await reminder.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: applicationIdentifier })).toBeVisible();
}

/** Writes a note on the note sheet through the Add Note Sheet panel. */
export async function addNote(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Note Sheet' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'Add Notes' }).fill(text);
  await notes.getByRole('button', { name: 'Submit' }).click();
  await expect(notes.getByRole('article').filter({ hasText: text })).toBeVisible();
  await notes.getByRole('button', { name: 'Close' }).first().click();
  await expect(notes).toBeHidden();
}

/** Confirms the "Are you sure you want to submit?" dialog. */
export async function confirmSubmission(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to submit?' });
  await dialog.getByRole('button', { name: 'Yes, submit' }).click();
}
