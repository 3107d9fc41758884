import { onlineManager, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { notifyError } from '../../shared/notify';
import { readSessionOfficerId } from '../../shared/session/session-storage';
import { forgetTakenOffline, keepReadsOffline } from './offline-reads';
import { forgetOfficerReads, keptWrites, sendKeptWrites } from './outbox';
import { sendWrite } from './send-write';

let client: QueryClient | null = null;
const START_WAIT_MS = 2_000;

/** Sends what the officer kept on the device, if the phone is online; the screens read the file again after. */
export async function sendWhenOnline(): Promise<void> {
  const officerId = readSessionOfficerId();
  if (!officerId || !navigator.onLine) return;
  const waiting = (await keptWrites(officerId)).filter((write) => write.state === 'WAITING');
  if (waiting.length === 0) return;
  await sendKeptWrites(officerId, sendWrite);
  // The officer is told at once, on whatever screen they are, when the server refused what the phone kept.
  const seqs = new Set(waiting.map((write) => write.seq));
  for (const write of await keptWrites(officerId)) {
    if (write.state === 'REFUSED' && seqs.has(write.seq)) {
      notifyError(i18next.t('field-inspection:sync.refusedReason', { reason: write.reason ?? '' }));
    }
  }
  await client?.invalidateQueries();
}

/**
 * Field inspection on the phone (issue 53): the officer's reads kept for offline, and their writes sent when the
 * network returns (at start, on reconnecting, and as they are made online). Resolves once the first screen can
 * draw from what the device kept.
 */
export async function startFieldInspection(queryClient: QueryClient): Promise<void> {
  client = queryClient;
  // TanStack Query assumes it is online until told otherwise: a console opened with no network would send every
  // read, wait through its retries and show errors instead of what the phone kept.
  onlineManager.setOnline(navigator.onLine);
  // A signed-in officer's writes kept from earlier (a closed tab, a sign-in after a lapsed session) go first thing.
  const { ready } = keepReadsOffline(queryClient, () => void sendWhenOnline());
  onlineManager.subscribe((isOnline) => {
    if (isOnline) void sendWhenOnline();
  });
  // The first screen never waits long on the device's store (a store held by another tab's upgrade): without it,
  // the console starts as it would online.
  await Promise.race([ready.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, START_WAIT_MS))]);
}

/** Sign-out: what the device kept of this officer's reads leaves it (their unsent writes stay, see outbox.ts). */
export async function clearFieldInspection(): Promise<void> {
  const officerId = readSessionOfficerId();
  forgetTakenOffline();
  if (officerId) await forgetOfficerReads(officerId).catch(() => undefined);
}
