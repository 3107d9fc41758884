import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate limits (@fastify/rate-limit's store), one row per limit and caller address, in the
 * database so that every server process on one PostgreSQL counts the same requests.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The limit's name and the caller's address, e.g. `sign-in|203.0.113.7`. */
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_idx').on(table.windowEndsAt)],
);
