import { expect, type Page } from '@playwright/test';
import { acknowledgePenaltyAlert } from './officer-session';

/** Finds a file in the inbox by its identifier and opens it with the Verify action, as an officer does. */
export async function verifyFromInbox(page: Page, applicationIdentifier: string): Promise<void> {
  await page.goto(`/post-verification?q=${encodeURIComponent(applicationIdentifier)}`);
  if (await page.getByRole('dialog', { name: 'Alert' }).isVisible()) await acknowledgePenaltyAlert(page);
  const row = page.getByRole('row').filter({ hasText: applicationIdentifier });
  await row.getByRole('link', { name: 'Verify' }).click();
  // Officers with the fee action are first reminded of the CLU charges: the file opens after Continue.
  const reminder = page.getByRole('dialog', { name: 'CLU Fee Reminder' });
  const heading = page.getByRole('heading', { name: applicationIdentifier });
  await expect(reminder.or(heading).first()).toBeVisible();
  if (await reminder.isVisible()) await reminder.getByRole('button', { name: 'Continue' }).click();
  await expect(heading).toBeVisible();
}

/** Writes a note on the note sheet through its panel (Add Note Sheet, or View note sheet on a decision). */
export async function addNote(page: Page, text: string): Promise<void> {
  const open = page.getByRole('button', { name: /^(Add Note Sheet|View note sheet)$/ });
  // Greyed (aria-disabled, so a click does nothing) until the screen knows the officer's turn and the notes switch.
  await expect(open).not.toHaveAttribute('aria-disabled', 'true');
  await open.click();
  const notes = page.getByRole('dialog', { name: 'Notes' });
  await expect(notes, 'the note sheet opened').toBeVisible();
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

const SAMPLE_PDF = new URL('../fixtures/site-inspection.pdf', import.meta.url).pathname;

/** A small JPEG made on the page, as a phone's camera hands one over (a "Take photo" answer). */
export async function cameraPhoto(page: Page, size = { width: 640, height: 480 }): Promise<Buffer> {
  const base64 = await page.evaluate(({ width, height }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#6b8e23';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#87ceeb';
    context.fillRect(0, 0, width, Math.round(height * 0.4));
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  }, size);
  return Buffer.from(base64, 'base64');
}

/**
 * Answers every question of the form on screen, page by page, as an inspector would: the last choice of each
 * yes/no or list question, words in each text box, the inspection report for each file question, a photo for each
 * "Take photo" question, one checked row in each table; follow-ups that appear are answered too. Stops on the last
 * page, before SUBMIT.
 */
export async function answerEveryQuestion(page: Page, text = 'Checked on site'): Promise<void> {
  // A multi-select shows its picks as pills, not as its input's value: each list is answered once, by name.
  const answeredLists = new Set<string>();
  for (;;) {
    const questions = page.getByRole('group', { name: /^Questions, page \d+ of \d+$/ });
    for (let pass = 0; pass < 6; pass += 1) {
      let changed = false;
      for (const group of await questions.getByRole('radiogroup').all()) {
        if ((await group.getByRole('radio', { checked: true }).count()) === 0) {
          await group.getByRole('radio').last().check();
          changed = true;
        }
      }
      for (const box of await questions.getByRole('textbox').all()) {
        if ((await box.inputValue()) === '') {
          await box.fill(text);
          changed = true;
        }
      }
      for (const list of await questions.getByRole('combobox').all()) {
        const name = (await list.getAttribute('aria-label')) ?? (await list.getAttribute('id')) ?? '';
        if (answeredLists.has(name) || name.startsWith('Verified') || (await list.inputValue()) !== '') continue;
        answeredLists.add(name);
        // An empty multi-select's input has no width to click: focus it and open its list from the keyboard. The
        // option is taken from this list's own listbox: another list's, still closing on a busy machine, is in the
        // page too.
        await list.focus();
        await page.keyboard.press('ArrowDown');
        await expect(list).toHaveAttribute('aria-controls', /.+/);
        const listbox = page.locator(`[id="${await list.getAttribute('aria-controls')}"]`);
        await listbox.getByRole('option').last().click();
        await page.keyboard.press('Escape');
        changed = true;
      }
      for (const table of await questions.getByRole('table').all()) {
        if ((await table.getByRole('row').count()) === 1) {
          await questions.getByRole('button', { name: 'Add row' }).first().click();
          await table.getByRole('textbox', { name: 'Item 1' }).fill('Building permit fee');
          await table.getByRole('combobox', { name: 'Verified 1' }).click();
          await page.getByRole('option', { name: 'Yes' }).click();
          changed = true;
        }
      }
      // A "Take photo" question (issue 53 §4): the file chooser stands in for the camera; the submit needs the
      // photo on the server, which the question shows once it is recorded there.
      // One at a time: a question's button is renamed once its photo is taken, which moves the others' places.
      const takePhoto = questions.getByRole('button', { name: 'Take photo', exact: true });
      while ((await takePhoto.count()) > 0) {
        const take = takePhoto.first();
        // The question by its title: the button is named 'Take again' once the photo is taken.
        const title = await take.evaluate((button) => {
          const group = button.closest('[role="group"][aria-labelledby]');
          const label = document.getElementById(group?.getAttribute('aria-labelledby') ?? '');
          return (label?.textContent ?? '').replace(/\s*\*$/, '').trim();
        });
        const question = questions.getByRole('group', { name: title });
        const chooser = page.waitForEvent('filechooser');
        await take.click();
        const photo = { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(page) };
        await (await chooser).setFiles(photo);
        await expect(question.getByRole('button', { name: 'Take again' })).toBeVisible();
        await expect(question.getByRole('listitem')).toBeVisible();
        changed = true;
      }
      for (const upload of await questions.getByRole('button', { name: /^Upload / }).all()) {
        const name = (await upload.getAttribute('aria-label')) ?? '';
        const field = questions
          .locator('div')
          .filter({ has: page.getByRole('button', { name }) })
          .last();
        if ((await field.getByRole('link', { name: 'View uploaded file' }).count()) === 0) {
          const chooser = page.waitForEvent('filechooser');
          await upload.click();
          await (await chooser).setFiles(SAMPLE_PDF);
          await expect(field.getByRole('link', { name: 'View uploaded file' })).toBeVisible();
          changed = true;
        }
      }
      if (!changed) break;
    }
    const next = page.getByRole('button', { name: 'Save & Continue' });
    if ((await next.count()) === 0) return;
    const pageName = (await questions.getAttribute('aria-label')) ?? '';
    await next.click();
    await expect(questions).not.toHaveAttribute('aria-label', pageName);
  }
}

/**
 * The fee adjuster's part on a verification screen, as spec 3 §5 orders it: a standard fee condition, then the
 * fee as calculated (Recommend without Fee changes). Where the fee is the turn's recommendation (instant
 * approvals), the officer's turn ends with it.
 */
export async function certifyFeeAsCalculated(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Fee Conditions' }).click();
  await page.getByRole('tabpanel').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Conditions submitted successfully').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /Fee Conditions/ }).getByRole('img', { name: 'submitted' })).toBeVisible();
  await page.getByRole('tab', { name: 'Fees', exact: true }).click();
  await page.getByRole('button', { name: 'Recommend without Fee changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit fee' });
  await expect(confirm.getByText('There are no fee changes')).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit' }).click();
}

export const remarksPanel = (page: Page) => page.getByRole('region', { name: 'Remarks & Recommendation' });

/**
 * A reviewer's recommendation on one tab of the verification screen: the choice (approval unless told), the NOC
 * departments a line-department recommendation needs, the remarks, the confirmed submission.
 */
export async function recommendOnTab(
  page: Page,
  tab: string,
  remark: string,
  options: { choice?: string; nocDepartments?: string[] } = {},
): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: 'Confirm and Proceed' }).click();
  const panel = remarksPanel(page);
  await panel.getByText(options.choice ?? 'RECOMMEND FOR APPROVAL', { exact: true }).click();
  for (const department of options.nocDepartments ?? []) {
    // An empty multi-select's input has no width to click: focus it and open its list from the keyboard.
    await panel.getByLabel('NOC departments').focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: department, exact: true }).click();
    await page.keyboard.press('Escape');
  }
  await panel.getByRole('textbox', { name: 'Remarks' }).fill(remark);
  await panel.getByRole('button', { name: 'CONFIRM & SUBMIT' }).click();
  await confirmSubmission(page);
}
