import type { TLanguage } from '@anumati/domain';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '../../db/database';
import { sessions } from '../auth/auth.table';
import { authorities, districts, ulbs } from '../jurisdiction/jurisdiction.table';
import { officers, roles } from './officer.table';

const officerColumns = {
  id: officers.id,
  username: officers.username,
  passwordHash: officers.passwordHash,
  firstName: officers.firstName,
  lastName: officers.lastName,
  email: officers.email,
  mobile: officers.mobile,
  mobileVerified: officers.mobileVerified,
  isActive: officers.isActive,
  isMandalOfficer: officers.isMandalOfficer,
  mandalName: officers.mandalName,
  actions: officers.actions,
  lineDepartment: officers.lineDepartment,
  zone: officers.zone,
  preferredLanguage: officers.preferredLanguage,
  failedAttempts: officers.failedAttempts,
  blockedUntil: officers.blockedUntil,
  roleId: roles.id,
  roleName: roles.name,
  ulbId: officers.ulbId,
  ulbName: ulbs.name,
  districtId: officers.districtId,
  districtName: districts.name,
  authorityId: officers.authorityId,
  authorityCode: authorities.code,
};

export type TOfficerRecord = Awaited<ReturnType<typeof findOfficerBy>>;

async function findOfficerBy(db: TDb, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select(officerColumns)
    .from(officers)
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .leftJoin(ulbs, eq(ulbs.id, officers.ulbId))
    .leftJoin(districts, eq(districts.id, officers.districtId))
    .leftJoin(authorities, eq(authorities.id, officers.authorityId))
    .where(where);
  return row ?? null;
}

export function findOfficerByUsername(db: TDb, username: string) {
  return findOfficerBy(db, eq(officers.username, username));
}

export function findOfficerById(db: TDb, id: number) {
  return findOfficerBy(db, eq(officers.id, id));
}

/** What the session check of a request needs: the token's hash, the time, and the bounds a live session is within. */
export type TSessionLookup = {
  tokenHash: string;
  now: Date;
  liveFrom: { lastSeenFrom: Date; createdFrom: Date };
  /** A live session last seen before this is touched (domain sessionTouchBefore); a later one is left as it is. */
  touchBefore: Date;
};

/**
 * A request's whole session check in one round trip: the open session of a token hash with its officer's record,
 * and the session touched (last seen `now`) in the same statement when it is live, as `liveFrom` bounds it
 * (domain liveSessionBounds), its officer active, and its last-seen time older than `touchBefore` (issue 54 §4:
 * most requests write nothing; `touched` says whether this one did). The row read is the session as it was before
 * the touch. Every request runs it, so it is prepared once (issue 17 §3): its SQL built once, planned once per
 * connection.
 */
export function prepareFindOfficerBySession(db: TDatabase) {
  const now = sql.placeholder('now');
  const isOpen = and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt));
  const touched = db.$with('touched').as(
    db
      .update(sessions)
      .set({ lastSeenAt: sql`${now}` })
      .where(
        and(
          isOpen,
          lt(sessions.lastSeenAt, sql.placeholder('touchBefore')),
          gte(sessions.lastSeenAt, sql.placeholder('lastSeenFrom')),
          gte(sessions.createdAt, sql.placeholder('createdFrom')),
          sql`exists (select 1 from ${officers} where ${officers.id} = ${sessions.officerId} and ${officers.isActive})`,
        ),
      )
      .returning({ id: sessions.id }),
  );
  const query = db
    .with(touched)
    .select({
      session: { id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt },
      touched: sql<boolean>`exists (select 1 from touched)`,
      officer: officerColumns,
    })
    .from(sessions)
    .innerJoin(officers, eq(officers.id, sessions.officerId))
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .leftJoin(ulbs, eq(ulbs.id, officers.ulbId))
    .leftJoin(districts, eq(districts.id, officers.districtId))
    .leftJoin(authorities, eq(authorities.id, officers.authorityId))
    .where(isOpen)
    .prepare('find_officer_by_session');
  return async (input: TSessionLookup) => {
    const [row] = await query.execute({
      tokenHash: input.tokenHash,
      now: input.now,
      touchBefore: input.touchBefore,
      ...input.liveFrom,
    });
    return row ?? null;
  };
}

export async function updateOfficerPassword(
  db: TDb,
  officerId: number,
  change: { passwordHash: string; passwordChangedAt: Date },
): Promise<void> {
  await db
    .update(officers)
    .set({ ...change, failedAttempts: 0, blockedUntil: null })
    .where(eq(officers.id, officerId));
}

/** The server roles of spec 1 §6, created once: a production database starts without the demo seed. */
export async function ensureRoles(db: TDb, names: readonly string[]): Promise<void> {
  await db
    .insert(roles)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

export async function findRoleIdByName(db: TDb, name: string): Promise<number | null> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row?.id ?? null;
}

export async function findUlbByName(db: TDb, name: string) {
  const [row] = await db
    .select({ id: ulbs.id, districtId: ulbs.districtId, authorityId: ulbs.authorityId })
    .from(ulbs)
    .where(eq(ulbs.name, name));
  return row ?? null;
}

export async function hasJurisdictions(db: TDb): Promise<boolean> {
  const [row] = await db.select({ id: authorities.id }).from(authorities).limit(1);
  return row !== undefined;
}

export async function insertOfficer(db: TDb, officer: typeof officers.$inferInsert): Promise<number> {
  const [row] = await db.insert(officers).values(officer).returning({ id: officers.id });
  if (!row) throw new Error('insert into officers returned no row');
  return row.id;
}

/** The officer's chosen language (issue 19); the table's check refuses any other than domain LANGUAGES. */
export async function updateOfficerLanguage(db: TDb, officerId: number, language: TLanguage): Promise<void> {
  await db.update(officers).set({ preferredLanguage: language }).where(eq(officers.id, officerId));
}
