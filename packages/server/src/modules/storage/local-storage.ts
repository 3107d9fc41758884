import type { S3Client } from '@aws-sdk/client-s3';
import { constants, createReadStream, type ReadStream } from 'node:fs';
import { access, mkdir, open, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { TClock } from '../../platform/clock';
import { signPostForm, verifyPostForm } from './post-policy';
import { createLinkSigner } from './signed-link';
import { isSafeStorageKey, type TStorage } from './storage-adapter';

/** The local adapter answers the browser's posts on our own server, like a bucket would. */
export const LOCAL_UPLOAD_PATH = '/api/v1/media/upload';
const LOCAL_BUCKET = 'anumati-local';
const LOCAL_REGION = 'local';

export type TLocalStorage = TStorage & {
  driver: 'local';
  verifyPost: (fields: Record<string, string | undefined>) => ReturnType<typeof verifyPostForm>;
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
  // Never sends a request: it signs and checks upload forms as a bucket's credentials would (post-policy.ts).
  // Made at the first upload form, not at start: constructing an S3 client loads the SDK and prints its
  // NodeVersionSupportWarning, which a server on local disk would otherwise print at every start.
  let signer: Promise<S3Client> | undefined;
  const signerOf = () =>
    (signer ??= import('@aws-sdk/client-s3').then(
      ({ S3Client: Client }) =>
        new Client({
          region: LOCAL_REGION,
          endpoint: 'http://localhost',
          forcePathStyle: true,
          credentials: { accessKeyId: LOCAL_BUCKET, secretAccessKey: options.secret },
        }),
    ));
  const links = createLinkSigner(options);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    if (!isSafeStorageKey(key) || !path.startsWith(root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  };

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
    downloadUrl: links.url,
    isDownloadAllowed: links.isAllowed,
    async presignedPost({ key, contentType }) {
      const client = await signerOf();
      // The SDK signs at Date.now() plus the client's clock-skew offset: set to the server's clock, a form's
      // date and expiry follow the TClock that verifyPost checks them against.
      client.config.systemClockOffset = options.clock.now().getTime() - Date.now();
      return signPostForm(client, {
        bucket: LOCAL_BUCKET,
        key,
        contentType,
        expiresInSeconds: options.linkTtlSeconds,
        url: LOCAL_UPLOAD_PATH,
      });
    },
    async verifyPost(fields) {
      return verifyPostForm({ fields, bucket: LOCAL_BUCKET, client: await signerOf(), now: options.clock.now() });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    open(key) {
      return createReadStream(pathOf(key));
    },
  };
}
