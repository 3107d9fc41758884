/**
 * One run of a read for every caller that asks it again while it is still running, keyed by what it reads: the
 * callers share its promise and nothing is kept once it settles, so no caller gets an answer read before it asked
 * and after another had finished. The chasing cell's dashboard asks the same aggregate of every late turn twice at
 * once (the top delaying officers and the penalties), each alone the cost of a scan of the late turns at a million.
 */
export function sharedWhileRunning<TResult>() {
  const running = new Map<string, Promise<TResult>>();
  return (key: string, read: () => Promise<TResult>): Promise<TResult> => {
    const started = running.get(key);
    if (started) return started;
    const reading = read().finally(() => running.delete(key));
    running.set(key, reading);
    return reading;
  };
}
