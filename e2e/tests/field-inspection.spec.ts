import { expect, type Page, test } from '../support/csp';
import { submitApplication } from '../support/citizen-platform';
import { graphqlAs } from '../support/officer-api';
import { expectAccessible } from '../support/officer-session';
import { openAs } from '../support/signed-in';
import { addNote, cameraPhoto } from '../support/verification';

/** Inside the platform's default plot near Madhapur (support/citizen-platform.ts). */
const ON_THE_PLOT = { latitude: 17.4401, longitude: 78.3901, accuracy: 15 };

// Issue 53: a site inspector's phone, 360 × 800, with a phone's user agent and its position allowed.
test.use({
  // The installed console: its service worker serves the app and the files without a network.
  serviceWorkers: 'allow',
  viewport: { width: 360, height: 800 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  permissions: ['geolocation'],
  geolocation: ON_THE_PLOT,
});

/** The console is installed: its service worker controls the page, the build precached. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** The inbox searched for one file, as a card on the phone; Take offline, and wait until it is on the phone. */
async function takeOffline(page: Page, applicationIdentifier: string): Promise<void> {
  await page.goto(`/post-verification?q=${encodeURIComponent(applicationIdentifier)}`);
  const card = page.getByRole('list', { name: 'Files' }).getByRole('listitem', { name: applicationIdentifier });
  await expect(card.getByRole('link', { name: 'Verify' })).toBeVisible();
  await card.getByRole('button', { name: `Take ${applicationIdentifier} offline` }).click();
  await expect(card.getByRole('button', { name: `Remove ${applicationIdentifier} from this phone` })).toBeVisible();
}

/** Nothing on the page is wider than the phone: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

const questions = (page: Page) => page.getByRole('group', { name: /^Questions, page 1 of \d+$/ });
const keptLine = (page: Page, kind: RegExp) =>
  page.getByRole('region', { name: 'Site inspection' }).getByRole('listitem').filter({ hasText: kind });

/** The site form's "Take photo" question of the plot's front (issue 53 §4), and the answer its photo is stored under. */
const FRONT_PHOTO = 'Photo of the front of the plot, taken on site';
const FRONT_PHOTO_ID = 'photo_of_the_front_of_the_plot_taken_on_site';
const frontPhoto = (page: Page) =>
  page.getByRole('group', { name: /^Questions, page \d+ of \d+$/ }).getByRole('group', { name: FRONT_PHOTO });

/** The form's page that asks for the photo of the plot's front, by its page dots. */
async function openFrontPhotoPage(page: Page): Promise<void> {
  const dots = page.getByRole('button', { name: /^Page \d+$/ });
  await expect(dots.first()).toBeVisible();
  for (const dot of await dots.all()) {
    await dot.click();
    if (await frontPhoto(page).isVisible()) return;
  }
  throw new Error(`no page asks: ${FRONT_PHOTO}`);
}

test('[FIELD] a site inspection on a phone without a network: two files offline, answers and geotagged photos (one a form answer) kept, then sent once', async ({
  page,
  context,
}) => {
  test.slow();
  const files = [
    await submitApplication(page.request, {
      applicationType: 'SELF CERTIFICATION',
      ulbName: 'GHMC',
      applicantName: 'Offline Site Lakshmi',
      plotArea: 150,
    }),
    await submitApplication(page.request, {
      applicationType: 'SELF CERTIFICATION',
      ulbName: 'GHMC',
      applicantName: 'Offline Site Ravi',
      plotArea: 150,
    }),
  ];
  const [first, second] = files;
  if (!first || !second) throw new Error('two files');
  await openAs(page, 'site.ghmc', '/post-verification');
  await expect(page.getByRole('heading', { name: 'Post Verification' })).toBeVisible();
  await waitForServiceWorker(page);
  await expectNoSidewaysScroll(page);
  await takeOffline(page, first.applicationIdentifier);
  await takeOffline(page, second.applicationIdentifier);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  const photo = await cameraPhoto(page, { width: 2400, height: 1800 });

  // No network: the console and both files open from the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^No network: shown as of \d{2}-\d{2}-\d{4} \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Files' }).getByRole('listitem', { name: second.applicationIdentifier }),
  ).toBeVisible();
  for (const file of [second, first]) {
    await page.goto(`/site-verification/${file.id}`);
    await expect(page.getByRole('heading', { name: file.applicationIdentifier })).toBeVisible();
  }

  // The inspector answers the first question and saves: kept on the phone.
  const firstQuestion = questions(page).getByRole('radiogroup').first();
  const chosen = firstQuestion.getByRole('radio').last();
  const chosenValue = await chosen.getAttribute('value');
  await chosen.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('No network: the answers are kept on this phone and sent when the network returns.'),
  ).toBeVisible();

  // A photo from the camera, with the position the phone reports, and "I am at the site".
  await context.setGeolocation(ON_THE_PLOT);
  const panel = page.getByRole('region', { name: 'Site inspection' });
  const photoLines = keptLine(page, /^Photo/);
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Take photo' }).click();
  await (await chooser).setFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(photoLines).toContainText('Waiting to be sent');
  await expect(photoLines).toContainText('17.44010, 78.39010 (± 15 m)');
  await page.getByRole('button', { name: 'I am at the site' }).click();
  await expect(keptLine(page, /^At the site/)).toContainText('Waiting to be sent');

  // The form's own "Take photo" answer: the camera again, kept on the phone with the question it answers, and the
  // answers saved with it.
  await openFrontPhotoPage(page);
  const formChooser = page.waitForEvent('filechooser');
  await frontPhoto(page).getByRole('button', { name: 'Take photo' }).click();
  await (await formChooser).setFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(frontPhoto(page).getByRole('button', { name: 'Take again' })).toBeVisible();
  await expect(frontPhoto(page)).toContainText('Waiting to be sent');
  await expect(frontPhoto(page)).toContainText('17.44010, 78.39010 (± 15 m)');
  await expect(frontPhoto(page).getByRole('img', { name: /^The photo taken for this question/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(photoLines).toHaveCount(2);
  await expect(keptLine(page, /^Answers/)).toContainText('Waiting to be sent');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // A reload without a network: the answers are still there, and so is what waits to be sent.
  await page.reload();
  await expect(questions(page).getByRole('radiogroup').first().getByRole('radio').last()).toBeChecked();
  await expect(photoLines.first()).toContainText('Waiting to be sent');
  await openFrontPhotoPage(page);
  await expect(frontPhoto(page).getByRole('button', { name: 'Take again' })).toBeVisible();
  await expect(frontPhoto(page)).toContainText('Waiting to be sent');

  // The network returns on weak data: the photo's record gets no answer twice (the server did it), and is sent
  // again each time with its key: the server keeps one photo.
  const photoKeys: string[] = [];
  await context.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('RecordFieldPhoto')) return route.fallback();
    photoKeys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (photoKeys.length > 2) return route.fallback();
    await route.fetch();
    return route.abort('connectionreset');
  });
  await context.setOffline(false);
  for (const line of [
    keptLine(page, /^Answers/),
    photoLines.first(),
    photoLines.last(),
    keptLine(page, /^At the site/),
  ]) {
    await expect(line).toContainText('Sent');
  }
  // The panel's photo three times with one key; then the form's once with its own.
  expect(photoKeys).toHaveLength(4);
  expect(new Set(photoKeys).size).toBe(2);
  // The form's answer now shows the photo as the server recorded it: on the plot.
  await expect(frontPhoto(page).getByRole('listitem')).toContainText('Inside the plot');
  await expect(frontPhoto(page).getByRole('listitem')).toContainText('On site');

  const server = await graphqlAs<{
    fieldPhotos: {
      questionId: string | null;
      latitude: number;
      longitude: number;
      accuracyMetres: number;
      distanceMetres: number;
      flag: null;
    }[];
    siteVisits: { distanceMetres: number }[];
    getQuestionsAndAnswers: {
      applicationForms: { stageKey: string; answer: { data: Record<string, unknown> } | null }[];
    };
  }>(
    page,
    `query ($id: ID!) {
      fieldPhotos(applicationId: $id) { questionId latitude longitude accuracyMetres distanceMetres flag }
      siteVisits(applicationId: $id) { distanceMetres }
      getQuestionsAndAnswers(id: $id) { applicationForms { stageKey answer { data } } }
    }`,
    { id: String(first.id) },
  );
  const onThePlot = {
    latitude: ON_THE_PLOT.latitude,
    longitude: ON_THE_PLOT.longitude,
    accuracyMetres: 15,
    distanceMetres: 0,
    flag: null,
  };
  // Each photo once: the panel's, answering no question, and the form's, answering the plot's front.
  expect(server.data.fieldPhotos).toEqual([
    { questionId: null, ...onThePlot },
    { questionId: FRONT_PHOTO_ID, ...onThePlot },
  ]);
  expect(server.data.siteVisits).toEqual([{ distanceMetres: 0 }]);
  const siteAnswers = server.data.getQuestionsAndAnswers.applicationForms.find((form) => form.stageKey === 'SITE');
  expect(JSON.stringify(siteAnswers?.answer?.data)).toContain(`"parent_answer":"${chosenValue}"`);
  expect(JSON.stringify(siteAnswers?.answer?.data)).toContain(`"${FRONT_PHOTO_ID}":{"parent_answer":"site-photo-`);
});

test('[FIELD] the turn moves while the phone is offline: the officer is told and the answers stay on the phone', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const file = await submitApplication(page.request, {
    applicationType: 'SINGLE WINDOW',
    ulbName: 'Nizamabad Municipal Corporation',
    applicantName: 'Offline Turn Padma',
    plotArea: 700,
  });
  await openAs(page, 'section.nizamabad', `/sw-verification/${file.id}`);
  await expect(page.getByRole('heading', { name: file.applicationIdentifier })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await questions(page).getByRole('radiogroup').first().getByRole('radio').last().check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('No network: the answers are kept on this phone and sent when the network returns.'),
  ).toBeVisible();

  // Meanwhile, at the office, the file goes back to the applicant for a shortfall.
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await openAs(deskPage, 'section.nizamabad', `/sw-verification/${file.id}`);
  await addNote(deskPage, 'The sale deed is missing: shortfall raised from the office.');
  await deskPage.getByRole('button', { name: 'Raise Shortfall' }).click();
  const dialog = deskPage.getByRole('dialog', { name: 'Raise Shortfall' });
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(deskPage).toHaveURL(/\/post-verification$/);
  await desk.close();

  await context.setOffline(false);
  const refusal = /^The server refused it: .+ It stays on this phone\.$/;
  await expect(page.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible();
  const kept = page
    .getByRole('region', { name: 'Site inspection' })
    .getByRole('listitem')
    .filter({ hasText: /^Answers/ });
  await expect(kept).toContainText('Refused');
  await expect(kept.getByRole('button', { name: 'Copy answers for a note' })).toBeVisible();

  // Still on the phone after a reload.
  await page.reload();
  await expect(kept).toContainText('Refused');
  await expect(kept.getByRole('alert')).toHaveText(refusal);
});
