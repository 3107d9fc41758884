import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { officers } from '../officer/officer.table';

/** Signed-in sessions. Only a hash of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    officerId: integer()
      .notNull()
      .references(() => officers.id),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** The client's address at sign-in (request.ip: the proxy's word only when TRUST_PROXY names it). */
    ipAddress: text(),
    /** The browser's User-Agent at sign-in, cut to 512 characters, so an officer recognises their sessions. */
    userAgent: text(),
  },
  (table) => [index('sessions_officer_idx').on(table.officerId)],
);

export const ONE_TIME_CODE_PURPOSES = ['LOGIN', 'PASSWORD_RESET'] as const;
export const CODE_CLOSE_REASONS = ['USED', 'EXHAUSTED', 'EXPIRED', 'SUPERSEDED'] as const;
export type TCodeCloseReason = (typeof CODE_CLOSE_REASONS)[number];

/**
 * One-time codes, one row per login or reset attempt. A new attempt supersedes the officer's
 * open ones, so a code is bound to the attempt that asked for it.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    officerId: integer()
      .notNull()
      .references(() => officers.id),
    purpose: text({ enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When the password was checked (a resend keeps it): a pending sign-in does not last for ever. */
    attemptStartedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    wrongAttempts: integer().notNull().default(0),
    /** Set when the code was used, ran out of tries, expired, or was replaced by a newer code. */
    closedAt: timestamp({ withTimezone: true }),
    closeReason: text({ enum: CODE_CLOSE_REASONS }),
  },
  (table) => [index('one_time_codes_officer_idx').on(table.officerId, table.purpose)],
);
