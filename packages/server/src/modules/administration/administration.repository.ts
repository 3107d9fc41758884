import type { TOfficerState } from '@anumati/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applications, stageOfficers, stageStates } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { signInGuards } from '../auth/auth.table';
import { authorities, districts, ulbs } from '../jurisdiction/jurisdiction.table';
import { officers, roles } from '../officer/officer.table';
import { leaveHandOvers, officerCharges, officerLeaves } from './administration.table';

/**
 * Officer administration's reads and writes (issue 52). Turns are never written here: they change hands through
 * the workflow service (handOverTurns).
 */

/** Which officers an administrator's list reads: all (the state), a ULB's, or an authority's. */
export type TOfficerScope = { ulbId: number | null; authorityId: number | null } | 'STATE';

const scopeCondition = (scope: TOfficerScope): SQL | undefined =>
  scope === 'STATE'
    ? undefined
    : scope.ulbId !== null
      ? eq(officers.ulbId, scope.ulbId)
      : scope.authorityId !== null
        ? eq(officers.authorityId, scope.authorityId)
        : sql`false`;

const onLeaveOn = (day: string) =>
  sql<boolean>`exists (select 1 from ${officerLeaves} where ${officerLeaves.officerId} = ${officers.id}
    and ${officerLeaves.cancelledAt} is null and ${officerLeaves.fromDate} <= ${day}::date
    and ${officerLeaves.toDate} >= ${day}::date)`;

const blockedAt = (now: Date) =>
  sql<boolean>`exists (select 1 from ${signInGuards} where ${signInGuards.username} = ${officers.username}
    and (${signInGuards.lockedAt} is not null or ${signInGuards.blockedUntil} > ${now.toISOString()}::timestamptz))`;

const stateCondition = (state: TOfficerState, day: string, now: Date): SQL | undefined => {
  if (state === 'INACTIVE') return eq(officers.isActive, false);
  if (state === 'ON_LEAVE') return and(eq(officers.isActive, true), onLeaveOn(day));
  if (state === 'BLOCKED') return and(eq(officers.isActive, true), blockedAt(now));
  return and(eq(officers.isActive, true), sql`not ${onLeaveOn(day)}`, sql`not ${blockedAt(now)}`);
};

export type TOfficerListQuery = {
  scope: TOfficerScope;
  search: string | null;
  roleName: string | null;
  ulbId: number | null;
  state: TOfficerState | null;
  day: string;
  now: Date;
  limit: number;
  offset: number;
};

const adminOfficerColumns = (day: string, now: Date) => ({
  id: officers.id,
  username: officers.username,
  firstName: officers.firstName,
  lastName: officers.lastName,
  mobile: officers.mobile,
  email: officers.email,
  roleName: roles.name,
  ulbId: officers.ulbId,
  ulbName: ulbs.name,
  districtId: officers.districtId,
  districtName: districts.name,
  authorityId: officers.authorityId,
  authorityCode: authorities.code,
  lineDepartment: officers.lineDepartment,
  isActive: officers.isActive,
  deactivationReason: officers.deactivationReason,
  createdAt: officers.createdAt,
  isOnLeave: onLeaveOn(day),
  isBlocked: blockedAt(now),
  blockedUntil: sql<string | null>`(select coalesce(${signInGuards.blockedUntil}::text, ${signInGuards.lockedAt}::text)
    from ${signInGuards} where ${signInGuards.username} = ${officers.username})`,
  openTurns: sql<number>`(select count(*) from ${stageOfficers}
    where ${stageOfficers.officerId} = ${officers.id} and ${stageOfficers.action} = 'IN_PROCESS')`.mapWith(Number),
});
export type TAdminOfficerRow = Awaited<ReturnType<typeof findAdminOfficer>> & {};

function officersFrom(db: TDb, day: string, now: Date) {
  return db
    .select(adminOfficerColumns(day, now))
    .from(officers)
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .leftJoin(ulbs, eq(ulbs.id, officers.ulbId))
    .leftJoin(districts, eq(districts.id, officers.districtId))
    .leftJoin(authorities, eq(authorities.id, officers.authorityId));
}

export async function findAdminOfficers(db: TDb, query: TOfficerListQuery) {
  const pattern = query.search ? `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    scopeCondition(query.scope),
    pattern
      ? or(
          ilike(officers.username, pattern),
          ilike(officers.firstName, pattern),
          ilike(officers.lastName, pattern),
          ilike(officers.mobile, pattern),
          sql`(${officers.firstName} || ' ' || ${officers.lastName}) ilike ${pattern}`,
        )
      : undefined,
    query.roleName ? eq(roles.name, query.roleName) : undefined,
    query.ulbId !== null ? eq(officers.ulbId, query.ulbId) : undefined,
    query.state ? stateCondition(query.state, query.day, query.now) : undefined,
  );
  const [total] = await db
    .select({ total: count() })
    .from(officers)
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .where(where);
  const records = await officersFrom(db, query.day, query.now)
    .where(where)
    .orderBy(asc(officers.lastName), asc(officers.firstName), asc(officers.id))
    .limit(query.limit)
    .offset(query.offset);
  return { total: total?.total ?? 0, records };
}

export async function findAdminOfficer(db: TDb, officerId: number, day: string, now: Date) {
  const [row] = await officersFrom(db, day, now).where(eq(officers.id, officerId));
  return row ?? null;
}

export async function findLeavesOf(db: TDb, officerIds: readonly number[], fromDay: string) {
  if (officerIds.length === 0) return [];
  return db
    .select({
      id: officerLeaves.id,
      officerId: officerLeaves.officerId,
      fromDate: officerLeaves.fromDate,
      toDate: officerLeaves.toDate,
      reason: officerLeaves.reason,
      chargeHolderId: officerLeaves.chargeHolderId,
      chargeHolderName: sql<string | null>`(select ${officers.firstName} || ' ' || ${officers.lastName}
        from ${officers} where ${officers.id} = ${officerLeaves.chargeHolderId})`,
    })
    .from(officerLeaves)
    .where(
      and(
        inArray(officerLeaves.officerId, [...officerIds]),
        isNull(officerLeaves.cancelledAt),
        sql`${officerLeaves.toDate} >= ${fromDay}::date`,
      ),
    )
    .orderBy(asc(officerLeaves.fromDate));
}

export async function findChargesHeldBy(db: TDb, holderIds: readonly number[], fromDay: string) {
  if (holderIds.length === 0) return [];
  return db
    .select({
      id: officerCharges.id,
      holderId: officerCharges.holderId,
      holderName: sql<string>`${officers.firstName} || ' ' || ${officers.lastName}`,
      role: roles.name,
      ulbId: officerCharges.ulbId,
      ulbName: ulbs.name,
      fromDate: officerCharges.fromDate,
      toDate: officerCharges.toDate,
      reason: officerCharges.reason,
    })
    .from(officerCharges)
    .innerJoin(officers, eq(officers.id, officerCharges.holderId))
    .innerJoin(roles, eq(roles.id, officerCharges.roleId))
    .leftJoin(ulbs, eq(ulbs.id, officerCharges.ulbId))
    .where(
      and(
        inArray(officerCharges.holderId, [...holderIds]),
        isNull(officerCharges.endedAt),
        sql`${officerCharges.toDate} >= ${fromDay}::date`,
      ),
    )
    .orderBy(asc(officerCharges.fromDate));
}

export async function findLeave(db: TDb, leaveId: number) {
  const [row] = await db.select().from(officerLeaves).where(eq(officerLeaves.id, leaveId));
  return row ?? null;
}

export async function findCharge(db: TDb, chargeId: number) {
  const [row] = await db.select().from(officerCharges).where(eq(officerCharges.id, chargeId));
  return row ?? null;
}

/** Leave of the officer overlapping the days (not cancelled). */
export async function findOverlappingLeave(db: TDb, officerId: number, fromDate: string, toDate: string) {
  const [row] = await db
    .select({ id: officerLeaves.id })
    .from(officerLeaves)
    .where(
      and(
        eq(officerLeaves.officerId, officerId),
        isNull(officerLeaves.cancelledAt),
        sql`${officerLeaves.fromDate} <= ${toDate}::date and ${officerLeaves.toDate} >= ${fromDate}::date`,
      ),
    );
  return row ?? null;
}

export async function insertLeave(db: TDb, leave: typeof officerLeaves.$inferInsert) {
  const [row] = await db.insert(officerLeaves).values(leave).returning();
  if (!row) throw new Error('leave insert returned no row');
  return row;
}

export async function insertCharge(db: TDb, charge: typeof officerCharges.$inferInsert) {
  const [row] = await db.insert(officerCharges).values(charge).returning();
  if (!row) throw new Error('charge insert returned no row');
  return row;
}

export async function updateLeave(db: TDb, leaveId: number, change: Partial<typeof officerLeaves.$inferInsert>) {
  await db.update(officerLeaves).set(change).where(eq(officerLeaves.id, leaveId));
}

export async function updateCharge(db: TDb, chargeId: number, change: Partial<typeof officerCharges.$inferInsert>) {
  await db.update(officerCharges).set(change).where(eq(officerCharges.id, chargeId));
}

export async function endChargesOfLeave(db: TDb, leaveId: number, at: Date) {
  await db
    .update(officerCharges)
    .set({ endedAt: at })
    .where(and(eq(officerCharges.leaveId, leaveId), isNull(officerCharges.endedAt)));
}

export async function updateOfficerRecord(db: TDb, officerId: number, change: Partial<typeof officers.$inferInsert>) {
  await db.update(officers).set(change).where(eq(officers.id, officerId));
}

export async function findUlbsForScope(db: TDb, scope: TOfficerScope) {
  return db
    .select({
      ulbId: ulbs.id,
      ulbName: ulbs.name,
      districtId: ulbs.districtId,
      districtName: districts.name,
      authorityId: ulbs.authorityId,
      authorityCode: authorities.code,
    })
    .from(ulbs)
    .innerJoin(districts, eq(districts.id, ulbs.districtId))
    .innerJoin(authorities, eq(authorities.id, ulbs.authorityId))
    .where(
      scope === 'STATE'
        ? undefined
        : scope.ulbId !== null
          ? eq(ulbs.id, scope.ulbId)
          : scope.authorityId !== null
            ? eq(ulbs.authorityId, scope.authorityId)
            : sql`false`,
    )
    .orderBy(asc(ulbs.name));
}

export async function findUlb(db: TDb, ulbId: number) {
  const [row] = await db
    .select({ id: ulbs.id, name: ulbs.name, districtId: ulbs.districtId, authorityId: ulbs.authorityId })
    .from(ulbs)
    .where(eq(ulbs.id, ulbId));
  return row ?? null;
}

export async function findAllUlbs(db: TDb) {
  return db
    .select({ id: ulbs.id, name: ulbs.name, districtId: ulbs.districtId, authorityId: ulbs.authorityId })
    .from(ulbs);
}

export async function findRoleIds(db: TDb) {
  return new Map((await db.select({ id: roles.id, name: roles.name }).from(roles)).map((row) => [row.name, row.id]));
}

/** Usernames and mobiles already taken (lower-cased usernames). */
export async function findTakenNames(db: TDb) {
  const rows = await db.select({ username: officers.username, mobile: officers.mobile }).from(officers);
  return {
    usernames: new Set(rows.map((row) => row.username.toLowerCase())),
    mobiles: new Set(rows.map((row) => row.mobile)),
  };
}

export async function isMobileTaken(db: TDb, mobile: string, exceptOfficerId: number | null) {
  const [row] = await db
    .select({ id: officers.id })
    .from(officers)
    .where(
      and(
        eq(officers.mobile, mobile),
        exceptOfficerId === null ? undefined : sql`${officers.id} <> ${exceptOfficerId}`,
      ),
    );
  return row !== undefined;
}

/**
 * Who acts in the posts of these ULBs today (domain staffing.ts): officers of the ULB on duty, with their role and
 * authority, and charges of the ULB's posts held today by officers on duty.
 */
export async function findActingPosts(db: TDb, ulbIds: readonly number[], day: string) {
  if (ulbIds.length === 0) return [];
  const onDuty = and(eq(officers.isActive, true), sql`not ${onLeaveOn(day)}`);
  const own = await db
    .select({ ulbId: officers.ulbId, roleName: roles.name, authorityCode: authorities.code })
    .from(officers)
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .leftJoin(authorities, eq(authorities.id, officers.authorityId))
    .where(and(onDuty, inArray(officers.ulbId, [...ulbIds])));
  const charged = await db
    .select({ ulbId: officerCharges.ulbId, roleName: roles.name, authorityCode: authorities.code })
    .from(officerCharges)
    .innerJoin(officers, eq(officers.id, officerCharges.holderId))
    .innerJoin(roles, eq(roles.id, officerCharges.roleId))
    .leftJoin(authorities, eq(authorities.id, officerCharges.authorityId))
    .where(
      and(
        onDuty,
        isNull(officerCharges.endedAt),
        sql`${officerCharges.fromDate} <= ${day}::date and ${officerCharges.toDate} >= ${day}::date`,
        inArray(officerCharges.ulbId, [...ulbIds]),
      ),
    );
  return [...own, ...charged];
}

/**
 * The open files of these ULBs (not decided, not drafts) with the stages they have finished or are at: what the
 * staffing gaps' stuck files are read from.
 */
export async function findOpenFilesOfUlbs(db: TDb, ulbIds: readonly number[]) {
  if (ulbIds.length === 0) return [];
  return db
    .select({
      id: applications.id,
      ulbId: applications.ulbId,
      number: applications.applicationIdentifier,
      applicationType: applications.applicationType,
      approvalFor: applications.approvalFor,
      doneStages: sql<string[]>`coalesce((select array_agg(distinct ${stageStates.stageKey}) from ${stageStates}
        where ${stageStates.applicationId} = ${applications.id} and ${stageStates.status} <> 'IN_PROCESS'), '{}')`,
      openStages: sql<string[]>`coalesce((select array_agg(distinct ${stageStates.stageKey}) from ${stageStates}
        where ${stageStates.applicationId} = ${applications.id} and ${stageStates.status} = 'IN_PROCESS'), '{}')`,
    })
    .from(applications)
    .where(
      and(
        inArray(applications.ulbId, [...ulbIds]),
        sql`${applications.status} not in ('DRAFT', 'ACCEPTED', 'REJECTED', 'REVOKED', 'EXPIRED', 'FINAL_DEEMED', 'CLOSED')`,
      ),
    )
    .orderBy(asc(applications.id));
}

/** The administration events about an officer, newest first. */
export async function findOfficerChanges(db: TDb, officerId: number, actions: readonly string[]) {
  return db
    .select({
      at: auditEvents.occurredAt,
      byUsername: sql<string | null>`(select ${officers.username} from ${officers}
        where ${officers.id} = ${auditEvents.actorOfficerId})`,
      action: auditEvents.action,
      remark: auditEvents.remark,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(
      and(
        inArray(auditEvents.action, [...actions]),
        sql`${auditEvents.details} ->> 'officerId' = ${String(officerId)}`,
      ),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(200);
}

/** Leaves whose first day has come and whose turns are not handed over yet; and ended leaves not handed back. */
export async function findLeavesToHandOver(db: TDb, day: string) {
  return db
    .select()
    .from(officerLeaves)
    .where(
      and(
        isNull(officerLeaves.cancelledAt),
        isNull(officerLeaves.handedOverAt),
        sql`${officerLeaves.fromDate} <= ${day}::date and ${officerLeaves.toDate} >= ${day}::date`,
      ),
    );
}

export async function findLeavesToHandBack(db: TDb, day: string) {
  return db
    .select()
    .from(officerLeaves)
    .where(
      and(
        isNull(officerLeaves.returnedAt),
        sql`${officerLeaves.handedOverAt} is not null`,
        or(sql`${officerLeaves.toDate} < ${day}::date`, sql`${officerLeaves.cancelledAt} is not null`),
      ),
    );
}

/** Charges past their last India day that nothing has ended yet (the sweep ends them). */
export async function findChargesRunOut(db: TDb, day: string) {
  return db
    .select()
    .from(officerCharges)
    .where(and(isNull(officerCharges.endedAt), sql`${officerCharges.toDate} < ${day}::date`));
}

export async function insertLeaveHandOvers(db: TDb, rows: (typeof leaveHandOvers.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(leaveHandOvers).values(rows);
}

/** A leave's handed-over levels still open with the officer who took them. */
export async function findOpenLeaveHandOvers(db: TDb, leaveId: number) {
  return db
    .select({
      id: leaveHandOvers.id,
      stageOfficerId: leaveHandOvers.stageOfficerId,
      toOfficerId: leaveHandOvers.toOfficerId,
    })
    .from(leaveHandOvers)
    .innerJoin(stageOfficers, eq(stageOfficers.id, leaveHandOvers.stageOfficerId))
    .where(
      and(
        eq(leaveHandOvers.leaveId, leaveId),
        isNull(leaveHandOvers.returnedAt),
        eq(stageOfficers.action, 'IN_PROCESS'),
        eq(stageOfficers.officerId, leaveHandOvers.toOfficerId),
      ),
    );
}

export async function markLeaveHandOversReturned(db: TDb, leaveId: number, at: Date) {
  await db
    .update(leaveHandOvers)
    .set({ returnedAt: at })
    .where(and(eq(leaveHandOvers.leaveId, leaveId), isNull(leaveHandOvers.returnedAt)));
}

/** Officers of an import, 500 a statement; their ids and usernames. */
export async function insertOfficers(db: TDb, values: (typeof officers.$inferInsert)[]) {
  const inserted: { id: number; username: string }[] = [];
  for (let start = 0; start < values.length; start += 500) {
    inserted.push(
      ...(await db
        .insert(officers)
        .values(values.slice(start, start + 500))
        .returning({ id: officers.id, username: officers.username })),
    );
  }
  return inserted;
}

/** Closes every hand-over a leave of the officer made, so that nothing comes back to them (a transfer). */
export async function closeLeaveHandOversOf(db: TDb, officerId: number, at: Date) {
  await db
    .update(leaveHandOvers)
    .set({ returnedAt: at })
    .where(and(eq(leaveHandOvers.fromOfficerId, officerId), isNull(leaveHandOvers.returnedAt)));
}
