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

/** The officer's writes about a file kept on this phone, oldest first, as they change. */
export function useKeptWrites(applicationId: string): TQueuedWrite[] {
  const version = useSyncExternalStore(subscribeToWrites, writesVersion);
  const [writes, setWrites] = useState<TQueuedWrite[]>([]);
  useEffect(() => {
    const officerId = readSessionOfficerId();
    if (!officerId) return;
    let isCurrent = true;
    // A browser without IndexedDB (some private windows) keeps nothing: the list stays empty.
    keptWrites(officerId)
      .then((all) => {
        if (isCurrent) setWrites(all.filter((write) => write.applicationId === applicationId));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [version, applicationId]);
  return writes;
}

/** Whether the file is taken offline on this phone, as it changes (the store's own answer: a compiled screen
 *  recomputes only from what a hook returns). */
export function useIsTakenOffline(applicationId: string): boolean {
  return useSyncExternalStore(subscribeToOfflineFiles, () => isTakenOffline(applicationId));
}
