import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DAY_MS, HOUR_MS, SERVICE_MESSAGES } from '@anumati/domain';
import { createHash } from 'node:crypto';
import type { TDatabase } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../db/database-errors';
import { requestMayHaveWritten } from '../../platform/request-id';
import {
  claimRequestKey,
  deleteRequestKeysBefore,
  findRequestKey,
  releaseRequestKey,
  storeAnswer,
  type TRequestKey,
} from './idempotency.repository';
import { bearerToken } from '../../http/bearer-token';

/** The GraphQL error code of a write that was saved but whose answer was lost (the console shows its message). */
export const SAVED_UNCONFIRMED = 'SAVED_UNCONFIRMED';
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer given again from the first request's record, so a client (and a test) can tell. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
/**
 * How long a request holds its key before another process may take it over as the first one's (a server that
 * died mid-request). Longer than a request runs: the database ends a statement after 15 s by default.
 */
const CLAIM_MS = 30_000;
/** A second delivery of a request still running waits this long for its answer, then is told to try again. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 200;
const KEEP_MS = DAY_MS;
const PURGE_EVERY_MS = HOUR_MS;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -',
  keyReused: 'This Idempotency-Key was already used for another request',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Which requests are writes an officer may repeat: GraphQL (the console keys only its mutations) and REST writes. */
function isKeyable(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  if (request.headers['content-type']?.startsWith('multipart/')) return false;
  const route = request.routeOptions.url ?? '';
  return route === '/graphql' || route.startsWith('/api/v1/');
}

/**
 * Safe retries (issue 50 §3): an officer's write sent with an `Idempotency-Key` header runs once, across every
 * server process; a repeat of the key gets the first answer again (with `Idempotent-Replayed: true`), a repeat
 * still running waits for it, and the same key on another request is refused (422). Keys belong to the session
 * that sent them. The citizen platform's submissions keep their own record, written in their transaction
 * (modules/platform); anonymous calls (sign-in) are never keyed: their answers carry secrets.
 *
 * An answer of ours that failed (5xx: the database unreachable, the server overloaded or closing) before any of
 * the request's transactions committed gives the key back, so the retry runs the request again: it did nothing.
 * One that failed after a commit keeps its answer (db/write-tracking.ts).
 * Decision: the record is written after the work's own transaction, not inside it (each service owns its
 * transactions). A process that dies between its commit and the record leaves the key claimed until CLAIM_MS
 * runs out; a retry after that runs the request again, where the workflow's own guards (the file's status, turn
 * and version) refuse a second decision. docs/DEPLOYMENT.md says so.
 */
export function registerIdempotency(app: FastifyInstance, deps: { db: TDatabase; clock: TClock }): void {
  const { db, clock } = deps;
  const claims = new WeakMap<FastifyRequest, TRequestKey>();

  app.addHook('preHandler', async (request, reply) => {
    const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (idempotencyKey === undefined || !isKeyable(request)) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    if (typeof idempotencyKey !== 'string' || !KEY.test(idempotencyKey)) {
      return reply.code(400).send({ success: false, message: IDEMPOTENCY_MESSAGES.badKey });
    }
    const key: TRequestKey = { scope: sha256(`session:${token}`), idempotencyKey };
    const requestHash = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const now = clock.now();
      if (await claimRequestKey(db, { ...key, requestHash, now, claimedUntil: new Date(now.getTime() + CLAIM_MS) })) {
        claims.set(request, key);
        return;
      }
      const earlier = await findRequestKey(db, key);
      if (earlier && earlier.requestHash !== requestHash) {
        return reply.code(422).send({ success: false, message: IDEMPOTENCY_MESSAGES.keyReused });
      }
      if (earlier?.state === 'DONE') return replay(reply, earlier);
      if (Date.now() >= deadline) {
        return reply
          .code(503)
          .header('retry-after', '2')
          .send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      // The first delivery is still running (or was released a moment ago): look again shortly.
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = claims.get(request);
    if (!key) return payload;
    claims.delete(request);
    // A record that cannot be written (the database just went away) leaves the claim to run out: the answer
    // still goes to the officer, whose work is done.
    const keep = (write: Promise<void>) =>
      write.catch((error: unknown) => request.log.warn({ err: error }, 'an idempotency record was not written'));
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
      await keep(releaseRequestKey(db, key));
      return payload;
    }
    // A failure of ours before anything committed: the key goes back and the retry runs the request afresh.
    if (reply.statusCode >= 500 && !requestMayHaveWritten()) {
      await keep(releaseRequestKey(db, key));
      return payload;
    }
    // After a commit (the read-back of a note failed, say), the answer becomes "saved, reload to see it": final, so
    // neither the proxy nor the console sends it again, and kept, so a repeat gets the same words.
    const answer = reply.statusCode >= 500 ? savedUnconfirmed(request.routeOptions.url === '/graphql') : null;
    if (answer) {
      reply.code(answer.statusCode).removeHeader('retry-after');
      reply.type(answer.contentType);
    }
    const contentType = reply.getHeader('content-type');
    const response = answer?.response ?? payload.toString();
    await keep(
      storeAnswer(db, key, {
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        response,
      }),
    );
    return response;
  });

  const purge = setInterval(() => {
    deleteRequestKeysBefore(db, new Date(clock.now().getTime() - KEEP_MS)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'old idempotency keys were not purged'),
    );
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}

/** The answer to a write that committed and then failed: a GraphQL error (200) or a REST 409, never retried. */
function savedUnconfirmed(isGraphql: boolean) {
  const message = SERVICE_MESSAGES.savedUnconfirmed;
  return {
    statusCode: isGraphql ? 200 : 409,
    contentType: 'application/json; charset=utf-8',
    response: JSON.stringify(
      isGraphql
        ? { data: null, errors: [{ message, extensions: { code: SAVED_UNCONFIRMED } }] }
        : { success: false, message },
    ),
  };
}

function replay(
  reply: FastifyReply,
  earlier: { statusCode: number | null; contentType: string | null; response: string | null },
) {
  reply.code(earlier.statusCode ?? 200).header(REPLAYED_HEADER, 'true');
  if (earlier.contentType) reply.type(earlier.contentType);
  return reply.send(earlier.response ?? '');
}
