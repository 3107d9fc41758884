import type { TAlertKind } from '@anumati/domain';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';
import { ulbs } from '../jurisdiction/jurisdiction.table';
import { officers } from '../officer/officer.table';

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * Alerts for the chasing cell's dashboard: raised in the transaction of the change they are about, open until
 * an officer who may see them resolves them with a remark.
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
    resolvedBy: integer().references(() => officers.id),
    resolutionRemark: text(),
  },
  (table) => [index('alerts_open_idx').on(table.resolvedAt, table.raisedAt)],
);
