import { ORDER_KINDS } from '@anumati/domain';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';
import { officers } from '../officer/officer.table';

/**
 * The orders decisions issued (issue 16 item 5): the PDF is in the storage adapter under storageKey, its SHA-256
 * here so a copy can be checked against the one issued.
 */
export const decisionOrders = pgTable(
  'decision_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    /**
     * The application's version the deciding transition wrote: one transition, one order, so a decision
     * retried or replayed cannot issue a second one. Its index also finds an application's orders.
     */
    applicationVersion: integer().notNull(),
    kind: text({ enum: ORDER_KINDS }).notNull(),
    title: text().notNull(),
    storageKey: text().notNull(),
    sha256: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** Null for an order the act issued (deemed), not an officer. */
    issuedByOfficerId: integer().references(() => officers.id),
  },
  (table) => [
    uniqueIndex('decision_orders_number_unique').on(table.number),
    uniqueIndex('decision_orders_transition_unique').on(table.applicationId, table.applicationVersion),
  ],
);
