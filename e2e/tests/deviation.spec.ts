import { expect, test, type Page } from '../support/csp';
import { expectAccessible } from '../support/officer-session';
import { openSignedIn } from '../support/signed-in';

/** The first occupancy file waiting for the officer in this status: its id, from the Verify link. */
async function firstOccupancyFile(page: Page, status: string): Promise<string> {
  await page.goto(`/post-verification?status=${status}&type=OCCUPANCY`);
  const verify = page.getByRole('row').filter({ hasText: '/OC/' }).getByRole('link', { name: 'Verify' }).first();
  const href = (await verify.getAttribute('href')) ?? '';
  const id = /\/occ\/(\d+)$/.exec(href)?.[1];
  if (!id) throw new Error(`no occupancy file in ${status}: ${href}`);
  return id;
}

const DEVIATION_GATE = '* Please add remarks in View/Add notes and update Deviation';

/** What officers read for each deviation level (the console names the level rather than showing its code). */
const LEVEL_NAMES = {
  'LEVEL-1': 'Level 1: Site Verification',
  'LEVEL-2': 'Level 2: Technical Verification',
  'LEVEL-3': 'Level 3: Decision',
} as const;

const officerTable = (page: Page, level: keyof typeof LEVEL_NAMES) =>
  page.getByRole('table', { name: `Officer Updated Deviation (${LEVEL_NAMES[level]})`, exact: true });

async function confirmDeviation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deviation Table' });
  await expect(dialog.getByText('Are you sure you want to make changes to the deviation table?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Deviation table updated successfully').first()).toBeVisible();
}

test('[DEVIATION] the site review records LEVEL-1 from the citizen’s table, with the spec’s checks', async ({
  page,
}) => {
  await openSignedIn(page, 'tpso.suryapet');
  const id = await firstOccupancyFile(page, 'IN_PROCESS');
  // Spec 3 §4: the occupancy site review shows the Deviation tab and blocks submit until the table is touched.
  await page.goto(`/site-verification/occ/${id}`);
  await page.getByRole('tab', { name: 'Site verification (L2)' }).click();
  await page.getByRole('button', { name: 'Confirm and Proceed' }).click();
  const panel = page.getByRole('region', { name: 'Remarks & Recommendation' });
  await expect(panel.getByText(DEVIATION_GATE)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'CONFIRM & SUBMIT' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Deviation' }).click();
  await expect(officerTable(page, 'LEVEL-1')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/deviation/${id}`);
  await expect(page.getByRole('heading', { name: 'Deviation Table' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Citizen Updated Deviation', exact: true })).toBeVisible();
  const table = officerTable(page, 'LEVEL-1');
  // Prefilled from the citizen's entries.
  const citizenFront = await page
    .getByRole('table', { name: 'Citizen Updated Deviation' })
    .getByRole('row', { name: /^Front/ })
    .getByRole('cell')
    .nth(1)
    .textContent();
  await expect(table.getByLabel('Front setback as on ground')).toHaveValue(Number(citizenFront).toString());
  await expectAccessible(page);

  // 'required': the rear building length must be at least 1.
  await table.getByLabel('Rear building lengths').fill('0');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(table.getByText('required')).toBeVisible();
  await table.getByLabel('Rear building lengths').fill('10');
  // 'cannot be less than old fee': more setback as on ground than the citizen declared lowers the fee.
  const front = table.getByLabel('Front setback as on ground');
  const permitOrder = await table.getByLabel('Front building permit order').inputValue();
  await front.fill(permitOrder);
  await expect(page.getByText('cannot be less than old fee')).toBeVisible();
  // The site found the front setback 1 m shorter than the permit order.
  await front.fill(String(Number(permitOrder) - 1));
  await expect(page.getByText('cannot be less than old fee')).toBeHidden();
  const fee = await page
    .getByRole('table', { name: 'Officer Updated Deviation (Level 1: Site Verification): compounding fee' })
    .getByRole('row', { name: /Total Compounding Fee/ })
    .getByRole('cell')
    .textContent();
  await confirmDeviation(page);

  await page.reload();
  await expect(officerTable(page, 'LEVEL-1').getByLabel('Front setback as on ground')).toHaveValue(
    String(Number(permitOrder) - 1),
  );
  await expect(
    page
      .getByRole('table', { name: 'Officer Updated Deviation (Level 1: Site Verification): compounding fee' })
      .getByRole('row', { name: /Total Compounding Fee/ }),
  ).toContainText(fee ?? 'missing');
  await expect(page.getByRole('tab', { name: /Deviation/ }).getByRole('img', { name: 'submitted' })).toBeVisible();

  // Back on the site review, the deviation no longer holds the submission back.
  await page.goto(`/site-verification/occ/${id}`);
  await expect(page.getByRole('tab', { name: /Deviation/ }).getByRole('img', { name: 'submitted' })).toBeVisible();
  await page.getByRole('tab', { name: 'Site verification (L2)' }).click();
  await page.getByRole('button', { name: 'Confirm and Proceed' }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByText(DEVIATION_GATE)).toBeHidden();
});

test('[DEVIATION] technical verification records LEVEL-2 from LEVEL-1, not below the level-1 fee', async ({ page }) => {
  await openSignedIn(page, 'tech.boduppal');
  const id = await firstOccupancyFile(page, 'VERIFICATION_UNDER_PROGRESS');
  await page.goto(`/deviation/${id}`);
  const table = officerTable(page, 'LEVEL-2');
  await expect(table).toBeVisible();
  const landValue = page.getByLabel('Land value per square yard');
  const levelOneLandValue = Number(await landValue.inputValue());
  await landValue.fill(String(levelOneLandValue - 100));
  await expect(page.getByText('cannot be less than old fee')).toBeVisible();
  await landValue.fill(String(levelOneLandValue + 500));
  await expect(page.getByText('cannot be less than old fee')).toBeHidden();
  await expectAccessible(page);
  await confirmDeviation(page);
  await page.reload();
  await expect(page.getByLabel('Land value per square yard')).toHaveValue(
    (levelOneLandValue + 500).toLocaleString('en-US', { useGrouping: false }),
  );
});
