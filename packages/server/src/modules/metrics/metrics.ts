import { HOUR_MS } from '@anumati/domain';
import { SIGN_IN_FAILURE_KINDS } from '../auth/auth.table';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TDatabase } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { DEADLINES_RUN } from '../workflow/deadline-scheduler';
import { deemedApprovalsRecorded, schedulerRunsByOutcome, signInFailuresSince } from './metrics.repository';
import { latestCompletedRun, latestCompletedRunStart } from '../scheduler/scheduler.repository';
import { bearerToken } from '../../http/bearer-token';

const METRICS_PATH = '/metrics';
/** The window of the failed sign-ins gauge. */
const SIGN_IN_FAILURE_WINDOW_MS = HOUR_MS;
/** GraphQL operation names are the client's words: past this many distinct ones, the rest count as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export type TMetricsOptions = {
  db: TDatabase;
  clock: TClock;
  /** PostgreSQL's pool, for its gauges; absent on the embedded database. */
  pool?: pg.Pool;
  /** Who may read /metrics; /metrics is not served without one. */
  token?: string;
};

/**
 * Prometheus metrics (issue 20 §4) in a registry of this app's own. The request histogram counts what this
 * process served; the scheduler, deemed-approval and sign-in figures are read from the database at each scrape,
 * so every replica reports the same cluster-wide values (take one replica's, or max, never the sum).
 */
export function registerMetrics(app: FastifyInstance, options: TMetricsOptions): TAppMetrics {
  const { db, clock } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route and (for /graphql) operation name',
    labelNames: ['method', 'route', 'operation', 'status_code'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const operationNames = new Set<string>();
  const operationOf = (request: FastifyRequest): string => {
    if (request.routeOptions.url !== '/graphql') return '';
    const name = (request.body as { operationName?: unknown } | undefined)?.operationName;
    if (typeof name !== 'string' || !OPERATION_NAME.test(name)) return 'anonymous';
    if (!operationNames.has(name) && operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  };
  const errors = new Counter({
    name: 'anumati_http_errors_total',
    help: 'Answers that were not a success, by route and code: the HTTP status, or the GraphQL error code of an answer sent 200',
    labelNames: ['route', 'code'],
    registers: [registry],
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (reply.statusCode >= 400) errors.inc({ route, code: String(reply.statusCode) });
    else if (route === '/graphql' && typeof payload === 'string') {
      for (const code of graphqlErrorCodes(payload)) errors.inc({ route, code });
    }
    return payload;
  });
  const sms = new Counter({
    name: 'anumati_sms_total',
    help: 'SMS messages through the gateway, by outcome: sent (the gateway took it) or failed (every try failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['sent', 'failed'] as const) sms.inc({ outcome }, 0);

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === METRICS_PATH) return;
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        operation: operationOf(request),
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const { pool } = options;
  if (pool) {
    new Gauge({
      name: 'anumati_db_pool_connections',
      help: 'PostgreSQL pool connections of this process, by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'anumati_scheduler_runs',
    help: 'Deadline scheduler runs recorded (all processes), by outcome',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      for (const outcome of ['RUNNING', 'DONE', 'FAILED'] as const) this.set({ outcome }, 0);
      for (const row of await schedulerRunsByOutcome(db, DEADLINES_RUN)) this.set({ outcome: row.outcome }, row.runs);
    },
  });
  new Gauge({
    name: 'anumati_scheduler_lag_seconds',
    help: 'Time since the latest completed deadline run began (-1 before the first)',
    registers: [registry],
    async collect() {
      const started = await latestCompletedRunStart(db, DEADLINES_RUN);
      this.set(started ? (clock.now().getTime() - started.getTime()) / 1000 : -1);
    },
  });
  new Gauge({
    name: 'anumati_scheduler_last_run_duration_seconds',
    help: 'How long the latest completed deadline run took (-1 before the first)',
    registers: [registry],
    async collect() {
      const run = await latestCompletedRun(db, DEADLINES_RUN);
      this.set(run?.finishedAt ? (run.finishedAt.getTime() - run.startedAt.getTime()) / 1000 : -1);
    },
  });
  new Gauge({
    name: 'anumati_deemed_approvals',
    help: 'Files the deadline runs deemed approved (day 22, and made final), all runs',
    registers: [registry],
    async collect() {
      this.set(await deemedApprovalsRecorded(db, DEADLINES_RUN));
    },
  });
  new Gauge({
    name: 'anumati_sign_in_failures_last_hour',
    help: 'Failed sign-in steps in the last hour, all accounts, by kind',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      for (const kind of SIGN_IN_FAILURE_KINDS) this.set({ kind }, 0);
      const since = new Date(clock.now().getTime() - SIGN_IN_FAILURE_WINDOW_MS);
      for (const row of await signInFailuresSince(db, since)) this.set({ kind: row.kind }, row.failures);
    },
  });

  const { token } = options;
  if (token) {
    const expected = Buffer.from(token);
    app.get(METRICS_PATH, async (request, reply) => {
      const given = Buffer.from(bearerToken(request.headers.authorization) ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ success: false, message: 'Unauthorized' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }
  return { registry, recordSms: (outcome) => sms.inc({ outcome }) };
}

export type TAppMetrics = { registry: Registry; recordSms: (outcome: 'sent' | 'failed') => void };

/** The codes of a GraphQL answer's errors; nothing is parsed for an answer without errors. */
function graphqlErrorCodes(payload: string): string[] {
  if (!payload.includes('"errors"')) return [];
  try {
    const answer = JSON.parse(payload) as { errors?: { extensions?: { code?: unknown } }[] };
    return (answer.errors ?? []).map((error) =>
      typeof error.extensions?.code === 'string' ? error.extensions.code.slice(0, 40) : 'UNKNOWN',
    );
  } catch {
    return [];
  }
}
