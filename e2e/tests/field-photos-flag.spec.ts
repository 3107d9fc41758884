import { expect, type Page, test } from '../support/csp';
import { submitApplication } from '../support/citizen-platform';
import { graphqlAs } from '../support/officer-api';
import { expectAccessible } from '../support/officer-session';
import { openAs } from '../support/signed-in';

/** The platform's default plot near Madhapur (support/citizen-platform.ts): its north side is at 17.4402° N. */
const PLOT_NORTH = 17.4402;
/** 5 km north of the plot: 0.045° of latitude is about 5 km. */
const FIVE_KM_NORTH = { latitude: PLOT_NORTH + 0.045, longitude: 78.3901 };

/** A small JPEG made on the page, as the phone shrinks and encodes a photo before sending it. */
async function photoOnTheDevice(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 64, 48);
    gradient.addColorStop(0, '#6b8e23');
    gradient.addColorStop(1, '#87ceeb');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/**
 * The inspector's phone, through the API with the inspector's session: the presigned upload of the photo, then
 * the record with the device's position and capture time.
 */
async function recordPhotoAsInspector(page: Page, applicationId: number, fileName: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const signed = (await (
    await page.request.get('/api/v1/media/s3_signed_url?content_type=image/jpeg', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { url: string; url_fields: Record<string, string> };
  const posted = await page.request.post(signed.url, {
    multipart: {
      ...signed.url_fields,
      file: { name: fileName, mimeType: 'image/jpeg', buffer: await photoOnTheDevice(page) },
    },
  });
  expect(posted.status()).toBe(201);
  const recorded = await graphqlAs<{ recordFieldPhoto: { flag: string | null; distanceMetres: number } }>(
    page,
    `mutation ($applicationId: ID!, $key: String!, $fileName: String!, $position: DevicePositionInput!) {
      recordFieldPhoto(applicationId: $applicationId, key: $key, fileName: $fileName, position: $position) {
        flag distanceMetres
      }
    }`,
    {
      applicationId: String(applicationId),
      key: signed.url_fields.key,
      fileName,
      position: { ...FIVE_KM_NORTH, accuracyMetres: 9, capturedAt: new Date().toISOString() },
    },
  );
  return recorded.data.recordFieldPhoto;
}

test('[FIELD] a photo taken 5 km from the plot is flagged on the commissioner’s screen, as the device’s claim', async ({
  page,
  browser,
}) => {
  const submitted = await submitApplication(page.request, {
    applicationType: 'SELF CERTIFICATION',
    ulbName: 'GHMC',
    applicantName: 'Far Photo Rao',
    plotArea: 150,
  });
  // The new file waits at GHMC's site inspector, whose phone sends the photo.
  await openAs(page, 'site.ghmc', '/post-verification');
  const recorded = await recordPhotoAsInspector(page, submitted.id, 'far-from-site.jpg');
  expect(recorded.flag).toBe('FAR_FROM_PLOT');
  expect(recorded.distanceMetres).toBeGreaterThan(4_900);

  const context = await browser.newContext();
  const commissioner = await context.newPage();
  await openAs(commissioner, 'commissioner.ghmc', `/application-details/${submitted.id}`);
  const section = commissioner.getByRole('region', { name: 'Site photos' });
  const photo = section.getByRole('listitem', { name: 'far-from-site.jpg' });
  await expect(photo.getByText('Far from the plot')).toBeVisible();
  await expect(photo.getByText('5.0 km')).toBeVisible();
  await expect(photo.getByText('± 9 m')).toBeVisible();
  await expect(photo.getByRole('img', { name: /^Site photo far-from-site\.jpg, captured / })).toBeVisible();
  await expect(section.getByText(/the device’s claim, not verified by the server/)).toBeVisible();
  await expectAccessible(commissioner);
  await context.close();
});
