import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
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
