import { sql, type SQL } from 'drizzle-orm';
import type { TTestApp } from './test-app';

/**
 * The tables that count requests themselves (issue 13): per-address rate limits, sign-in failures, the per-name
 * guards and the SMS budget. Counting a hostile request there is their purpose, not a change of the state the
 * request asked for; everything else (officers, codes, sessions, files, audit) must stay as it was.
 */
const REQUEST_ACCOUNTING_TABLES = new Set([
  'rate_limit_counters',
  'sign_in_failures',
  'sign_in_guards',
  'sign_in_sms_sends',
]);

/**
 * Every table's row count and a digest of its rows: one changed, added or removed row changes it. The audit
 * trail's WRITE_REFUSED events are left out: a refused write of a signed-in officer is audited by design
 * (docs/SECURITY.md "Audit trail").
 */
export async function databaseSnapshot(t: TTestApp): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    t,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables.filter((table) => !REQUEST_ACCOUNTING_TABLES.has(table.name))) {
    const [row] = await rowsOf<{ digest: string | null; rows: number }>(
      t,
      sql`SELECT count(*)::int AS rows, md5(string_agg(md5(row_text), ',' ORDER BY row_text)) AS digest
          FROM (SELECT t::text AS row_text FROM ${
            name === 'audit_events'
              ? sql`(SELECT * FROM audit_events WHERE action <> 'WRITE_REFUSED')`
              : sql.identifier(name)
          } t) rows_as_text`,
    );
    snapshot[name] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  return snapshot;
}

/** Rows of a raw query: both drivers answer { rows }, which drizzle's shared type does not say. */
export async function rowsOf<TRow>(t: TTestApp, query: SQL): Promise<TRow[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: TRow[] }).rows;
}
