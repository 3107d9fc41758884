import type { TApplicationStatus, TApplicationType } from '@anumati/domain';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ulbs } from '../jurisdiction/jurisdiction.table';

/**
 * How many applications of a kind are in a status, per ULB and month of application (India time, YYYY-MM):
 * the reports read whole months here instead of counting a million applications on every call. The workflow
 * service keeps it in step with every status change, in the transition's own transaction; drafts are not
 * counted (no report counts them).
 */
export const reportCounts = pgTable(
  'report_counts',
  {
    month: text().notNull(),
    ulbId: integer()
      .notNull()
      .references(() => ulbs.id),
    applicationType: text().$type<TApplicationType>().notNull(),
    status: text().$type<TApplicationStatus>().notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.month, table.ulbId, table.applicationType, table.status] })],
);
