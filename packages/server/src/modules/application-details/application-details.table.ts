import type { TAppData, TInsurance, TLayoutDetails, TQuestionAnswer } from '@anumati/domain';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';

/**
 * What the citizen declared and answered with the application (spec 2 §3.1, §3.5): read-only for officers and
 * shown as sent, so kept as the platform delivered it (validated by ZCitizenSubmissionFields in domain).
 */
export const applicationSubmissions = pgTable('application_submissions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer()
    .notNull()
    .unique()
    .references(() => applications.id),
  appData: jsonb().$type<TAppData>().notNull().default({}),
  /** The Application Checklist: the vicinity questions and the citizen's answers. */
  vicinity: jsonb().$type<TQuestionAnswer[]>().notNull().default([]),
  selfDeclaration: jsonb().$type<string[]>().notNull().default([]),
  deviationQuestions: jsonb().$type<TQuestionAnswer[]>().notNull().default([]),
  insurance: jsonb().$type<TInsurance>(),
  layout: jsonb().$type<TLayoutDetails>(),
});

/** The licensed technical persons named on a (single-window) application. */
export const applicationEngineers = pgTable(
  'application_engineers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    position: integer().notNull(),
    engineerType: text().notNull(),
    name: text().notNull(),
    licenseNumber: text().notNull(),
    mobile: text(),
    email: text(),
    address: text(),
  },
  (table) => [index('application_engineers_application_idx').on(table.applicationId, table.position)],
);
