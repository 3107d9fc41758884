import { doublePrecision, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Planning authorities (GHMC, HMDA, DTCP and the urban development authorities). */
export const authorities = pgTable('authorities', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  type: text().notNull(),
});

export const districts = pgTable('districts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  headquarters: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
});

/** Urban local bodies: each sits in one district under one authority (authority → district → ULB). */
export const ulbs = pgTable(
  'ulbs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
    authorityId: integer()
      .notNull()
      .references(() => authorities.id),
    grade: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Where the entry comes from (public pages), kept with the data. */
    sources: jsonb().$type<string[]>().notNull().default([]),
  },
  (table) => [uniqueIndex('ulbs_name_unique').on(table.name)],
);
