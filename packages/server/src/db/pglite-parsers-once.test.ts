import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withParsersOnce } from './pglite-parsers-once';

/** The embedded database's driver, whatever the suite's database: the wrapper serves PGlite only. */
describe('PGlite with drizzle’s parsers set once', () => {
  let client: PGlite;
  let db: PgliteDatabase;
  // The options each query hands PGlite itself, under the wrapper, outside and inside transactions.
  const optionsSeen: (QueryOptions | undefined)[] = [];
  const seen =
    (query: PGlite['query']): PGlite['query'] =>
    (text, params, options) => {
      optionsSeen.push(options);
      return query(text, params, options);
    };

  beforeAll(async () => {
    client = await PGlite.create();
    client.query = seen(client.query.bind(client));
    const transaction = client.transaction.bind(client);
    client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        tx.query = seen(tx.query.bind(tx));
        return callback(tx);
      });
    db = drizzle(withParsersOnce(client));
  });
  afterAll(async () => {
    await client.close();
  });

  const at = sql`select '2026-11-27 10:00:00+00'::timestamptz as at, '2026-11-27'::date as day, 42 as answer`;

  it('answers as drizzle asks (dates and instants as text) without handing PGlite parsers on each query', async () => {
    optionsSeen.length = 0;
    const { rows } = await db.execute(at);
    expect(rows).toEqual([{ at: '2026-11-27 10:00:00+00', day: '2026-11-27', answer: 42 }]);
    expect(optionsSeen.length).toBeGreaterThan(0);
    expect(optionsSeen.every((options) => options?.parsers === undefined)).toBe(true);
  });

  it('answers the same inside a transaction and a savepoint', async () => {
    optionsSeen.length = 0;
    const rows = await db.transaction(async (tx) => {
      const outer = await tx.execute(at);
      const inner = await tx.transaction((savepoint) => savepoint.execute(at));
      return [...outer.rows, ...inner.rows];
    });
    expect(rows).toEqual([
      { at: '2026-11-27 10:00:00+00', day: '2026-11-27', answer: 42 },
      { at: '2026-11-27 10:00:00+00', day: '2026-11-27', answer: 42 },
    ]);
    // begin, the query, the savepoint, the query, its release, commit: none of them carries parsers.
    expect(optionsSeen.length).toBeGreaterThanOrEqual(2);
    expect(optionsSeen.every((options) => options?.parsers === undefined)).toBe(true);
  });
});
