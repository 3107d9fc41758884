import type { TApplicationStatus, TApplicationType, TStageKey, TStageStatus } from '@anumati/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { officerTurns } from '../application/application.table';
import { ulbs } from '../jurisdiction/jurisdiction.table';

/**
 * How many applications of a kind are in a status, per ULB and month of application (India time, YYYY-MM):
 * the reports read whole months here instead of counting a million applications on every call. The workflow
 * service keeps it in step with every status change, in the transition's own transaction; drafts are not
 * counted (no report counts them).
 */
export const reportCounts = pgTable(
  'report_counts',
  {
    month: text().notNull(),
    ulbId: integer()
      .notNull()
      .references(() => ulbs.id),
    applicationType: text().$type<TApplicationType>().notNull(),
    status: text().$type<TApplicationStatus>().notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.month, table.ulbId, table.applicationType, table.status] })],
);

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * The chasing cell's read model (ARCHITECTURE.md "Read models kept in the transition's transaction"): one row per
 * officer turn (officer_turns row) with its figures as packages/domain's officer-delay.ts computes them — due
 * date, end, openness, days delayed, days taken. The workflow service rewrites a file's rows in each
 * transition's transaction; the deadline scheduler's sweep brings the open turns' delays up to date as time
 * passes (the only figures that change with no transition); `rebuildTurnDelays` makes it again from the source
 * tables. The file's ULB and type and the turn's stage are copied here so the figures need no join.
 */
export const turnDelays = pgTable(
  'turn_delays',
  {
    turnId: integer()
      .primaryKey()
      .references(() => officerTurns.id, { onDelete: 'cascade' }),
    applicationId: integer().notNull(),
    ulbId: integer().notNull(),
    applicationType: text().$type<TApplicationType>().notNull(),
    officerId: integer().notNull(),
    stageKey: text().$type<TStageKey>().notNull(),
    stageName: text().notNull(),
    action: text().$type<TStageStatus>().notNull(),
    receivedDate: timestamptz().notNull(),
    forwardedDate: timestamptz(),
    dueAt: timestamptz().notNull(),
    /**
     * The India day number of `dueAt` (domain: turnLateDayNumber): an open late turn's days are today's number
     * minus this, plus 1, so the reports add whole numbers rather than convert every due instant. Null in a row an
     * earlier release wrote (the reports then take it from `dueAt`).
     */
    dueDayNumber: integer(),
    /** When the turn ended (turnEnd); null while it is open. */
    endedAt: timestamptz(),
    isOpen: boolean().notNull(),
    /**
     * Final for an ended turn. For an open one, the first day of its band (domain: recordedOpenTurnDelay), so
     * that `> 0` still tells a late turn: its days grow every India day and are counted from `dueDayNumber` when
     * read (officer-delays.repository.ts), not written every day.
     */
    daysDelayed: integer().notNull(),
    /**
     * daysDelayed's band, its position in packages/domain DELAY_BANDS (null when not late): the bands figure groups
     * the period's late turns by it, a fifth faster than by the bands' CASE on every turn (issue 17 §2).
     */
    delayBand: smallint(),
    /** Whole days the officer took: for an ended turn only (the averages read ended turns), null while open. */
    daysTaken: integer(),
    computedAt: timestamptz().notNull(),
    /**
     * The period figures count distinct files without grouping per file (officer-delays.repository.ts): a late
     * turn received in a period whose previous one (below) was received before the period, or is none, is the
     * first of its kind in it. The day received of the previous late turn of the same officer on the same file
     * (null when this one is not late, or is the first).
     */
    previousLateReceived: timestamptz(),
    /** Of the previous open late turn of the same officer on the same file (null when this one is not open and late). */
    previousHeldReceived: timestamptz(),
    /** Of the previous late turn of the same file in the same delay band, any officer's (null when not late). */
    previousInBandReceived: timestamptz(),
  },
  (table) => [
    index('turn_delays_application_idx').on(table.applicationId),
    // Files held now past their due date, the longest delays (the earliest due) first: the action panel.
    index('turn_delays_held_idx')
      .on(table.dueAt, table.turnId, table.applicationId, table.ulbId, table.applicationType)
      .where(sql`${table.isOpen} and ${table.daysDelayed} > 0`),
    // Delayed turns by the day received (the top delaying officers, penalties, bands of a period), with every
    // column those figures read: they are an index-only scan of a fifth of the table's bytes (migration 0028).
    index('turn_delays_late_idx')
      .on(
        table.receivedDate,
        table.ulbId,
        table.officerId,
        table.applicationId,
        table.daysDelayed,
        table.dueDayNumber,
        table.delayBand,
        table.isOpen,
        table.applicationType,
        table.previousLateReceived,
        table.previousHeldReceived,
        table.previousInBandReceived,
      )
      .where(sql`${table.daysDelayed} > 0`),
    // The sweep: open turns by their recorded band and due instant (those whose band moved are a few ranges).
    index('turn_delays_open_band_idx')
      .on(table.delayBand, table.dueAt)
      .where(sql`${table.isOpen}`),
  ],
);

/**
 * What is held now past its due date, per ULB and application type: the files (one file held by two officers at
 * once counts once) and the officers' turns. Kept with turn_delays by the same writes (each write moves the
 * counts by its files' held turns before and after), so the dashboard adds up a few rows instead of counting
 * the held turns of a million files.
 */
export const heldPastDueCounts = pgTable(
  'held_past_due_counts',
  {
    ulbId: integer().notNull(),
    applicationType: text().$type<TApplicationType>().notNull(),
    files: integer().notNull().default(0),
    turns: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ulbId, table.applicationType] })],
);

/**
 * The files decided per India day, ULB and application type, for the processing leaderboard (issue 54 §3): how
 * many, the days each took from application to decision (the applicant's time aside) in total, and how many were
 * decided within their limit. Kept by each transition that takes a file into or out of a decided status
 * (workflow report-counts.repository.ts moveDecisionCount), so a period's leaderboard adds up its days' rows
 * instead of reading every decided file.
 */
export const decisionCounts = pgTable(
  'decision_counts',
  {
    /** The India day of the decision, numbered as domain indiaDayNumber (days since 1970-01-01 in India). */
    decidedDay: integer().notNull(),
    ulbId: integer().notNull(),
    applicationType: text().$type<TApplicationType>().notNull(),
    decided: integer().notNull().default(0),
    daysTaken: integer().notNull().default(0),
    inTime: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.decidedDay, table.ulbId, table.applicationType] })],
);
