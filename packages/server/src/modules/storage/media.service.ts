import {
  sniffUploadType,
  type TMediaItem,
  type TMediaRegistration,
  type TUploadContentType,
  STORED_EXTENSIONS,
  UPLOAD_MESSAGES,
} from '@anumati/domain';
import { randomUUID } from 'node:crypto';
import type { TDatabase } from '../../db/database';
import { AppError, badInput } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess, requireApplicationWrite } from '../access/application-access';
import { appendAuditEvent } from '../audit/audit.repository';
import type { TSignedInOfficer } from '../officer/signed-in-officer';
import { findMediaById, findMediaByKey, insertMedia, type TMediaRow } from './media.repository';
import { isSafeStorageKey, type TStorage } from './storage-adapter';

/** How many first bytes tell a PDF, a PNG and a JPEG apart. */
const SNIFF_BYTES = 16;

const documentNotFound = () => new AppError('NOT_FOUND', 'Document not found');

/** An officer's uploads live under their own prefix: one officer cannot attach another's file. */
const uploadPrefix = (officerId: number) => `uploads/${officerId}/`;

/** A stored document as the detail screens list it, with a fresh short-lived link to open it. */
export function toMediaItem(storage: TStorage, row: TMediaRow): TMediaItem {
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    s3FilePath: row.s3FilePath,
    download_url: storage.downloadUrl(row.s3FilePath),
    content_type: row.contentType,
    created_at: row.createdAt.toISOString(),
  };
}

/** Spec 2 §7's upload flow: a signed form to post one file, then the file attached to an application. */
export function createMediaService(deps: { db: TDatabase; clock: TClock; storage: TStorage }) {
  const { db, clock, storage } = deps;
  return {
    /** GET s3_signed_url: a fresh key under the officer's prefix, with a form signed for that key alone. */
    signUpload(officer: TSignedInOfficer, contentType: TUploadContentType) {
      const month = clock.now().toISOString().slice(0, 7);
      const key = `${uploadPrefix(officer.id)}${month}/${randomUUID()}.${STORED_EXTENSIONS[contentType]}`;
      return storage.presignedPost({ key, contentType });
    },

    /**
     * POST /api/v1/media: the officer must see the application, the file must be one they uploaded, and its
     * bytes must really be a PDF, PNG or JPEG (checked again here: a bucket does not look inside files). A
     * refused file is deleted, so nothing of a bad upload stays.
     */
    /**
     * A stored document of an application the officer may see, with a fresh short-lived link: answers and notes
     * keep the document's id, never a link that expires.
     */
    async open(officer: TSignedInOfficer, mediaId: number) {
      const row = await findMediaById(db, mediaId);
      if (!row?.applicationId) throw documentNotFound();
      await requireApplicationAccess(db, officer, row.applicationId, documentNotFound);
      return { media: toMediaItem(storage, row) };
    },

    async register(officer: TSignedInOfficer, input: TMediaRegistration) {
      // docs/SECURITY.md "Authorization": a document is attached only while the file is with the officer.
      await requireApplicationWrite(db, officer, { applicationId: input.application_id, write: 'DOCUMENT' });
      const key = input.s3_file_path;
      if (!isSafeStorageKey(key) || !key.startsWith(uploadPrefix(officer.id))) {
        throw badInput(UPLOAD_MESSAGES.notUploaded, 's3_file_path');
      }
      const head = await storage.readStart(key, SNIFF_BYTES);
      if (!head) throw badInput(UPLOAD_MESSAGES.notUploaded, 's3_file_path');
      const contentType = sniffUploadType(head);
      if (!contentType) {
        await storage.remove(key);
        throw badInput(UPLOAD_MESSAGES.invalidType, 's3_file_path');
      }
      const row = await db.transaction(async (tx) => {
        if (await findMediaByKey(tx, key)) throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyRegistered);
        const now = clock.now();
        const inserted = await insertMedia(tx, {
          applicationId: input.application_id,
          category: input.category,
          name: key.slice(key.lastIndexOf('/') + 1),
          s3FilePath: key,
          contentType,
          source: 'OFFICER',
          officerId: officer.id,
          createdAt: now,
        });
        await appendAuditEvent(tx, {
          occurredAt: now,
          actorKind: 'OFFICER',
          actorOfficerId: officer.id,
          actorRole: officer.roleName,
          applicationId: input.application_id,
          action: 'MEDIA_ADDED',
          details: { mediaId: inserted.id, category: input.category, s3FilePath: key },
        });
        return inserted;
      });
      return {
        media: {
          id: row.id,
          application_id: row.applicationId,
          s3_file_path: row.s3FilePath,
          category: row.category,
          content_type: row.contentType,
          file_url: storage.downloadUrl(row.s3FilePath),
        },
      };
    },
  };
}

export type TMediaService = ReturnType<typeof createMediaService>;
