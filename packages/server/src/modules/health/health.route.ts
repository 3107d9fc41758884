import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/database';
import { pendingMigrations } from '../../db/migrations';
import type { TStorage } from '../storage';
import { pingDatabase } from './health.repository';

const READINESS_CHECKS = ['database', 'migrations', 'storage'] as const;
type TReadinessCheck = (typeof READINESS_CHECKS)[number];

/** A readiness check's answer: 'ok', or what failed in a few words (the details go to the log, not the probe). */
type TCheckResult = 'ok' | string;

/**
 * The orchestrator's probes (issue 20 §4). Live: the process answers. Ready: it can serve — the database answers,
 * its schema is current, and the document store is reachable; otherwise 503 naming each failed check, so the
 * proxy sends no officer to it. While the server closes, Fastify answers every new request 503 already.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: TDatabase; storage: TStorage }) {
  const { db, storage } = deps;
  const checks: Record<TReadinessCheck, () => Promise<TCheckResult>> = {
    database: async () => {
      await pingDatabase(db);
      return 'ok';
    },
    migrations: async () => {
      const pending = await pendingMigrations(db);
      return pending.length === 0 ? 'ok' : `${pending.length} pending`;
    },
    storage: async () => {
      await storage.check();
      return 'ok';
    },
  };

  app.get('/health/live', async () => ({ status: 'ok' }));

  app.get('/health/ready', async (request, reply) => {
    const results = await Promise.all(
      READINESS_CHECKS.map(async (name): Promise<[TReadinessCheck, TCheckResult]> => {
        try {
          return [name, await checks[name]()];
        } catch (error) {
          request.log.warn({ check: name, err: error }, 'readiness check failed');
          return [name, 'unreachable'];
        }
      }),
    );
    const isReady = results.every(([, result]) => result === 'ok');
    return reply
      .code(isReady ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: isReady ? 'ready' : 'unavailable', checks: Object.fromEntries(results) });
  });
}
