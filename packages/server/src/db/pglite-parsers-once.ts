import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type TQuery = PGlite['query'];

/**
 * drizzle keeps dates and intervals as PostgreSQL's text: it hands PGlite its own parsers with every query
 * (drizzle-orm/pglite/session.js). PGlite then merges them into a fresh copy of its map of every type's parser
 * (over 350 entries once the array types are loaded) for each query: about 70 µs a statement, a tenth of the
 * demo seed's time. Here the instance takes the parsers a query names, and the query runs without them: PGlite
 * reads its own map, so the rows are the same and nothing is copied. drizzle, the one caller that names parsers,
 * names the same ones every time; a query through the bare client (tests counting statements) reads dates as
 * text too once drizzle has run, as every query through drizzle does.
 */
export function withParsersOnce(client: PGlite): PGlite {
  client.query = parsersOnce(client, client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = parsersOnce(client, tx.query.bind(tx));
      return callback(tx);
    });
  return client;
}

function parsersOnce(client: PGlite, query: TQuery): TQuery {
  return (text, params, options?: QueryOptions) => {
    if (!options?.parsers) return query(text, params, options);
    const { parsers, ...rest } = options;
    Object.assign(client.parsers, parsers);
    return query(text, params, rest);
  };
}
