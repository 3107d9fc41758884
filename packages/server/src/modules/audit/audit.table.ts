import { bigint, integer, jsonb, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * The append-only audit log: who did what, when, from which state to which. Triggers in the migrations refuse
 * UPDATE, DELETE and TRUNCATE on it, and each event carries the hash of the one before it (a hash chain,
 * audit-chain.ts), so a change made behind the server's back shows (`npm run audit:verify`).
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
    /** The hash of the event before it (by id), or 64 zeros for the first event (audit-chain.ts). */
    previousHash: text().notNull(),
    /** sha256 of this event's canonical serialisation, previous hash included (audit-chain.ts). */
    hash: text().notNull(),
    /** The X-Request-Id of the request that caused it (issue 50 §8); null for what no request caused. Not hashed. */
    requestId: text(),
  },
  (table) => [index('audit_events_application_idx').on(table.applicationId, table.occurredAt)],
);
