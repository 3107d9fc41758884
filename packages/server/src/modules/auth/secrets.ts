import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A numeric one-time code of the given length, leading zeros allowed. */
export function generateCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** Salted HMAC of a code: the table never holds a code an insider could read and use. */
export function hashCode(secret: string, code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}:${createHmac('sha256', secret).update(`${salt}:${code}`).digest('base64url')}`;
}

export function isCodeCorrect(secret: string, stored: string, code: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) return false;
  const actual = createHmac('sha256', secret).update(`${salt}:${code}`).digest('base64url');
  return timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
}

/** An opaque access token; only its hash is stored. */
export function generateAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The sign-in challenge login hands out with the code (issue 13): 256 random bits, so it cannot be guessed; only a
 * hash is stored, like the access token's.
 */
export function generateChallenge(): string {
  return randomBytes(32).toString('base64url');
}

export function hashChallenge(challenge: string): string {
  return hashAccessToken(challenge);
}
