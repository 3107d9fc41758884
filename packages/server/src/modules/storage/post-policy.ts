import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@anumati/domain';
import type { S3Client } from '@aws-sdk/client-s3';
import { timingSafeEqual } from 'node:crypto';
import type { TPresignedPost } from '@anumati/domain';

/** S3's answer status for a browser upload that it then confirms with an XML document. */
const SUCCESS_ACTION_STATUS = '201';
const UPLOAD_CONTENT_DISPOSITION = 'inline';

/**
 * A browser POST policy (signed by the SDK) for exactly one key, one content type and at most 5 MB, valid for a
 * short while: the document S3 checks, so the console posts alike to a bucket and to the local adapter.
 */
export async function signPostForm(
  client: S3Client,
  input: { bucket: string; key: string; contentType: string; expiresInSeconds: number; url?: string },
): Promise<TPresignedPost> {
  const fields = {
    success_action_status: SUCCESS_ACTION_STATUS,
    'Content-Type': input.contentType,
    'Content-Disposition': UPLOAD_CONTENT_DISPOSITION,
  };
  // Loaded here rather than at start, like the local adapter's signer: a server on local disk loads the SDK at
  // its first upload form.
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const post = await createPresignedPost(client, {
    Bucket: input.bucket,
    Key: input.key,
    Fields: fields,
    Conditions: [
      ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
      ['content-length-range', 1, MAX_UPLOAD_BYTES],
    ],
    Expires: input.expiresInSeconds,
  });
  return { url: input.url ?? post.url, url_fields: post.fields };
}

export type TPolicyProblem = { code: 'AccessDenied' | 'InvalidPolicyDocument'; message: string };
export type TAcceptedPost = { key: string; contentType: string; minBytes: number; maxBytes: number };
type TPolicyCondition = Record<string, string> | [string, ...unknown[]];

const denied = (message: string): TPolicyProblem => ({ code: 'AccessDenied', message });

/** S3's POST form field names are case-insensitive (Policy, X-Amz-Signature…). */
function fieldReader(fields: Record<string, string | undefined>) {
  const byName = new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));
  return (name: string) => byName.get(name.toLowerCase());
}

/**
 * What S3 does with a browser POST before it reads the file, for the local adapter: the signature must be ours
 * (the SDK's SigV4 signer over the policy, for the credential's day), the policy unexpired, and every signed
 * condition must match the form's fields. Answers what was accepted, or the problem.
 */
export async function verifyPostForm(input: {
  fields: Record<string, string | undefined>;
  bucket: string;
  client: S3Client;
  now: Date;
}): Promise<TAcceptedPost | TPolicyProblem> {
  const field = fieldReader(input.fields);
  const [accessKeyId, shortDate, region] = (field('x-amz-credential') ?? '').split('/');
  const policy = field('policy') ?? '';
  const credentials = await input.client.config.credentials();
  const clientRegion = await input.client.config.region();
  if (
    accessKeyId !== credentials.accessKeyId ||
    region !== clientRegion ||
    !/^\d{8}$/.test(shortDate ?? '') ||
    !policy
  ) {
    return denied(UPLOAD_MESSAGES.badSignature);
  }
  const { SignatureV4 } = await import('@smithy/signature-v4');
  const signer = new SignatureV4({
    credentials,
    region: clientRegion,
    service: 's3',
    sha256: input.client.config.sha256,
  });
  const signingDate = new Date(
    `${shortDate?.slice(0, 4)}-${shortDate?.slice(4, 6)}-${shortDate?.slice(6, 8)}T00:00:00Z`,
  );
  const expected = Buffer.from(await signer.sign(policy, { signingDate }));
  const given = Buffer.from(field('x-amz-signature') ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return denied(UPLOAD_MESSAGES.badSignature);

  let document: { expiration?: string; conditions?: TPolicyCondition[] };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    return { code: 'InvalidPolicyDocument', message: UPLOAD_MESSAGES.policyMismatch };
  }
  const expiration = Date.parse(document.expiration ?? '');
  if (!(expiration > input.now.getTime())) return denied(UPLOAD_MESSAGES.expired);

  let range: [number, number] = [0, MAX_UPLOAD_BYTES];
  for (const condition of document.conditions ?? []) {
    if (Array.isArray(condition)) {
      if (condition[0] === 'content-length-range') range = [Number(condition[1]), Number(condition[2])];
      else return denied(UPLOAD_MESSAGES.policyMismatch);
      continue;
    }
    for (const [name, value] of Object.entries(condition)) {
      const offered = name === 'bucket' ? input.bucket : field(name);
      if (offered !== value) return denied(UPLOAD_MESSAGES.policyMismatch);
    }
  }
  const key = field('key');
  const contentType = field('Content-Type');
  if (!key || !contentType) return denied(UPLOAD_MESSAGES.policyMismatch);
  return { key, contentType, minBytes: range[0], maxBytes: Math.min(range[1], MAX_UPLOAD_BYTES) };
}

export function isPolicyProblem(value: TAcceptedPost | TPolicyProblem): value is TPolicyProblem {
  return 'code' in value;
}
