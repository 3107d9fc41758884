import { DEMO_PASSWORD } from '../../seed/demo-officers';

/**
 * Passwords printed in the README and the demo: anyone can read them, so production never accepts them for a
 * sign-in, and no officer may choose one (issue 13).
 */
const PUBLISHED_PASSWORDS: ReadonlySet<string> = new Set([DEMO_PASSWORD]);

export function isPublishedPassword(password: string): boolean {
  return PUBLISHED_PASSWORDS.has(password);
}
