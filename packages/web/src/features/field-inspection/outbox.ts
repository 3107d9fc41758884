import { GraphqlRequestError } from '../../shared/graphql/graphql-request';
import { newIdempotencyKey } from '../../shared/graphql/request-retry';
import { RestRequestError } from '../../shared/rest/rest-request';
import { onRequestError } from '../../shared/session/session-expired';
import { fieldDb, type TQueuedWrite, type TWritePayload } from './offline-db';

/** Sends one kept write to the server; throws as graphqlRequest and restAnswer do. */
export type TSendWrite = (write: TQueuedWrite) => Promise<void>;

/** Codes that mean "not now" (the network, the server busy, the session gone): the write waits and is sent again. */
const NOT_NOW = new Set(['UNAVAILABLE', 'TOO_MANY_REQUESTS', 'UNAUTHENTICATED']);

const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** A change to the kept writes (one queued, sent or refused): the sync states on screen read them again. */
export function subscribeToWrites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const writesVersion = () => version;

/**
 * Keeps a write on the device, with the Idempotency-Key it keeps for every send (a resend is a replay: the
 * server does it once). A form's answers are the whole form each time: a newer set not yet sent replaces the
 * older one, which says nothing the newer does not.
 */
export async function keepWrite(input: {
  officerId: string;
  applicationId: string;
  payload: TWritePayload;
}): Promise<TQueuedWrite> {
  const db = await fieldDb();
  const tx = db.transaction('writes', 'readwrite');
  const { payload } = input;
  if (payload.kind === 'ANSWERS') {
    for (const earlier of await tx.store.index('byOfficer').getAll(input.officerId)) {
      const isSameForm =
        earlier.payload.kind === 'ANSWERS' && earlier.payload.formInstanceId === payload.formInstanceId;
      if (isSameForm && earlier.state === 'WAITING' && earlier.seq !== undefined) await tx.store.delete(earlier.seq);
    }
  }
  const write: TQueuedWrite = {
    ...input,
    idempotencyKey: newIdempotencyKey(),
    createdAt: Date.now(),
    state: 'WAITING',
    reason: null,
  };
  write.seq = await tx.store.add(write);
  await tx.done;
  changed();
  return write;
}

/** The officer's kept writes, oldest first. */
export async function keptWrites(officerId: string): Promise<TQueuedWrite[]> {
  const db = await fieldDb();
  const writes = await db.getAllFromIndex('writes', 'byOfficer', officerId);
  return writes.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The newest answers kept on the device for a form and not yet taken by the server (waiting or refused). */
export function keptAnswersIn(writes: readonly TQueuedWrite[], formInstanceId: string): string | null {
  const latest = writes.findLast(
    (write) =>
      write.state !== 'SENT' && write.payload.kind === 'ANSWERS' && write.payload.formInstanceId === formInstanceId,
  );
  return latest?.payload.kind === 'ANSWERS' ? latest.payload.data : null;
}

/** The officer lets a refused write go (after copying it into a note): it leaves the device. */
export async function discardWrite(seq: number): Promise<void> {
  const db = await fieldDb();
  await db.delete('writes', seq);
  changed();
}

async function update(write: TQueuedWrite): Promise<void> {
  const db = await fieldDb();
  await db.put('writes', write);
  changed();
}

/** A photo uploaded before its record was refused or lost keeps its storage key: the next send only records it. */
export async function rememberStoredKey(write: TQueuedWrite, storedKey: string): Promise<void> {
  if (write.payload.kind !== 'PHOTO') return;
  await update({ ...write, payload: { ...write.payload, storedKey } });
}

/** A sent photo's bytes are on the server: the device keeps only the line that says it was sent. */
function withoutImage(write: TQueuedWrite): TQueuedWrite {
  if (write.payload.kind !== 'PHOTO') return write;
  return { ...write, payload: { ...write.payload, bytes: new ArrayBuffer(0) } };
}

function isRefusal(error: unknown): error is GraphqlRequestError | RestRequestError {
  if (error instanceof GraphqlRequestError) return !NOT_NOW.has(error.code ?? '');
  if (error instanceof RestRequestError) return error.status >= 400 && error.status < 500 && error.status !== 401;
  return false;
}

/** The write as kept now: a photo's send may have added its storage key on the way. */
async function latest(write: TQueuedWrite): Promise<TQueuedWrite> {
  if (write.seq === undefined) return write;
  return (await (await fieldDb()).get('writes', write.seq)) ?? write;
}

let flushing: Promise<void> | null = null;

/**
 * Sends the officer's waiting writes in the order they were made. A write the server refuses (the turn moved,
 * the file was decided) stays on the device with the server's reason; the next ones are still sent. No network,
 * a busy server or a lapsed session stops the round: everything left waits for the next one. One round at a time.
 */
export function sendKeptWrites(officerId: string, send: TSendWrite): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const write of await keptWrites(officerId)) {
        if (write.state !== 'WAITING') continue;
        try {
          await send(write);
        } catch (error) {
          if (!isRefusal(error)) {
            onRequestError(error);
            return;
          }
          await update({ ...(await latest(write)), state: 'REFUSED', reason: error.message });
          continue;
        }
        await update({ ...withoutImage(await latest(write)), state: 'SENT', reason: null });
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/**
 * Sign-out: the officer's reads and offline files leave the device, and so do the writes the server took. Writes
 * not yet taken stay, filed under the officer and shown to no one else, and go when they next sign in here:
 * signing out never throws away answers typed on site.
 */
export async function forgetOfficerReads(officerId: string): Promise<void> {
  const db = await fieldDb();
  const tx = db.transaction(['reads', 'files', 'writes'], 'readwrite');
  for (const store of ['reads', 'files'] as const) {
    const keys = await tx.objectStore(store).index('byOfficer').getAllKeys(officerId);
    for (const key of keys) await tx.objectStore(store).delete(key);
  }
  for (const write of await tx.objectStore('writes').index('byOfficer').getAll(officerId)) {
    if (write.state === 'SENT' && write.seq !== undefined) await tx.objectStore('writes').delete(write.seq);
  }
  await tx.done;
  changed();
}
