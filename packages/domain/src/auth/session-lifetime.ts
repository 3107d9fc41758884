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

/**
 * A request writes its session's last-seen time only when the stored one is this old or older (issue 54 §4: no
 * database write per request); the requests in between are remembered by their process and written together
 * within SESSION_TOUCH_FLUSH_MS. The idle timeout stays exact across processes: a request not yet written is at
 * most SESSION_TOUCH_FLUSH_MS old and came less than SESSION_TOUCH_EVERY_MS after the stored time, so when the
 * stored time is a whole idle timeout old (longer than both together; sessionTouchBefore writes every request otherwise) there was
 * no request since. Within a process the remembered time counts at once.
 */
export const SESSION_TOUCH_EVERY_MS = 60_000;
export const SESSION_TOUCH_FLUSH_MS = 5_000;

/**
 * The stored last-seen time before which a request writes it at once (the bound the session check tests): with an
 * idle timeout too short for coalescing to stay exact (tests, a hardened deployment), every request writes.
 */
export function sessionTouchBefore(limits: Pick<TSessionLimits, 'idleTimeoutSeconds'>, now: Date): Date {
  const coalesces = limits.idleTimeoutSeconds * 1000 > SESSION_TOUCH_EVERY_MS + SESSION_TOUCH_FLUSH_MS;
  return new Date(now.getTime() - (coalesces ? SESSION_TOUCH_EVERY_MS : 0));
}
