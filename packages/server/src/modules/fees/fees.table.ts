import type { TFeeBreakupLine, TFeeInputs } from '@anumati/domain';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';
import { officers } from '../officer/officer.table';

/**
 * An application's fee (spec 3 §3 Fee breakup line): the system fee computed when it arrived, from the inputs
 * kept beside it, and the officer's certified breakup once submitted.
 */
export const applicationFees = pgTable('application_fees', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer()
    .notNull()
    .unique()
    .references(() => applications.id),
  inputs: jsonb().$type<TFeeInputs>().notNull(),
  calculatedBreakup: jsonb().$type<TFeeBreakupLine[]>().notNull(),
  calculatedAt: timestamp({ withTimezone: true }).notNull(),
  /** Null until an officer submits the fee. */
  updatedBreakup: jsonb().$type<TFeeBreakupLine[]>(),
  certifiedByOfficerId: integer().references(() => officers.id),
  certifiedAt: timestamp({ withTimezone: true }),
});
