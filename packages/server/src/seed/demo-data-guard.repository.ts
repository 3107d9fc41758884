import { inArray } from 'drizzle-orm';
import type { TDb } from '../db/database';
import { officers } from '../modules/officer/officer.table';

/** The officers holding any of these usernames, with their mobile numbers. */
export async function findOfficersByUsernames(db: TDb, usernames: readonly string[]) {
  return db
    .select({ username: officers.username, mobile: officers.mobile })
    .from(officers)
    .where(inArray(officers.username, [...usernames]));
}
