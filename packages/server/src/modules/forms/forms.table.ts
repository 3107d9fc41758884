import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { TFormAnswers } from '@anumati/domain';
import { stageOfficers } from '../application/application.table';

/**
 * A form instance: an officer's answers on their turn of a stage (one per stage officer). oldData keeps the
 * answers from before a shortfall or show cause sent the stage back.
 */
export const formAnswers = pgTable('form_answers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  stageOfficerId: integer()
    .notNull()
    .unique()
    .references(() => stageOfficers.id),
  data: jsonb().$type<TFormAnswers>().notNull().default({}),
  oldData: jsonb().$type<TFormAnswers>(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
