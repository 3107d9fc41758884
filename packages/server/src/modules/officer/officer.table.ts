import { LANGUAGES } from '@anumati/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authorities, districts, ulbs } from '../jurisdiction/jurisdiction.table';

export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The server role name as spec 1 §6 writes it; its permission level comes from domain. */
  name: text().notNull().unique(),
});

export const officers = pgTable(
  'officers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull().unique(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    mobile: text().notNull(),
    mobileVerified: boolean().notNull().default(true),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    ulbId: integer().references(() => ulbs.id),
    districtId: integer().references(() => districts.id),
    authorityId: integer().references(() => authorities.id),
    isMandalOfficer: boolean().notNull().default(false),
    mandalName: text(),
    /** Extra capabilities, for example 'fee' (spec 3 §6). */
    actions: text().array().notNull().default([]),
    lineDepartment: text(),
    zone: text(),
    isActive: boolean().notNull().default(true),
    /** Issue 52: when and why an administrator deactivated the officer (null while active). */
    deactivatedAt: timestamp({ withTimezone: true }),
    deactivationReason: text(),
    /**
     * No longer written: failures and blocks are kept per username in sign_in_guards and sign_in_failures (issue 13),
     * so unknown usernames are counted alike. Left for a later migration to drop.
     */
    failedAttempts: integer().notNull().default(0),
    blockedUntil: timestamp({ withTimezone: true }),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The console's and the exports' language the officer chose (issue 19): one of domain LANGUAGES. */
    preferredLanguage: text().notNull().default('en'),
  },
  (table) => [
    check(
      'officers_preferred_language_check',
      sql`${table.preferredLanguage} in (${sql.raw(LANGUAGES.map((language) => `'${language}'`).join(', '))})`,
    ),
  ],
);
