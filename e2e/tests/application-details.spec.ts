import {
  deviationInputsOf,
  formatDeviationValue,
  type TApplicationView,
  type TCertificates,
  type TCompoundWallView,
  type TOccupancyView,
} from '@anumati/domain';
import { expect, type Page, test } from '../support/csp';
import { officerApplications, restData, type TListedApplication } from '../support/officer-api';
import { openSection } from '../support/detail-screens';
import { expectAccessible } from '../support/officer-session';
import { openSignedIn } from '../support/signed-in';

/** The titles of the screen's collapsible sections, in order, once the screen has loaded. */
async function sectionTitles(page: Page) {
  await expect(page.getByRole('button', { name: 'Application Details', exact: true })).toBeVisible();
  return page.getByRole('main').locator('button[aria-expanded]').allTextContents();
}

async function pick(page: Page, matches: (application: TListedApplication) => boolean) {
  const found = (await officerApplications(page)).find(matches);
  if (!found) throw new Error('The demo data has no such application for this officer');
  return found;
}

test('[DETAILS] a site inspector reads a single-window building: every section, mobile number, no fees, documents open', async ({
  page,
}) => {
  await openSignedIn(page, 'site.suryapet');
  const application = await pick(
    page,
    (candidate) =>
      candidate.applicationType === 'SINGLE WINDOW' &&
      candidate.approvalFor === 'BUILDING' &&
      candidate.status === 'VERIFICATION_UNDER_PROGRESS',
  );
  const view = await restData<TApplicationView>(page, `applications/${application.id}/view`);
  await page.goto(`/application-details/${application.id}`);
  await expect(page.getByRole('heading', { name: 'Application Details', level: 1 })).toBeVisible();
  await expect(page.getByText(application.applicationIdentifier).first()).toBeVisible();

  // Spec 2 §2.2: the sections in order; Engineer Details for single window; no fees for site verification.
  const approved = view.app_data.parent_application_details ? ['Approved Building Details'] : [];
  expect(await sectionTitles(page)).toEqual([
    'Application Details',
    'Plot Details',
    ...approved,
    'Building Details',
    'Shortfall Documents',
    'Uploaded Documents',
    'Showcause Documents',
    'Signed-QR Documents',
    'Correction Status',
    'Drawing Files',
    'Application Checklist',
    'Self Declaration',
    'Engineer Details',
    'Certificates',
  ]);

  const details = page.getByRole('region', { name: 'Application Details' });
  await expect(details.getByRole('row', { name: /Applicant Name/ })).toContainText(view.applicant.applicant_name);
  await expect(details.getByRole('row', { name: /Mobile Number/ })).toContainText(view.applicant.mobile ?? 'none');
  await expect(details.getByRole('row', { name: /Aadhaar Number/ })).toContainText(/^Aadhaar NumberXXXX XXXX \d{4}$/);
  await expect(details.getByRole('row', { name: /Status/ })).toContainText('VERIFICATION UNDER PROGRESS');

  const plot = page.getByRole('region', { name: 'Plot Details' });
  await expect(plot.getByRole('row', { name: /Plot Address/ })).toContainText(view.plot?.plot_address ?? 'none');
  // Spec 2 §2.2: units and floors rows when the actual plot area exceeds 200 (single-window plots exceed 500).
  expect(view.plot?.actual_plot_area).toBeGreaterThan(200);
  await expect(plot.getByRole('row', { name: /No. of Units/ })).toContainText(
    String(view.building?.floor_wise_built_up_area.units_number),
  );
  await expect(plot.getByRole('row', { name: /No. of Floors/ })).toContainText(
    view.building?.building_info.proposed_no_of_floors_name ?? 'none',
  );

  const building = await openSection(page, 'Building Details');
  const floors = building.getByRole('table', { name: 'Floor-wise built-up area' });
  await expect(floors.getByRole('row')).toHaveCount((view.building?.floor_wise_built_up_area.data.length ?? 0) + 2);
  await expect(floors.getByRole('row', { name: /Total/ })).toContainText(
    view.building?.floor_wise_built_up_area.total_built_up_area_display ?? 'none',
  );

  const engineers = await openSection(page, 'Engineer Details');
  for (const engineer of view.engineers.data) await expect(engineers).toContainText(engineer.name);
  await expect(await openSection(page, 'Self Declaration')).toHaveText('Single Window Not found');
  await expect(await openSection(page, 'Shortfall Documents')).toHaveText(
    'No documents available for this application',
  );
  const drawings = await openSection(page, 'Drawing Files');
  await expect(drawings.getByRole('link', { name: 'Proposed building plan.pdf' })).toBeVisible();
  const checklist = await openSection(page, 'Application Checklist');
  await expect(checklist.getByRole('row')).toHaveCount(view.vicinity.length + 1);

  const uploaded = await openSection(page, 'Uploaded Documents');
  await expect(uploaded.getByText('ownership document')).toBeVisible();
  await expect(uploaded.getByRole('img', { name: 'PDF' }).first()).toBeVisible();
  await expect(uploaded.getByRole('img', { name: 'Image' })).toBeVisible();
  await expectAccessible(page);

  // Spec 2 §2.5: a document opens in a new tab, through its signed link.
  const popup = page.waitForEvent('popup');
  await uploaded.getByRole('link', { name: 'Site photograph.png' }).click();
  const photo = await popup;
  await expect(photo).toHaveURL(/\/api\/v1\/media\/files\/seed\/.+\/site_photograph\.png\?expires=\d+&signature=/);
  const deed = await page.request.get(
    (await uploaded.getByRole('link', { name: 'Registered sale deed.pdf' }).getAttribute('href')) ?? '',
  );
  expect(deed.headers()['content-type']).toBe('application/pdf');
  expect((await deed.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('[DETAILS] a title inspector sees no mobile number and no Fee Adjustment Details; Aadhaar stays masked', async ({
  page,
}) => {
  await openSignedIn(page, 'title.nizamabad');
  const application = await pick(
    page,
    (candidate) => candidate.applicationType === 'SELF CERTIFICATION' && candidate.approvalFor === 'BUILDING',
  );
  const view = await restData<TApplicationView>(page, `applications/${application.id}/view`);
  await page.goto(`/application-details/${application.id}`);
  const details = page.getByRole('region', { name: 'Application Details' });
  await expect(details.getByRole('row', { name: /Aadhaar Number/ })).toContainText(/XXXX XXXX \d{4}$/);
  // Spec 2 §2.2: units and floors rows only above 200 sq m.
  const isLarge = (view.plot?.actual_plot_area ?? 0) > 200;
  await expect(
    page.getByRole('region', { name: 'Plot Details' }).getByRole('row', { name: /No. of Units/ }),
  ).toHaveCount(isLarge ? 1 : 0);
  await expect(details.getByRole('row', { name: /Mobile Number/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Certificates', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fee Adjustment Details' })).toHaveCount(0);
  // Spec 2 §2.5: an instant approval carries the applicant's self-declaration.
  await expect((await openSection(page, 'Self Declaration')).getByRole('listitem').first()).toBeVisible();
});

test('[DETAILS] a commissioner opens the certificates of an approved file, none of a file in process, and the fee section', async ({
  page,
}) => {
  await openSignedIn(page, 'commissioner.ghmc');
  const accepted = await pick(
    page,
    (candidate) =>
      candidate.applicationType === 'SINGLE WINDOW' &&
      candidate.approvalFor === 'BUILDING' &&
      candidate.status === 'ACCEPTED',
  );
  const certificates = await restData<TCertificates>(page, `applications/${accepted.id}/certificates`);
  await page.goto(`/application-details/${accepted.id}`);
  // Spec 2 §2.2: certificates are asked for when the section is opened.
  const asked = page.waitForRequest((request) => request.url().endsWith(`/applications/${accepted.id}/certificates`));
  const section = await openSection(page, 'Certificates');
  await asked;
  for (const name of Object.keys(certificates.certificates)) {
    await expect(section.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
  const signed = await openSection(page, 'Signed-QR Documents');
  await expect(signed.getByRole('link', { name: /QR signed/ })).toBeVisible();
  // The fee module answers fee_details; until a file has fee details the section says so, never crashes.
  await expect(await openSection(page, 'Fee Adjustment Details')).toContainText(
    /No fee adjustment details for this application|Fee status/,
  );
  await expect(
    page.getByRole('region', { name: 'Application Details' }).getByRole('row', { name: /Mobile Number/ }),
  ).toHaveCount(0);
  await expectAccessible(page);

  const inProcess = await pick(
    page,
    (candidate) => candidate.approvalFor === 'BUILDING' && candidate.status === 'PROCEEDINGS_IN_PROGRESS',
  );
  await page.goto(`/application-details/${inProcess.id}`);
  await expect(await openSection(page, 'Certificates')).toHaveText('No Certificates Available for this Application');
});

test('[DETAILS] a final layout shows its layout details, and neither building nor approved layout', async ({
  page,
}) => {
  await openSignedIn(page, 'commissioner.nizamabad');
  const layout = await pick(page, (candidate) => candidate.approvalFor === 'FINAL_LAYOUT');
  const view = await restData<TApplicationView>(page, `applications/${layout.id}/view`);
  await page.goto(`/application-details/${layout.id}`);
  const titles = await sectionTitles(page);
  expect(titles).toContain('Layout Details');
  expect(titles).not.toContain('Building Details');
  expect(titles).not.toContain('Approved Layout Details');
  const section = await openSection(page, 'Layout Details');
  await expect(section.getByRole('row', { name: /Layout Name/ })).toContainText(
    view.layout_details?.layout_name ?? 'none',
  );
  await expect(section.getByRole('row', { name: /No. of Plots/ })).toContainText(
    String(view.layout_details?.no_of_plots),
  );
  const drawings = await openSection(page, 'Drawing Files');
  await expect(drawings.getByRole('link', { name: 'Layout drawing.pdf' })).toBeVisible();
});

test('[DETAILS] an approved occupancy shows the citizen’s and the officers’ deviation tables, to 2 decimals', async ({
  page,
}) => {
  await openSignedIn(page, 'commissioner.suryapet');
  const occupancy = await pick(
    page,
    (candidate) => candidate.applicationType === 'OCCUPANCY' && candidate.status === 'ACCEPTED',
  );
  const show = await restData<TOccupancyView>(page, `applications/${occupancy.id}/occupancy_show`);
  // A building-plan route for an occupancy file moves to the occupancy screen.
  await page.goto(`/application-details/${occupancy.id}`);
  await expect(page).toHaveURL(`/application-details/occ/${occupancy.id}`);
  await expect(page.getByRole('heading', { name: 'Occupancy Application Details' })).toBeVisible();
  expect(await sectionTitles(page)).toEqual([
    'Application Details',
    'Plot Details',
    'Uploaded Documents',
    'Application Checklist',
    'Building Details',
    'Deviated Details',
    'Certificates',
    'Fee Adjustment Details',
  ]);
  const deviated = await openSection(page, 'Deviated Details');
  const citizen = deviated.getByRole('table', { name: 'Citizen Updated Deviation', exact: true });
  const front = show.deviation ? deviationInputsOf(show.deviation, 'CITIZEN')?.front : undefined;
  await expect(citizen.getByRole('row', { name: /^Front/ })).toContainText(
    `${formatDeviationValue(front?.building_permit_order)}${formatDeviationValue(front?.setback_as_on_ground)}${formatDeviationValue(show.deviation?.front_setback_deviation)}`,
  );
  await expect(citizen.getByRole('row', { name: /^Total/ })).toContainText(
    formatDeviationValue(show.deviation?.sum_of_total_deviated_builtup_area),
  );
  await expect(
    deviated.getByRole('table', { name: 'Officer Updated Deviation (Level 3: Decision)', exact: true }),
  ).toBeVisible();
  await expect(deviated.getByRole('row', { name: /Sq\.yd\)/ }).first()).toContainText(
    (show.deviation?.sum_of_total_deviated_builtup_area_sq_yards ?? 0).toFixed(3),
  );
  const building = await openSection(page, 'Building Details');
  await expect(building.getByRole('row', { name: /Permit Number/ })).toContainText(
    show.building?.building_info.permit_number ?? 'none',
  );
  await expectAccessible(page);

  const inVerification = await pick(
    page,
    (candidate) => candidate.applicationType === 'OCCUPANCY' && candidate.status === 'PROCEEDINGS_IN_PROGRESS',
  );
  await page.goto(`/application-details/occ/${inVerification.id}`);
  const shown = await openSection(page, 'Deviated Details');
  await expect(shown.getByRole('table', { name: 'Citizen Updated Deviation', exact: true })).toBeVisible();
  await expect(
    shown.getByRole('table', { name: 'Officer Updated Deviation (Level 2: Technical Verification)', exact: true }),
  ).toBeVisible();
});

test('[DETAILS] a compound wall loads its documents when opened and follows the stilt and officer-table rules', async ({
  page,
}) => {
  await openSignedIn(page, 'udasite.nizamabad');
  const wall = await pick(
    page,
    (candidate) => candidate.approvalFor === 'COMPOUNDWALL' && candidate.status === 'ACCEPTED',
  );
  const show = await restData<TCompoundWallView>(page, `applications/${wall.id}/compound_wall_show`);
  const documentCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/citizen_uploaded_documents')) documentCalls.push(request.url());
  });
  await page.goto(`/compoundWall-application-details/CW/${wall.id}`);
  await expect(page.getByRole('heading', { name: 'Compound Wall Application Details' })).toBeVisible();
  expect(await sectionTitles(page)).toEqual([
    'Application Details',
    'Plot Details',
    'Uploaded Documents',
    'Application Checklist',
    'Building Details',
    'Deviated Details',
    'Certificates',
  ]);
  expect(documentCalls).toEqual([]);
  const documents = await openSection(page, 'Uploaded Documents');
  await expect(documents.getByRole('link', { name: 'Compound wall plan.png' })).toBeVisible();
  expect(documentCalls).toHaveLength(1);

  const building = await openSection(page, 'Building Details');
  await expect(building.getByRole('row', { name: /Length of Compound Wall/ })).toContainText(
    `${show.building?.length_of_compound_wall} m`,
  );
  const isStilt = show.building?.building_info.parking_space_provision === 'Stilt';
  await expect(building.getByRole('row', { name: /Stilt Area on Ground/ })).toHaveCount(isStilt ? 1 : 0);
  const deviated = await openSection(page, 'Deviated Details');
  // Spec 2 §2.4: level 2's table once the file is decided.
  await expect(
    deviated.getByRole('table', { name: 'Officer Updated Deviation (Level 2: Technical Verification)', exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('[DETAILS] Minimize, shown when the officer came from a verification page, goes back there', async ({ page }) => {
  await openSignedIn(page, 'tpso.nizamabad');
  const application = await pick(page, (candidate) => candidate.approvalFor === 'BUILDING');
  await page.goto(`/application-details/${application.id}`);
  await expect(page.getByRole('heading', { name: 'Application Details', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Minimize' })).toHaveCount(0);

  // The verification pages open the screen with the navigation state { origin: 'verification' } (the side
  // panel's Expand link does); here the browser history is given that entry, as React Router writes it.
  await page.goto('/post-verification');
  await expect(page.getByRole('heading', { name: 'Post Verification' })).toBeVisible();
  await page.evaluate((id) => {
    window.history.pushState(
      { usr: { origin: 'verification' }, key: 'details', idx: 1 },
      '',
      `/application-details/${id}`,
    );
    window.history.pushState({ usr: null, key: 'later', idx: 2 }, '', '/post-verification');
    window.history.back();
  }, application.id);
  await expect(page).toHaveURL(`/application-details/${application.id}`);
  await page.getByRole('button', { name: 'Minimize' }).click();
  await expect(page).toHaveURL(/\/post-verification/);
  await expect(page.getByRole('heading', { name: 'Post Verification' })).toBeVisible();
});

test('[DETAILS] the inbox’s View opens the application’s detail screen', async ({ page }) => {
  await openSignedIn(page, 'tech.boduppal');
  const firstRow = page.getByRole('row').nth(1);
  const identifier = (await firstRow.getByRole('button').first().textContent())?.trim() ?? '';
  await firstRow.getByRole('link', { name: `View ${identifier}` }).click();
  await expect(page).toHaveURL(/\/(application-details|compoundWall-application-details)\//);
  await expect(page.getByText(identifier).first()).toBeVisible();
});

test('[DETAILS] the section index opens Showcause Documents, which reads the notice’s remarks and the reply', async ({
  page,
}) => {
  await openSignedIn(page, 'commissioner.ghmc');
  // A revoked instant registration: a show cause was raised with remarks, and the applicant replied.
  const application = await pick(page, (candidate) => candidate.status === 'REVOKED');
  const view = await restData<TApplicationView>(page, `applications/${application.id}/view`);
  expect(view.show_cause_remarks).toBeTruthy();
  await page.goto(`/application-details/${application.id}`);
  await page
    .getByRole('navigation', { name: 'Sections of this application' })
    .getByRole('link', { name: 'Showcause Documents' })
    .click();
  await expect(page.getByRole('button', { name: 'Showcause Documents' })).toBeFocused();
  const section = page.getByRole('region', { name: 'Showcause Documents' });
  await expect(section.getByRole('row', { name: /Show cause remarks/ })).toContainText(view.show_cause_remarks ?? '');
  await expect(section.getByRole('row', { name: /Show cause replied/ })).toContainText('Yes');
});
