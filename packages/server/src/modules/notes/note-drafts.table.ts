import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';
import { officers } from '../officer/officer.table';

/**
 * The note an officer is typing on an application, kept on the server (issue 13): it survives a reload and an
 * expired session, and nothing of it stays in the browser after sign-out. One draft per officer and application.
 */
export const noteDrafts = pgTable(
  'note_drafts',
  {
    officerId: integer()
      .notNull()
      .references(() => officers.id),
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    /** Sanitised rich text, as a note is. */
    comment: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.officerId, table.applicationId] })],
);
