import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { sessions } from './auth.table';

/** The officer's sessions not ended by sign-out or revocation, newest first (the caller drops the timed-out ones). */
export async function findOpenSessionsOfOfficer(db: TDb, officerId: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.officerId, officerId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/** Ends some open sessions of one officer (never another officer's); returns the ids it ended. */
export async function revokeSessionsOfOfficer(db: TDb, officerId: number, sessionIds: number[], now: Date) {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.officerId, officerId), inArray(sessions.id, sessionIds), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Ends every open session of an officer but one; returns the ids it ended. */
export async function revokeOtherSessionsOfOfficer(db: TDb, officerId: number, keptSessionId: number, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.officerId, officerId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/**
 * Writes the last-seen times a process remembered (issue 54 §4) in one statement; a time never moves back and an
 * ended session stays as it ended.
 */
export async function touchSessions(db: TDb, touches: readonly { sessionId: number; seenAt: Date }[]) {
  if (touches.length === 0) return;
  const rows = sql.join(
    touches.map((touch) => sql`(${touch.sessionId}::integer, ${touch.seenAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${sessions} set last_seen_at = greatest(${sessions.lastSeenAt}, seen.at)
    from (values ${rows}) as seen(id, at)
    where ${sessions.id} = seen.id and ${sessions.revokedAt} is null`);
}
