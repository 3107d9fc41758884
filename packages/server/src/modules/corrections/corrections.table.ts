import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';

/** Spec 3 §4 correction statuses. */
export const CORRECTION_STATUSES = ['CORRECTION_VERIFICATION', 'SUBMITTED', 'CORRECTION_COMPLETED'] as const;

/** A citizen's request to correct fields of an application (spec 3 §3 Correction request). */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    status: text({ enum: CORRECTION_STATUSES }).notNull(),
    correctionRequestCompleted: boolean().notNull().default(false),
    finalRemark: text(),
    isApprove: boolean(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('correction_requests_application_idx').on(table.applicationId, table.createdAt)],
);

export const corrections = pgTable(
  'corrections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    correctionRequestId: integer()
      .notNull()
      .references(() => correctionRequests.id),
    columnName: text().notNull(),
    /** Mobile and Aadhaar values are masked when they leave the server (spec 3 §3). */
    oldValue: text().notNull(),
    newValue: text().notNull(),
    isApprove: boolean(),
    remark: text(),
    supportingDocUrl: text(),
    supportingOptionalDocUrl: text().array().notNull().default([]),
  },
  (table) => [index('corrections_request_idx').on(table.correctionRequestId)],
);
