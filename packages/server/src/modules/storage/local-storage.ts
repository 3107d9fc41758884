import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { TClock } from '../../platform/clock';
import { createPresignedPost, type TPresignedPost, verifyPresignedPost } from './presigned-post';
import { encodeKeyPath, type TSigningCredentials } from './sigv4';
import { isSafeStorageKey, type TStorage } from './storage-adapter';

/** The local adapter answers the browser's posts on our own server, like a bucket would. */
export const LOCAL_UPLOAD_PATH = '/api/v1/media/upload';
export const LOCAL_FILES_PATH = '/api/v1/media/files';
export const LOCAL_BUCKET = 'anumati-local';

export type TLocalStorage = TStorage & {
  driver: 'local';
  verifyPost: (fields: Record<string, string | undefined>) => ReturnType<typeof verifyPresignedPost>;
  isDownloadAllowed: (key: string, expires: string, signature: string) => boolean;
  open: (key: string) => ReadStream;
  bucket: string;
};

/** Documents on the server's disk under one folder; links and upload forms signed with the storage secret. */
export function createLocalStorage(options: {
  directory: string;
  secret: string;
  clock: TClock;
  linkTtlSeconds: number;
}): TLocalStorage {
  const root = resolve(options.directory);
  const credentials: TSigningCredentials = {
    accessKeyId: LOCAL_BUCKET,
    secretAccessKey: options.secret,
    region: 'local',
  };
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    if (!isSafeStorageKey(key) || !path.startsWith(root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  };
  const linkSignature = (key: string, expires: string) =>
    createHmac('sha256', options.secret).update(`GET\n${key}\n${expires}`).digest('hex');

  return {
    driver: 'local',
    bucket: LOCAL_BUCKET,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async readStart(key, bytes) {
      const handle = await open(pathOf(key), 'r').catch(() => null);
      if (!handle) return null;
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    downloadUrl(key) {
      const expires = String(Math.floor(options.clock.now().getTime() / 1000) + options.linkTtlSeconds);
      return `${LOCAL_FILES_PATH}/${encodeKeyPath(key)}?expires=${expires}&signature=${linkSignature(key, expires)}`;
    },
    presignedPost({ key, contentType }): TPresignedPost {
      return createPresignedPost({
        url: LOCAL_UPLOAD_PATH,
        bucket: LOCAL_BUCKET,
        key,
        contentType,
        credentials,
        now: options.clock.now(),
        expiresInSeconds: options.linkTtlSeconds,
      });
    },
    verifyPost(fields) {
      return verifyPresignedPost({ fields, bucket: LOCAL_BUCKET, credentials, now: options.clock.now() });
    },
    isDownloadAllowed(key, expires, signature) {
      if (!isSafeStorageKey(key) || !/^\d+$/.test(expires)) return false;
      if (Number(expires) * 1000 < options.clock.now().getTime()) return false;
      const expected = Buffer.from(linkSignature(key, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    open(key) {
      return createReadStream(pathOf(key));
    },
  };
}
