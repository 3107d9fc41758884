import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type TErrorCode } from '../graphql/app-error';

/** The HTTP status of each kind of AppError on the REST routes. */
export const HTTP_STATUS: Record<TErrorCode, number> = {
  UNAUTHENTICATED: 401,
  BAD_USER_INPUT: 400,
  FORBIDDEN: 409,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  BLOCKED: 403,
  INTERNAL: 500,
};

/** Bad input: the first problem, with the field it is about, in the spec's { success, message } shape. */
export function replyInvalid(reply: FastifyReply, error: z.ZodError, fallback: string) {
  const issue = error.issues[0];
  return reply.code(400).send({ success: false, message: issue?.message ?? fallback, field: issue?.path.join('.') });
}

/** An AppError becomes its status and message; anything else goes to Fastify's handler (logged, 500). */
export function replyFailure(reply: FastifyReply, error: unknown) {
  if (error instanceof AppError) {
    return reply.code(HTTP_STATUS[error.code]).send({ success: false, message: error.message });
  }
  throw error;
}

/** The officer's bearer token on a REST call, as the console sends it from session storage. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}
