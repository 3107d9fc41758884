import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authorities, ulbs } from '../jurisdiction/jurisdiction.table';
import { officers } from '../officer/officer.table';

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * The website's feedback (GIGW 3.0, issue 55): what any visitor sent from /feedback, newest first for the
 * administrators. A signed-in officer's item carries the officer and their ULB or authority (who may read it:
 * feedback.service.ts); a visitor's carries neither.
 */
export const feedbackItems = pgTable(
  'feedback_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text(),
    /** An e-mail address or a phone number, as the visitor wrote it (domain isFeedbackContact). */
    contact: text(),
    category: text().notNull(),
    message: text().notNull(),
    language: text().notNull(),
    officerId: integer().references(() => officers.id),
    ulbId: integer().references(() => ulbs.id),
    authorityId: integer().references(() => authorities.id),
    receivedAt: timestamptz().notNull(),
    handledAt: timestamptz(),
    handledByOfficerId: integer().references(() => officers.id),
  },
  (table) => [
    index('feedback_items_received_idx').on(table.receivedAt.desc(), table.id.desc()),
    index('feedback_items_ulb_idx').on(table.ulbId, table.receivedAt.desc()),
    check('feedback_items_message_length_check', sql`char_length(${table.message}) between 1 and 2000`),
    check('feedback_items_handled_check', sql`(${table.handledAt} is null) = (${table.handledByOfficerId} is null)`),
  ],
);
