import { onlineManager } from '@tanstack/react-query';

/**
 * The connection drops and comes back: TanStack Query refetches every query on screen, as it does in a browser
 * that goes offline and online again. Tests use it to land a refetch while a submission is on its way.
 */
export function reconnect(): void {
  onlineManager.setOnline(false);
  onlineManager.setOnline(true);
}

/** A server answer held back until the test releases it: `until` is awaited by the handler, `release` lets it go. */
export function heldAnswer(): { until: Promise<void>; release: () => void } {
  let release = () => {};
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { until, release };
}
