import { RECOMMENDATION_LABELS_TE, RECOMMENDATION_MESSAGES_TE } from '@anumati/domain';
import { expect, test } from '../support/csp';
import { addNoteByKeyboard, answerByKeyboard, pressOn, tabTo } from '../support/keyboard-walk';
import { submitApplication } from '../support/citizen-platform';
import { keepSavedLanguageInPage } from '../support/languages';
import { latestCode, withSignInTurn } from '../support/officer-session';

/** The officer walked here; the file is made for them, so nobody else's test touches it. */
const OFFICER = 'section.nizamabad';

test('[KEYBOARD] a Telugu officer’s day from the keyboard alone: Telugu on the sign-in page, password and OTP, a file from the inbox, the checklist, the remarks and the submission (issue 55)', async ({
  page,
}) => {
  test.slow();
  const file = await submitApplication(page.request, {
    applicationType: 'SINGLE WINDOW',
    ulbName: 'Nizamabad Municipal Corporation',
    applicantName: 'Keyboard Telugu Saraswathi',
    plotArea: 610,
  });
  // The language chosen on the sign-in page stays the officer's: the console saves it instead of switching back to
  // the English the server has (the save is answered in the page, the shared database keeps English).
  await keepSavedLanguageInPage(page, null);
  await page.goto('/login');

  // Telugu first: the language switch is reached with Tab and pressed with Enter.
  await pressOn(page, page.getByRole('button', { name: 'తెలుగు' }));
  await expect(page.getByRole('heading', { level: 1, name: 'అధికారి లాగిన్' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused();

  await withSignInTurn(OFFICER, async () => {
    // The password step. Shift+Tab back from the button proves the form is walked both ways.
    await tabTo(page, page.getByRole('textbox', { name: 'వినియోగదారు పేరు' }));
    await page.keyboard.type(OFFICER);
    await tabTo(page, page.getByLabel('పాస్‌వర్డ్', { exact: true }));
    await page.keyboard.type('Anumati@2026');
    await tabTo(page, page.getByRole('button', { name: 'కొనసాగించండి' }));
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'కొనసాగించండి' })).not.toBeFocused();
    await pressOn(page, page.getByRole('button', { name: 'కొనసాగించండి' }));

    // The OTP step: its first box has the focus, the code is typed, Tab leads to Login.
    await expect(page.getByRole('heading', { name: 'OTP నమోదు చేయండి' })).toBeVisible();
    await expect(page.getByLabel('OTP అంకె 1')).toBeFocused();
    await page.keyboard.type(await latestCode(page.request, OFFICER));
    await pressOn(page, page.getByRole('button', { name: 'లాగిన్', exact: true }));
    await expect(page.getByRole('heading', { name: 'OTP నమోదు చేయండి' })).toBeHidden();
  });

  // The inbox greets the session with its alert, closed from the keyboard.
  const alert = page.getByRole('dialog', { name: 'హెచ్చరిక' });
  await expect(alert).toBeVisible();
  await pressOn(page, alert.getByRole('button', { name: 'సరే' }));
  await expect(alert).toBeHidden();

  // The file, found with the inbox's search and opened with its row's Verify link.
  await tabTo(page, page.getByRole('textbox', { name: 'వెతకండి' }));
  await page.keyboard.type(file.applicationIdentifier);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: file.applicationIdentifier });
  await expect(row).toBeVisible();
  await pressOn(page, row.getByRole('link', { name: /పరిశీలించు/ }));
  await expect(page).toHaveURL(new RegExp(`/sw-verification/${file.id}$`));

  // The skip link takes the keyboard past the header and the menu.
  await tabTo(page, page.getByRole('link', { name: 'ప్రధాన విషయానికి వెళ్లండి' }));
  await page.keyboard.press('Enter');
  await answerByKeyboard(page, {
    questions: page.getByRole('group', { name: /^ప్రశ్నలు, \d+లో \d+వ పేజీ$/ }),
    typed: 'కీబోర్డ్‌తో పరిశీలించాను',
    nextLabel: 'భద్రపరచి కొనసాగించు',
  });

  // The note sheet (a submission needs a note): opened, written and closed from the keyboard.
  await addNoteByKeyboard(
    page,
    { open: 'నోట్ షీట్ జోడించు', sheet: 'నోట్స్', box: 'నోట్స్ జోడించండి', submit: 'సమర్పించు' },
    'కీబోర్డ్‌తో పరిశీలన పూర్తయింది: పత్రాలు సరిగా ఉన్నాయి.',
  );

  // The final step: the remarks and the recommendation, then the confirmation.
  await pressOn(page, page.getByRole('button', { name: 'సమర్పించు', exact: true }));
  const panel = page.getByRole('region', { name: 'వ్యాఖ్యలు & సిఫార్సు' });
  await expect(panel).toBeVisible();
  const recommend = panel.getByRole('radio', { name: RECOMMENDATION_LABELS_TE.RECOMMENDED });
  await tabTo(page, recommend);
  await page.keyboard.press('Space');
  await expect(recommend).toBeChecked();
  await tabTo(page, panel.getByRole('textbox', { name: 'వ్యాఖ్యలు' }));
  await page.keyboard.type('పత్రాలు సరిగా ఉన్నాయి; పరిశీలనకు తగినది.');
  await pressOn(page, panel.getByRole('button', { name: 'నిర్ధారించి సమర్పించు' }));
  const confirm = page.getByRole('dialog').filter({ hasText: RECOMMENDATION_MESSAGES_TE.confirm });
  await expect(confirm).toBeVisible();
  await pressOn(page, confirm.getByRole('button', { name: 'అవును, సమర్పించు' }));

  // Back in the inbox, in Telugu, with the file gone on to verification.
  await expect(page).toHaveURL(/\/post-verification/);
  await expect(page.getByRole('heading', { level: 1, name: 'అనంతర పరిశీలన' })).toBeVisible();
});
