import type * as S3Sdk from '@aws-sdk/client-s3';
import type { TClock } from '../../platform/clock';
import { signPostForm } from './post-policy';
import { createLinkSigner } from './signed-link';
import type { TStorage } from './storage-adapter';

export type TS3Options = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph…); AWS when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Signs the server's own document links (signed-link.ts). */
  linkSecret: string;
  linkTtlSeconds: number;
  /** The links' clock; what goes to the bucket is signed at the real time, which the bucket checks. */
  clock: TClock;
};

/**
 * The bucket's base URL as the SDK addresses it: path style (endpoint/bucket) or virtual-hosted (bucket.host).
 * The console's security policy lets forms post there (platform/hardening.ts).
 */
export function bucketUrl(options: Pick<TS3Options, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>): string {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  if (options.forcePathStyle) return `${endpoint.origin}/${options.bucket}/`;
  return `${endpoint.protocol}//${options.bucket}.${endpoint.host}/`;
}

/** How long the bucket URL a document link redirects to stays valid: it is used at once. */
const REDIRECT_TTL_SECONDS = 60;

export type TS3Storage = TStorage & {
  driver: 's3';
  /** Where an opened document link sends the browser: a GET of the object, presigned now (media.route.ts). */
  presignedGetUrl: (key: string) => Promise<string>;
};

type TS3Sdk = typeof S3Sdk;

/** S3 answers 403 rather than 404 for a missing key to whoever may not list the bucket. */
const isMissing = (sdk: TS3Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey ||
  (error instanceof sdk.S3ServiceException && [403, 404].includes(error.$metadata.httpStatusCode ?? 0));

/**
 * Documents in an S3-compatible bucket through AWS's SDK. The browser posts uploads to the bucket directly under
 * a policy the SDK signs; a document link points to this server, which redirects a valid one to a presigned GET.
 */
export function createS3Storage(options: TS3Options): TS3Storage {
  // The SDK (a few hundred milliseconds to load) comes with the first call that reaches the bucket, not with every
  // start of the server, as the local adapter's signer does.
  let loaded: Promise<{ sdk: TS3Sdk; client: S3Sdk.S3Client }> | undefined;
  const bucket = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        // Checksums only where S3 requires them: S3-compatible servers do not all know the newer checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    })));
  const links = createLinkSigner({
    secret: options.linkSecret,
    clock: options.clock,
    linkTtlSeconds: options.linkTtlSeconds,
  });
  const Bucket = options.bucket;

  return {
    driver: 's3',
    async put(key, body, contentType) {
      const { sdk, client } = await bucket();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async readStart(key, bytes) {
      const { sdk, client } = await bucket();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
        const body = object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
        return body.subarray(0, bytes);
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const { sdk, client } = await bucket();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    downloadUrl: links.url,
    isDownloadAllowed: links.isAllowed,
    async presignedGetUrl(key) {
      const [{ sdk, client }, { getSignedUrl }] = await Promise.all([
        bucket(),
        import('@aws-sdk/s3-request-presigner'),
      ]);
      return getSignedUrl(
        client,
        new sdk.GetObjectCommand({ Bucket, Key: key, ResponseContentDisposition: 'inline' }),
        { expiresIn: REDIRECT_TTL_SECONDS },
      );
    },
    async presignedPost({ key, contentType }) {
      const { client } = await bucket();
      return signPostForm(client, {
        bucket: Bucket,
        key,
        contentType,
        expiresInSeconds: options.linkTtlSeconds,
      });
    },
    async check() {
      const { sdk, client } = await bucket();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
  };
}
