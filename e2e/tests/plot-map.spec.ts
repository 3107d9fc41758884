import { parseCoordinatePair, type TApplicationView } from '@anumati/domain';
import { expect, type Locator, type Page, test } from '../support/csp';
import { submitApplication } from '../support/citizen-platform';
import { restData } from '../support/officer-api';
import { expectAccessible, signIn } from '../support/officer-session';
import { openSignedIn } from '../support/signed-in';

/**
 * A plot near Madhapur whose north-east corner reaches the sample "Madhapur tank (sample outline)" of the GHMC
 * water bodies layer (packages/server/src/modules/plot-map/layers).
 */
const BY_THE_TANK: [number, number][] = [
  [17.4404, 78.3902],
  [17.4404, 78.3907],
  [17.4409, 78.3907],
  [17.4409, 78.3902],
];

/** The scripts the page has loaded so far (the map comes in a chunk of its own). */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

/** A file of the test's own, handed over by the citizen platform in GHMC, opened on its detail screen. */
async function openOwnFile(page: Page, input: { applicantName: string; geoCoordinates?: [number, number][] }) {
  const submitted = await submitApplication(page.request, {
    applicationType: 'SELF CERTIFICATION',
    ulbName: 'GHMC',
    plotArea: 150,
    ...input,
  });
  await page.goto(`/application-details/${submitted.id}`);
  await expect(page.getByRole('region', { name: 'Plot Details' })).toBeVisible();
  return submitted.id;
}

async function openMap(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Plot Details' }).getByRole('button', { name: 'View Map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plot Map' });
  await expect(dialog.getByRole('region', { name: 'Plot map' })).toBeVisible();
  await expect(dialog.getByText(/Loading the 6 boundary layers/)).toBeHidden();
  return dialog;
}

const officerRows = (dialog: Locator) =>
  dialog.getByRole('textbox', { name: /^Officer point \d+ \(latitude,longitude\)$/ });

/** The modal scrolls: the map's middle is brought into view before the mouse works on it. */
const centreInView = (canvas: Locator) => canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));

/** What the editable officer table holds, row by row. */
const rowValues = (dialog: Locator) =>
  officerRows(dialog).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** The officer coordinates the server holds for the file, as the detail read gives them. */
async function savedOfficerCoordinates(page: Page, applicationId: number) {
  const view = await restData<TApplicationView>(page, `applications/${applicationId}/view`);
  return view.plot?.latest_geo_coordinates.officer_geo_coordinates ?? null;
}

test('[MAP] a site inspector opens the plot map, sees the legend and the layer warning, draws the officer area, saves it, reloads and deletes it', async ({
  page,
}) => {
  await signIn(page, 'site.ghmc');
  const applicationId = await openOwnFile(page, { applicantName: 'Map Drawer Reddy', geoCoordinates: BY_THE_TANK });
  // Code splitting: the login page, the inbox and the detail screen have not loaded the map.
  expect((await loadedScripts(page)).filter((name) => name.includes('plot-map-modal'))).toEqual([]);

  const dialog = await openMap(page);
  expect((await loadedScripts(page)).some((name) => name.includes('plot-map-modal'))).toBe(true);

  // Spec 2 §2.6: the legend and its colours; the citizen's area in black; the layers from their KML and KMZ files.
  const legend = dialog.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'GHMC Water Bodies',
    'Prohibited Areas',
    'Citizen Area',
    'HMDA Water Bodies',
    'Officer Area',
  ]);
  const map = dialog.getByRole('region', { name: 'Plot map' });
  await expect(map.locator('path.leaflet-interactive[stroke="#000000"]')).toHaveCount(1);
  // GHMC water bodies (KML): four polygons; the file's ring of three points is ignored. HMDA water bodies (KMZ): two.
  await expect(map.locator('path.leaflet-interactive[stroke="#1971c2"]')).toHaveCount(4);
  await expect(map.locator('path.leaflet-interactive[stroke="#e03131"]')).toHaveCount(2);
  await expect(
    dialog.getByText('The plot touches a GHMC water body limit: Madhapur tank (sample outline)'),
  ).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Citizen Coordinates' }).getByRole('row')).toHaveCount(5);
  await expect(dialog.getByRole('cell', { name: '17.4404,78.3902', exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  // No officer coordinates yet: the table is editable, starting from the citizen's corners.
  await expect(officerRows(dialog)).toHaveCount(4);
  await expect(officerRows(dialog).first()).toHaveValue('17.4404,78.3902');

  // Draw the officer's area south-west of the plot, away from every other shape: four corners, then the first.
  await dialog.getByRole('button', { name: 'Draw Area' }).click();
  const canvas = map.locator('.leaflet-container');
  await centreInView(canvas);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The map has no size');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // The map opens on the plot fitted to it (about 200 px across): the corners go clear of its south-west corner.
  const corners = [
    [-230, 120],
    [-150, 120],
    [-150, 180],
    [-230, 180],
    [-230, 120],
  ] as const;
  for (const [dx, dy] of corners) await page.mouse.click(centre.x + dx, centre.y + dy);
  await expect(dialog.getByRole('button', { name: 'Draw Area' })).toBeVisible();
  await expect(officerRows(dialog)).toHaveCount(4);
  const firstDrawn = await rowValues(dialog);
  expect(firstDrawn[0]).not.toBe('17.4404,78.3902');
  // The drawn corners lie south-west of the plot.
  for (const row of firstDrawn) {
    const [latitude, longitude] = row.split(',').map(Number);
    expect(latitude).toBeLessThan(17.4404);
    expect(longitude).toBeLessThan(78.3902);
  }

  // Edit Corners: the first corner dragged 20 px east and 20 px south moves in the table; the others stay.
  await dialog.getByRole('button', { name: 'Edit Corners' }).click();
  await centreInView(canvas);
  const vertex = map.locator('.marker-icon:not(.marker-icon-middle)').first();
  await expect(map.locator('.marker-icon:not(.marker-icon-middle)')).toHaveCount(4);
  const at = await vertex.boundingBox();
  if (!at) throw new Error('The corner has no place on the map');
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2 + 20, at.y + at.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await rowValues(dialog))[0]).not.toBe(firstDrawn[0]);
  const drawn = await rowValues(dialog);
  expect(drawn.slice(1)).toEqual(firstDrawn.slice(1));
  // A row that does not read as a pair fails the comparisons below (NaN).
  const [movedLatitude, movedLongitude] = parseCoordinatePair(drawn[0] ?? '') ?? [NaN, NaN];
  const [oldLatitude, oldLongitude] = parseCoordinatePair(firstDrawn[0] ?? '') ?? [NaN, NaN];
  expect(movedLatitude).toBeLessThan(oldLatitude);
  expect(movedLongitude).toBeGreaterThan(oldLongitude);
  await dialog.getByRole('button', { name: 'Done Editing Corners' }).click();
  await expect(map.locator('.marker-icon')).toHaveCount(0);

  // A row that is not a pair is refused before anything is sent; corrected, Edit Area saves.
  await officerRows(dialog).nth(1).fill('lake');
  await dialog.getByRole('button', { name: 'Edit Area' }).click();
  await expect(dialog.getByText('Each point is a latitude,longitude pair')).toBeVisible();
  expect(await savedOfficerCoordinates(page, applicationId)).toBeNull();
  await officerRows(dialog)
    .nth(1)
    .fill(drawn[1] ?? '');
  await dialog.getByRole('button', { name: 'Edit Area' }).click();

  // Saved: the officer table is read-only (the ring closed), and Delete Edited Area replaces Edit Area.
  const officerTable = dialog.getByRole('table', { name: 'Officer Coordinates' });
  await expect(officerTable.getByRole('row')).toHaveCount(6);
  await expect(officerRows(dialog)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Edit Area' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Draw Area' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete Edited Area' })).toBeEnabled();
  const saved = await savedOfficerCoordinates(page, applicationId);
  expect(saved?.map(([latitude, longitude]) => `${latitude},${longitude}`)).toEqual([...drawn, drawn[0]]);
  await expect(map.locator('path.leaflet-interactive[stroke="#2b8a3e"]')).toHaveCount(1);

  // Reloaded, the screen and the map show what was saved.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Plot Details' }).getByRole('row', { name: /Officer Geo Coordinates/ }),
  ).toContainText(drawn[0] ?? 'none');
  const reopened = await openMap(page);
  await expect(reopened.getByRole('table', { name: 'Officer Coordinates' }).getByRole('row')).toHaveCount(6);
  await expect(
    reopened.getByRole('table', { name: 'Officer Coordinates' }).getByRole('cell', { name: drawn[2], exact: true }),
  ).toBeVisible();

  // Delete Edited Area, confirmed: the coordinates are gone and the table is editable again.
  await reopened.getByRole('button', { name: 'Delete Edited Area' }).click();
  const confirm = reopened.getByRole('group', { name: 'Confirm delete' });
  await expect(confirm).toContainText('Delete the officer coordinates of this plot?');
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(officerRows(reopened)).toHaveCount(4);
  await expect(reopened.getByRole('button', { name: 'Delete Edited Area' })).toHaveCount(0);
  await expect(reopened.getByRole('button', { name: 'Edit Area' })).toBeVisible();
  expect(await savedOfficerCoordinates(page, applicationId)).toBeNull();
});

test('[MAP] on a 1366 × 768 laptop: the actions in view under the map, a small plot drawn large, no jump at the first corner', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await openSignedIn(page, 'site.ghmc');
  await openOwnFile(page, { applicantName: 'Map Laptop Naidu', geoCoordinates: BY_THE_TANK });
  const dialog = await openMap(page);
  for (const name of ['Draw Area', 'Edit Area']) {
    await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(dialog.getByRole('button', { name: 'Close', exact: true }).last()).toBeInViewport({ ratio: 1 });

  // A plot of about 55 × 55 m: at zoom 17 it was some 50 px across; fitted, it fills a good part of the map.
  const map = dialog.getByRole('region', { name: 'Plot map' });
  const plot = map.locator('path.leaflet-interactive[stroke="#000000"]');
  await expect.poll(async () => (await plot.boundingBox())?.width ?? 0).toBeGreaterThan(150);

  // The modal scrolled to the coordinates, the map partly out of view: the first corner leaves the map where it is.
  await dialog.getByRole('button', { name: 'Draw Area' }).click();
  await dialog.getByRole('table', { name: 'Citizen Coordinates' }).scrollIntoViewIfNeeded();
  const canvas = map.locator('.leaflet-container');
  const before = await canvas.boundingBox();
  if (!before) throw new Error('The map has no size');
  expect(before.y, 'the map starts partly above the window').toBeLessThan(0);
  // Leaflet takes the focus on the press itself: any scroll it caused has happened when the click returns.
  await page.mouse.click(before.x + 120, before.y + before.height - 40);
  expect((await canvas.boundingBox())?.y).toBe(before.y);
  await page.close();
});

test('[MAP] a typed officer area is saved; a delete that fails leaves Delete Edited Area disabled', async ({
  page,
}) => {
  await openSignedIn(page, 'tech.ghmc');
  const applicationId = await openOwnFile(page, { applicantName: 'Map Typist Rao' });
  const dialog = await openMap(page);

  // Typed corners, one row added: the officer's own survey of the plot.
  const typed = ['17.44001,78.39001', '17.44001,78.39019', '17.44019,78.39019', '17.4401,78.3901'];
  for (const [index, row] of typed.slice(0, 3).entries()) await officerRows(dialog).nth(index).fill(row);
  await dialog.getByRole('button', { name: 'Remove point 4' }).click();
  await expect(officerRows(dialog)).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Add Point' }).click();
  await officerRows(dialog)
    .nth(3)
    .fill(typed[3] ?? '');
  await dialog.getByRole('button', { name: 'Edit Area' }).click();
  await expect(dialog.getByRole('button', { name: 'Delete Edited Area' })).toBeEnabled();
  expect(await savedOfficerCoordinates(page, applicationId)).toEqual(
    [...typed, typed[0] ?? ''].map((row) => row.split(',').map(Number)),
  );

  // Someone else removes the area meanwhile; this officer's delete then fails (spec 2 §7: the button is disabled).
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const view = await restData<TApplicationView>(page, `applications/${applicationId}/view`);
  const removed = await page.request.delete('/api/v1/properties/delete_officer_coordinates', {
    headers: { authorization: `Bearer ${token}` },
    data: { property_id: view.plot?.id },
  });
  expect(removed.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Delete Edited Area' }).click();
  await dialog.getByRole('group', { name: 'Confirm delete' }).getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(dialog.getByText('There are no officer coordinates to delete for this plot')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete Edited Area' })).toBeDisabled();
});

test('[MAP] a title inspector sees the map and the coordinates without any edit control', async ({ page }) => {
  await openSignedIn(page, 'title.ghmc');
  await openOwnFile(page, { applicantName: 'Map Reader Goud' });
  const dialog = await openMap(page);

  await expect(dialog.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveCount(5);
  await expect(dialog.getByRole('table', { name: 'Citizen Coordinates' }).getByRole('row')).toHaveCount(5);
  await expect(dialog.getByText('No officer coordinates')).toBeVisible();
  // The default plot touches no layer.
  await expect(dialog.getByText(/^The plot touches/)).toHaveCount(0);
  for (const name of ['Edit Area', 'Delete Edited Area', 'Draw Area', 'Add Point']) {
    await expect(dialog.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(officerRows(dialog)).toHaveCount(0);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
});
