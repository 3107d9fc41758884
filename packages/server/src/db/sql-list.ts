import { sql, type SQL } from 'drizzle-orm';

/** Values as a comma-separated list of bound parameters, for `in (…)`: each one a parameter, never SQL text. */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}
