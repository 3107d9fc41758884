import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { applicationFormsQuery } from '../../shared/application/get-questions-and-answers.query';
import { officersApplicationQuery } from '../../shared/application/officers-application.query';
import { readSessionOfficerId } from '../../shared/session/session-storage';
import { plotViewRead } from './api/plot-view.query';
import { fieldDb, fileKey, readKey, type TOfflineFile } from './offline-db';

/**
 * The reads kept for every signed-in officer: who they are and their lists (the inbox as last fetched). Reads of
 * a file taken offline are kept too (see isKeptRead). Nothing else: a report or a search is never on the phone.
 */
const ALWAYS_KEPT = new Set(['me', 'applicationsByDateAndTypeFilter', 'inboxTabCounts']);

const takenOffline = new Set<string>();
const listeners = new Set<() => void>();
const takenChanged = () => {
  for (const listener of listeners) listener();
};

export function subscribeToOfflineFiles(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isTakenOffline = (applicationId: string) => takenOffline.has(applicationId);

/** A read about a file taken offline names the file's id among its key's parts (or their values). */
function namesTakenFile(queryKey: QueryKey): boolean {
  const parts = queryKey.flatMap((part) =>
    part !== null && typeof part === 'object' ? Object.values(part as Record<string, unknown>) : [part],
  );
  return parts.some((part) => typeof part === 'string' && takenOffline.has(part));
}

function isKeptRead(queryKey: QueryKey): boolean {
  return (typeof queryKey[0] === 'string' && ALWAYS_KEPT.has(queryKey[0])) || namesTakenFile(queryKey);
}

async function keepRead(officerId: string, queryKey: QueryKey, data: unknown, fetchedAt: number): Promise<void> {
  const db = await fieldDb();
  await db.put('reads', { officerId, queryKey, data, fetchedAt }, readKey(officerId, queryKey));
}

/**
 * What the phone shows without a network, as it was last fetched (with that time): the kept reads go into the
 * query cache wherever it has nothing of its own, stamped with their fetch time, so the screens draw them as they
 * are and say "as of" (see OfflineAsOf). Only when offline: online, every screen asks the server as before.
 */
export async function showKeptReads(queryClient: QueryClient, officerId: string): Promise<void> {
  const db = await fieldDb();
  const reads = await db.getAllFromIndex('reads', 'byOfficer', officerId);
  for (const read of reads) {
    if (queryClient.getQueryData(read.queryKey) !== undefined) continue;
    queryClient.setQueryData(read.queryKey, read.data, { updatedAt: read.fetchedAt });
  }
}

export async function offlineFiles(officerId: string): Promise<TOfflineFile[]> {
  const db = await fieldDb();
  const files = await db.getAllFromIndex('files', 'byOfficer', officerId);
  return files.sort((a, b) => a.takenAt - b.takenAt);
}

async function loadTakenOffline(officerId: string): Promise<void> {
  takenOffline.clear();
  for (const file of await offlineFiles(officerId)) takenOffline.add(file.applicationId);
  takenChanged();
}

/**
 * Takes a file offline: its details, plot and verification forms are fetched now and kept on the device, and so is
 * every later read that names it (its notes, its plot map) while the officer works on it with a network.
 */
export async function takeFileOffline(
  queryClient: QueryClient,
  file: Omit<TOfflineFile, 'officerId' | 'takenAt'>,
): Promise<void> {
  const officerId = readSessionOfficerId();
  if (!officerId) return;
  const id = file.applicationId;
  takenOffline.add(id);
  const fetchAndKeep = async (queryKey: QueryKey, fetching: Promise<unknown>) => {
    const data = await fetching;
    const fetchedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? Date.now();
    await keepRead(officerId, queryKey, data, fetchedAt);
  };
  const application = officersApplicationQuery(id);
  const forms = applicationFormsQuery(id);
  // The details and the plot's corners: the plot map on the phone draws them at the site (issue 53 §5).
  const plot = plotViewRead(id);
  // The file counts as on the phone only once its reads are written there: the officer may leave at once.
  await Promise.all([
    fetchAndKeep(application.queryKey, queryClient.fetchQuery(application)),
    fetchAndKeep(forms.queryKey, queryClient.fetchQuery(forms)),
    fetchAndKeep(plot.queryKey, queryClient.fetchQuery(plot)),
  ]);
  const db = await fieldDb();
  await db.put('files', { ...file, officerId, takenAt: Date.now() }, fileKey(officerId, id));
  takenChanged();
}

/** The officer puts a file back: its kept reads leave the device (writes waiting for it stay until sent). */
export async function putFileBack(applicationId: string): Promise<void> {
  const officerId = readSessionOfficerId();
  takenOffline.delete(applicationId);
  takenChanged();
  if (!officerId) return;
  const db = await fieldDb();
  const tx = db.transaction(['files', 'reads'], 'readwrite');
  await tx.objectStore('files').delete(fileKey(officerId, applicationId));
  for (const read of await tx.objectStore('reads').index('byOfficer').getAll(officerId)) {
    const stillKept = isKeptRead(read.queryKey);
    if (!stillKept) await tx.objectStore('reads').delete(readKey(officerId, read.queryKey));
  }
  await tx.done;
}

/**
 * Keeps the signed-in officer's reads on the device as they arrive, and shows them when the phone is offline
 * (at start, and whenever the network goes). `ready` once the first screen can draw from them.
 */
export function keepReadsOffline(
  queryClient: QueryClient,
  onSignedIn: () => void = () => undefined,
): { ready: Promise<void>; stop: () => void } {
  let startedFor: string | null = null;
  const start = async () => {
    const officerId = readSessionOfficerId();
    if (!officerId || officerId === startedFor) return;
    startedFor = officerId;
    await loadTakenOffline(officerId);
    if (!navigator.onLine) await showKeptReads(queryClient, officerId);
    onSignedIn();
  };
  const ready = start();
  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    void start();
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const officerId = readSessionOfficerId();
    const { queryKey, state } = event.query;
    // A read put in from the device is not kept again (its time would become now).
    if (!officerId || event.action.manual || !isKeptRead(queryKey)) return;
    void keepRead(officerId, queryKey, state.data, state.dataUpdatedAt);
  });
  const onOffline = () => {
    const officerId = readSessionOfficerId();
    if (officerId) void showKeptReads(queryClient, officerId);
  };
  window.addEventListener('offline', onOffline);
  const stop = () => {
    unsubscribeCache();
    window.removeEventListener('offline', onOffline);
  };
  return { ready, stop };
}

/** Sign-out: the next officer on this phone starts with nothing of this one's in memory. */
export function forgetTakenOffline(): void {
  takenOffline.clear();
  takenChanged();
}
