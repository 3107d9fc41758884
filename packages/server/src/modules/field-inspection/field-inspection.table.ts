import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TFieldPositionFlag } from '@anumati/domain';
import { applications } from '../application/application.table';
import { officers } from '../officer/officer.table';

/**
 * Issue 53 §4: a photo taken on site. Latitude, longitude, accuracy and capture time are the device's claim, kept as
 * it sent them; receivedAt is the server's instant. The distance and flag are computed from the plot polygon when
 * the photo is received and kept, so what the officers read later is what was known then.
 */
export const fieldPhotos = pgTable(
  'field_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    officerId: integer()
      .notNull()
      .references(() => officers.id),
    /** The verification question the photo answers (a form field's key), when it answers one. */
    questionId: text(),
    /** The storage key, under the officer's upload prefix; one photo per upload. */
    s3FilePath: text().notNull().unique(),
    /** The chosen file's name, sanitised. */
    fileName: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    accuracyMetres: doublePrecision(),
    capturedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    distanceMetres: doublePrecision(),
    flag: text().$type<TFieldPositionFlag>(),
  },
  (table) => [index('field_photos_application_idx').on(table.applicationId, table.receivedAt)],
);

/** Issue 53 §5: "I am at the site" — the device's position and time, and the server's instant. */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    officerId: integer()
      .notNull()
      .references(() => officers.id),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    accuracyMetres: doublePrecision(),
    capturedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    distanceMetres: doublePrecision(),
    flag: text().$type<TFieldPositionFlag>(),
  },
  (table) => [index('site_visits_application_idx').on(table.applicationId, table.receivedAt)],
);
