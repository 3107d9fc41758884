import { expect, test } from '../support/csp';
import { addNoteByKeyboard, answerByKeyboard, pressOn, tabTo } from '../support/keyboard-walk';
import { submitApplication } from '../support/citizen-platform';
import { openAs } from '../support/signed-in';

test('[KEYBOARD] a section officer scrutinises a file from the keyboard alone: answers, a note, a recommendation, the submission (issue 19)', async ({
  page,
}) => {
  test.slow();
  const file = await submitApplication(page.request, {
    applicationType: 'SINGLE WINDOW',
    ulbName: 'Nizamabad Municipal Corporation',
    applicantName: 'Keyboard Lakshmi Narasimha',
    plotArea: 640,
  });
  await openAs(page, 'section.nizamabad', `/sw-verification/${file.id}`);
  await expect(page.getByRole('tab', { name: 'Pre scrutiny (L1)' })).toHaveAttribute('aria-selected', 'true');

  // The skip link is the first stop: it takes the keyboard past the header and the sidebar to the screen.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');

  await answerByKeyboard(page, {
    questions: page.getByRole('group', { name: /^Questions, page \d+ of \d+$/ }),
    typed: 'Checked without a mouse',
    nextLabel: 'Save & Continue',
  });

  // The note sheet: opened, written and closed from the keyboard.
  await addNoteByKeyboard(
    page,
    { open: 'Add Note Sheet', sheet: 'Notes', box: 'Add Notes', submit: 'Submit' },
    'Scrutiny done from the keyboard: documents in order.',
  );

  // The recommendation and the submission.
  await pressOn(page, page.getByRole('button', { name: 'SUBMIT' }));
  const panel = page.getByRole('region', { name: 'Remarks & Recommendation' });
  await expect(panel).toBeVisible();
  await tabTo(page, panel.getByRole('radio', { name: 'RECOMMEND FOR APPROVAL' }));
  await page.keyboard.press('Space');
  await expect(panel.getByRole('radio', { name: 'RECOMMEND FOR APPROVAL' })).toBeChecked();
  await tabTo(page, panel.getByRole('textbox', { name: 'Remarks' }));
  await page.keyboard.type('Fit for verification.');
  await pressOn(page, panel.getByRole('button', { name: 'CONFIRM & SUBMIT' }));
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to submit?' });
  await expect(confirm).toBeVisible();
  await pressOn(page, confirm.getByRole('button', { name: 'Yes, submit' }));
  await expect(page).toHaveURL(/\/post-verification$/);
  await page.goto(`/post-verification?tab=ALL&q=${encodeURIComponent(file.applicationIdentifier)}`);
  await expect(page.getByRole('row').filter({ hasText: file.applicationIdentifier })).toContainText(
    'VERIFICATION UNDER PROGRESS',
  );
});
