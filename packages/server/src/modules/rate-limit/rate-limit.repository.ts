import { lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { rateLimitCounters } from './rate-limit.table';

/**
 * Counts one request against a key in one statement: a new or finished window starts again at 1, a running one
 * goes up by 1. Concurrent requests from any process serialise on the row, so none is lost.
 */
export async function incrementCounter(db: TDb, key: string, windowMs: number, now: Date) {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const isWindowOver = sql`${rateLimitCounters.windowEndsAt} <= ${nowSql}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${isWindowOver} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${isWindowOver} then ${windowEndsAt.toISOString()}::timestamptz else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) throw new Error('upsert into rate_limit_counters returned no row');
  return row;
}

/** Removes counters whose window ended before a time: they no longer limit anything. */
export async function deleteCountersEndedBefore(db: TDb, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, before));
}
