import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSchedulerLoop } from '../modules/scheduler/scheduler-loop';
import { closeServer, shutDown } from './graceful-shutdown';

/** A promise the test settles itself. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

const silent = { info: () => undefined, error: () => undefined };

describe('graceful shutdown', () => {
  it('finishes the request under way and the scheduler run under way, refuses new work, then closes the database', async () => {
    const events: string[] = [];
    const request = deferred();
    const requestArrived = deferred();
    const run = deferred();
    const runStarted = deferred();

    const app = Fastify();
    app.get('/slow', async () => {
      requestArrived.resolve();
      await request.promise;
      events.push('request finished');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    let runs = 0;
    const scheduler = startSchedulerLoop({
      intervalMs: 60 * 60 * 1000,
      run: async () => {
        runs += 1;
        runStarted.resolve();
        await run.promise;
        events.push('scheduler run finished');
      },
    });

    const inFlight = fetch(`${base}/slow`);
    await requestArrived.promise;
    void scheduler.runNow();
    await runStarted.promise;

    const exit = shutDown(
      {
        closeServer: () => closeServer(app),
        stopScheduler: scheduler.stop,
        closeDatabase: async () => {
          events.push('database closed');
        },
        log: silent,
      },
      60 * 60 * 1000,
    );
    void scheduler.runNow();
    await expect(fetch(`${base}/slow`)).rejects.toThrow();
    expect(events).toEqual([]);

    request.resolve();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    run.resolve();
    expect(await exit).toBe(0);
    expect(events.at(-1)).toBe('database closed');
    expect(events.slice(0, 2).sort()).toEqual(['request finished', 'scheduler run finished']);
    expect(runs).toBe(1);
  });

  it('gives up with exit code 1 when the work under way does not end in time, leaving the database open', async () => {
    let isClosed = false;
    const code = await shutDown(
      {
        closeServer: () => new Promise<void>(() => undefined),
        stopScheduler: async () => undefined,
        closeDatabase: async () => {
          isClosed = true;
        },
        log: silent,
      },
      10,
    );
    expect(code).toBe(1);
    expect(isClosed).toBe(false);
  });
});
