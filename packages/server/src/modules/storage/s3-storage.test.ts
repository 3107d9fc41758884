import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@anumati/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../seed/demo-documents';
import { createApplication, createJurisdiction, createOfficer } from '../../testing/fixtures';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import type { TSignedUpload } from '../../testing/uploads';
import { createStorage } from './create-storage';
import type { TStorage } from './storage-adapter';

const BUCKET = 'anumati-docs';
const PDF = demoPdf('Site inspection report', ['All setbacks as per the plan.']);
const EXECUTABLE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200, 7)]);
const PDF_THEN_HTML = Buffer.from('%PDF-1.7\n<!doctype html><html><body><script>alert(1)</script></body></html>\n');

let folder: string;
let bucketServer: S3rver;
let t: TTestApp;
let storage: TStorage;
let token: string;
let site: { id: number };
let applicationId: number;

const auth = () => ({ authorization: `Bearer ${token}` });
const register = (key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: auth(),
    payload: { application_id: applicationId, s3_file_path: key, category: 'note_attachment' },
  });

beforeAll(async () => {
  // An S3-compatible server of its own, on a free port (s3rver's default keys: S3RVER / S3RVER).
  folder = await mkdtemp(join(tmpdir(), 'anumati-s3-'));
  bucketServer = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await bucketServer.run();
  t = await createTestApp({
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  storage = createStorage(t.config, t.clock);
  const here = await createJurisdiction(t.database.db);
  site = await createOfficer(t.database.db, {
    username: 's3site',
    role: 'Site Inspector',
    jurisdiction: here,
    mobile: '9100000021',
  });
  applicationId = (
    await createApplication(t.database.db, {
      ulbId: here.ulb.id,
      appliedOn: t.clock.now(),
      stages: [{ name: 'SITE VERIFICATION', officerId: site.id, receivedDate: t.clock.now() }],
    })
  ).id;
  token = await t.signIn('s3site', '9100000021');
});
afterAll(async () => {
  await t.close();
  await bucketServer.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the S3 adapter, on an S3-compatible server', () => {
  it('signs browser posts for the bucket itself (one key, one type, 1 byte to 5 MB), with no local upload door', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/media/s3_signed_url?content_type=image/png',
      headers: auth(),
    });
    const signed = response.json() as TSignedUpload;
    expect(signed.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${BUCKET}$`));
    expect(signed.url_fields['X-Amz-Credential']).toMatch(/^S3RVER\/\d{8}\/ap-south-1\/s3\/aws4_request$/);
    const policy = JSON.parse(Buffer.from(signed.url_fields.Policy ?? '', 'base64').toString()) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual({ bucket: BUCKET });
    expect(policy.conditions).toContainEqual({ key: signed.url_fields.key });
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'image/png' });
    expect(policy.conditions).toContainEqual(['content-length-range', 1, MAX_UPLOAD_BYTES]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/media/upload' })).statusCode).toBe(404);
  });

  it('takes a PDF the browser posts with the signed form, and opens it by a link that redirects to a presigned GET', async () => {
    const signed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/media/s3_signed_url?content_type=application/pdf',
        headers: auth(),
      })
    ).json() as TSignedUpload;
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.url_fields)) form.append(name, value);
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'report.pdf');
    const posted = await fetch(signed.url, { method: 'POST', body: form });
    expect(posted.status).toBe(201);

    const saved = await register(signed.url_fields.key ?? '');
    expect(saved.statusCode).toBe(201);
    const link = (saved.json().data as { media: { file_url: string } }).media.file_url;
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(302);
    const target = new URL(opened.headers.location ?? '');
    expect(target.pathname).toBe(`/${BUCKET}/${signed.url_fields.key}`);
    expect(target.searchParams.get('X-Amz-Expires')).toBe('60');
    const downloaded = await fetch(target);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(PDF)).toBe(true);

    t.clock.advance((t.config.STORAGE_LINK_TTL_SECONDS + 1) * 1000);
    const expired = await t.app.inject({ method: 'GET', url: link });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(UPLOAD_MESSAGES.linkExpired);
  });

  it('refuses a disguised file the browser posted straight to the bucket, and removes it from the bucket', async () => {
    for (const [name, content] of [
      ['bad.pdf', EXECUTABLE],
      ['page.pdf', PDF_THEN_HTML],
    ] as const) {
      const key = `uploads/${site.id}/2026-11/${name}`;
      await storage.put(key, content, 'application/pdf');
      expect(await storage.readStart(key, 2)).toEqual(content.subarray(0, 2));
      const refused = await register(key);
      expect(refused.statusCode).toBe(400);
      expect(await storage.readStart(key, 2)).toBeNull();
    }
  });

  it('reaches the bucket, and says so when the bucket is not there', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const missing = createStorage({ ...t.config, S3_BUCKET: 'no-such-bucket' }, t.clock);
    await expect(missing.check()).rejects.toThrow();
  });
});
