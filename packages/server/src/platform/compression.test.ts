import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJurisdiction, createOfficer } from '../testing/fixtures';
import { createTestApp, type TTestApp } from '../testing/test-app';

let t: TTestApp;
beforeEach(async () => {
  t = await createTestApp();
  const jurisdiction = await createJurisdiction(t.database.db);
  await createOfficer(t.database.db, {
    username: 'site.ghmc',
    role: 'Site Inspector',
    jurisdiction,
    mobile: '9848012345',
  });
});
afterEach(() => t.close());

/** The aliased `me` answers of the request below. */
type TAnswer = { data: Record<string, { username: string }> };

describe('compressed answers (issue 54 §4)', () => {
  it('sends GraphQL answers over 1 KB in brotli or gzip as the client accepts, and small ones as they are', async () => {
    const token = await t.signIn('site.ghmc', '9848012345');
    const send = (encoding: string, query: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
        payload: { query },
      });
    const big = `{ ${Array.from({ length: 12 }, (_, index) => `m${index}: me { username firstName lastName mobile ulbName district authority permissionLevel preferredLanguage role { name } }`).join(' ')} }`;

    const brotli = await send('br, gzip', big);
    expect(brotli.statusCode, brotli.body).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    const fromBrotli = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8')) as TAnswer;
    expect(fromBrotli.data.m11?.username).toBe('site.ghmc');
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(fromBrotli)));

    const gzip = await send('gzip', big);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(fromBrotli);

    const small = await send('br, gzip', '{ me { username } }');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { me: { username: 'site.ghmc' } } });
  });
});
