import type { FastifyInstance } from 'fastify';

/** Long enough for a slow export or a deadline run; an orchestrator's grace period should be a little longer. */
const SHUTDOWN_TIMEOUT_MS = 25_000;

/** How often connections that went idle during a shutdown are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Fastify's close for a shutdown: new connections are refused and new requests answered 503, requests under way
 * finish. Node's server.close() then waits for keep-alive connections, and one whose request finished after the
 * close began would hold it for its whole keep-alive timeout (72 s in Fastify): idle ones are closed as they appear.
 */
export async function closeServer(app: FastifyInstance): Promise<void> {
  const sweeper = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweeper);
  }
}

export type TShutdownParts = {
  /** Stops accepting connections and answers new requests 503, then waits for those under way (Fastify's close). */
  closeServer: () => Promise<void>;
  /** No new scheduler run; waits for the one under way. */
  stopScheduler: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  log: { info: (message: string) => void; error: (details: object, message: string) => void };
};

/**
 * SIGTERM or SIGINT (a deploy, a scale-down, Ctrl-C): the server stops taking requests and finishes those under
 * way while the scheduler finishes its current run; the database closes only after both. Answers the exit code:
 * 0 when all of it ended cleanly within `timeoutMs`, 1 otherwise (the process then exits anyway).
 */
export async function shutDown(parts: TShutdownParts, timeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<number> {
  parts.log.info('Shutting down: finishing requests and the scheduler run under way');
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), timeoutMs);
    timer.unref();
  });
  try {
    const drained = Promise.all([parts.closeServer(), parts.stopScheduler()]).then(() => 'drained' as const);
    if ((await Promise.race([drained, expired])) === 'expired') {
      parts.log.error({ timeoutMs }, 'Shutdown took too long: exiting with work unfinished');
      return 1;
    }
    await parts.closeDatabase();
    return 0;
  } catch (error) {
    parts.log.error({ err: error }, 'Shutdown failed');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
