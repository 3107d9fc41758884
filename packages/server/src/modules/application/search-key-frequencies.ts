import type { TDb } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { findSearchKeyFrequencies } from './inbox.repository';
import type { TKeyFrequencies } from './search-key-selection';

/**
 * How long a process keeps the search index's statistics. They change only when ANALYZE runs (autovacuum, at most
 * every minute and for this table far less often; the bulk seed), and they only choose how few index entries a
 * search reads, never what it finds: reading them (pg_stats, about 1 ms at a million applications) on every search
 * was most of the worst-case search's first statement.
 */
export const KEY_FREQUENCIES_MAX_AGE_MS = 10 * 60_000;

/** The search index's key frequencies, read at most once every KEY_FREQUENCIES_MAX_AGE_MS by this process. */
export function createSearchKeyFrequencies(deps: { db: TDb; clock: TClock }) {
  let cached: { readAt: number; frequencies: Promise<TKeyFrequencies> } | null = null;
  return {
    current(): Promise<TKeyFrequencies> {
      const now = deps.clock.now().getTime();
      if (cached && now - cached.readAt < KEY_FREQUENCIES_MAX_AGE_MS) return cached.frequencies;
      const frequencies = findSearchKeyFrequencies(deps.db);
      const entry = { readAt: now, frequencies };
      cached = entry;
      // A failed read is not kept: the next search reads them again.
      frequencies.catch(() => {
        if (cached === entry) cached = null;
      });
      return frequencies;
    },
  };
}
