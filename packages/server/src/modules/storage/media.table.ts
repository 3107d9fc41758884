import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../application/application.table';
import { officers } from '../officer/officer.table';

/**
 * Who put a document on the file: the citizen (through the platform), an officer (a note attachment), or the
 * system (certificates, and their QR-signed copies).
 */
export const MEDIA_SOURCES = ['CITIZEN', 'OFFICER', 'CERTIFICATE', 'SIGNED_COPY'] as const;
export type TMediaSource = (typeof MEDIA_SOURCES)[number];

/** Spec 2 §3.7: a document of an application; its bytes are in the storage adapter under s3FilePath. */
export const media = pgTable(
  'media',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    category: text().notNull(),
    name: text().notNull(),
    /** The name of the file the officer chose, sanitised (issue 15); null for documents from before it was kept. */
    originalName: text(),
    /** The storage key (the spec's s3FilePath), the same on local disk and in a bucket. */
    s3FilePath: text().notNull().unique(),
    contentType: text().notNull(),
    source: text({ enum: MEDIA_SOURCES }).notNull(),
    officerId: integer().references(() => officers.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('media_application_idx').on(table.applicationId, table.source)],
);
