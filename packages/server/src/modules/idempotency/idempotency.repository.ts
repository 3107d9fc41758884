import { and, eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { idempotentRequests } from './idempotency.table';

export type TRequestKey = { scope: string; idempotencyKey: string };
export type TStoredAnswer = { statusCode: number; contentType: string | null; response: string };

/**
 * Claims a key for this request: a new key, or one whose first process let its claim run out (it died with the
 * request under way). Answers whether this request now holds it.
 */
export async function claimRequestKey(
  db: TDb,
  claim: TRequestKey & { requestHash: string; now: Date; claimedUntil: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotentRequests)
    .values({ ...claim, state: 'RUNNING', createdAt: claim.now })
    .onConflictDoUpdate({
      target: [idempotentRequests.scope, idempotentRequests.idempotencyKey],
      set: { claimedUntil: claim.claimedUntil },
      setWhere: and(
        eq(idempotentRequests.state, 'RUNNING'),
        eq(idempotentRequests.requestHash, claim.requestHash),
        lt(idempotentRequests.claimedUntil, claim.now),
      ),
    })
    .returning({ scope: idempotentRequests.scope });
  return claimed.length > 0;
}

export async function findRequestKey(db: TDb, key: TRequestKey) {
  const [row] = await db
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.scope, key.scope), eq(idempotentRequests.idempotencyKey, key.idempotencyKey)));
  return row ?? null;
}

export async function storeAnswer(db: TDb, key: TRequestKey, answer: TStoredAnswer): Promise<void> {
  await db
    .update(idempotentRequests)
    .set({ state: 'DONE', ...answer })
    .where(and(eq(idempotentRequests.scope, key.scope), eq(idempotentRequests.idempotencyKey, key.idempotencyKey)));
}

/** Gives a key back (its request failed on our side and did nothing): the retry runs it again. */
export async function releaseRequestKey(db: TDb, key: TRequestKey): Promise<void> {
  await db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.scope, key.scope),
        eq(idempotentRequests.idempotencyKey, key.idempotencyKey),
        eq(idempotentRequests.state, 'RUNNING'),
      ),
    );
}

export async function deleteRequestKeysBefore(db: TDb, before: Date): Promise<number> {
  const deleted = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, before))
    .returning({ scope: sql<string>`1` });
  return deleted.length;
}
