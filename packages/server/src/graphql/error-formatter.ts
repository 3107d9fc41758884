import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { clientErrorMessage, clientErrorStatus, INTERNAL_MESSAGE, OVERLOADED_MESSAGE } from '../platform/hardening';
import { AppError } from './app-error';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseErrorSummary,
  isDatabaseUnavailable,
} from '../db/database-errors';
import { graphqlRuntime } from './graphql-runtime';

// mercurius reads an optional statusCode on the execution it formats (it is missing from its types).
type TExecution = Parameters<typeof mercurius.defaultErrorFormatter>[0] & { statusCode?: number };

/** graphql-js's "Did you mean …?" hints name fields, types and enum values the caller did not ask for. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

type TFormatted = { error: GraphQLError; status: number | null };

/** The wait of a TOO_MANY_REQUESTS error that names none (the SMS caps): the spec's message says "a minute". */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

function clientError(error: Pick<GraphQLError, 'nodes' | 'path'>, message: string, status: number): TFormatted {
  return {
    error: new graphqlRuntime.GraphQLError(message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'BAD_USER_INPUT' },
    }),
    status,
  };
}

/**
 * Officers see the message of an AppError as it is. GraphQL's own errors (syntax, validation, the limits of
 * graphql-limits.ts, variables of the wrong type) and the request errors Fastify raised before GraphQL ran
 * (malformed JSON 400, a body over the limit 413, a form-encoded body 415, a GET without a query 400) are the
 * caller's: BAD_USER_INPUT with their HTTP status, logged as information. Anything else thrown inside a resolver
 * is a fault of ours: it is logged with its stack and the client gets a plain message, never a stack trace or SQL.
 */
function sanitize(error: GraphQLError, log: FastifyBaseLogger, hideSuggestions: boolean): TFormatted[] {
  const withoutSuggestions = (message: string) => (hideSuggestions ? message.replace(SUGGESTION, '') : message);
  const original = error.originalError as
    (Error & { errors?: unknown; statusCode?: unknown; code?: string }) | undefined;
  if (original instanceof AppError) return [{ error, status: null }];
  if (!original) {
    // graphql-jit's compiled queries report a variable of the wrong type as an error without extensions.
    if (error.extensions?.code) return [{ error, status: null }];
    return [clientError(error, withoutSuggestions(error.message), 400)];
  }
  if (Array.isArray(original.errors)) {
    // mercurius' validation wrapper: each of its errors is one problem of the document or of its variables.
    const status = clientErrorStatus(original) ?? 400;
    return (original.errors as GraphQLError[]).map((inner) =>
      // A request over its scan budget (graphql-limits.ts) keeps its code and its translated message: 413.
      inner.extensions?.code === 'PAYLOAD_TOO_LARGE'
        ? { error: inner, status: 413 }
        : clientError(inner, withoutSuggestions(String(inner.message)), status),
    );
  }
  if (original.code === 'FST_ERR_HANDLER_TIMEOUT') {
    // Issue 51 §3: the request ran past REQUEST_TIMEOUT_MS; its work is abandoned and the client may try later.
    return [
      {
        error: new graphqlRuntime.GraphQLError(OVERLOADED_MESSAGE, { extensions: { code: 'UNAVAILABLE' } }),
        status: 503,
      },
    ];
  }
  const status = clientErrorStatus(original);
  if (status !== null) {
    const message =
      original.code === 'MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND'
        ? 'A GraphQL request needs a query'
        : clientErrorMessage(original, status);
    return [clientError(error, message, status)];
  }
  if (isDatabaseUnavailable(original)) {
    log.warn({ database: databaseErrorSummary(original), path: error.path }, 'the database was unavailable');
    return [
      {
        error: new graphqlRuntime.GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
          path: error.path,
          extensions: { code: 'UNAVAILABLE' },
        }),
        status: 503,
      },
    ];
  }
  log.error({ err: original, path: error.path }, 'unexpected error in a resolver');
  return [
    {
      error: new graphqlRuntime.GraphQLError(INTERNAL_MESSAGE, { path: error.path, extensions: { code: 'INTERNAL' } }),
      status: null,
    },
  ];
}

/** The GraphQL error formatter; in production it also removes graphql-js's field and type suggestions. */
export function createErrorFormatter(options: { hideSuggestions: boolean }) {
  return function errorFormatter(execution: TExecution, context: MercuriusContext) {
    const log = context.reply ? context.reply.log : context.app.log;
    const formatted = (execution.errors ?? []).flatMap((error) => sanitize(error, log, options.hideSuggestions));
    // A request refused before it ran answers with the status of its first problem (400, 413, 415) rather than 200.
    // One the database could not serve answers 503: the console and the proxy retry a 503 (a write with its
    // Idempotency-Key, which the server then does once).
    // A mutation whose field has its answer did its work: a later part's failure (a nested field) is sent with it,
    // 200, so that it is neither retried nor taken back.
    const isAnswered = Object.values(execution.data ?? {}).some((value) => value !== null);
    const unavailable = !isAnswered && formatted.some((entry) => entry.status === 503);
    if (unavailable) context.reply?.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    // One refused for its rate answers 429 with Retry-After (issue 51 §7), as a REST call would.
    const tooMany = formatted.find((entry) => entry.error.extensions?.code === 'TOO_MANY_REQUESTS');
    if (tooMany && !unavailable && context.reply && !context.reply.hasHeader('retry-after')) {
      const wait = tooMany.error.extensions?.retryAfterSeconds;
      context.reply.header('retry-after', String(typeof wait === 'number' ? wait : DEFAULT_RETRY_AFTER_SECONDS));
    }
    const refusal = unavailable
      ? 503
      : tooMany
        ? 429
        : execution.data
          ? null
          : (formatted.find((entry) => entry.status !== null)?.status ?? null);
    return mercurius.defaultErrorFormatter(
      {
        ...execution,
        errors: formatted.map((entry) => entry.error),
        ...(refusal !== null && execution.statusCode === undefined ? { statusCode: refusal } : {}),
      },
      context,
    );
  };
}
