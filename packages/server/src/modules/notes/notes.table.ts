import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';
import { officers } from '../officer/officer.table';

/** The note sheet: officers' notes on an application (spec 2 §2.7), rich text sanitised on the way in. */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    officerId: integer()
      .notNull()
      .references(() => officers.id),
    comment: text().notNull(),
    attachmentUrl: text(),
    mediaId: integer(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('application_comments_application_idx').on(table.applicationId, table.createdAt)],
);
