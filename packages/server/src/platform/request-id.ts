import type { FastifyInstance } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * An incoming id is kept when it looks like one (a proxy's or a client's UUID or trace id); anything else (too
 * long, or characters that could forge a log line) is replaced by a new UUID.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** What is known of the request whose work is running: its id, and whether it may have written to the database. */
const requests = new AsyncLocalStorage<{ requestId: string; mayHaveWritten: boolean }>();

/**
 * Fastify's genReqId: the request's `X-Request-Id` when the proxy or the client sent a usable one, so one id
 * follows a request through nginx, every server log line and the audit trail; otherwise a new UUID (never a
 * per-process counter, which three processes would repeat).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The id of the request whose work is running, for records written deep below the route (audit events). */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** Records that the running request committed (or may have committed) a write (db/write-tracking.ts). */
export function noteRequestWrite(): void {
  const store = requests.getStore();
  if (store) store.mayHaveWritten = true;
}

/**
 * Whether the running request committed, or may have committed, a write: a request that failed afterwards must
 * not be run again as if it had done nothing (modules/idempotency).
 */
export function requestMayHaveWritten(): boolean {
  return requests.getStore()?.mayHaveWritten ?? false;
}

/**
 * Every answer carries its request's id (an officer can quote it, the operator finds the log lines), and the rest
 * of the request runs inside its id's context: `done` continues Fastify's lifecycle within `run`, so the hooks,
 * the handler and the GraphQL resolvers that follow see it.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requests.run({ requestId: request.id, mayHaveWritten: false }, done);
  });
}
