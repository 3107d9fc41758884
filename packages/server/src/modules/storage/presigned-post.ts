import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@anumati/domain';
import { timingSafeEqual } from 'node:crypto';
import { amzDates, credentialOf, SIGV4_ALGORITHM, signPolicy, type TSigningCredentials } from './sigv4';

/** Spec 2 §7: what GET s3_signed_url answers — where to post, and the signed form fields to post with the file. */
export type TPresignedPost = { url: string; url_fields: Record<string, string> };

/** S3's answer status for a browser upload that it then confirms with an XML document. */
export const SUCCESS_ACTION_STATUS = '201';
export const UPLOAD_CONTENT_DISPOSITION = 'inline';

type TPolicyCondition = Record<string, string> | ['content-length-range', number, number];

/**
 * A browser POST policy for exactly one key, one content type and at most 5 MB, valid for a short while: the
 * same document S3 checks, so the console posts alike to a bucket and to the local adapter.
 */
export function createPresignedPost(input: {
  url: string;
  bucket: string;
  key: string;
  contentType: string;
  credentials: TSigningCredentials;
  now: Date;
  expiresInSeconds: number;
}): TPresignedPost {
  const { amzDate, shortDate } = amzDates(input.now);
  const fields: Record<string, string> = {
    key: input.key,
    success_action_status: SUCCESS_ACTION_STATUS,
    'Content-Type': input.contentType,
    'Content-Disposition': UPLOAD_CONTENT_DISPOSITION,
    'x-amz-credential': credentialOf(input.credentials, shortDate),
    'x-amz-algorithm': SIGV4_ALGORITHM,
    'x-amz-date': amzDate,
  };
  const conditions: TPolicyCondition[] = [
    { bucket: input.bucket },
    ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
    ['content-length-range', 1, MAX_UPLOAD_BYTES],
  ];
  const expiration = new Date(input.now.getTime() + input.expiresInSeconds * 1000).toISOString();
  const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
  const signature = signPolicy(policy, input.credentials.secretAccessKey, shortDate, input.credentials.region);
  return { url: input.url, url_fields: { ...fields, policy, 'x-amz-signature': signature } };
}

export type TPolicyProblem = { code: 'AccessDenied' | 'InvalidPolicyDocument'; message: string };
export type TAcceptedPost = { key: string; contentType: string; minBytes: number; maxBytes: number };

const denied = (message: string): TPolicyProblem => ({ code: 'AccessDenied', message });

/**
 * What S3 does with a browser POST before it reads the file: the signature must be ours, the policy unexpired,
 * and every signed condition must match the form's fields. Answers what was accepted, or the problem.
 */
export function verifyPresignedPost(input: {
  fields: Record<string, string | undefined>;
  bucket: string;
  credentials: TSigningCredentials;
  now: Date;
}): TAcceptedPost | TPolicyProblem {
  const { fields, credentials } = input;
  const [accessKeyId, shortDate, region] = (fields['x-amz-credential'] ?? '').split('/');
  const policy = fields.policy ?? '';
  const signature = fields['x-amz-signature'] ?? '';
  if (accessKeyId !== credentials.accessKeyId || region !== credentials.region || !shortDate || !policy) {
    return denied(UPLOAD_MESSAGES.badSignature);
  }
  const expected = Buffer.from(signPolicy(policy, credentials.secretAccessKey, shortDate, region));
  const given = Buffer.from(signature);
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
      range = [condition[1], condition[2]];
      continue;
    }
    for (const [name, value] of Object.entries(condition)) {
      const given = name === 'bucket' ? input.bucket : fields[name];
      if (given !== value) return denied(UPLOAD_MESSAGES.policyMismatch);
    }
  }
  const key = fields.key;
  const contentType = fields['Content-Type'];
  if (!key || !contentType) return denied(UPLOAD_MESSAGES.policyMismatch);
  return { key, contentType, minBytes: range[0], maxBytes: Math.min(range[1], MAX_UPLOAD_BYTES) };
}

export function isPolicyProblem(value: TAcceptedPost | TPolicyProblem): value is TPolicyProblem {
  return 'code' in value;
}
