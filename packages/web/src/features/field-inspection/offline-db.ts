import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** What the server answered to one of the console's reads, kept for when the phone has no network. */
export type TCachedRead = { officerId: string; queryKey: readonly unknown[]; data: unknown; fetchedAt: number };

/** A file the officer took offline: its reads are kept on the device until sign-out or until put back. */
export type TOfflineFile = {
  officerId: string;
  applicationId: string;
  applicationIdentifier: string;
  applicantName: string;
  takenAt: number;
};

/** Where the device said it was, and when (the Geolocation API's claim, never checked on the phone). */
export type TDevicePosition = {
  latitude: number | null;
  longitude: number | null;
  accuracyMetres: number | null;
  capturedAt: string;
};

export const WRITE_STATES = ['WAITING', 'SENT', 'REFUSED'] as const;
export type TWriteState = (typeof WRITE_STATES)[number];

export type TWritePayload =
  | { kind: 'ANSWERS'; formInstanceId: string; data: string }
  | {
      kind: 'PHOTO';
      fileName: string;
      questionId: string | null;
      /** The shrunk JPEG: bytes rather than a Blob, which some browsers' IndexedDB refuse in private windows. */
      bytes: ArrayBuffer;
      contentType: string;
      position: TDevicePosition;
      /** The storage key once the image is uploaded: a later send records it without uploading again. */
      storedKey: string | null;
    }
  | { kind: 'SITE_VISIT'; position: TDevicePosition };

/** One write kept on the device, sent in the order it was made with the key it was given then. */
export type TQueuedWrite = {
  seq?: number;
  officerId: string;
  applicationId: string;
  idempotencyKey: string;
  createdAt: number;
  state: TWriteState;
  /** The server's reason when it refused the write (the turn moved, the file was decided). */
  reason: string | null;
  payload: TWritePayload;
};

type TFieldSchema = DBSchema & {
  reads: { key: string; value: TCachedRead; indexes: { byOfficer: string } };
  files: { key: string; value: TOfflineFile; indexes: { byOfficer: string } };
  writes: { key: number; value: TQueuedWrite; indexes: { byOfficer: string } };
};

export type TFieldDb = IDBPDatabase<TFieldSchema>;

const DB_NAME = 'anumati-field-inspection';

let opened: Promise<TFieldDb> | null = null;

/** The device's store of the officer's offline files, their last reads and the writes waiting to be sent. */
export function fieldDb(): Promise<TFieldDb> {
  opened ??= openDB<TFieldSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('reads').createIndex('byOfficer', 'officerId');
      db.createObjectStore('files').createIndex('byOfficer', 'officerId');
      db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true }).createIndex('byOfficer', 'officerId');
    },
  });
  return opened;
}

export const readKey = (officerId: string, queryKey: readonly unknown[]) => `${officerId} ${JSON.stringify(queryKey)}`;
export const fileKey = (officerId: string, applicationId: string) => `${officerId} ${applicationId}`;
