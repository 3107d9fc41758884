import { noteText, type TSaveNoteDraft } from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess } from '../access';
import type { TSignedInOfficer } from '../officer';
import { deleteNoteDraft, findNoteDraft, upsertNoteDraft } from './note-drafts.repository';
import { sanitizeNoteHtml } from './note-html';

/**
 * The note an officer is typing, on the server (issue 13): one per officer and application, seen by its officer
 * only, on applications they may see. Sanitised like a note, since the console shows it as rich text.
 */
export function createNoteDraftsService(deps: { db: TDatabase; clock: TClock }) {
  const { db, clock } = deps;
  const toDraft = (row: { applicationId: number; comment: string; updatedAt: Date }) => ({
    applicationId: String(row.applicationId),
    comment: row.comment,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    async noteDraft(officer: TSignedInOfficer, applicationId: number) {
      await requireApplicationAccess(db, officer, applicationId);
      const row = await findNoteDraft(db, officer.id, applicationId);
      return row ? toDraft(row) : null;
    },

    /** Keeps the draft; a draft with no text (or only markup) is removed instead, and null comes back. */
    async saveNoteDraft(officer: TSignedInOfficer, input: TSaveNoteDraft) {
      await requireApplicationAccess(db, officer, input.applicationId);
      const comment = await sanitizeNoteHtml(input.comment);
      if (noteText(comment) === '') {
        await deleteNoteDraft(db, officer.id, input.applicationId);
        return null;
      }
      const draft = { officerId: officer.id, applicationId: input.applicationId, comment, updatedAt: clock.now() };
      await upsertNoteDraft(db, draft);
      return toDraft(draft);
    },

    async deleteNoteDraft(officer: TSignedInOfficer, applicationId: number) {
      await requireApplicationAccess(db, officer, applicationId);
      await deleteNoteDraft(db, officer.id, applicationId);
      return { success: true, message: 'Draft removed' };
    },
  };
}

export type TNoteDraftsService = ReturnType<typeof createNoteDraftsService>;
