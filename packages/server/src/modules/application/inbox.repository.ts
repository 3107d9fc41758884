import type { TApplicationStatus, TApplicationType, TDueDayColour, TInboxFilterRule } from '@anumati/domain';
import { and, asc, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { indiaDate } from '../../db/india-days';
import type { TDb } from '../../db/database';
import { officers, roles } from '../officer/officer.table';
import { applicants, applications, buildings, properties, stageOfficers, stageStates } from './application.table';

export type TInboxCriteria = {
  officerId: number;
  rule: TInboxFilterRule;
  hiddenStatuses: readonly TApplicationStatus[];
  search: string | null;
  /** The calendar day (YYYY-MM-DD, India time) the officer received the file. */
  receivedOn: string | null;
  statuses: readonly TApplicationStatus[] | null;
  applicationTypes: readonly TApplicationType[] | null;
  dueDayColours: readonly TDueDayColour[] | null;
  now: Date;
  receivedDateSort: 'ASC' | 'DESC' | null;
  assignedDateSort: 'ASC' | 'DESC' | null;
  limit: number;
  offset: number;
};

/** The applications an officer has worked on or holds, with their own standing on each. */
function officerFiles(db: TDb, officerId: number) {
  return db
    .select({
      applicationId: stageStates.applicationId,
      receivedDate: sql<Date>`min(${stageOfficers.receivedDate})`.as('officer_received_date'),
      isWaiting: sql<boolean>`bool_or(${stageOfficers.action} = 'IN_PROCESS')`.as('is_waiting'),
      hasForwarded: sql<boolean>`bool_or(${stageOfficers.action} <> 'IN_PROCESS')`.as('has_forwarded'),
      // The officer's own standing: waiting on them, else what they last sent.
      officerAction: sql<string>`case when bool_or(${stageOfficers.action} = 'IN_PROCESS') then 'IN_PROCESS'
        else (array_agg(${stageOfficers.action} order by ${stageOfficers.receivedDate} desc))[1] end`.as(
        'officer_action',
      ),
    })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(eq(stageOfficers.officerId, officerId))
    .groupBy(stageStates.applicationId)
    .as('mine');
}

type TOfficerFiles = ReturnType<typeof officerFiles>;

/** A tab's rule (domain INBOX_FILTER_RULES) as SQL over the officer's files. */
function ruleCondition(
  mine: TOfficerFiles,
  rule: TInboxFilterRule,
  hiddenStatuses: readonly TApplicationStatus[],
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (rule.officerActions === 'FORWARDED') conditions.push(eq(mine.hasForwarded, true));
  else if (rule.officerActions?.includes('IN_PROCESS')) conditions.push(eq(mine.isWaiting, true));
  if (rule.statuses) conditions.push(inArray(applications.status, [...rule.statuses]));
  const excluded = [...(rule.excludeStatuses ?? []), ...hiddenStatuses];
  if (excluded.length > 0) conditions.push(notInArray(applications.status, excluded));
  if (rule.singleWindowOnly) conditions.push(eq(applications.applicationType, 'SINGLE WINDOW'));
  return and(...conditions);
}

/** One page of the applications routed to an officer, with the total; three queries whatever the page size. */
export async function findInboxPage(db: TDb, criteria: TInboxCriteria) {
  const mine = officerFiles(db, criteria.officerId);
  const conditions: (SQL | undefined)[] = [ruleCondition(mine, criteria.rule, criteria.hiddenStatuses)];
  if (criteria.statuses?.length) conditions.push(inArray(applications.status, [...criteria.statuses]));
  if (criteria.applicationTypes?.length) {
    conditions.push(inArray(applications.applicationType, [...criteria.applicationTypes]));
  }
  if (criteria.dueDayColours?.length) {
    // India days from today to the due day (the day before the due instant), as domain's daysLeft counts them.
    const dueDay = indiaDate(sql`${applications.dueDate} - interval '1 millisecond'`);
    const daysLeft = sql`(${dueDay} - ${indiaDate(sql`${criteria.now.toISOString()}::timestamptz`)})`;
    const bands = { red: sql`${daysLeft} <= 3`, orange: sql`${daysLeft} between 4 and 6`, green: sql`${daysLeft} > 6` };
    conditions.push(or(...criteria.dueDayColours.map((colour) => bands[colour])));
  }
  if (criteria.search) {
    const pattern = `%${criteria.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(applications.applicationIdentifier, pattern), ilike(applicants.applicantName, pattern)));
  }
  if (criteria.receivedOn) {
    conditions.push(sql`(${mine.receivedDate} at time zone 'Asia/Kolkata')::date = ${criteria.receivedOn}::date`);
  }

  const order: SQL[] = [];
  if (criteria.assignedDateSort) {
    order.push(criteria.assignedDateSort === 'DESC' ? desc(applications.assignedDate) : asc(applications.assignedDate));
  }
  // Spec 1 §2.5: old to new by default.
  order.push(criteria.receivedDateSort === 'DESC' ? desc(mine.receivedDate) : asc(mine.receivedDate));
  order.push(asc(applications.id));

  const where = and(...conditions);
  const rows = await db
    .select({
      application: applications,
      applicantName: applicants.applicantName,
      officerReceivedDate: mine.receivedDate,
      officerAction: mine.officerAction,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(mine, eq(mine.applicationId, applications.id))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(where)
    .orderBy(...order)
    .limit(criteria.limit)
    .offset(criteria.offset);

  const ids = rows.map((row) => row.application.id);
  const [plots, stages] = await Promise.all([findPlots(db, ids), findStageStates(db, ids)]);
  // A page past the end has no row to carry the window count, so only then count apart.
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && criteria.offset > 0) {
    const [counted] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(applications)
      .innerJoin(mine, eq(mine.applicationId, applications.id))
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .where(where);
    totalCount = counted?.count ?? 0;
  }
  return { rows, totalCount, plots, stages };
}

export async function findPlots(db: TDb, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: properties.applicationId,
      plotAddress: properties.plotAddress,
      actualPlotArea: properties.actualPlotArea,
      village: properties.village,
      noOfFloors: buildings.noOfFloors,
    })
    .from(properties)
    .leftJoin(buildings, eq(buildings.applicationId, properties.applicationId))
    .where(inArray(properties.applicationId, applicationIds));
}

export async function findStageStates(db: TDb, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      stage: stageStates,
      officer: {
        id: stageOfficers.id,
        officerId: stageOfficers.officerId,
        officerLevel: stageOfficers.officerLevel,
        action: stageOfficers.action,
        receivedDate: stageOfficers.receivedDate,
        forwardedDate: stageOfficers.forwardedDate,
        firstName: officers.firstName,
        lastName: officers.lastName,
        roleName: roles.name,
      },
    })
    .from(stageStates)
    .leftJoin(stageOfficers, eq(stageOfficers.stageStateId, stageStates.id))
    .leftJoin(officers, eq(officers.id, stageOfficers.officerId))
    .leftJoin(roles, eq(roles.id, officers.roleId))
    .where(inArray(stageStates.applicationId, applicationIds))
    .orderBy(asc(stageStates.sequence), asc(stageOfficers.officerLevel));
}

/** One application with what its list record shows; null when there is none. */
export async function findApplicationRecord(db: TDb, applicationId: number) {
  const [row] = await db
    .select({ application: applications, applicantName: applicants.applicantName })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  const [plots, stages] = await Promise.all([findPlots(db, [applicationId]), findStageStates(db, [applicationId])]);
  return { row, plots, stages };
}

/** How many files each tab holds for an officer, in one pass over their files. */
export async function countInboxTabs(
  db: TDb,
  input: {
    officerId: number;
    rules: readonly { filter: string; rule: TInboxFilterRule }[];
    hiddenStatuses: readonly TApplicationStatus[];
    applicationTypes: readonly TApplicationType[] | null;
  },
) {
  const mine = officerFiles(db, input.officerId);
  const counts = Object.fromEntries(
    input.rules.map(({ filter, rule }) => [
      filter,
      sql<number>`count(*) filter (where ${ruleCondition(mine, rule, input.hiddenStatuses) ?? sql`true`})`.mapWith(
        Number,
      ),
    ]),
  );
  const [row] = await db
    .select(counts)
    .from(applications)
    .innerJoin(mine, eq(mine.applicationId, applications.id))
    .where(
      input.applicationTypes?.length ? inArray(applications.applicationType, [...input.applicationTypes]) : undefined,
    );
  return input.rules.map(({ filter }) => ({ filter, count: Number(row?.[filter] ?? 0) }));
}
