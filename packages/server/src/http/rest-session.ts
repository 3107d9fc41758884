import { AUTH_MESSAGES } from '@anumati/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAuthService, TSession } from '../modules/auth/auth.service';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The session of a REST call, from the same bearer token the GraphQL calls carry; without one the call is
 * answered 401 with the message the console shows for an expired session, and null is returned (the route
 * then returns the reply).
 */
export async function requireRestSession(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: TAuthService,
): Promise<TSession | null> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const session = token ? await auth.authenticate(token) : null;
  if (!session) {
    reply.code(401).send({ success: false, message: AUTH_MESSAGES.unauthenticated });
    return null;
  }
  return session;
}
