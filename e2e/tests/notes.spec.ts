import { expect, type Page, test } from '../support/csp';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { submitApplication } from '../support/citizen-platform';
import { expectAccessible } from '../support/officer-session';
import { openAs, openSignedIn } from '../support/signed-in';

const SAMPLE_PDF = new URL('../fixtures/site-inspection.pdf', import.meta.url).pathname;

/**
 * What a reader copies out of the notes PDF: each line's ActualText (the PDF embeds a Telugu-capable font, so its
 * drawn strings are glyph numbers), read with the server tests' own reader.
 */
async function copiedText(pdf: Buffer): Promise<string> {
  const reader = fileURLToPath(new URL('../../packages/server/src/testing/pdf-text.ts', import.meta.url));
  const { actualText } = (await import(reader)) as { actualText: (pdf: Buffer) => string };
  return actualText(pdf);
}

async function openNotes(page: Page) {
  await page.getByRole('button', { name: 'Add Note Sheet' }).click();
  return page.getByRole('dialog', { name: 'Notes' });
}

test('[NOTES] a note with a PDF attachment, the upload alerts, refused disguised files, a kept draft and the PDF export', async ({
  page,
}) => {
  test.slow();
  const file = await submitApplication(page.request, {
    applicationType: 'REGISTRATION',
    ulbName: 'Suryapet Municipality',
    applicantName: 'Laxmi Prasanna Gaddam',
    plotArea: 58,
  });
  await openSignedIn(page, 'site.suryapet');
  await page.goto(`/site-verification/${file.id}`);
  const notes = await openNotes(page);
  await expect(notes.getByText('There are no notes for this application')).toBeVisible();
  await expect(notes.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectAccessible(page);

  // The console checks the type and the size before sending anything.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const folder = tmpdir();
  const wordFile = join(folder, 'measurements.docx');
  writeFileSync(wordFile, 'not a document we take');
  const largeFile = join(folder, 'large-plan.pdf');
  writeFileSync(largeFile, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5_242_880, 0x20)]));
  const attach = async (path: string) => {
    const chooser = page.waitForEvent('filechooser');
    await notes.getByRole('button', { name: 'Attach file' }).click();
    await (await chooser).setFiles(path);
  };
  await attach(wordFile);
  await attach(largeFile);
  await expect
    .poll(() => alerts)
    .toEqual(['Invalid file type. Only PDF , JPEG and PNG files are allowed', 'File size exceeds the allowed limit.']);

  // A renamed executable passes the name check; the server reads its first bytes and refuses it.
  const disguised = join(folder, 'photo.pdf');
  writeFileSync(disguised, Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(400, 7)]));
  await attach(disguised);
  await expect(page.getByText('Invalid file type. Only PDF , JPEG and PNG files are allowed')).toBeVisible();
  // A web page behind the first bytes of a PDF passes that check too; the server parses the file and refuses it.
  const webPage = join(folder, 'inspection-report.pdf');
  writeFileSync(webPage, '%PDF-1.7\n<!doctype html><html><body><script>alert(1)</script></body></html>\n');
  await attach(webPage);
  await expect(
    page.getByText('The file is not a readable PDF: it may be damaged or another kind of file renamed.'),
  ).toBeVisible();

  // A note being typed survives a reload.
  const editor = notes.getByRole('textbox', { name: 'Add Notes' });
  await editor.fill('Boundary stones found on all four corners.');
  await page.reload();
  const reopened = await openNotes(page);
  await expect(reopened.getByRole('textbox', { name: 'Add Notes' })).toContainText('Boundary stones found');

  await attach(SAMPLE_PDF);
  await expect(reopened.getByRole('progressbar', { name: 'Attachment upload' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(reopened.getByText('site-inspection.pdf')).toBeVisible();
  const draftWrites: string[] = [];
  page.on('request', (request) => {
    const write = /mutation (\w+NoteDraft)/.exec(request.postData() ?? '')?.[1];
    if (write) draftWrites.push(write);
  });
  await reopened.getByRole('button', { name: 'Submit' }).click();
  const note = reopened.getByRole('article').filter({ hasText: 'Boundary stones found' });
  await expect(note).toContainText('Site Inspector');
  // Shown by the name of the file the officer chose, not by its storage key.
  await expect(note.getByRole('link', { name: 'site-inspection.pdf' })).toHaveAttribute('href', /.+/);

  const download = page.waitForEvent('download');
  await reopened.getByRole('button', { name: 'Download notes (PDF)' }).click();
  const pdf = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  const text = await copiedText(Buffer.concat(chunks));
  expect(text).toContain(file.applicationIdentifier);
  expect(text).toContain('Boundary stones found on all four corners.');
  expect(text).toContain('Site Inspector');
  expect(text).toContain('Attachment: site-inspection.pdf');

  // The submitted note's draft is removed, and closing the emptied editor writes no new one.
  await reopened.getByRole('button', { name: 'Close' }).first().click();
  await expect(reopened).toBeHidden();
  await page.reload();
  await expect((await openNotes(page)).getByRole('textbox', { name: 'Add Notes' })).toHaveText('');
  expect(draftWrites).toEqual(['DeleteNoteDraft']);
});

test('[NOTES] a note carrying a script, event handlers or a javascript: link shows as inert text', async ({ page }) => {
  const file = await submitApplication(page.request, {
    applicationType: 'REGISTRATION',
    ulbName: 'Suryapet Municipality',
    applicantName: 'Ravi Teja Bandari',
    plotArea: 60,
  });
  await openSignedIn(page, 'site.suryapet');
  // Someone posts markup straight to the API, bypassing the editor.
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const answer = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `mutation ($applicationId: ID!, $comment: String!) { createComment(applicationId: $applicationId, comment: $comment) { id } }`,
      variables: {
        applicationId: String(file.id),
        comment:
          '<p onmouseover="window.hacked=1">Plot <img src=x onerror="window.hacked=1"><script>window.hacked=1</script><a href="javascript:window.hacked=1">open</a> checked</p>',
      },
    },
  });
  expect(answer.ok()).toBe(true);
  await page.goto(`/site-verification/${file.id}`);
  const notes = await openNotes(page);
  const note = notes.getByRole('article').filter({ hasText: 'checked' });
  await note.hover();
  await expect(note.getByText('open')).toBeVisible();
  await expect(note.getByRole('link', { name: 'open' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});

test('[NOTES] on a file not at the officer’s turn Add Note Sheet is greyed with its reason, and the notes stay readable, at 360 px too', async ({
  page,
}) => {
  const file = await submitApplication(page.request, {
    applicationType: 'REGISTRATION',
    ulbName: 'Suryapet Municipality',
    applicantName: 'Swathi Kandula',
    plotArea: 62,
  });
  await openSignedIn(page, 'site.suryapet');
  await page.goto(`/site-verification/${file.id}`);
  const sheet = await openNotes(page);
  await sheet.getByRole('textbox', { name: 'Add Notes' }).fill('Site visited: boundaries as per the plan.');
  await sheet.getByRole('button', { name: 'Submit' }).click();
  await expect(sheet.getByRole('article').filter({ hasText: 'boundaries as per the plan' })).toBeVisible();

  // The file is the site officer's, not yet the commissioner's: the commissioner may read its notes, not add one.
  await page.evaluate(() => sessionStorage.clear());
  await openSignedIn(page, 'commissioner.suryapet');
  await page.goto(`/site-verification/${file.id}`);
  const add = page.getByRole('button', { name: 'Add Note Sheet' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAccessibleDescription('Notes can be added only while the application is with you');
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBe(0);
  await page.getByRole('button', { name: 'View note sheet' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes' });
  await expect(notes.getByRole('article').filter({ hasText: 'boundaries as per the plan' })).toBeVisible();
  await expect(notes.getByRole('textbox', { name: 'Add Notes' })).toHaveCount(0);
});

test('[NOTES] an editor that did not arrive is said in the drawer and comes on RETRY, the screen behind kept', async ({
  page,
}) => {
  const file = await submitApplication(page.request, {
    applicationType: 'REGISTRATION',
    ulbName: 'Suryapet Municipality',
    applicantName: 'Ramesh Bairi',
    plotArea: 60,
  });
  await openAs(page, 'site.suryapet', `/site-verification/${file.id}`);
  // The editor loads when the notes open (notes-drawer.tsx); the connection drops as it is asked for.
  const editorChunk = '**/assets/note-editor-*.js';
  await page.route(editorChunk, (route) => route.abort('internetdisconnected'));
  const notes = await openNotes(page);
  await expect(notes.getByRole('alert')).toContainText(
    'The Add Notes editor could not be loaded. Check the connection, then retry.',
  );
  await expect(notes.getByText('There are no notes for this application')).toBeVisible();
  await expect(page.getByText('This screen could not be loaded')).toHaveCount(0);

  await page.unroute(editorChunk);
  await notes.getByRole('button', { name: 'RETRY' }).click();
  await expect(notes.getByRole('textbox', { name: 'Add Notes' })).toBeVisible();
  await expect(notes.getByRole('alert')).toHaveCount(0);
});
