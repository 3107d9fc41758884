import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Requests of the citizen platform by Idempotency-Key: a retried submission lands once, with the same answer. */
export const platformRequests = pgTable('platform_requests', {
  idempotencyKey: text().primaryKey(),
  requestHash: text().notNull(),
  statusCode: integer().notNull(),
  response: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
