import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { clientErrorMessage, clientErrorStatus, INTERNAL_MESSAGE } from '../platform/hardening';
import { AppError } from './app-error';
import { graphqlRuntime } from './graphql-runtime';

// mercurius reads an optional statusCode on the execution it formats (it is missing from its types).
type TExecution = Parameters<typeof mercurius.defaultErrorFormatter>[0] & { statusCode?: number };

/** graphql-js's "Did you mean …?" hints name fields, types and enum values the caller did not ask for. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

type TFormatted = { error: GraphQLError; status: number | null };

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
      clientError(inner, withoutSuggestions(String(inner.message)), status),
    );
  }
  const status = clientErrorStatus(original);
  if (status !== null) {
    const message =
      original.code === 'MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND'
        ? 'A GraphQL request needs a query'
        : clientErrorMessage(original, status);
    return [clientError(error, message, status)];
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
    const refusal = execution.data ? null : (formatted.find((entry) => entry.status !== null)?.status ?? null);
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
