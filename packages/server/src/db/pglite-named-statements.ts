import type * as PgliteModule from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

type TQuery = PGlite['query'];
type TStatement = { name: string; parameterTypes: number[] };

/** How many statements a session keeps parsed: the demo's load uses about 130 distinct texts. */
const DEFAULT_CAPACITY = 500;

/**
 * PGlite parses and plans every statement afresh (`query` sends an unnamed one): for the workflow engine's small
 * joins the planning is most of the cost, about 1.5 ms planning against 0.1 ms running in WebAssembly, and each
 * query is five calls into the engine. Here a statement with parameters is parsed once under a name, and each run
 * binds and executes it in one call: after five runs PostgreSQL reuses a generic plan (plan_cache_mode auto) when
 * it costs no more than the custom ones. The rows are the same; the plans may differ from a fresh one's, so this is
 * for work on small, even data (the demo's load), not for the online server, whose inbox plans depend on the
 * officer's queue and the searched words (at 100,000 on PGlite its searches' generic plans were 10 to 34 times
 * slower than fresh ones: docs/PERFORMANCE.md). Statements without parameters (DDL, the migrations' SQL, COPY)
 * go through PGlite as before.
 * At most `capacity` statements stay parsed; the least recently used one is closed when a new one needs room.
 */
export async function withNamedStatements(client: PGlite, capacity = DEFAULT_CAPACITY): Promise<PGlite> {
  // PGlite's protocol helpers, loaded here: a server on PostgreSQL never loads PGlite (start-weight.test.ts).
  const { parse, protocol } = await import('@electric-sql/pglite');
  const session: TSession = { client, statements: new Map(), parsedCount: 0, capacity, parse, protocol };
  const query = client.query.bind(client);
  // As PGlite's own query: after any transaction in progress, then alone with the engine.
  client.query = named(session, query, async (run) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(run));
  });
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = named(session, tx.query.bind(tx), (run) => {
        if (tx.closed) throw new Error('Transaction is closed');
        return client._runExclusiveQuery(run);
      });
      return callback(tx);
    });
  return client;
}

type TSession = {
  client: PGlite;
  statements: Map<string, TStatement>;
  /** How many statements this session has parsed: each one's name is its number. */
  parsedCount: number;
  capacity: number;
  parse: typeof PgliteModule.parse;
  protocol: typeof PgliteModule.protocol;
};

function named(
  session: TSession,
  plain: TQuery,
  exclusively: <T>(run: () => Promise<Results<T>>) => Promise<Results<T>>,
): TQuery {
  const { client, statements, parse, protocol } = session;
  return <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!params?.length || options?.blob || options?.paramTypes) return plain<T>(text, params, options);
    return exclusively(async () => {
      try {
        const statement = statements.get(text) ?? (await parseNamed(session, text));
        // The most recently used last: a Map keeps insertion order, so the first entry is the one to close.
        statements.delete(text);
        statements.set(text, statement);
        const messages = await client.execProtocolStream(
          concatenate([
            protocol.serialize.bind({ statement: statement.name, values: serialized(client, statement, params) }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
          ]),
          { syncToFs: false },
        );
        const [results] = parse.parseResults(messages, client.parsers, options) as Results<T>[];
        if (!results) throw new Error(`No results for a named statement: ${text}`);
        return results;
      } finally {
        await client.execProtocolStream(protocol.serialize.sync(), { syncToFs: false });
        if (!client.isInTransaction()) await client.syncToFs();
      }
    });
  };
}

async function parseNamed(session: TSession, text: string): Promise<TStatement> {
  const { client, statements, capacity, parse, protocol } = session;
  const closing: Uint8Array[] = [];
  for (const [oldText, old] of statements) {
    if (statements.size < capacity) break;
    statements.delete(oldText);
    closing.push(protocol.serialize.close({ type: 'S', name: old.name }));
  }
  const name = `anumati_${session.parsedCount++}`;
  const messages = await client.execProtocolStream(
    concatenate([
      ...closing,
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
    ]),
    { syncToFs: false },
  );
  return { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
}

/** Each value as PGlite's own query sends it: through the serializer of the type the statement gives its parameter. */
function serialized(client: PGlite, statement: TStatement, params: unknown[]): (string | null)[] {
  return params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = client.serializers[statement.parameterTypes[index] ?? 0];
    return serializer ? serializer(value) : String(value);
  });
}

function concatenate(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}
