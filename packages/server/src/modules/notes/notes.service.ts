import { NOTE_MESSAGES, noteText, type TCreateComment } from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess } from '../access';
import { appendAuditEvent } from '../audit';
import type { TSignedInOfficer } from '../officer';
import { findMediaById, type TStorage } from '../storage';
import { sanitizeNoteHtml } from './note-html';
import { findApplicationHeading, findComments, insertComment } from './notes.repository';

type TCommentRow = Awaited<ReturnType<typeof findComments>>[number];

/** A note as the console reads it; its attachment opens by a link signed now (stored links would expire). */
function toComment(storage: TStorage, row: TCommentRow) {
  return {
    id: String(row.comment.id),
    comment: row.comment.comment,
    attachmentUrl: row.attachment?.s3FilePath ? storage.downloadUrl(row.attachment.s3FilePath) : null,
    // The officer's own file name; documents from before names were kept show their stored name.
    attachmentName: row.attachment?.originalName ?? row.attachment?.name ?? null,
    active: row.comment.active,
    createdAt: row.comment.createdAt.toISOString(),
    application: {
      ...row.application,
      id: String(row.application.id),
      createdAt: row.application.createdAt.toISOString(),
    },
    officer: {
      ...row.officer,
      id: String(row.officer.id),
      role: { id: String(row.officer.roleId), name: row.officer.roleName },
    },
  };
}

export function createNotesService(deps: { db: TDatabase; clock: TClock; storage: TStorage }) {
  const { db, clock, storage } = deps;
  return {
    async list(officer: TSignedInOfficer, input: { applicationId: number; officerId?: number; active?: boolean }) {
      await requireApplicationAccess(db, officer, input.applicationId);
      return (await findComments(db, input)).map((row) => toComment(storage, row));
    },

    /** The whole note sheet of an application the officer may see, with its identifier (for the PDF export). */
    async sheet(officer: TSignedInOfficer, applicationId: number) {
      await requireApplicationAccess(db, officer, applicationId);
      const [application] = await findApplicationHeading(db, applicationId);
      if (!application) throw new AppError('NOT_FOUND', 'Application not found');
      const notes = (await findComments(db, { applicationId })).map((row) => toComment(storage, row));
      return { ...application, notes };
    },

    async create(officer: TSignedInOfficer, input: TCreateComment) {
      // Issue 15 §8: the schema saw text, but sanitising may remove all of it (a frame, an image, a script); an
      // empty note would then satisfy the "note before submit" gate. Checked before anything is read or written.
      const comment = await sanitizeNoteHtml(input.comment);
      if (noteText(comment).length === 0) throw new AppError('BAD_USER_INPUT', NOTE_MESSAGES.empty);
      const access = await requireApplicationAccess(db, officer, input.applicationId);
      // Spec 2 §2.7: notes are disabled when the officer's stage is not in process. A correction request waiting
      // for the officer is a turn too: its verification needs a note (spec 3 §4).
      const isWithOfficer = access.hasOpenTurn || access.hasOpenCorrectionTurn;
      if (!isWithOfficer) throw new AppError('FORBIDDEN', NOTE_MESSAGES.notYourTurn);
      // Decision: an attachment is a document this officer uploaded for this application (its media id); a bare
      // link from the client is not trusted, and the link shown is signed afresh whenever notes are read.
      if (input.attachmentUrl && !input.mediaId)
        throw new AppError('BAD_USER_INPUT', NOTE_MESSAGES.attachmentNotUploaded);
      const id = await db.transaction(async (tx) => {
        if (input.mediaId) {
          const attachment = await findMediaById(tx, input.mediaId);
          if (attachment?.applicationId !== input.applicationId || attachment.officerId !== officer.id) {
            throw new AppError('BAD_USER_INPUT', NOTE_MESSAGES.attachmentNotUploaded);
          }
        }
        const inserted = await insertComment(tx, {
          applicationId: input.applicationId,
          officerId: officer.id,
          comment,
          attachmentUrl: null,
          mediaId: input.mediaId ?? null,
          createdAt: clock.now(),
        });
        await appendAuditEvent(tx, {
          occurredAt: clock.now(),
          actorKind: 'OFFICER',
          actorOfficerId: officer.id,
          actorRole: officer.roleName,
          applicationId: input.applicationId,
          action: 'NOTE_ADDED',
          details: { commentId: inserted },
        });
        return inserted;
      });
      const [row] = await findComments(db, { applicationId: input.applicationId, id });
      if (!row) throw new Error('the new note could not be read back');
      return toComment(storage, row);
    },
  };
}

export type TNotesService = ReturnType<typeof createNotesService>;
