import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4, the parts object storage needs: presigned URLs (query signing) and browser POST
 * policies. Written out rather than pulled in with an SDK: about fifty lines, checked against AWS's published
 * example in sigv4.test.ts, and the local adapter verifies its own uploads with the same functions.
 */
export type TSigningCredentials = { accessKeyId: string; secretAccessKey: string; region: string };

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** 20130524T000000Z and 20130524 for a moment. */
export function amzDates(now: Date): { amzDate: string; shortDate: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, shortDate: amzDate.slice(0, 8) };
}

export function signingKey(secretAccessKey: string, shortDate: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, shortDate), region), SERVICE), 'aws4_request');
}

export function credentialOf(credentials: TSigningCredentials, shortDate: string): string {
  return `${credentials.accessKeyId}/${shortDate}/${credentials.region}/${SERVICE}/aws4_request`;
}

/** RFC 3986 encoding, as SigV4 canonical requests want it. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A storage key as a URL path: each segment encoded, the slashes kept. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(uriEncode).join('/');
}

/**
 * A presigned URL: anyone holding it may do `method` on that URL until it expires, and nothing else. Only the
 * host header is signed and the payload is UNSIGNED-PAYLOAD, as S3 allows for presigned requests.
 */
export function presignUrl(input: {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE';
  url: URL;
  credentials: TSigningCredentials;
  now: Date;
  expiresInSeconds: number;
  query?: Record<string, string>;
}): string {
  const { amzDate, shortDate } = amzDates(input.now);
  const query: Record<string, string> = {
    ...input.query,
    'X-Amz-Algorithm': SIGV4_ALGORITHM,
    'X-Amz-Credential': credentialOf(input.credentials, shortDate),
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(input.expiresInSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((key) => `${uriEncode(key)}=${uriEncode(query[key] ?? '')}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    canonicalQuery,
    `host:${input.url.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${shortDate}/${input.credentials.region}/${SERVICE}/aws4_request`;
  const stringToSign = [SIGV4_ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = hmac(
    signingKey(input.credentials.secretAccessKey, shortDate, input.credentials.region),
    stringToSign,
  );
  return `${input.url.origin}${input.url.pathname}?${canonicalQuery}&X-Amz-Signature=${signature.toString('hex')}`;
}

/** The signature of a browser POST policy (the base64 policy document is the string to sign). */
export function signPolicy(policyBase64: string, secretAccessKey: string, shortDate: string, region: string): string {
  return hmac(signingKey(secretAccessKey, shortDate, region), policyBase64).toString('hex');
}
