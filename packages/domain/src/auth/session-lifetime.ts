/** How long sessions last: unused (idle) and at most (absolute), in seconds. */
export type TSessionLimits = { idleTimeoutSeconds: number; maxAgeSeconds: number };
export type TSessionTimes = { createdAt: Date; lastSeenAt: Date };

/**
 * When a session ends if nothing more happens: its idle timeout after the last request, or its absolute lifetime
 * after sign-in, whichever comes first (spec 1 §9 and issue 13).
 */
export function sessionEndsAt(session: TSessionTimes, limits: TSessionLimits): Date {
  const idleEnd = session.lastSeenAt.getTime() + limits.idleTimeoutSeconds * 1000;
  const absoluteEnd = session.createdAt.getTime() + limits.maxAgeSeconds * 1000;
  return new Date(Math.min(idleEnd, absoluteEnd));
}

/** A session is live up to and including the instant it ends; not one moment early, not one moment late. */
export function isSessionLive(session: TSessionTimes, limits: TSessionLimits, now: Date): boolean {
  return now.getTime() <= sessionEndsAt(session, limits).getTime();
}

/**
 * The same rule as bounds on a session's times, for a database to test in the statement that reads it: a session
 * is live at `now` exactly when it was last seen at or after `lastSeenFrom` and created at or after `createdFrom`.
 */
export function liveSessionBounds(limits: TSessionLimits, now: Date): { lastSeenFrom: Date; createdFrom: Date } {
  return {
    lastSeenFrom: new Date(now.getTime() - limits.idleTimeoutSeconds * 1000),
    createdFrom: new Date(now.getTime() - limits.maxAgeSeconds * 1000),
  };
}
