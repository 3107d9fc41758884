/**
 * A fixed-window counter per key (the caller's address). In memory: each server process limits on its
 * own, which bounds guessing per process; the per-officer failure count in the database is the hard limit.
 */
export type TRateLimiter = { isAllowed: (key: string) => boolean };

export function fixedWindowRateLimiter(options: { limit: number; windowMs: number; now: () => Date }): TRateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    isAllowed: (key) => {
      const now = options.now().getTime();
      const window = windows.get(key);
      if (!window || now - window.startedAt >= options.windowMs) {
        if (windows.size > 10_000) windows.clear();
        windows.set(key, { startedAt: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= options.limit;
    },
  };
}
