import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * Officers' keyed writes (issue 50 §3): the first answer to a request sent with an Idempotency-Key, so that a
 * retry (the console's, or nginx's after a server died) gets it again instead of doing the work twice. Kept a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** Whose key: a hash of the session's token, so one officer's key can never replay another's answer. */
    scope: text().notNull(),
    idempotencyKey: text().notNull(),
    /** A hash of the method, path and body: the same key with another request is refused. */
    requestHash: text().notNull(),
    state: text({ enum: ['RUNNING', 'DONE'] }).notNull(),
    /** Until then a RUNNING request is its first process's; past it that process is taken for dead. */
    claimedUntil: timestamptz().notNull(),
    statusCode: integer(),
    contentType: text(),
    response: text(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.idempotencyKey] }),
    index('idempotent_requests_created_at_idx').on(table.createdAt),
  ],
);
