import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';
import { ulbs } from '../jurisdiction/jurisdiction.table';

/** What the chasing cell is alerted to. */
export const ALERT_KINDS = [
  /** A file was deemed approved with no decision officer in its ULB: its review went up the hierarchy. */
  'DEEMED_REVIEW_ESCALATED',
  /** A file was deemed approved and nobody at all could be given its review. */
  'DEEMED_REVIEW_UNASSIGNED',
] as const;
export type TAlertKind = (typeof ALERT_KINDS)[number];

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * Alerts for the chasing cell's dashboard: raised in the transaction of the change they are about, open until
 * someone resolves them.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    raisedAt: timestamptz().notNull(),
    kind: text().$type<TAlertKind>().notNull(),
    applicationId: integer().references(() => applications.id),
    ulbId: integer().references(() => ulbs.id),
    message: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    resolvedAt: timestamptz(),
  },
  (table) => [index('alerts_open_idx').on(table.resolvedAt, table.raisedAt)],
);
