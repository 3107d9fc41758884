import { sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TDb } from './database';

/**
 * At start: makes a read model from the source tables when `isMissing` (a boolean SQL expression) says a database
 * from before it holds what it would count (work items, decision counts). Several processes may start at once; the
 * lock named `name` lets one make it and the others find it made. A first start after the read model's migration
 * reads every file: minutes at a million, past the request pool's statement limit (DATABASE_STATEMENT_TIMEOUT_MS),
 * which this one start-up step lifts.
 */
export async function fillIfMissing(
  db: TDatabase,
  name: string,
  isMissing: SQL,
  make: (tx: TDb) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
    const result = (await tx.execute(sql`select ${isMissing} as missing`)) as unknown as {
      rows: { missing: boolean }[];
    };
    if (result.rows[0]?.missing) await make(tx);
  });
}
