import { useSyncExternalStore } from 'react';

/**
 * Issue 50 §3: a request the server refused because it was busy, closing for an upgrade or without its database
 * (502, 503, 504), or that got no answer at all, is sent again after these pauses; then its failure is shown.
 */
export const RETRY_PAUSES_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;
const RETRIED_STATUSES = new Set([502, 503, 504]);
/** A Retry-After longer than this is not waited for in one pause: the officer is waiting. */
const MAX_PAUSE_MS = 8_000;

let retryingRequests = 0;
const listeners = new Set<() => void>();
const changed = (by: number) => {
  retryingRequests += by;
  for (const listener of listeners) listener();
};

/** Whether some request is waiting to be sent again: the console then shows its calm "retrying" line. */
export function useIsRetrying(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => retryingRequests > 0,
  );
}

/** Whether some request is waiting to be sent again, outside React (the component tests' harness waits for none). */
export function hasRequestsWaitingToRetry(): boolean {
  return retryingRequests > 0;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function pauseBefore(attempt: number, response: Response | null): number {
  const retryAfter = Number(response?.headers.get('retry-after'));
  const pause = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : RETRY_PAUSES_MS[attempt];
  return Math.min(pause ?? MAX_PAUSE_MS, MAX_PAUSE_MS);
}

/**
 * Sends a request, and again while it is refused as above. Only a request that may safely be sent twice may be
 * retried: a read, or a write carrying an Idempotency-Key (the server then does it once). A request that is not
 * (`isRepeatable` false: an anonymous write such as a sign-in, which would send another SMS) is sent again only
 * after a 503, which the server answers before running anything; never after no answer, a 502 or a 504.
 */
export async function sendWithRetry(
  send: () => Promise<Response>,
  options: { isRepeatable: boolean; sleep?: (ms: number) => Promise<void> },
): Promise<Response> {
  const sleep = options.sleep ?? sleepFor;
  for (let attempt = 0; ; attempt += 1) {
    const isLast = attempt >= RETRY_PAUSES_MS.length;
    let response: Response | null = null;
    try {
      response = await send();
    } catch (error) {
      // fetch fails with a TypeError when no answer came (a dropped connection, a server gone); anything else (an
      // abort, a fault of the caller's) is not the network's and is not sent again.
      if (isLast || !options.isRepeatable || !(error instanceof TypeError)) throw error;
    }
    if (response) {
      // A 502 or 504 from the proxy may hide a request that ran: only a repeatable one is sent again then.
      const isRetried = options.isRepeatable ? RETRIED_STATUSES.has(response.status) : response.status === 503;
      if (isLast || !isRetried) return response;
    }
    changed(+1);
    try {
      await sleep(pauseBefore(attempt, response));
    } finally {
      changed(-1);
    }
  }
}

/** A key for one officer's action: the same for every retry of it, new for the next action. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
