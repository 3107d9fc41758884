import { CORRECTION_STATUSES, CORRECTION_STEPS } from '@anumati/domain';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';
import { officers } from '../officer/officer.table';

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

/**
 * An officer's turn on a correction request (spec 2 §3.7 correction_assignees: officer, is_approve): the verifying
 * officer's, then the commissioner-level officer's. Open while completedAt is null.
 */
export const correctionAssignees = pgTable(
  'correction_assignees',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    correctionRequestId: integer()
      .notNull()
      .references(() => correctionRequests.id),
    officerId: integer()
      .notNull()
      .references(() => officers.id),
    step: text({ enum: CORRECTION_STEPS }).notNull(),
    /** The verifying officer's: every correction approved; the commissioner's: the final word. */
    isApprove: boolean(),
    remark: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('correction_assignees_officer_idx').on(table.officerId, table.step, table.completedAt),
    index('correction_assignees_request_idx').on(table.correctionRequestId),
  ],
);
