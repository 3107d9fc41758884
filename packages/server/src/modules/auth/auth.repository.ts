import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { officers } from '../officer/officer.table';
import { oneTimeCodes, sessions, type TCodeCloseReason } from './auth.table';

export type TCodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type TOneTimeCode = typeof oneTimeCodes.$inferSelect;

/** Closes the officer's open codes of a purpose: a new code replaces them. */
export async function supersedeOpenCodes(db: TDb, officerId: number, purpose: TCodePurpose, now: Date) {
  await db
    .update(oneTimeCodes)
    .set({ closedAt: now, closeReason: 'SUPERSEDED' })
    .where(
      and(eq(oneTimeCodes.officerId, officerId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.closedAt)),
    );
}

export async function insertCode(db: TDb, code: typeof oneTimeCodes.$inferInsert): Promise<TOneTimeCode> {
  const [row] = await db.insert(oneTimeCodes).values(code).returning();
  if (!row) throw new Error('insert into one_time_codes returned no row');
  return row;
}

/** The officer's newest code of a purpose, open or not. */
export async function findLatestCode(db: TDb, officerId: number, purpose: TCodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.officerId, officerId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong try atomically; closes the code on its last try. Null when it was closed meanwhile. */
export async function recordWrongCode(db: TDb, codeId: number, maxAttempts: number, now: Date) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({
      wrongAttempts: sql`${oneTimeCodes.wrongAttempts} + 1`,
      closedAt: sql`case when ${oneTimeCodes.wrongAttempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz end`,
      closeReason: sql`case when ${oneTimeCodes.wrongAttempts} + 1 >= ${maxAttempts} then 'EXHAUSTED' end`,
    })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.closedAt)))
    .returning({ wrongAttempts: oneTimeCodes.wrongAttempts });
  return row ?? null;
}

/** Closes an open code; false when another request closed it first (so a code is used once). */
export async function closeCode(db: TDb, codeId: number, reason: TCodeCloseReason, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ closedAt: now, closeReason: reason })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.closedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

export async function insertSession(db: TDb, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findActiveSessionByTokenHash(db: TDb, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      officerId: sessions.officerId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      isOfficerActive: officers.isActive,
    })
    .from(sessions)
    .innerJoin(officers, eq(officers.id, sessions.officerId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  return row ?? null;
}

export async function touchSession(db: TDb, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: TDb, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeOfficerSessions(db: TDb, officerId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.officerId, officerId), isNull(sessions.revokedAt)));
}
