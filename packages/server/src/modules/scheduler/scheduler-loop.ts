export type TSchedulerLoop = {
  /** Runs now (after the run under way, if any, in this process). */
  runNow: () => Promise<void>;
  /** No further run starts; resolves once the run under way, if any, has finished (graceful shutdown). */
  stop: () => Promise<void>;
};

/**
 * Runs a job every `intervalMs` in this process, never two at once here; across processes the job's own run lock
 * decides (db/exclusive-run.ts). A failed run is the job's to report: the loop goes on.
 */
export function startSchedulerLoop(options: { run: () => Promise<void>; intervalMs: number }): TSchedulerLoop {
  let current: Promise<void> = Promise.resolve();
  let isStopped = false;
  const runNow = () => {
    if (isStopped) return current;
    current = current.then(() => (isStopped ? undefined : options.run()));
    return current;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
