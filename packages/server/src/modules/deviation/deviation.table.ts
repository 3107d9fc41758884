import type { TDeviationInputs } from '@anumati/domain';
import { boolean, date, doublePrecision, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';

/**
 * The deviation of an occupancy or compound-wall application (spec 2 §3.6, spec 3 §3): what the citizen
 * entered, and what each review level measured (LEVEL-1 site, LEVEL-2 technical, LEVEL-3 the decision). Only
 * the entries are stored; deviations, percentages, areas and the compounding fee follow from them by the
 * formulas in packages/domain (computeDeviationLevel), so a stored figure can never disagree with its rule.
 */
export const deviations = pgTable('deviations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer()
    .notNull()
    .unique()
    .references(() => applications.id),
  citizenValues: jsonb().$type<TDeviationInputs>().notNull(),
  l1Values: jsonb().$type<TDeviationInputs>(),
  l2Values: jsonb().$type<TDeviationInputs>(),
  l3Values: jsonb().$type<TDeviationInputs>(),
  isBuildingConstructedOnStipulatedTime: boolean(),
  proceedingDate: date(),
  completionDate: date(),
  noDaysDeviated: integer(),
  totalBuiltUpAreaAsOnGround: doublePrecision(),
  isDeviationUpdated: boolean().notNull().default(false),
  isDeviationSubmitted: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
