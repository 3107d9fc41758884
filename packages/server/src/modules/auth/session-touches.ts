import { SESSION_TOUCH_FLUSH_MS } from '@anumati/domain';
import type { TDb } from '../../db/database';
import { touchSessions } from './sessions.repository';

/**
 * The last-seen times of requests that did not write theirs (issue 54 §4, domain SESSION_TOUCH_EVERY_MS): kept
 * by this process, counted at once by its own session checks, and written together within SESSION_TOUCH_FLUSH_MS.
 * A flush that fails keeps its times for the next one; closing writes what is left.
 */
export function createSessionTouches(deps: { db: TDb; onFlushError: (error: unknown) => void }) {
  let remembered = new Map<number, Date>();
  let timer: NodeJS.Timeout | null = null;

  async function flush() {
    if (remembered.size === 0) return;
    const taken = remembered;
    remembered = new Map();
    try {
      await touchSessions(
        deps.db,
        [...taken].map(([sessionId, seenAt]) => ({ sessionId, seenAt })),
      );
    } catch (error) {
      for (const [sessionId, seenAt] of taken) remember(sessionId, seenAt);
      deps.onFlushError(error);
    }
  }

  function remember(sessionId: number, seenAt: Date) {
    const known = remembered.get(sessionId);
    if (!known || known < seenAt) remembered.set(sessionId, seenAt);
    if (!timer) {
      timer = setInterval(() => void flush(), SESSION_TOUCH_FLUSH_MS);
      timer.unref();
    }
  }

  return {
    /** The latest request of the session this process answered and has not written yet. */
    latest: (sessionId: number): Date | undefined => remembered.get(sessionId),
    remember,
    flush,
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}
