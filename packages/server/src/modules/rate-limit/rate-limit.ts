import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { AUTH_MESSAGES } from '@anumati/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { deleteCountersEndedBefore, incrementCounter } from './rate-limit.repository';
import { registerRequestBudget, sessionKey, type TConcurrencyLimit } from './request-budget';

/** What a limit says about one request: go on, or wait this many seconds. */
type TRateLimitVerdict = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };
export type TRateLimit = (request: FastifyRequest) => Promise<TRateLimitVerdict>;

export type TRateLimits = {
  /** Sign-in and password operations (GraphQL), per caller address. */
  signIn: TRateLimit;
  /** Anonymous REST calls (the public fee calculator), per caller address: answers 429 with Retry-After itself. */
  publicRest: onRequestAsyncHookHandler;
  /** The website's feedback (POST /api/feedback), per caller address: 429 with Retry-After itself. */
  feedback: onRequestAsyncHookHandler;
};

const WINDOW_MS = 60_000;
/** Finished windows are swept this often per process; a finished counter limits nothing meanwhile. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * @fastify/rate-limit's store on the database (rate_limit_counters): the counters are shared by every server
 * process on one PostgreSQL, and time is the app's clock, so tests move it.
 */
function databaseRateLimitStore(deps: { db: TDatabase; clock: TClock }): FastifyRateLimitStoreCtor {
  let nextSweepAt = 0;
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = WINDOW_MS,
    ) {
      const now = deps.clock.now();
      const sweep = async () => {
        if (now.getTime() < nextSweepAt) return;
        nextSweepAt = now.getTime() + SWEEP_INTERVAL_MS;
        await deleteCountersEndedBefore(deps.db, now);
      };
      sweep()
        .then(() => incrementCounter(deps.db, key, timeWindow, now))
        .then(
          (row) => callback(null, { current: row.hits, ttl: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}

/** An officer's budget on the API (request-budget.ts): a session's rate, a session's and an address's turns. */
export type TOfficerBudget = {
  sessionPerMinute: number;
  /** Requests a session, and an address, may have running at once. */
  sessionConcurrency: number;
  addressConcurrency: number;
};

/**
 * Requests that may wait for a turn, per running one. A waiting request costs a promise, not work; the line is
 * long enough for a screen's requests sent together over HTTP/2 (the chasing cell's dashboard sends about ten).
 */
const WAITING_PER_RUNNING = 4;
const turns = (running: number): TConcurrencyLimit => ({ running, waiting: running * WAITING_PER_RUNNING });

/**
 * Registers @fastify/rate-limit (on no route by default), the per-client budget on the API (request-budget.ts),
 * and builds the app's limits. The caller's address is request.ip: with TRUST_PROXY off it is the connection's
 * address, whatever X-Forwarded-For says.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    clock: TClock;
    signInPerMinute: number;
    publicRestPerMinute: number;
    feedbackPerMinute: number;
    budget: TOfficerBudget;
  },
): Promise<TRateLimits> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(deps),
    // A REST answer in the spec's shape; the plugin adds Retry-After and the x-ratelimit headers.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      success: false,
      message: AUTH_MESSAGES.tooManyRequests,
    }),
  });
  const signIn = app.createRateLimit({
    max: deps.signInPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `sign-in|${request.ip}`,
  });
  const session = app.createRateLimit({
    max: deps.budget.sessionPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `session|${sessionKey(request) ?? request.ip}`,
  });
  registerRequestBudget(app, {
    perSession: turns(deps.budget.sessionConcurrency),
    perAddress: turns(deps.budget.addressConcurrency),
    sessionRate: async (request) => {
      const limit = await session(request);
      if (limit.isAllowed || !limit.isExceeded) return { isAllowed: true };
      return { isAllowed: false, retryAfterSeconds: limit.ttlInSeconds };
    },
  });
  return {
    signIn: async (request) => {
      const limit = await signIn(request);
      if (limit.isAllowed || !limit.isExceeded) return { isAllowed: true };
      return { isAllowed: false, retryAfterSeconds: limit.ttlInSeconds };
    },
    publicRest: app.rateLimit({
      max: deps.publicRestPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `public-rest|${request.ip}`,
    }),
    feedback: app.rateLimit({
      max: deps.feedbackPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `feedback|${request.ip}`,
    }),
  };
}
