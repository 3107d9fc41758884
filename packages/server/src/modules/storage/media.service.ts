import {
  MAX_UPLOAD_BYTES,
  sanitizeUploadName,
  type TMediaAdded,
  type TMediaItem,
  type TMediaOpened,
  type TMediaRegistration,
  type TUploadContentType,
  STORED_EXTENSIONS,
  UPLOAD_MESSAGES,
} from '@anumati/domain';
import { randomUUID } from 'node:crypto';
import type { TDatabase } from '../../db/database';
import { AppError, badInput } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess, requireApplicationWrite } from '../access';
import { appendAuditEvent } from '../audit';
import type { TSignedInOfficer } from '../officer';
import { findMediaById, findMediaByKey, insertMedia, type TMediaRow } from './media.repository';
import { isSafeStorageKey, type TStorage } from './storage-adapter';
import { checkUploadContent, isRefusal, type TUploadVerdict } from './upload-content';
import type { TVirusScanner } from './virus-scan';

const documentNotFound = () => new AppError('NOT_FOUND', 'Document not found');

/** An officer's uploads live under their own prefix: one officer cannot attach another's file. */
const uploadPrefix = (officerId: number) => `uploads/${officerId}/`;

/** A stored document as the detail screens list it, with a fresh short-lived link to open it. */
export function toMediaItem(storage: TStorage, row: TMediaRow): TMediaItem {
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    original_name: row.originalName,
    s3FilePath: row.s3FilePath,
    download_url: storage.downloadUrl(row.s3FilePath),
    content_type: row.contentType,
    created_at: row.createdAt.toISOString(),
  };
}

/** Spec 2 §7's upload flow: a signed form to post one file, then the file attached to an application. */
export function createMediaService(deps: {
  db: TDatabase;
  clock: TClock;
  storage: TStorage;
  scanner: TVirusScanner | null;
}) {
  const { db, clock, storage, scanner } = deps;

  /**
   * The upload check (upload-content.ts) of a file an officer uploaded; a file the virus scan finds infected is
   * recorded in the audit trail with the officer, the key and the signature.
   */
  async function inspect(
    bytes: Buffer,
    upload: { key: string; officerId: number; role?: string; applicationId?: number; signedType?: string },
  ): Promise<TUploadVerdict> {
    const verdict = await checkUploadContent(bytes, { scanner, signedType: upload.signedType });
    if (isRefusal(verdict) && verdict.refusal.signature) {
      await appendAuditEvent(db, {
        occurredAt: clock.now(),
        actorKind: 'OFFICER',
        actorOfficerId: upload.officerId,
        actorRole: upload.role ?? null,
        applicationId: upload.applicationId ?? null,
        action: 'UPLOAD_INFECTED',
        details: { s3FilePath: upload.key, signature: verdict.refusal.signature, bytes: bytes.length },
      });
    }
    return verdict;
  }

  /**
   * An upload the officer made (their prefix, a safe key, stored) whose bytes pass the whole upload check (again,
   * here: a bucket does not look inside files); answers its type by its bytes. A refused file is deleted, so
   * nothing of a bad upload stays.
   */
  async function checkOwnUpload(
    officer: TSignedInOfficer,
    upload: { key: string; applicationId: number; field: string },
  ): Promise<TUploadContentType> {
    const { key, field } = upload;
    if (!isSafeStorageKey(key) || !key.startsWith(uploadPrefix(officer.id))) {
      throw badInput(UPLOAD_MESSAGES.notUploaded, field);
    }
    // One byte past the limit is enough to know a stored object is too large.
    const bytes = await storage.readStart(key, MAX_UPLOAD_BYTES + 1);
    if (!bytes) throw badInput(UPLOAD_MESSAGES.notUploaded, field);
    const verdict = await inspect(bytes, {
      key,
      officerId: officer.id,
      role: officer.roleName,
      applicationId: upload.applicationId,
    });
    if (isRefusal(verdict)) {
      await storage.remove(key);
      throw new AppError(verdict.refusal.errorCode, verdict.refusal.message, { field });
    }
    return verdict.contentType;
  }

  return {
    checkOwnUpload,

    /**
     * The local bucket's door: the check of a posted file before it is stored. The key was signed for one officer
     * (uploads/<officer id>/…), who is the one recorded should the file be infected.
     */
    async checkPosted(bytes: Buffer, post: { key: string; contentType: string }): Promise<TUploadVerdict> {
      const officerId = Number(/^uploads\/(\d+)\//u.exec(post.key)?.[1] ?? Number.NaN);
      if (!Number.isSafeInteger(officerId)) return checkUploadContent(bytes, { scanner, signedType: post.contentType });
      return inspect(bytes, { key: post.key, officerId, signedType: post.contentType });
    },

    /** GET s3_signed_url: a fresh key under the officer's prefix, with a form signed for that key alone. */
    signUpload(officer: TSignedInOfficer, contentType: TUploadContentType) {
      const month = clock.now().toISOString().slice(0, 7);
      const key = `${uploadPrefix(officer.id)}${month}/${randomUUID()}.${STORED_EXTENSIONS[contentType]}`;
      return storage.presignedPost({ key, contentType });
    },

    /**
     * A stored document of an application the officer may see, with a fresh short-lived link: answers and notes
     * keep the document's id, never a link that expires.
     */
    async open(officer: TSignedInOfficer, mediaId: number): Promise<TMediaOpened> {
      const row = await findMediaById(db, mediaId);
      if (!row?.applicationId) throw documentNotFound();
      await requireApplicationAccess(db, officer, row.applicationId, documentNotFound);
      return { media: toMediaItem(storage, row) };
    },

    /**
     * POST /api/v1/media: the officer must see the application, the file must be one they uploaded, and its
     * bytes must pass the whole upload check (again, here: a bucket does not look inside files). A refused file
     * is deleted, so nothing of a bad upload stays.
     */
    async register(officer: TSignedInOfficer, input: TMediaRegistration): Promise<TMediaAdded> {
      // docs/SECURITY.md "Authorization": a document is attached only while the file is with the officer.
      await requireApplicationWrite(db, officer, { applicationId: input.application_id, write: 'DOCUMENT' });
      const key = input.s3_file_path;
      const contentType = await checkOwnUpload(officer, {
        key,
        applicationId: input.application_id,
        field: 's3_file_path',
      });
      const originalName = input.file_name ? sanitizeUploadName(input.file_name) : null;
      const row = await db.transaction(async (tx) => {
        if (await findMediaByKey(tx, key)) throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyRegistered);
        const now = clock.now();
        const inserted = await insertMedia(tx, {
          applicationId: input.application_id,
          category: input.category,
          name: key.slice(key.lastIndexOf('/') + 1),
          originalName,
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
          details: { mediaId: inserted.id, category: input.category, s3FilePath: key, fileName: originalName },
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
          original_name: row.originalName,
          file_url: storage.downloadUrl(row.s3FilePath),
        },
      };
    },
  };
}

export type TMediaService = ReturnType<typeof createMediaService>;
