import { z } from 'zod';

/**
 * Ids are PostgreSQL integer (int4) columns: a larger number is no file of ours, and sent to the database it
 * would fail the query ("out of range for type integer") rather than find nothing. Issue 15 §2.
 */
export const MAX_DATABASE_ID = 2_147_483_647;

/** A row id as a client sends it (a number, or digits as GraphQL's ID and a URL carry it). */
export function zDatabaseId(message?: string) {
  return z.coerce
    .number(message ? { message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_DATABASE_ID, message);
}
