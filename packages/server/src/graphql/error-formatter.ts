import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { AppError } from './app-error';
import { graphqlRuntime } from './graphql-runtime';

type TExecution = Parameters<typeof mercurius.defaultErrorFormatter>[0];

/**
 * Officers see the message of an AppError as it is. Anything else thrown inside a resolver is a fault of
 * ours: it is logged with its stack and the client gets a plain message, never a stack trace or SQL.
 */
function sanitize(error: GraphQLError, log: FastifyBaseLogger): GraphQLError {
  const original = error.originalError;
  if (!original || original instanceof AppError || 'errors' in original) {
    if (!original && !error.extensions.code) {
      return new graphqlRuntime.GraphQLError(error.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return error;
  }
  log.error({ err: original, path: error.path }, 'unexpected error in a resolver');
  return new graphqlRuntime.GraphQLError('Internal server error', {
    path: error.path,
    extensions: { code: 'INTERNAL' },
  });
}

export function errorFormatter(execution: TExecution, context: MercuriusContext) {
  const log = context.reply ? context.reply.log : context.app.log;
  const errors = (execution.errors ?? []).map((error) => sanitize(error, log));
  return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
}
