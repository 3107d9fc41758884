import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readSessionOfficerId } from '../../shared/session/session-storage';
import { isTakenOffline, subscribeToOfflineFiles } from './offline-reads';
import type { TQueuedWrite } from './offline-db';
import { keptWrites, subscribeToWrites, writesVersion } from './outbox';

/** Whether the console believes it has a network (the browser's word, as TanStack Query reads it). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

/**
 * Every write the signed-in officer keeps on this phone, oldest first, read again as they change; null until the
 * device has answered (the last answer stays meanwhile). A browser without IndexedDB (some private windows) keeps
 * nothing: an empty list.
 */
export function useOfficersKeptWrites(): readonly TQueuedWrite[] | null {
  const version = useSyncExternalStore(subscribeToWrites, writesVersion);
  const [writes, setWrites] = useState<readonly TQueuedWrite[] | null>(null);
  useEffect(() => {
    const officerId = readSessionOfficerId();
    let isCurrent = true;
    (officerId ? keptWrites(officerId) : Promise.resolve([]))
      .catch(() => [])
      .then((read) => isCurrent && setWrites(read));
    return () => {
      isCurrent = false;
    };
  }, [version]);
  return writes;
}

/** The officer's writes about a file kept on this phone, oldest first, as they change. */
export function useKeptWrites(applicationId: string): TQueuedWrite[] {
  return (useOfficersKeptWrites() ?? []).filter((write) => write.applicationId === applicationId);
}

/** Whether the file is taken offline on this phone, as it changes (the store's own answer: a compiled screen
 *  recomputes only from what a hook returns). */
export function useIsTakenOffline(applicationId: string): boolean {
  return useSyncExternalStore(subscribeToOfflineFiles, () => isTakenOffline(applicationId));
}
