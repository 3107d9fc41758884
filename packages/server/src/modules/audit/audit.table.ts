import { bigint, integer, jsonb, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * The append-only audit log: who did what, when, from which state to which. A trigger in the
 * migrations refuses UPDATE and DELETE on it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** Null for what the system does by itself (the scheduler) or the citizen platform. */
    actorOfficerId: integer(),
    actorRole: text(),
    actorKind: text({ enum: ['OFFICER', 'SYSTEM', 'PLATFORM'] }).notNull(),
    applicationId: integer(),
    action: text().notNull(),
    fromState: text(),
    toState: text(),
    remark: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('audit_events_application_idx').on(table.applicationId, table.occurredAt)],
);
