/**
 * Spec 2 §2.1: the verification pages open a detail screen with this navigation state; the screen then offers
 * Minimize, which goes back to them.
 */
export const FROM_VERIFICATION = { origin: 'verification' } as const;

export function isFromVerification(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { origin?: unknown }).origin === 'verification';
}
