import { cleanup } from '@testing-library/react';
import type { TRestAnswer } from '@anumati/domain';
import { graphql, http, HttpResponse, type GraphQLHandler, type HttpHandler, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { TResultOf } from '../shared/graphql/graphql-request';
import type { TypedDocumentString } from '../shared/graphql/generated/graphql';
import { hasRequestsWaitingToRetry } from '../shared/graphql/request-retry';

type TOperation = { kind: 'query' | 'mutation'; name: string };

/** The operation a generated document sends, read from its text: the name msw matches requests by. */
function operationOf(text: string): TOperation {
  const match = /^\s*(query|mutation)\s+(\w+)/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`Not a named query or mutation: ${text}`);
  return { kind: match[1] === 'query' ? 'query' : 'mutation', name: match[2] };
}

/** What the console sent, operation by operation, in the order the server received it (reset after each test). */
const received: { name: string; variables: unknown }[] = [];

/**
 * One operation of the generated client at the mock server: handlers that answer it with data typed from its
 * document, as the console reads it (TResultOf), so a fixture that no longer fits the operation's selection fails
 * the typecheck, not the test; and what the console sent for it. Curried, so the document fixes the types before
 * the answer is read (literal types such as a tab's filter stay literal).
 */
export function operation<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>) {
  type TAnswer = TResultOf<typeof document>;
  const { kind, name } = operationOf(document.toString());
  const handler = (respond: (variables: TVariables) => Response | Promise<Response>): GraphQLHandler =>
    graphql[kind](name, ({ variables }) => {
      received.push({ name, variables });
      // The request was built from this very document, so its variables are the document's.
      return respond(variables as TVariables);
    });
  return {
    /** Answers with the resolver's data; the resolver sees the variables sent. */
    answer: (resolve: (variables: TVariables) => TAnswer | Promise<TAnswer>) =>
      handler(async (variables) => HttpResponse.json({ data: await resolve(variables) })),
    /** Answers with an error in GraphQL's errors list, as the server answers an AppError. */
    fail: (error: { message: string; code?: string }) =>
      handler(() => HttpResponse.json({ errors: [{ message: error.message, extensions: { code: error.code } }] })),
    /** The variables of every request the console sent for this operation, oldest first. */
    sentVariables: (): TVariables[] =>
      received.filter((request) => request.name === name).map((request) => request.variables as TVariables),
  };
}

/** Answers a REST GET (an msw path, `:id` for a part) with data in the spec's envelope (spec 2 §7). */
export function answerRestGet<TData>(path: string, resolve: (params: PathParams) => TData): HttpHandler {
  return http.get(path, ({ params }) =>
    HttpResponse.json<TRestAnswer<TData>>({ success: true, message: '', data: resolve(params) }),
  );
}

/** How a missed request reads in the failure: its method, path and GraphQL operation. */
async function describeRequest(request: Request): Promise<string> {
  const isJson = request.headers.get('content-type')?.includes('application/json') ?? false;
  const { query } = isJson ? ((await request.json()) as { query?: unknown }) : {};
  const name = typeof query === 'string' ? /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] : undefined;
  return `${request.method} ${new URL(request.url).pathname}${name ? ` (${name})` : ''}`;
}

/** Waits while `isBusy` says so, for at most a few seconds (a test that never settles fails on its own). */
async function waitForQuiet(isBusy: () => boolean): Promise<void> {
  for (let waited = 0; isBusy() && waited < 5_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The network edge of a component test file: GraphQL and REST answered by msw, as the server would over HTTP,
 * with the console's own fetch code in between. Handlers given here answer every test of the file; a test adds
 * its own with `server.use`, dropped after it. A request no handler answers fails the test that sent it.
 */
export function setupMockServer(...handlers: Parameters<typeof setupServer>) {
  const unhandled: Promise<string>[] = [];
  // Last of all, and kept through resetHandlers: a request no handler answers is noted and answered 404. Not a
  // network error, which the console sends again after a pause (shared/graphql/request-retry.ts): the repeat would
  // land in a later test.
  const noHandler = http.all('*', ({ request }) => {
    unhandled.push(describeRequest(request.clone()));
    return HttpResponse.json({ success: false, message: 'No handler in this test' }, { status: 404 });
  });
  const server = setupServer(...handlers, noHandler);
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(describeRequest(request.clone()));
        // Logs the request and fails it as a network error: it never reaches a real port.
        print.error();
      },
    }),
  );
  // Requests under way (started, not yet answered): each test waits for its own, so that a late one is not answered
  // by, or counted against, the next test or the next file's server.
  let underWay = 0;
  server.events.on('request:start', () => {
    underWay += 1;
  });
  server.events.on('request:end', () => {
    underWay -= 1;
  });
  afterEach(async () => {
    // Unmounted first, so no screen of this test asks for anything once its handlers are gone.
    cleanup();
    await waitForQuiet(() => underWay > 0 || hasRequestsWaitingToRetry());
    server.resetHandlers();
    received.length = 0;
    const missed = await Promise.all(unhandled.splice(0));
    expect(missed, 'requests no handler answered').toEqual([]);
  });
  afterAll(() => server.close());
  return server;
}
