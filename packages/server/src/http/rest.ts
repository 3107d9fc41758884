import { AUTH_MESSAGES } from '@anumati/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type TErrorCode } from '../graphql/app-error';
import type { TAuthService, TSession, TRefusedWrites } from '../modules/auth';
import { bearerToken } from './bearer-token';

declare module 'fastify' {
  // Fastify types its decorations by declaration merging, which needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Set by buildApp: audits a signed-in officer's refused write (modules/auth/refused-writes.ts). */
    refusedWrites: TRefusedWrites;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How an AppError's code reads as an HTTP status on the REST calls. */
export const HTTP_STATUS: Record<TErrorCode, number> = {
  UNAUTHENTICATED: 401,
  BAD_USER_INPUT: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNAVAILABLE: 503,
  BLOCKED: 403,
  INTERNAL: 500,
};

/** An officer's error as the spec's REST answers carry it: { success: false, message }. */
export function sendAppError(reply: FastifyReply, error: unknown) {
  if (error instanceof AppError) {
    return reply.code(HTTP_STATUS[error.code]).send({ success: false, message: error.message });
  }
  throw error;
}

/**
 * A REST route for signed-in officers (spec 2 §7: every call carries the bearer token): without a live session
 * the answer is 401 with the message the console turns into "session expired"; an AppError becomes its status
 * and message, and a refused write (FORBIDDEN, NOT_FOUND) is audited.
 */
export function withOfficerSession(
  auth: TAuthService,
  handler: (request: FastifyRequest, reply: FastifyReply, session: TSession) => Promise<unknown>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await auth.authenticate(token) : null;
    if (!session) return reply.code(401).send({ success: false, message: AUTH_MESSAGES.unauthenticated });
    try {
      return await handler(request, reply, session);
    } catch (error) {
      if (WRITE_METHODS.has(request.method)) {
        await request.server.refusedWrites.record({
          session,
          operation: `${request.method} ${request.routeOptions.url ?? request.url}`,
          error,
          client: { ipAddress: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null },
          target: {
            ...(request.params as object),
            ...(request.query as object),
            ...(typeof request.body === 'object' ? request.body : {}),
          },
        });
      }
      return sendAppError(reply, error);
    }
  };
}
