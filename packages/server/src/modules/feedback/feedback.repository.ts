import type { TFeedback } from '@anumati/domain';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/database';
import { ulbs } from '../jurisdiction/jurisdiction.table';
import { officers } from '../officer/officer.table';
import { feedbackItems } from './feedback.table';

/** Whose feedback an administrator reads: all of it (the state), or a ULB's or an authority's officers'. */
export type TFeedbackScope = 'STATE' | { ulbId: number | null; authorityId: number | null };

const scopeCondition = (scope: TFeedbackScope): SQL | undefined =>
  scope === 'STATE'
    ? undefined
    : scope.ulbId !== null
      ? eq(feedbackItems.ulbId, scope.ulbId)
      : scope.authorityId !== null
        ? eq(feedbackItems.authorityId, scope.authorityId)
        : sql`false`;

export type TNewFeedback = TFeedback & {
  officerId: number | null;
  ulbId: number | null;
  authorityId: number | null;
  receivedAt: Date;
};

export async function insertFeedback(db: TDb, item: TNewFeedback): Promise<number> {
  const [row] = await db.insert(feedbackItems).values(item).returning({ id: feedbackItems.id });
  if (!row) throw new Error('feedback not stored');
  return row.id;
}

const sender = alias(officers, 'feedback_sender');
const handler = alias(officers, 'feedback_handler');

/** A page of the scope's feedback, newest first (ties by id, so pages never overlap). */
export async function findFeedbackPage(db: TDb, query: { scope: TFeedbackScope; limit: number; offset: number }) {
  return db
    .select({
      id: feedbackItems.id,
      name: feedbackItems.name,
      contact: feedbackItems.contact,
      category: feedbackItems.category,
      message: feedbackItems.message,
      language: feedbackItems.language,
      sentBy: sender.username,
      ulbName: ulbs.name,
      receivedAt: feedbackItems.receivedAt,
      handledAt: feedbackItems.handledAt,
      handledBy: handler.username,
    })
    .from(feedbackItems)
    .leftJoin(sender, eq(sender.id, feedbackItems.officerId))
    .leftJoin(handler, eq(handler.id, feedbackItems.handledByOfficerId))
    .leftJoin(ulbs, eq(ulbs.id, feedbackItems.ulbId))
    .where(scopeCondition(query.scope))
    .orderBy(desc(feedbackItems.receivedAt), desc(feedbackItems.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countFeedback(db: TDb, scope: TFeedbackScope): Promise<number> {
  const [row] = await db.select({ total: count() }).from(feedbackItems).where(scopeCondition(scope));
  return row?.total ?? 0;
}

/**
 * Marks an item of the scope handled, once: the first administrator's mark stays. Answers whether the item is in
 * the scope at all (handled now or before).
 */
export async function markFeedbackHandled(
  db: TDb,
  input: { id: number; scope: TFeedbackScope; officerId: number; now: Date },
): Promise<{ isInScope: boolean; wasHandledNow: boolean }> {
  const updated = await db
    .update(feedbackItems)
    .set({ handledAt: input.now, handledByOfficerId: input.officerId })
    .where(and(eq(feedbackItems.id, input.id), isNull(feedbackItems.handledAt), scopeCondition(input.scope)))
    .returning({ id: feedbackItems.id });
  if (updated.length > 0) return { isInScope: true, wasHandledNow: true };
  const [existing] = await db
    .select({ id: feedbackItems.id })
    .from(feedbackItems)
    .where(and(eq(feedbackItems.id, input.id), scopeCondition(input.scope)));
  return { isInScope: existing !== undefined, wasHandledNow: false };
}
