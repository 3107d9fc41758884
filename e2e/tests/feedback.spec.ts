import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/csp';
import { expectAccessible } from '../support/officer-session';
import { openAs } from '../support/signed-in';

test('[FEEDBACK] a visitor sends feedback in Telugu without signing in, and the State Administrator reads it and marks it handled (issue 55, GIGW)', async ({
  page,
  browser,
}) => {
  // Each run's own words, so the administrator's list is read for this run's item.
  const words = `కీబోర్డ్ తో పటం చేరలేము ${randomUUID().slice(0, 8)}`;

  await page.goto('/login');
  await page.getByRole('button', { name: 'తెలుగు' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'అభిప్రాయం' }).click();
  await expect(page).toHaveURL('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'అభిప్రాయం' })).toBeVisible();
  await expect(page).toHaveTitle('అభిప్రాయం — అనుమతి');
  // The department's feedback address, from its identity file.
  await expect(page.getByRole('link', { name: 'feedback@anumati.demo' })).toHaveAttribute(
    'href',
    'mailto:feedback@anumati.demo',
  );
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'అభిప్రాయ ఫారం' });
  await form.getByRole('textbox', { name: /మీ పేరు/ }).fill('లక్ష్మి');
  await form.getByRole('textbox', { name: /ఇ-మెయిల్ లేదా ఫోన్/ }).fill('not a contact');
  await form.getByRole('combobox', { name: /ఇది దేని గురించి/ }).selectOption({ label: 'సులభ వినియోగం (యాక్సెసిబిలిటీ)' });
  await form.getByRole('textbox', { name: /మీ అభిప్రాయం/ }).fill(words);
  await form.getByRole('button', { name: 'అభిప్రాయం పంపండి' }).click();
  // A contact that is neither an e-mail nor a phone is refused, in Telugu, before anything is sent.
  await expect(form.getByText('ఇ-మెయిల్ చిరునామా లేదా 10 అంకెల ఫోన్ నంబర్ ఇవ్వండి, లేదా ఖాళీగా వదలండి')).toBeVisible();
  await form.getByRole('textbox', { name: /ఇ-మెయిల్ లేదా ఫోన్/ }).fill('98765 43210');
  await form.getByRole('button', { name: 'అభిప్రాయం పంపండి' }).click();
  await expect(page.getByText('ధన్యవాదాలు: మీ అభిప్రాయం అందింది')).toBeVisible();
  await expect(form).toBeHidden();
  await expectAccessible(page);

  // The sitemap lists the page too.
  await page.goto('/sitemap');
  await expect(page.getByRole('main').getByRole('link', { name: 'అభిప్రాయం' })).toHaveAttribute('href', '/feedback');

  // The State Administrator, in a browser of their own (English), finds it under Feedback in their menu.
  const adminPage = await browser.newPage();
  await openAs(adminPage, 'admin.state', '/administration/officers');
  await adminPage.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  // The pointer leaves the menu: axe reads the page as it stands, not a link's hover colours.
  await adminPage.mouse.move(0, 0);
  const row = adminPage.getByRole('row').filter({ hasText: words });
  await expect(row).toContainText('A visitor');
  await expect(row).toContainText('లక్ష్మి');
  await expect(row).toContainText('98765 43210');
  await expect(row).toContainText('Accessibility');
  await expect(row).toContainText('Written in తెలుగు');
  await expectAccessible(adminPage);
  await row.getByRole('button', { name: /^Mark handled: feedback \d+$/ }).click();
  await expect(row).toContainText('Handled by admin.state on');
  await expect(row.getByRole('button')).toHaveCount(0);
  await adminPage.close();
});
