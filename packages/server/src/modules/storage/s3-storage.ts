import type { TClock } from '../../platform/clock';
import { createPresignedPost } from './presigned-post';
import { encodeKeyPath, presignUrl, type TSigningCredentials } from './sigv4';
import type { TStorage } from './storage-adapter';

export type TS3Options = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph…); AWS when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  linkTtlSeconds: number;
  clock: TClock;
};

/** The bucket's base URL: path style (endpoint/bucket) or virtual-hosted (bucket.host). */
export function bucketUrl(options: Pick<TS3Options, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>): string {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  if (options.forcePathStyle) return `${endpoint.origin}/${options.bucket}/`;
  return `${endpoint.protocol}//${options.bucket}.${endpoint.host}/`;
}

/**
 * Documents in an S3-compatible bucket. The server talks to it through presigned requests (no SDK); the
 * browser posts uploads to the bucket directly and opens documents through presigned links.
 */
export function createS3Storage(options: TS3Options): TStorage {
  const base = bucketUrl(options);
  const credentials: TSigningCredentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
  };
  const signed = (method: 'GET' | 'PUT' | 'DELETE', key: string, expiresInSeconds = 300) =>
    presignUrl({
      method,
      url: new URL(encodeKeyPath(key), base),
      credentials,
      now: options.clock.now(),
      expiresInSeconds,
    });

  return {
    driver: 's3',
    async put(key, body, contentType) {
      const response = await fetch(signed('PUT', key), {
        method: 'PUT',
        body,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw new Error(`storage put ${key}: ${response.status} ${await response.text()}`);
    },
    async readStart(key, bytes) {
      const response = await fetch(signed('GET', key), { headers: { range: `bytes=0-${bytes - 1}` } });
      if (response.status === 404 || response.status === 403) return null;
      if (!response.ok) throw new Error(`storage read ${key}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer()).subarray(0, bytes);
    },
    async remove(key) {
      const response = await fetch(signed('DELETE', key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`storage delete ${key}: ${response.status}`);
    },
    downloadUrl(key) {
      return signed('GET', key, options.linkTtlSeconds);
    },
    presignedPost({ key, contentType }) {
      return createPresignedPost({
        url: base,
        bucket: options.bucket,
        key,
        contentType,
        credentials,
        now: options.clock.now(),
        expiresInSeconds: options.linkTtlSeconds,
      });
    },
  };
}
