import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';

/** One round trip to the database. */
export async function pingDatabase(db: TDb): Promise<void> {
  await db.execute(sql`select 1`);
}
