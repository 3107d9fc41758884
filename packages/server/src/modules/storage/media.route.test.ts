import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { demoPdf, demoSitePhoto } from '../../seed/demo-documents';
import { createApplication } from '../../testing/fixtures';
import { signInHereAndElsewhere } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import {
  multipart,
  postUpload,
  registerMedia,
  signUpload,
  type TSignedUpload,
  type TUploadFile,
} from '../../testing/uploads';
import { auditEvents } from '../audit/audit.table';
import { createStorage } from './create-storage';
import { media } from './media.table';

const PDF = demoPdf('Site inspection report', ['All setbacks as per the plan.']);
const EXECUTABLE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200, 7)]);
/** A whole PDF of exactly the given size: a real document, then blank padding after its end. */
const pdfOfSize = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);
/** The disguise: the first bytes of a PDF, then a web page. */
const PDF_THEN_HTML = Buffer.from('%PDF-1.7\n<!doctype html><html><body><script>alert(1)</script></body></html>\n');
/** Issue 51's: a whole, valid PDF with a web page after its end. */
const PDF_AND_HTML = Buffer.concat([PDF, Buffer.from('<!doctype html><html><script>alert(1)</script></html>\n')]);
const JPEG = jpeg.encode({ width: 64, height: 48, data: Buffer.alloc(64 * 48 * 4, 180) }, 80).data;
/** A PNG header announcing 100,000 × 100,000 pixels: it would unpack to 40 GB. */
const PNG_BOMB = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0, 8, 6, 0, 0, 0]),
  Buffer.alloc(64),
]);

let t: TTestApp;
let tokens: Record<'site' | 'other' | 'outsider', string>;
let site: { id: number };
let applicationId: number;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const sign = (token: string, contentType: string) => signUpload(t, token, contentType);
const upload = (signed: TSignedUpload, file: TUploadFile, override = {}) => postUpload(t, signed, file, override);
const register = (token: string, body: Record<string, unknown>) => registerMedia(t, token, body);

beforeAll(async () => {
  t = await createTestApp();
  const { here, team } = await signInHereAndElsewhere(t, ({ here, elsewhere }) => ({
    site: { role: 'Site Inspector', jurisdiction: here },
    other: { role: 'Title Inspector', jurisdiction: here },
    outsider: { role: 'Site Inspector', jurisdiction: elsewhere },
  }));
  site = team.site;
  const application = await createApplication(t.database.db, {
    ulbId: here.ulb.id,
    appliedOn: t.clock.now(),
    stages: [{ name: 'SITE VERIFICATION', officerId: site.id, receivedDate: t.clock.now() }],
  });
  applicationId = application.id;
  tokens = { site: team.site.token, other: team.other.token, outsider: team.outsider.token };
});
afterAll(() => t.close());

describe('GET /api/v1/media/s3_signed_url', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/media/s3_signed_url?content_type=application/pdf',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'You need to authenticate to perform this action' });
  });

  it('answers the url and the signed fields for a PDF, a PNG or a JPEG, each under the officer’s own key', async () => {
    const signed = await sign(tokens.site, 'application/pdf');
    expect(signed.url).toBe('/api/v1/media/upload');
    expect(Object.keys(signed.url_fields).sort()).toEqual(
      [
        'Content-Disposition',
        'Content-Type',
        'key',
        'Policy',
        'X-Amz-Algorithm',
        'X-Amz-Credential',
        'X-Amz-Date',
        'X-Amz-Signature',
        'bucket',
        'success_action_status',
      ].sort(),
    );
    expect(signed.url_fields.key).toMatch(new RegExp(`^uploads/${site.id}/\\d{4}-\\d{2}/[0-9a-f-]{36}\\.pdf$`));
    expect(signed.url_fields['Content-Type']).toBe('application/pdf');
    expect(signed.url_fields.success_action_status).toBe('201');
    expect((await sign(tokens.site, 'image/jpg')).url_fields['Content-Type']).toBe('image/jpeg');
  });

  it('refuses other types with the spec’s alert', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/media/s3_signed_url?content_type=application/x-msdownload',
      headers: auth(tokens.site),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: UPLOAD_MESSAGES.invalidType });
  });
});

describe('the upload flow on the local adapter', () => {
  it('stores a PDF, attaches it to the application with an audit event, and serves it by a signed link', async () => {
    const signed = await sign(tokens.site, 'application/pdf');
    const posted = await upload(signed, { name: 'report.pdf', type: 'application/pdf', content: PDF });
    expect(posted.statusCode).toBe(201);
    expect(posted.headers['content-type']).toContain('application/xml');
    expect(posted.body).toContain(`<Key>${signed.url_fields.key}</Key>`);

    const saved = await register(tokens.site, {
      application_id: applicationId,
      s3_file_path: signed.url_fields.key,
      category: 'note_attachment',
    });
    expect(saved.statusCode).toBe(201);
    const data = saved.json().data as { media: { file_url: string; s3_file_path: string; category: string } };
    expect(data.media).toMatchObject({ s3_file_path: signed.url_fields.key, category: 'note_attachment' });

    const file = await t.app.inject({ method: 'GET', url: data.media.file_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'MEDIA_ADDED'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.applicationId).toBe(applicationId);

    const again = await register(tokens.site, {
      application_id: applicationId,
      s3_file_path: signed.url_fields.key,
      category: 'note_attachment',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(UPLOAD_MESSAGES.alreadyRegistered);
  });

  it('stores one file per signed form: posting the form again replaces nothing', async () => {
    const signed = await sign(tokens.site, 'application/pdf');
    expect((await upload(signed, { name: 'a.pdf', type: 'application/pdf', content: PDF })).statusCode).toBe(201);
    const other = demoPdf('Another report', []);
    const again = await upload(signed, { name: 'b.pdf', type: 'application/pdf', content: other });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(UPLOAD_MESSAGES.alreadyUploaded);
    const storage = createStorage(t.config, t.clock);
    expect((await storage.readStart(signed.url_fields.key ?? '', PDF.length))?.equals(PDF)).toBe(true);
  });

  it('takes a PNG photograph', async () => {
    const signed = await sign(tokens.site, 'image/png');
    const posted = await upload(signed, {
      name: 'site.png',
      type: 'image/png',
      content: demoSitePhoto([200, 150, 90]),
    });
    expect(posted.statusCode).toBe(201);
  });

  it('refuses a renamed executable and stores nothing', async () => {
    const signed = await sign(tokens.site, 'application/pdf');
    const posted = await upload(signed, { name: 'report.pdf', type: 'application/pdf', content: EXECUTABLE });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('<Code>InvalidFileType</Code>');
    expect(posted.body).toContain(UPLOAD_MESSAGES.invalidType);
    const saved = await register(tokens.site, {
      application_id: applicationId,
      s3_file_path: signed.url_fields.key,
      category: 'note_attachment',
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(UPLOAD_MESSAGES.notUploaded);
  });

  it('takes exactly 5 MB and refuses a byte more with 413, storing nothing', async () => {
    const fits = await sign(tokens.site, 'application/pdf');
    expect(
      (await upload(fits, { name: 'a.pdf', type: 'application/pdf', content: pdfOfSize(MAX_UPLOAD_BYTES) })).statusCode,
    ).toBe(201);
    const tooBig = await sign(tokens.site, 'application/pdf');
    const posted = await upload(tooBig, {
      name: 'b.pdf',
      type: 'application/pdf',
      content: pdfOfSize(MAX_UPLOAD_BYTES + 1),
    });
    expect(posted.statusCode).toBe(413);
    expect(posted.body).toContain('<Code>EntityTooLarge</Code>');
    expect(posted.body).toContain(UPLOAD_MESSAGES.tooLarge);
    const storage = createStorage(t.config, t.clock);
    expect(await storage.readStart(tooBig.url_fields.key ?? '', 4)).toBeNull();
  });

  it('refuses 5 MB and a byte with 413 when the byte arrives on its own, never keeping the first 5 MB', async () => {
    // Over a network the file comes in pieces; when one ends exactly at 5 MB, the multipart reader ends the file
    // there without an error (the measurement: stored cut to exactly 5 MB).
    const signed = await sign(tokens.site, 'application/pdf');
    const content = pdfOfSize(MAX_UPLOAD_BYTES + 1);
    const form = multipart(signed.url_fields, { name: 'c.pdf', type: 'application/pdf', content });
    const cut = form.payload.indexOf(content) + MAX_UPLOAD_BYTES;
    const mediaBefore = await t.database.db.select().from(media);
    const posted = await t.app.inject({
      method: 'POST',
      url: signed.url,
      headers: form.headers,
      payload: Readable.from([form.payload.subarray(0, cut), form.payload.subarray(cut)]),
    });
    expect(posted.statusCode).toBe(413);
    expect(posted.body).toContain(UPLOAD_MESSAGES.tooLarge);
    const storage = createStorage(t.config, t.clock);
    expect(await storage.readStart(signed.url_fields.key ?? '', 4)).toBeNull();
    const saved = await register(tokens.site, {
      application_id: applicationId,
      s3_file_path: signed.url_fields.key,
      category: 'note_attachment',
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(UPLOAD_MESSAGES.notUploaded);
    expect(await t.database.db.select().from(media)).toHaveLength(mediaBefore.length);
  });

  it.each([
    ['the first bytes of a PDF, then a web page', 'application/pdf', PDF_THEN_HTML, UPLOAD_MESSAGES.notPdf],
    ['a PDF cut short', 'application/pdf', PDF.subarray(0, 300), UPLOAD_MESSAGES.notPdf],
    ['a valid PDF with a web page after its end', 'application/pdf', PDF_AND_HTML, UPLOAD_MESSAGES.dataAfterPdfEnd],
    ['a PNG cut short', 'image/png', demoSitePhoto([200, 150, 90]).subarray(0, 200), UPLOAD_MESSAGES.notImage],
    [
      'a JPEG header before a web page',
      'image/jpeg',
      Buffer.from('\xff\xd8\xff\xe0<html></html>', 'latin1'),
      UPLOAD_MESSAGES.notImage,
    ],
    ['a JPEG cut short', 'image/jpeg', JPEG.subarray(0, JPEG.length >> 1), UPLOAD_MESSAGES.notImage],
    ['a PNG of 10 gigapixels', 'image/png', PNG_BOMB, UPLOAD_MESSAGES.tooManyPixels],
  ])('refuses %s (400) and stores nothing', async (_name, type, content, message) => {
    const signed = await sign(tokens.site, type);
    const posted = await upload(signed, { name: 'x', type, content });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('<Code>InvalidFileContent</Code>');
    expect(posted.body).toContain(message);
    const storage = createStorage(t.config, t.clock);
    expect(await storage.readStart(signed.url_fields.key ?? '', 4)).toBeNull();
  });

  it('takes a JPEG that decodes', async () => {
    const signed = await sign(tokens.site, 'image/jpeg');
    expect((await upload(signed, { name: 'site.jpg', type: 'image/jpeg', content: JPEG })).statusCode).toBe(201);
  });

  it('refuses an empty file', async () => {
    const signed = await sign(tokens.site, 'application/pdf');
    const posted = await upload(signed, { name: 'a.pdf', type: 'application/pdf', content: Buffer.alloc(0) });
    expect(posted.statusCode).toBe(400);
  });

  it.each([
    ['another type than the one signed', { 'Content-Type': 'image/png' }, UPLOAD_MESSAGES.policyMismatch],
    ['another key than the one signed', { key: 'uploads/1/other.pdf' }, UPLOAD_MESSAGES.policyMismatch],
    ['a forged signature', { 'X-Amz-Signature': 'f'.repeat(64) }, UPLOAD_MESSAGES.badSignature],
    [
      'a forged policy',
      { Policy: Buffer.from('{"expiration":"2999-01-01T00:00:00Z","conditions":[]}').toString('base64') },
      UPLOAD_MESSAGES.badSignature,
    ],
  ])('refuses %s', async (_name, override, message) => {
    const signed = await sign(tokens.site, 'application/pdf');
    const posted = await upload(signed, { name: 'a.pdf', type: 'application/pdf', content: PDF }, override);
    expect(posted.statusCode).toBe(403);
    expect(posted.body).toContain(message);
  });

  it('refuses a form once it has expired', async () => {
    const signed = await sign(tokens.site, 'application/pdf');
    t.clock.advance((t.config.STORAGE_LINK_TTL_SECONDS + 1) * 1000);
    const posted = await upload(signed, { name: 'a.pdf', type: 'application/pdf', content: PDF });
    expect(posted.statusCode).toBe(403);
    expect(posted.body).toContain(UPLOAD_MESSAGES.expired);
  });
});

describe('POST /api/v1/media', () => {
  async function uploaded(token: string) {
    const signed = await sign(token, 'application/pdf');
    expect((await upload(signed, { name: 'a.pdf', type: 'application/pdf', content: PDF })).statusCode).toBe(201);
    return signed.url_fields.key ?? '';
  }

  it('refuses a file another officer uploaded', async () => {
    const key = await uploaded(tokens.other);
    const saved = await register(tokens.site, {
      application_id: applicationId,
      s3_file_path: key,
      category: 'note_attachment',
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(UPLOAD_MESSAGES.notUploaded);
  });

  it('refuses an application outside the officer’s jurisdiction, and changes nothing', async () => {
    const key = await uploaded(tokens.outsider);
    const before = await t.database.db.select().from(media);
    const saved = await register(tokens.outsider, {
      application_id: applicationId,
      s3_file_path: key,
      category: 'note_attachment',
    });
    expect(saved.statusCode).toBe(404);
    expect(saved.json()).toEqual({ success: false, message: 'Application not found' });
    expect(await t.database.db.select().from(media)).toHaveLength(before.length);
  });

  it.each([
    [{ s3_file_path: 'x.pdf', category: 'note_attachment' }, 'application_id is required'],
    [
      { application_id: 1, s3_file_path: 'x.pdf', category: 'Note Attachment' },
      'A category is lower case words joined by underscores',
    ],
  ])('refuses bad input %j', async (body, message) => {
    const saved = await register(tokens.site, body);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(message);
  });

  it('checks the bytes again: a stored file that is not a document is refused and removed', async () => {
    const storage = createStorage(t.config, t.clock);
    const key = `uploads/${site.id}/2026-11/planted.pdf`;
    await storage.put(key, EXECUTABLE, 'application/pdf');
    const saved = await register(tokens.site, {
      application_id: applicationId,
      s3_file_path: key,
      category: 'note_attachment',
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(UPLOAD_MESSAGES.invalidType);
    expect(await storage.readStart(key, 4)).toBeNull();
  });
});

describe('a file already in storage, read again when it is attached', () => {
  const storage = () => createStorage(t.config, t.clock);
  const attach = (key: string) =>
    register(tokens.site, { application_id: applicationId, s3_file_path: key, category: 'note_attachment' });

  it.each([
    ['the first bytes of a PDF, then a web page', PDF_THEN_HTML, 400, UPLOAD_MESSAGES.notPdf],
    ['a valid PDF with a web page after its end', PDF_AND_HTML, 400, UPLOAD_MESSAGES.dataAfterPdfEnd],
    ['a PDF of 5 MB and a byte', pdfOfSize(MAX_UPLOAD_BYTES + 1), 413, UPLOAD_MESSAGES.tooLarge],
  ])('refuses %s, removes it and records nothing', async (name, content, status, message) => {
    const key = `uploads/${site.id}/2026-11/${name.length}-planted.pdf`;
    await storage().put(key, content, 'application/pdf');
    const mediaBefore = await t.database.db.select().from(media);
    const saved = await attach(key);
    expect(saved.statusCode).toBe(status);
    expect(saved.json()).toEqual({ success: false, message });
    expect(await storage().readStart(key, 4)).toBeNull();
    expect(await t.database.db.select().from(media)).toHaveLength(mediaBefore.length);
  });
});

describe('the name of the file the officer chose', () => {
  async function uploadedAs(fileName?: string) {
    const signed = await sign(tokens.site, 'application/pdf');
    await upload(signed, { name: 'x.pdf', type: 'application/pdf', content: PDF });
    return register(tokens.site, {
      application_id: applicationId,
      s3_file_path: signed.url_fields.key,
      category: 'note_attachment',
      ...(fileName === undefined ? {} : { file_name: fileName }),
    });
  }

  it('is kept sanitised, answered when attached and when the document is opened', async () => {
    const saved = await uploadedAs('C:\\Users\\officer\\స్థల పరిశీలన\u202E నివేదిక\u0007\u001b.pdf');
    expect(saved.statusCode).toBe(201);
    const kept = 'స్థల పరిశీలన నివేదిక.pdf';
    expect(saved.json().data.media.original_name).toBe(kept);
    const id = saved.json().data.media.id as number;
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/media/${id}`, headers: auth(tokens.site) });
    expect(opened.json().data.media).toMatchObject({ original_name: kept });
    expect(opened.json().data.media.name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const [row] = await t.database.db.select().from(media).where(eq(media.id, id));
    expect(row?.originalName).toBe(kept);
  });

  it('is null for a record without one (as documents from before), which keep showing their stored name', async () => {
    const saved = await uploadedAs();
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.media.original_name).toBeNull();
  });

  it('is described in the API documentation', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const body = docs.json().paths['/api/v1/media'].post.requestBody.content['application/json'].schema;
    expect(body.properties.file_name.anyOf).toContainEqual({ type: 'string', maxLength: 1000 });
  });

  it('refuses a name longer than 1000 characters', async () => {
    const saved = await uploadedAs(`${'a'.repeat(1001)}.pdf`);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe('file_name is too long');
  });
});

describe('GET /api/v1/media/{id}', () => {
  it('gives a fresh link to a stored document, to officers who may see its application only', async () => {
    const signed = await sign(tokens.site, 'application/pdf');
    await upload(signed, { name: 'report.pdf', type: 'application/pdf', content: PDF });
    const saved = await register(tokens.site, {
      application_id: applicationId,
      s3_file_path: signed.url_fields.key,
      category: 'verification_document',
    });
    const id = saved.json().data.media.id as number;
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/media/${id}`, headers: auth(tokens.other) });
    expect(opened.statusCode).toBe(200);
    const link = opened.json().data.media.download_url as string;
    expect((await t.app.inject({ method: 'GET', url: link })).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const outsider = await t.app.inject({ method: 'GET', url: `/api/v1/media/${id}`, headers: auth(tokens.outsider) });
    expect(outsider.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/media/999999', headers: auth(tokens.site) });
    expect(missing.json()).toEqual({ success: false, message: 'Document not found' });
  });
});

describe('signed download links', () => {
  it('open only while valid and unaltered', async () => {
    const storage = createStorage(t.config, t.clock);
    await storage.put('seed/test/deed.pdf', PDF, 'application/pdf');
    const link = storage.downloadUrl('seed/test/deed.pdf');
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const tampered = link.replace(
      /signature=[0-9a-f]/,
      (match) => `${match.slice(0, -1)}${match.endsWith('0') ? '1' : '0'}`,
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const elsewhere = link.replace('seed/test/deed.pdf', 'seed/test/other.pdf');
    expect((await t.app.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(403);
    t.clock.advance((t.config.STORAGE_LINK_TTL_SECONDS + 1) * 1000);
    const expired = await t.app.inject({ method: 'GET', url: link });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(UPLOAD_MESSAGES.linkExpired);
  });
});

describe('configuration', () => {
  it.each([
    [{ STORAGE_DRIVER: 's3' }, /S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required/],
    [
      { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PLATFORM_API_KEY: 'y'.repeat(32) },
      /STORAGE_SECRET \(a long random value\)/,
    ],
    [{ STORAGE_SECRET: 'short' }, /STORAGE_SECRET/],
    [{ STORAGE_DRIVER: 'ftp' }, /STORAGE_DRIVER/],
  ])('refuses %j', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(problem);
  });

  it('keeps documents inside the data folder by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/anumati/data' }).STORAGE_DIR).toBe('/srv/anumati/data/storage');
  });
});
