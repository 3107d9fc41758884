import type { TApplicationStatus, TApplicationType } from '@anumati/domain';
import { and, asc, between, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/database';
import { applicants, applications, properties, stageOfficers, stageStates } from '../application/application.table';
import { authorities, districts, ulbs } from '../jurisdiction/jurisdiction.table';
import { joinListRecordTables, LIST_RECORD_COLUMNS } from '../application';
import { reportCounts } from './reports.table';

/** Every ULB with its district and authority: the places reports group and filter by (a few dozen rows). */
export function findPlaces(db: TDb) {
  return db
    .select({
      ulbId: ulbs.id,
      ulbName: ulbs.name,
      districtId: ulbs.districtId,
      districtName: districts.name,
      authorityId: ulbs.authorityId,
      authorityCode: authorities.code,
      authorityName: authorities.name,
    })
    .from(ulbs)
    .innerJoin(districts, eq(districts.id, ulbs.districtId))
    .innerJoin(authorities, eq(authorities.id, ulbs.authorityId))
    .orderBy(asc(ulbs.name));
}
export type TPlace = Awaited<ReturnType<typeof findPlaces>>[number];

/**
 * Which applications a report counts: its ULBs (null: every ULB) and application types (null: all); and the
 * grain it needs besides type and status: per ULB, per month (the rest is added up in SQL, so an answer holds
 * a few hundred rows whatever the size of the state).
 */
export type TCountScope = {
  ulbIds: readonly number[] | null;
  applicationTypes: readonly TApplicationType[] | null;
  byUlb: boolean;
  byMonth: boolean;
};
/** Counts per type and status, with the ULB (0 when not asked for) and the month ('' when not asked for). */
export type TCountRow = {
  ulbId: number;
  applicationType: TApplicationType;
  status: TApplicationStatus;
  month: string;
  count: number;
};

/** Counts over whole months, from the monthly summary table. */
export async function countWholeMonths(db: TDb, scope: TCountScope, months: { from: string; to: string }) {
  const conditions: SQL[] = [between(reportCounts.month, months.from, months.to)];
  if (scope.ulbIds) conditions.push(inArray(reportCounts.ulbId, [...scope.ulbIds]));
  if (scope.applicationTypes) conditions.push(inArray(reportCounts.applicationType, [...scope.applicationTypes]));
  const ulbId = scope.byUlb ? reportCounts.ulbId : sql<number>`0`;
  const month = scope.byMonth ? reportCounts.month : sql<string>`''`;
  const rows: TCountRow[] = await db
    .select({
      ulbId: sql<number>`${ulbId}`.mapWith(Number),
      applicationType: reportCounts.applicationType,
      status: reportCounts.status,
      month: sql<string>`${month}`,
      count: sql<number>`sum(${reportCounts.count})::int`.mapWith(Number),
    })
    .from(reportCounts)
    .where(and(...conditions))
    .groupBy(
      ...grain(scope, reportCounts.ulbId, reportCounts.month),
      reportCounts.applicationType,
      reportCounts.status,
    );
  return rows;
}

const INDIA_MONTH = sql<string>`to_char(${applications.appliedOn} at time zone 'Asia/Kolkata', 'YYYY-MM')`;

/** The GROUP BY columns a scope's grain needs. */
function grain(scope: Pick<TCountScope, 'byUlb' | 'byMonth'>, ulbColumn: PgColumn, monthColumn: PgColumn | SQL) {
  return [...(scope.byUlb ? [ulbColumn] : []), ...(scope.byMonth ? [monthColumn] : [])];
}

/** The same counts over part of a month, from the applications themselves ([from, to) instants). */
export async function countApplied(db: TDb, scope: TCountScope, range: { from: Date; to: Date }) {
  const conditions: SQL[] = [
    gte(applications.appliedOn, range.from),
    lt(applications.appliedOn, range.to),
    sql`${applications.status} <> 'DRAFT'`,
  ];
  if (scope.ulbIds) conditions.push(inArray(applications.ulbId, [...scope.ulbIds]));
  if (scope.applicationTypes) conditions.push(inArray(applications.applicationType, [...scope.applicationTypes]));
  const ulbId = scope.byUlb ? applications.ulbId : sql<number>`0`;
  const month = scope.byMonth ? INDIA_MONTH : sql<string>`''`;
  const rows: TCountRow[] = await db
    .select({
      ulbId: sql<number>`${ulbId}`.mapWith(Number),
      applicationType: applications.applicationType,
      status: applications.status,
      month: sql<string>`${month}`,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(applications)
    .where(and(...conditions))
    .groupBy(...grain(scope, applications.ulbId, INDIA_MONTH), applications.applicationType, applications.status);
  return rows;
}

/** Fresh counts of every application, for checking the summary table against. */
export function countAllApplications(db: TDb) {
  return db
    .select({
      ulbId: applications.ulbId,
      applicationType: applications.applicationType,
      status: applications.status,
      month: INDIA_MONTH,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(applications)
    .where(sql`${applications.status} <> 'DRAFT'`)
    .groupBy(applications.ulbId, applications.applicationType, applications.status, INDIA_MONTH);
}

export type TReportListCriteria = Pick<TCountScope, 'ulbIds' | 'applicationTypes'> & {
  statuses: readonly TApplicationStatus[];
  circles: readonly string[] | null;
  from: Date | null;
  to: Date | null;
  /** Text the file number, ULB name, district name or authority code contains (null: no search). */
  search: string | null;
  /** Only the files routed to this officer (a stage level of theirs), null: any file of the ULBs. */
  routedToOfficerId: number | null;
};

/** An ILIKE pattern for "contains the text", the text's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The spec 3 §2 summary-list search: the file number, or the ULB's name, district or authority. */
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  const matchingUlbs = sql`select ${ulbs.id} from ${ulbs}
    join ${districts} on ${districts.id} = ${ulbs.districtId}
    join ${authorities} on ${authorities.id} = ${ulbs.authorityId}
    where ${ulbs.name} ilike ${pattern} or ${districts.name} ilike ${pattern} or ${authorities.code} ilike ${pattern}`;
  return sql`(${ilike(applications.applicationIdentifier, pattern)} or ${applications.ulbId} in (${matchingUlbs}))`;
}

/** The application has a stage level held by this officer: the file was routed to them. */
function isRoutedTo(officerId: number): SQL {
  return sql`exists (select 1 from ${stageOfficers} so join ${stageStates} ss on ss.id = so.stage_state_id
    where ss.application_id = ${applications.id} and so.officer_id = ${officerId})`;
}

function listConditions(criteria: TReportListCriteria): SQL | undefined {
  const conditions: SQL[] = [inArray(applications.status, [...criteria.statuses])];
  if (criteria.ulbIds) conditions.push(inArray(applications.ulbId, [...criteria.ulbIds]));
  if (criteria.applicationTypes) {
    conditions.push(inArray(applications.applicationType, [...criteria.applicationTypes]));
  }
  if (criteria.from) conditions.push(gte(applications.appliedOn, criteria.from));
  if (criteria.to) conditions.push(lt(applications.appliedOn, criteria.to));
  if (criteria.circles) conditions.push(inArray(properties.village, [...criteria.circles]));
  if (criteria.search) conditions.push(searchCondition(criteria.search));
  if (criteria.routedToOfficerId !== null) conditions.push(isRoutedTo(criteria.routedToOfficerId));
  return and(...conditions);
}

/** One page of the applications a report cell counts, newest first. */
export function findReportApplications(
  db: TDb,
  criteria: TReportListCriteria,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: applications.id,
      applicationIdentifier: applications.applicationIdentifier,
      applicationType: applications.applicationType,
      approvalFor: applications.approvalFor,
      status: applications.status,
      ulbId: applications.ulbId,
      createdAt: applications.createdAt,
      appliedOn: applications.appliedOn,
      updatedAt: applications.updatedAt,
      decidedAt: applications.decidedAt,
      finalRemark: applications.finalRemark,
      village: properties.village,
    })
    .from(applications)
    .leftJoin(properties, eq(properties.applicationId, applications.id))
    .where(listConditions(criteria))
    .orderBy(desc(applications.appliedOn), desc(applications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many applications the list holds, when the summary table cannot say (a circle or a search is chosen). */
export async function countReportApplications(db: TDb, criteria: TReportListCriteria) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(applications)
    .leftJoin(properties, eq(properties.applicationId, applications.id))
    .where(listConditions(criteria));
  return row?.count ?? 0;
}

/** The stages' final remarks of some applications, in stage order. */
export function findStageRemarks(db: TDb, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ applicationId: stageStates.applicationId, name: stageStates.name, finalRemark: stageStates.finalRemark })
    .from(stageStates)
    .where(and(inArray(stageStates.applicationId, [...applicationIds]), sql`${stageStates.finalRemark} is not null`))
    .orderBy(asc(stageStates.applicationId), asc(stageStates.sequence));
}

export type TSearchCriteria = {
  search: string;
  /** ULBs the officer holds (null: the whole state). */
  ulbIds: readonly number[] | null;
  officerId: number;
  limit: number;
  offset: number;
};

/**
 * Applications whose file number or applicant name contains the text, among those the officer may see: their
 * jurisdiction's, or routed to them. Newest first, with the total.
 */
export async function searchApplications(db: TDb, criteria: TSearchCriteria) {
  const pattern = containsPattern(criteria.search);
  const isRoutedToOfficer = isRoutedTo(criteria.officerId);
  const access =
    criteria.ulbIds === null
      ? undefined
      : criteria.ulbIds.length > 0
        ? or(inArray(applications.ulbId, [...criteria.ulbIds]), isRoutedToOfficer)
        : isRoutedToOfficer;
  return joinListRecordTables(
    db
      .select({ ...LIST_RECORD_COLUMNS, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(applications)
      .$dynamic(),
  )
    .where(
      and(
        sql`${applications.status} <> 'DRAFT'`,
        or(ilike(applications.applicationIdentifier, pattern), ilike(applicants.applicantName, pattern)),
        access,
      ),
    )
    .orderBy(desc(applications.appliedOn), desc(applications.id))
    .limit(criteria.limit)
    .offset(criteria.offset);
}

/** Every district of the state, by name. */
export async function findDistrictNames(db: TDb) {
  const rows = await db.select({ name: districts.name }).from(districts).orderBy(asc(districts.name));
  return rows.map((row) => row.name);
}
