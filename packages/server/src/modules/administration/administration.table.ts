import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stageOfficers } from '../application/application.table';
import { authorities, districts, ulbs } from '../jurisdiction/jurisdiction.table';
import { officers, roles } from '../officer/officer.table';

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * An officer's leave (issue 52 §5): India days, both included. While it lasts the officer is no routing candidate
 * (domain staffing.ts); their open turns go to the post's charge holder (else by routing) when it starts, and come
 * back when it ends (leave_hand_overs), by the administrator's transaction or the scheduler's sweep.
 */
export const officerLeaves = pgTable(
  'officer_leaves',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    officerId: integer()
      .notNull()
      .references(() => officers.id),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    /** The officer given the post's charge for the leave (an officer_charges row of the same dates). */
    chargeHolderId: integer().references(() => officers.id),
    createdByOfficerId: integer()
      .notNull()
      .references(() => officers.id),
    createdAt: timestamptz().notNull(),
    cancelledAt: timestamptz(),
    /** When the officer's open turns were handed over for the leave (its first day), and when handed back. */
    handedOverAt: timestamptz(),
    returnedAt: timestamptz(),
  },
  (table) => [
    index('officer_leaves_officer_idx').on(table.officerId, table.toDate),
    check('officer_leaves_dates_check', sql`${table.fromDate} <= ${table.toDate}`),
  ],
);

/**
 * Additional charge of a post (a role in a jurisdiction) held by an officer for India days, both included: while
 * it lasts the holder is a routing candidate with the post's role and jurisdiction.
 */
export const officerCharges = pgTable(
  'officer_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    holderId: integer()
      .notNull()
      .references(() => officers.id),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    ulbId: integer().references(() => ulbs.id),
    districtId: integer().references(() => districts.id),
    authorityId: integer().references(() => authorities.id),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    /** The leave this charge covers, when it was given with one. */
    leaveId: integer().references(() => officerLeaves.id),
    createdByOfficerId: integer()
      .notNull()
      .references(() => officers.id),
    createdAt: timestamptz().notNull(),
    endedAt: timestamptz(),
  },
  (table) => [
    index('officer_charges_holder_idx').on(table.holderId),
    index('officer_charges_ulb_idx').on(table.ulbId, table.toDate),
    check('officer_charges_dates_check', sql`${table.fromDate} <= ${table.toDate}`),
  ],
);

/** A turn handed over for a leave: handed back to its officer at the leave's end when still open. */
export const leaveHandOvers = pgTable(
  'leave_hand_overs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    leaveId: integer()
      .notNull()
      .references(() => officerLeaves.id),
    stageOfficerId: integer()
      .notNull()
      .references(() => stageOfficers.id, { onDelete: 'cascade' }),
    fromOfficerId: integer()
      .notNull()
      .references(() => officers.id),
    toOfficerId: integer()
      .notNull()
      .references(() => officers.id),
    handedAt: timestamptz().notNull(),
    returnedAt: timestamptz(),
  },
  (table) => [index('leave_hand_overs_leave_idx').on(table.leaveId)],
);
