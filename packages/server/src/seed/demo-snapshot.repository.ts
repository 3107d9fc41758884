import { sql } from 'drizzle-orm';
import type { TDb } from '../db/database';

/** A table as the demo's snapshot keeps it: its columns (name and PostgreSQL type) and whether `id` is an identity. */
export type TSnapshotTableShape = {
  name: string;
  columns: { name: string; type: string }[];
  hasIdentity: boolean;
};

type TRows<TRow> = { rows: TRow[] };

/**
 * The public tables but `left`, each after the tables its foreign keys point to (the order rows can be inserted
 * in), then by name.
 */
export async function readTablesInLoadOrder(db: TDb, left: readonly string[]): Promise<TSnapshotTableShape[]> {
  const columns = (await db.execute(sql`
    select c.table_name, c.column_name, c.data_type, c.identity_generation is not null as is_identity
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`)) as unknown as TRows<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_identity: boolean;
  }>;
  const references = (await db.execute(sql`
    select conrelid::regclass::text as referring, confrelid::regclass::text as referred
    from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`)) as unknown as TRows<{
    referring: string;
    referred: string;
  }>;
  const shapes = new Map<string, TSnapshotTableShape>();
  for (const row of columns.rows) {
    if (left.includes(row.table_name)) continue;
    const shape = shapes.get(row.table_name) ?? { name: row.table_name, columns: [], hasIdentity: false };
    shape.columns.push({ name: row.column_name, type: row.data_type });
    shape.hasIdentity ||= row.is_identity && row.column_name === 'id';
    shapes.set(row.table_name, shape);
  }
  const ordered: TSnapshotTableShape[] = [];
  const place = (name: string, path: readonly string[]) => {
    const shape = shapes.get(name);
    if (!shape || ordered.includes(shape)) return;
    if (path.includes(name)) throw new Error(`foreign keys in a circle: ${[...path, name].join(' → ')}`);
    for (const reference of references.rows) {
      if (reference.referring === name && reference.referred !== name) place(reference.referred, [...path, name]);
    }
    ordered.push(shape);
  };
  for (const name of [...shapes.keys()].sort()) place(name, []);
  return ordered;
}

/** Every row of a table, each as its columns' values in JSON (PostgreSQL's own rendering), in one stable order. */
export async function readTableRows(db: TDb, shape: TSnapshotTableShape): Promise<unknown[][]> {
  const columns = sql.join(
    shape.columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select jsonb_build_array(${columns})::text as row from ${sql.identifier(shape.name)} order by ${columns}`,
  )) as unknown as TRows<{ row: string }>;
  return result.rows.map((row) => JSON.parse(row.row) as unknown[]);
}

/**
 * Inserts rows given as JSON objects keyed by column name, PostgreSQL converting each value to its column's type,
 * ids as given: one statement for the whole table.
 */
export async function insertTableRows(
  db: TDb,
  shape: TSnapshotTableShape,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const table = sql.identifier(shape.name);
  const columns = sql.join(
    shape.columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${columns}) overriding system value
    select ${columns} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb)`);
}

/** A table's identity goes on after the highest id inserted with OVERRIDING SYSTEM VALUE. */
export async function continueIdentity(db: TDb, shape: TSnapshotTableShape): Promise<void> {
  const table = sql.identifier(shape.name);
  await db.execute(sql`select setval(pg_get_serial_sequence(${shape.name}, 'id'), max(id)) from ${table}
    having count(*) > 0`);
}
