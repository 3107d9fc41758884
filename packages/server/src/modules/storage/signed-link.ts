import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TClock } from '../../platform/clock';
import { isSafeStorageKey } from './storage-adapter';

/** Where a document opens: a link to our server, signed with the storage secret, for both adapters. */
export const FILES_PATH = '/api/v1/media/files';

/** A storage key as a URL path: each segment encoded, the slashes kept. */
function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export type TLinkSigner = {
  /** A short-lived link that opens the document (in a new tab: no bearer header goes with it). */
  url: (key: string) => string;
  isAllowed: (key: string, expires: string, signature: string) => boolean;
};

/**
 * Links are made synchronously wherever a document is listed, and checked when opened: the local adapter then
 * streams the file, the S3 adapter redirects to a bucket URL presigned at that moment (s3-storage.ts).
 */
export function createLinkSigner(options: { secret: string; clock: TClock; linkTtlSeconds: number }): TLinkSigner {
  const signature = (key: string, expires: string) =>
    createHmac('sha256', options.secret).update(`GET\n${key}\n${expires}`).digest('hex');
  return {
    url(key) {
      const expires = String(Math.floor(options.clock.now().getTime() / 1000) + options.linkTtlSeconds);
      return `${FILES_PATH}/${encodeKeyPath(key)}?expires=${expires}&signature=${signature(key, expires)}`;
    },
    isAllowed(key, expires, given) {
      if (!isSafeStorageKey(key) || !/^\d+$/.test(expires)) return false;
      if (Number(expires) * 1000 < options.clock.now().getTime()) return false;
      const expected = Buffer.from(signature(key, expires));
      const offered = Buffer.from(given);
      return offered.length === expected.length && timingSafeEqual(offered, expected);
    },
  };
}
