import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../testing/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const ASSET_JS = 'console.log("the login route");'.repeat(20);
const ASSET_PATH = '/assets/index-Ab12Cd34.js';

/** A built console as `vite build` leaves it: each file with its brotli and gzip copies beside it. */
async function writeBuiltConsole(distDir: string): Promise<void> {
  await mkdir(join(distDir, 'assets'));
  for (const [path, text] of [
    ['index.html', INDEX_HTML],
    [ASSET_PATH.slice(1), ASSET_JS],
  ] as const) {
    await writeFile(join(distDir, path), text);
    await writeFile(join(distDir, `${path}.br`), brotliCompressSync(text));
    await writeFile(join(distDir, `${path}.gz`), gzipSync(text));
  }
}

describe('the built console is sent compressed and cached by what its name promises (issue 17 §4)', () => {
  let distDir: string;
  let testApp: TTestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'anumati-console-dist-'));
    await writeBuiltConsole(distDir);
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a hashed asset as brotli to a browser that accepts it, cached for a year', async () => {
    const response = await get(ASSET_PATH, 'gzip, deflate, br');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await get(ASSET_PATH, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(ASSET_JS);

    const plain = await get(ASSET_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(ASSET_JS);
  });

  it('has browsers ask again for index.html, at / and at every route of the console', async () => {
    for (const url of ['/', '/index.html', '/post-verification', '/application-details/12']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    const gzipped = await get('/post-verification', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('registers a route for each file of the build, none for its compressed copies', () => {
    // preCompressed finds the copies beside the file; their routes were two thirds of a start's static routes.
    expect(testApp.app.hasRoute({ method: 'GET', url: ASSET_PATH })).toBe(true);
    expect(testApp.app.hasRoute({ method: 'GET', url: `${ASSET_PATH}.br` })).toBe(false);
    expect(testApp.app.hasRoute({ method: 'GET', url: `${ASSET_PATH}.gz` })).toBe(false);
  });

  it('answers a hashed file that is not there with 404, not with the console under its name', async () => {
    // What a tab opened before a deployment asks for: a chunk of the console it replaced.
    const response = await get('/assets/index-Zz99Yy88.js', 'gzip, deflate, br');

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('answers any other file that is not there with 404 (favicon.ico), and a route with a query as the console', async () => {
    for (const url of ['/favicon.ico', '/apple-touch-icon.png', '/reports/summary.xlsx?x=1']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ success: false, message: 'Not found' });
    }
    const route = await get('/summary/rejected?start=2020.01.01', 'br');
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/text\/html/);
  });
});
