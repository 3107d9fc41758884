import { expect, test, type Locator, type Page } from '../support/csp';
import { submitApplication } from '../support/citizen-platform';
import { openAs } from '../support/signed-in';

/**
 * Moves the keyboard focus forward with Tab, as an officer without a mouse does, until it is on (or inside) the
 * target; fails when the target cannot be reached from the keyboard at all.
 */
async function tabTo(page: Page, target: Locator, presses = 400): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tab to a control and press a key on it. */
async function pressOn(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * Answers every question of the page on screen from the keyboard: a choice in each radio group (arrow keys), words
 * in each empty text box, a pick in each list, then the next page, until the last one.
 */
async function answerByKeyboard(page: Page): Promise<void> {
  const questions = page.getByRole('group', { name: /^Questions, page \d+ of \d+$/ });
  // A multi-select shows its picks as pills, not as its input's value: each list is answered once, by name.
  const answeredLists = new Set<string>();
  for (;;) {
    for (let pass = 0; pass < 6; pass += 1) {
      let changed = false;
      for (const group of await questions.getByRole('radiogroup').all()) {
        if ((await group.getByRole('radio', { checked: true }).count()) > 0) continue;
        await tabTo(page, group.getByRole('radio').first());
        // Arrow keys move the choice and select it, as in any radio group.
        await page.keyboard.press('ArrowDown');
        await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
        changed = true;
      }
      for (const box of await questions.getByRole('textbox').all()) {
        if ((await box.inputValue()) !== '') continue;
        await tabTo(page, box);
        await page.keyboard.type('Checked without a mouse');
        changed = true;
      }
      for (const list of await questions.getByRole('combobox').all()) {
        const name = (await list.getAttribute('aria-label')) ?? (await list.getAttribute('id')) ?? '';
        if (answeredLists.has(name) || (await list.inputValue()) !== '') continue;
        answeredLists.add(name);
        // The list opens with the arrow key, Enter picks the highlighted choice, Escape closes it.
        await tabTo(page, list);
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('option').first()).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Escape');
        changed = true;
      }
      if (!changed) break;
    }
    const next = page.getByRole('button', { name: 'Save & Continue' });
    if ((await next.count()) === 0) return;
    const pageName = (await questions.getAttribute('aria-label')) ?? '';
    await pressOn(page, next);
    await expect(questions).not.toHaveAttribute('aria-label', pageName);
  }
}

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

  await answerByKeyboard(page);

  // The note sheet: opened, written and closed from the keyboard.
  await pressOn(page, page.getByRole('button', { name: 'Add Note Sheet' }));
  const notes = page.getByRole('dialog', { name: 'Notes' });
  await tabTo(page, notes.getByRole('textbox', { name: 'Add Notes' }));
  await page.keyboard.type('Scrutiny done from the keyboard: documents in order.');
  await pressOn(page, notes.getByRole('button', { name: 'Submit' }));
  await expect(notes.getByRole('article').filter({ hasText: 'Scrutiny done from the keyboard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notes).toBeHidden();

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
