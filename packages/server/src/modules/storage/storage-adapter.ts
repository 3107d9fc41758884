import type { TPresignedPost, TUploadContentType } from '@anumati/domain';

/** Spec 2 §7: what GET s3_signed_url answers — where to post, and the signed form fields to post with the file. */

/**
 * Where documents' bytes live (DESIGN.md §3): local disk by default, S3-compatible object storage when
 * configured. Keys are the spec's s3FilePath, the same on both.
 */
export type TStorage = {
  driver: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The first bytes of a stored object (to check what it really is), or null when it is not there. */
  readStart: (key: string, bytes: number) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
  /** A short-lived signed link that opens the document (in a new tab: no bearer header goes with it). */
  downloadUrl: (key: string) => string;
  /** Whether a link downloadUrl made is still good (signed-link.ts). */
  isDownloadAllowed: (key: string, expires: string, signature: string) => boolean;
  /** Spec 2 §7: the signed form for the browser to post one file of this type to this key. */
  presignedPost: (input: { key: string; contentType: TUploadContentType }) => Promise<TPresignedPost>;
  /** Throws when the store cannot be reached or written (the readiness check, /health/ready). */
  check: () => Promise<void>;
};

/** Keys are made by the server (uploads/…) or the platform: plain path segments, never "..". */
export function isSafeStorageKey(key: string): boolean {
  return (
    /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,399}$/.test(key) && !key.split('/').some((part) => part === '..' || part === '')
  );
}
