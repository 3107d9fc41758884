import { sql } from 'drizzle-orm';
import type { TDb } from './database';

type TRows<TRow> = { rows: TRow[] };

/**
 * The folder time of the newest migration applied, from drizzle's own record (drizzle.__drizzle_migrations, the
 * table its migrator writes); null before the first migration.
 */
export async function latestAppliedMigrationMillis(db: TDb): Promise<number | null> {
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  )) as unknown as TRows<{ name: string | null }>;
  if (!table.rows[0]?.name) return null;
  const latest = (await db.execute(
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as TRows<{ created_at: string }>;
  const row = latest.rows[0];
  return row ? Number(row.created_at) : null;
}
