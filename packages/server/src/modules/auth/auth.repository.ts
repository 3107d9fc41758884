import { DAY_MS, HOUR_MS } from '@anumati/domain';
import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import {
  oneTimeCodes,
  sessions,
  signInFailures,
  signInGuards,
  signInSmsSends,
  type TCodeCloseReason,
  type TSignInFailureKind,
} from './auth.table';

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

/** The newest code issued under a sign-in challenge (a resend adds a newer one under the same challenge). */
export async function findLatestCodeByChallenge(db: TDb, challengeHash: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.challengeHash, challengeHash), eq(oneTimeCodes.purpose, 'LOGIN')))
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

export async function findCodeById(db: TDb, codeId: number) {
  const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, codeId));
  return row ?? null;
}

/**
 * The guard row of a username, created on first use and locked until the transaction ends: every attempt on the
 * username waits for the one before it, so no two attempts read the same count.
 */
export async function lockSignInGuard(db: TDb, username: string) {
  await db.insert(signInGuards).values({ username }).onConflictDoNothing();
  const [row] = await db
    .select({ blockedUntil: signInGuards.blockedUntil, lockedAt: signInGuards.lockedAt })
    .from(signInGuards)
    .where(eq(signInGuards.username, username))
    .for('update');
  if (!row) throw new Error(`sign_in_guards row for ${username} vanished`);
  return row;
}

/** The guard keys of a username: its own (unknown devices) and those of its known devices (sign-in-guard.ts). */
export async function findSignInGuardKeys(db: TDb, username: string, devicePrefix: string): Promise<string[]> {
  const rows = await db
    .select({ key: signInGuards.username })
    .from(signInGuards)
    .where(or(eq(signInGuards.username, username), sql`starts_with(${signInGuards.username}, ${devicePrefix})`));
  return rows.map((row) => row.key);
}

export async function updateSignInGuard(
  db: TDb,
  username: string,
  state: { blockedUntil: Date | null; lockedAt: Date | null },
): Promise<void> {
  await db.update(signInGuards).set(state).where(eq(signInGuards.username, username));
}

export async function insertSignInFailure(
  db: TDb,
  failure: { username: string; kind: TSignInFailureKind; occurredAt: Date },
): Promise<number> {
  const [row] = await db.insert(signInFailures).values(failure).returning({ id: signInFailures.id });
  if (!row) throw new Error('insert into sign_in_failures returned no row');
  return row.id;
}

export async function deleteSignInFailure(db: TDb, failureId: number): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, failureId));
}

/** Failures not forgiven after a time (of one kind only, when given). */
export async function countSignInFailuresSince(
  db: TDb,
  username: string,
  since: Date,
  kind?: TSignInFailureKind,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.username, username),
        gt(signInFailures.occurredAt, since),
        isNull(signInFailures.forgivenAt),
        kind ? eq(signInFailures.kind, kind) : undefined,
      ),
    );
  return row?.count ?? 0;
}

/** Failures that no longer count are kept no longer than the window (an attacker's unknown names stay small). */
export async function deleteSignInFailuresBefore(db: TDb, username: string, before: Date): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.username, username), lt(signInFailures.occurredAt, before)));
}

export async function forgiveSignInFailures(
  db: TDb,
  username: string,
  kinds: readonly TSignInFailureKind[],
  now: Date,
): Promise<void> {
  await db
    .update(signInFailures)
    .set({ forgivenAt: now })
    .where(
      and(
        eq(signInFailures.username, username),
        inArray(signInFailures.kind, [...kinds]),
        isNull(signInFailures.forgivenAt),
      ),
    );
}

export async function insertSmsSend(
  db: TDb,
  send: { username: string; purpose: TCodePurpose; sentAt: Date },
): Promise<void> {
  await db.insert(signInSmsSends).values(send);
}

/** Sends older than the longest cap (a day) no longer count; they are not kept. */
export async function deleteSmsSendsBefore(db: TDb, username: string, before: Date): Promise<void> {
  await db.delete(signInSmsSends).where(and(eq(signInSmsSends.username, username), lt(signInSmsSends.sentAt, before)));
}

/** When the newest SMS of a purpose went to a username (kept a day), or null. */
export async function findLatestSmsSendTime(db: TDb, username: string, purpose: TCodePurpose) {
  const [row] = await db
    .select({ sentAt: signInSmsSends.sentAt })
    .from(signInSmsSends)
    .where(and(eq(signInSmsSends.username, username), eq(signInSmsSends.purpose, purpose)))
    .orderBy(desc(signInSmsSends.sentAt))
    .limit(1);
  return row?.sentAt ?? null;
}

/**
 * SMS of one purpose to a username in the last hour and day (the resets among the day's are all or none of them):
 * sign-in and reset codes are capped apart (issue 51 §2).
 */
export async function countSmsSends(db: TDb, options: { username: string; purpose: TCodePurpose; now: Date }) {
  const { username, purpose, now } = options;
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [row] = await db
    .select({
      lastHour: sql<number>`count(*) filter (where ${signInSmsSends.sentAt} > ${hourAgo}::timestamptz)`.mapWith(Number),
      lastDay: count(),
      resetsLastDay: sql<number>`count(*) filter (where ${signInSmsSends.purpose} = 'PASSWORD_RESET')`.mapWith(Number),
    })
    .from(signInSmsSends)
    .where(
      and(
        eq(signInSmsSends.username, username),
        eq(signInSmsSends.purpose, purpose),
        gt(signInSmsSends.sentAt, dayAgo),
      ),
    );
  return { lastHour: row?.lastHour ?? 0, lastDay: row?.lastDay ?? 0, resetsLastDay: row?.resetsLastDay ?? 0 };
}
