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
    /**
     * Sign-in codes: a hash of the challenge login handed to the client that passed the password (issue 13). Only
     * that client can enter or resend the code; a resend copies it to the new code, a new login replaces it.
     */
    challengeHash: text(),
  },
  (table) => [
    index('one_time_codes_officer_idx').on(table.officerId, table.purpose),
    index('one_time_codes_challenge_idx').on(table.challengeHash),
  ],
);

/**
 * One row per username that was ever tried, known or not (issue 13): blocks and caps answer alike for both, so the
 * sign-in and reset answers tell nobody which usernames exist. Every attempt locks its row (SELECT … FOR UPDATE):
 * the count and the block are decided one attempt at a time, whatever the concurrency. Since issue 51 a username's
 * known devices have rows of their own, keyed `username#device:<id>` (sign-in-guard.ts guardKeyOf): their failures
 * and blocks are theirs; the username's row is the guard of every unknown device.
 */
export const signInGuards = pgTable('sign_in_guards', {
  username: text().primaryKey(),
  blockedUntil: timestamp({ withTimezone: true }),
  /** Set by the failure that reached the last threshold: only an administrator's unlock command clears it. */
  lockedAt: timestamp({ withTimezone: true }),
});

export const SIGN_IN_FAILURE_KINDS = ['PASSWORD', 'LOGIN_CODE', 'RESET_CODE'] as const;
export type TSignInFailureKind = (typeof SIGN_IN_FAILURE_KINDS)[number];

/** Failed attempts, counted over a rolling window; a block's end does not wipe them. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text()
      .notNull()
      .references(() => signInGuards.username),
    kind: text({ enum: SIGN_IN_FAILURE_KINDS }).notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** Wrong passwords are forgiven by the officer's next successful sign-in; wrong codes never are. */
    forgivenAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('sign_in_failures_username_idx').on(table.username, table.occurredAt),
    // The metrics count the recent failures of every account (modules/metrics).
    index('sign_in_failures_occurred_at_idx').on(table.occurredAt),
  ],
);

/** SMS sent (or, for unknown usernames, that would have been sent) per username: the hourly and daily caps. */
export const signInSmsSends = pgTable(
  'sign_in_sms_sends',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text()
      .notNull()
      .references(() => signInGuards.username),
    purpose: text({ enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_sms_sends_username_idx').on(table.username, table.sentAt)],
);
