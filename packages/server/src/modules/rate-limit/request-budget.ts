import { AUTH_MESSAGES } from '@anumati/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { bearerToken } from '../../http/bearer-token';

/** How many requests one key may have running, and how many more may wait for a turn. */
export type TConcurrencyLimit = { running: number; waiting: number };

export type TRequestBudget = {
  /** Each session (bearer token). */
  perSession: TConcurrencyLimit;
  /** Each address, signed in or not: several officers of one office may share it. */
  perAddress: TConcurrencyLimit;
  /** Requests per minute per session, counted by @fastify/rate-limit's store (shared by every process). */
  sessionRate: (
    request: FastifyRequest,
  ) => Promise<{ isAllowed: true } | { isAllowed: false; retryAfterSeconds: number }>;
};

/** How long a refused client is asked to wait when its own requests are what fills its turns. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Turns per key, in this process: at most `running` requests of a key run at once, `waiting` more wait for a
 * turn in order, and any further one is refused at once. A key's entry lives only while it has requests.
 */
export function concurrencyGate(limit: TConcurrencyLimit) {
  const keys = new Map<string, { running: number; queue: (() => void)[] }>();
  const release = (key: string) => {
    const entry = keys.get(key);
    if (!entry) return;
    const next = entry.queue.shift();
    if (next) return next();
    entry.running -= 1;
    if (entry.running === 0) keys.delete(key);
  };
  return {
    /** A turn, with the function that gives it back (once); null when the key already has all it may. */
    async acquire(key: string): Promise<(() => void) | null> {
      const entry = keys.get(key) ?? { running: 0, queue: [] };
      keys.set(key, entry);
      if (entry.running < limit.running) {
        entry.running += 1;
      } else if (entry.queue.length < limit.waiting) {
        // The turn passes straight from the request that ends to the next in line: `running` stays as it is.
        await new Promise<void>((resolve) => entry.queue.push(resolve));
      } else {
        return null;
      }
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        release(key);
      };
    },
    /** Requests running or waiting, all keys together (for tests and metrics). */
    inFlight(): number {
      return [...keys.values()].reduce((sum, entry) => sum + entry.running + entry.queue.length, 0);
    },
  };
}

/** The GraphQL endpoint and the REST API; not the health checks, which must answer however busy a client is. */
const BUDGETED_PATH = /^\/(?:graphql(?:[/?]|$)|api\/(?!health(?:[/?]|$)))/;

/** A session's key: a digest of its token, so that the token itself is never kept or logged here. */
export function sessionKey(request: FastifyRequest): string | null {
  const token = bearerToken(request.headers.authorization);
  return token ? createHash('sha256').update(token).digest('base64url').slice(0, 22) : null;
}

function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  void reply.code(429).header('retry-after', String(retryAfterSeconds));
  const message = AUTH_MESSAGES.tooManyRequests;
  // A GraphQL client reads its errors list (the console shows the first message, translated); REST, the spec's shape.
  return request.url.startsWith('/graphql')
    ? reply.send({ data: null, errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds } }] })
    : reply.send({ success: false, message });
}

/**
 * Issue 51 §3 and issue 50 §3: one client's burst is refused to that client, with 429 and Retry-After, before it
 * can slow the process for everyone (the overload guard's 503 is for everyone). Each request to the API takes a
 * turn of its address and, when it carries a session, of its session (waiting in line when the console sends a
 * screen's requests together); a request beyond the line, or over the session's rate, is refused here, before its
 * body is read, in well under a millisecond. The turns are per process: they bound what one client can make this
 * process do at once, which is what a flood is; the rate is counted across processes.
 */
export function registerRequestBudget(app: FastifyInstance, budget: TRequestBudget): void {
  const sessions = concurrencyGate(budget.perSession);
  const addresses = concurrencyGate(budget.perAddress);
  app.addHook('onRequest', async (request, reply) => {
    if (!BUDGETED_PATH.test(request.url)) return;
    // One turn of the event loop first, so that every request already received reaches the lines together: the
    // embedded database answers without giving the loop back, and a request let straight through would run to its
    // end before the next was even read, so that a burst would never be seen as one (and would all be served).
    await new Promise((resolve) => setImmediate(resolve));
    const session = sessionKey(request);
    // A turn is given back when the answer is sent, or when the client goes away (even while it waits in line).
    let isClosed = false;
    const held: (() => void)[] = [];
    const hold = (release: () => void) => (isClosed ? release() : held.push(release));
    reply.raw.once('close', () => {
      isClosed = true;
      held.forEach((release) => release());
    });
    // A client gone before the listener above was added (during the loop's turn) closed its answer already.
    if (reply.raw.destroyed) isClosed = true;
    // The session's line first: behind the address's line, a session's burst would reach its own a few at a time.
    if (session !== null) {
      const releaseSession = await sessions.acquire(session);
      if (!releaseSession) return refuse(request, reply, BUSY_RETRY_AFTER_SECONDS);
      hold(releaseSession);
    }
    const releaseAddress = await addresses.acquire(request.ip);
    if (!releaseAddress) return refuse(request, reply, BUSY_RETRY_AFTER_SECONDS);
    hold(releaseAddress);
    if (session !== null) {
      const rate = await budget.sessionRate(request);
      if (!rate.isAllowed) return refuse(request, reply, rate.retryAfterSeconds);
    }
    return undefined;
  });
}
