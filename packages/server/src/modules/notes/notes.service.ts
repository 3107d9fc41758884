import { NOTE_MESSAGES, type TCreateComment } from '@anumati/domain';
import sanitizeHtml from 'sanitize-html';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess } from '../access/application-access';
import { appendAuditEvent } from '../audit/audit.repository';
import { hasOpenCorrectionTurn } from '../corrections/corrections.repository';
import type { TSignedInOfficer } from '../officer/signed-in-officer';
import { findComments, insertComment } from './notes.repository';

/** What a note may keep of its rich text: the editor's formatting, never scripts, styles or frames. */
const NOTE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

type TCommentRow = Awaited<ReturnType<typeof findComments>>[number];

function toComment(row: TCommentRow) {
  return {
    id: String(row.comment.id),
    comment: row.comment.comment,
    attachmentUrl: row.comment.attachmentUrl,
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

export function createNotesService(deps: { db: TDatabase; clock: TClock }) {
  const { db, clock } = deps;
  return {
    async list(officer: TSignedInOfficer, input: { applicationId: number; officerId?: number; active?: boolean }) {
      await requireApplicationAccess(db, officer, input.applicationId);
      return (await findComments(db, input)).map(toComment);
    },

    async create(officer: TSignedInOfficer, input: TCreateComment) {
      const access = await requireApplicationAccess(db, officer, input.applicationId);
      // Spec 2 §2.7: notes are disabled when the officer's stage is not in process. A correction request waiting
      // for the officer is a turn too: its verification needs a note (spec 3 §4).
      const isWithOfficer = access.hasOpenTurn || (await hasOpenCorrectionTurn(db, input.applicationId, officer.id));
      if (!isWithOfficer) throw new AppError('FORBIDDEN', NOTE_MESSAGES.notYourTurn);
      const comment = sanitizeHtml(input.comment, NOTE_HTML);
      const id = await db.transaction(async (tx) => {
        const inserted = await insertComment(tx, {
          applicationId: input.applicationId,
          officerId: officer.id,
          comment,
          attachmentUrl: input.attachmentUrl ?? null,
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
      return toComment(row);
    },
  };
}

export type TNotesService = ReturnType<typeof createNotesService>;
