import type { TConditionType } from '@anumati/domain';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';
import { officers } from '../officer/officer.table';

/**
 * Conditions of a permission (spec 3 §3 Condition): the standard ones (isSystemCreated, no application, a
 * stable key) and the custom ones an officer wrote for one application.
 */
export const conditions = pgTable(
  'conditions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    typeOf: text().$type<TConditionType>().notNull(),
    name: text().notNull(),
    isSystemCreated: boolean().notNull(),
    /** The standard condition's key, kept when its wording is updated. */
    key: text(),
    applicationId: integer().references(() => applications.id),
    createdByOfficerId: integer().references(() => officers.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('conditions_key_unique').on(table.key),
    index('conditions_application_idx').on(table.applicationId, table.typeOf),
  ],
);

/** A condition checked for an application: once checked it stays (spec 3 §5, checked conditions are locked). */
export const applicationConditions = pgTable(
  'application_conditions',
  {
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    conditionId: integer()
      .notNull()
      .references(() => conditions.id),
    checkedByOfficerId: integer()
      .notNull()
      .references(() => officers.id),
    checkedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.conditionId] })],
);

/** The conditions of a type were submitted for an application (the tab's tick). */
export const conditionSubmissions = pgTable(
  'condition_submissions',
  {
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    typeOf: text().$type<TConditionType>().notNull(),
    officerId: integer()
      .notNull()
      .references(() => officers.id),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.typeOf] })],
);
