import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults, which follow OWASP's recommended parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function isPasswordCorrect(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the username is unknown, so that the answer takes as long as for a
 * wrong password and does not tell which usernames exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('decoy-password-never-matches');
  return decoyHash;
}
