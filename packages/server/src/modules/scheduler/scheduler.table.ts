import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * Each run of a scheduled job that took the run lock (db/exclusive-run.ts): which process, when, what it did,
 * or why it failed. The metrics and the chasing cell read it (last run, lag).
 */
export const schedulerRuns = pgTable(
  'scheduler_runs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** Host and process id of the server process that ran it. */
    process: text().notNull(),
    /** The clock's time when the run began (the time the deadlines were checked against). */
    startedAt: timestamptz().notNull(),
    finishedAt: timestamptz(),
    outcome: text({ enum: ['RUNNING', 'DONE', 'FAILED'] }).notNull(),
    work: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    error: text(),
  },
  (table) => [index('scheduler_runs_name_idx').on(table.name, table.startedAt)],
);
