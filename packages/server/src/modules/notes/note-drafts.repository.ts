import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { noteDrafts } from './note-drafts.table';

export async function findNoteDraft(db: TDb, officerId: number, applicationId: number) {
  const [row] = await db
    .select()
    .from(noteDrafts)
    .where(and(eq(noteDrafts.officerId, officerId), eq(noteDrafts.applicationId, applicationId)));
  return row ?? null;
}

/** Writes the officer's draft for an application, replacing the one before. */
export async function upsertNoteDraft(db: TDb, draft: typeof noteDrafts.$inferInsert) {
  await db
    .insert(noteDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: [noteDrafts.officerId, noteDrafts.applicationId],
      set: { comment: draft.comment, updatedAt: draft.updatedAt },
    });
}

export async function deleteNoteDraft(db: TDb, officerId: number, applicationId: number) {
  await db
    .delete(noteDrafts)
    .where(and(eq(noteDrafts.officerId, officerId), eq(noteDrafts.applicationId, applicationId)));
}
