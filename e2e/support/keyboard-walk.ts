import { expect, type Locator, type Page } from './csp';

/**
 * Moves the keyboard focus forward with Tab, as an officer without a mouse does, until it is on (or inside) the
 * target; fails when the target cannot be reached from the keyboard at all (an unreachable control is what the
 * keyboard walks are for).
 */
export async function tabTo(page: Page, target: Locator, presses = 400): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tab to a control and press a key on it. */
export async function pressOn(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * Answers every question of the checklist from the keyboard, page by page: a choice in each radio group (arrow
 * keys), `typed` in each empty text box, a pick in each list, then the page's `nextLabel` button until the last page.
 */
export async function answerByKeyboard(
  page: Page,
  options: { questions: Locator; typed: string; nextLabel: string },
): Promise<void> {
  const { questions } = options;
  // A multi-select shows its picks as pills, not as its input's value: each list is answered once, by name.
  const answeredLists = new Set<string>();
  for (;;) {
    // The page's questions are on screen before they are read (the form arrives after the screen's frame).
    await expect(questions.getByRole('radiogroup').or(questions.getByRole('textbox')).first()).toBeVisible();
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
        await page.keyboard.type(options.typed);
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
    const next = page.getByRole('button', { name: options.nextLabel });
    if ((await next.count()) === 0) return;
    const pageName = (await questions.getAttribute('aria-label')) ?? '';
    await pressOn(page, next);
    await expect(questions).not.toHaveAttribute('aria-label', pageName);
  }
}

/**
 * Writes a note on the note sheet from the keyboard: its button, the text typed in its box, its submit, the note
 * shown on the sheet, Escape to close it. The words are the screen's language's (`labels`).
 */
export async function addNoteByKeyboard(
  page: Page,
  labels: { open: string; sheet: string; box: string; submit: string },
  text: string,
): Promise<void> {
  await pressOn(page, page.getByRole('button', { name: labels.open }));
  const notes = page.getByRole('dialog', { name: labels.sheet });
  await tabTo(page, notes.getByRole('textbox', { name: labels.box }));
  await page.keyboard.type(text);
  await pressOn(page, notes.getByRole('button', { name: labels.submit }));
  await expect(notes.getByRole('article').filter({ hasText: text })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notes).toBeHidden();
}
