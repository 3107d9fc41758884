import { expect, type Page, test } from '../support/csp';
import { submitApplication } from '../support/citizen-platform';
import { expectAccessible, WALK_TIMEOUT_MS } from '../support/officer-session';
import {
  addNote,
  answerEveryQuestion,
  confirmSubmission,
  remarksPanel,
  verifyFromInbox,
} from '../support/verification';
import { openSignedIn } from '../support/signed-in';

const SURYAPET = 'Suryapet Municipality';
const side = (onGround: number) => ({
  building_permit_order: 3,
  setback_as_on_ground: onGround,
  building_lengths: 12,
  no_of_floors: 2,
});

/** The inspector's first-level turn: the checklist answered, a note, the plain submission. */
async function inspect(page: Page, username: string, identifier: string, route: RegExp, note: string) {
  await openSignedIn(page, username);
  await verifyFromInbox(page, identifier);
  await expect(page).toHaveURL(route);
  await answerEveryQuestion(page);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await addNote(page, note);
  await remarksPanel(page).getByRole('button', { name: 'CONFIRM & SUBMIT' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);
}

/** The reviewer records the deviation found at this level, as the citizen declared it, on /deviation/{id}. */
async function recordDeviation(page: Page, applicationId: number) {
  await page.goto(`/deviation/${applicationId}`);
  await expect(page.getByRole('heading', { name: 'Deviation Table' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deviation Table' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Deviation table updated successfully').first()).toBeVisible();
}

async function recommend(page: Page, tab: string, remark: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: 'Confirm and Proceed' }).click();
  const panel = remarksPanel(page);
  await expect(panel.getByText('* Please add remarks in View/Add notes and update Deviation')).toBeHidden();
  await panel.getByText('RECOMMEND FOR APPROVAL').click();
  await panel.getByRole('textbox', { name: 'Remarks' }).fill(remark);
  await panel.getByRole('button', { name: 'CONFIRM & SUBMIT' }).click();
  await confirmSubmission(page);
  await expect(page).toHaveURL(/\/post-verification$/);
}

test('[OCCUPANCY] an occupancy certificate goes through site and technical verification, L1 and L2, to the commissioner’s approval', async ({
  browser,
}) => {
  test.setTimeout(WALK_TIMEOUT_MS);
  const newPage = async () => (await browser.newContext()).newPage();
  const request = (await newPage()).request;
  const file = await submitApplication(request, {
    applicationType: 'OCCUPANCY',
    approvalFor: 'OCCUPANCY',
    ulbName: SURYAPET,
    applicantName: 'Ramana Murthy Chintalapudi',
    plotArea: 240,
    particulars: {
      deviation: {
        citizen: {
          front: side(2.5),
          rear: side(3),
          side_one: side(3),
          side_two: side(3),
          land_value_per_registration_dep: 4_500,
        },
      },
    },
  });
  const id = file.applicationIdentifier;

  // Level 1 of the site visit: the occupancy checklist at /site-verification/occ/{id}.
  await inspect(
    await newPage(),
    'site.suryapet',
    id,
    new RegExp(`/site-verification/occ/${file.id}$`),
    'Building as per the sanctioned plan except a 0.5 m shorter front setback.',
  );

  // Level 2: the review waits for the deviation found on site (LEVEL-1).
  const tpso = await newPage();
  await openSignedIn(tpso, 'tpso.suryapet');
  await verifyFromInbox(tpso, id);
  await expect(tpso).toHaveURL(new RegExp(`/site-verification/occ/${file.id}$`));
  await addNote(tpso, 'Site visit reviewed; the front setback deviation is compoundable.');
  await tpso.getByRole('tab', { name: 'Site verification (L2)' }).click();
  await tpso.getByRole('button', { name: 'Confirm and Proceed' }).click();
  await expect(
    remarksPanel(tpso).getByText('* Please add remarks in View/Add notes and update Deviation'),
  ).toBeVisible();
  await expectAccessible(tpso);
  await recordDeviation(tpso, file.id);
  await verifyFromInbox(tpso, id);
  await recommend(tpso, 'Site verification (L2)', 'Site verification in order; deviation recorded.');

  // Technical verification, L1 then L2.
  await inspect(
    await newPage(),
    'section.suryapet',
    id,
    new RegExp(`/technical-verification/occ/${file.id}$`),
    'Technically in order with the compounding fee.',
  );
  // The reviewer's Verify opens the site screen; the verification links lead on to the technical one.
  await verifyFromInbox(tpso, id);
  await tpso
    .getByRole('navigation', { name: 'Verification' })
    .getByRole('link', { name: /^Technical Verification/ })
    .click();
  await expect(tpso).toHaveURL(new RegExp(`/technical-verification/occ/${file.id}$`));
  await recommend(tpso, 'Technical verification (L2)', 'Technically in order.');

  // The commissioner approves: no show cause for occupancy (spec 3 §4).
  const commissioner = await newPage();
  await openSignedIn(commissioner, 'commissioner.suryapet');
  await verifyFromInbox(commissioner, id);
  const decision = commissioner.getByRole('region', { name: 'Final decision' });
  await expect(decision.getByText('Show Cause', { exact: true })).toHaveCount(0);
  // The decision screen shows the deviation table and records LEVEL-3 (it was reachable only by typing /deviation).
  const deviation = commissioner.getByRole('region', { name: 'Deviation' });
  await expect(deviation.getByText('Officer Updated Deviation (Level 3: Decision)')).toBeVisible();
  await deviation.getByRole('button', { name: 'Submit', exact: true }).click();
  await commissioner.getByRole('dialog', { name: 'Deviation Table' }).getByRole('button', { name: 'Submit' }).click();
  await expect(commissioner.getByText('Deviation table updated successfully').first()).toBeVisible();
  await addNote(commissioner, 'Occupancy approved on the verification reports.');
  await decision.getByText('Approve', { exact: true }).click();
  await decision.getByRole('textbox', { name: 'Remarks' }).fill('Occupancy certificate approved.');
  await decision.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmission(commissioner);
  await commissioner.goto(`/post-verification?tab=COMPLETED&q=${encodeURIComponent(id)}`);
  await expect(commissioner.getByRole('row').filter({ hasText: id })).toContainText('ACCEPTED');
});
