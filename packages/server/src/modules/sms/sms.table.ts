import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An SMS the gateway would not take after every retry (sms-gateway.ts), for an operator to follow up. The text
 * is not kept: it is a one-time code, void within minutes, that must not sit in a table.
 */
export const smsDeadLetters = pgTable('sms_dead_letters', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The officer's mobile number, to find whom the failure left without a code. */
  recipient: text().notNull(),
  attempts: integer().notNull(),
  /** The last answer or network error, without the message. */
  lastError: text().notNull(),
  failedAt: timestamp({ withTimezone: true }).notNull(),
});
