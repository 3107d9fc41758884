import {
  processKindOf,
  type TOfficerLevel,
  type TStageKey,
  type TStageStatus,
  type TWorkflowState,
} from '@anumati/domain';
import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applications, buildings, properties, stageOfficers, stageStates } from '../application/application.table';
import { keepOldAnswers } from '../forms';
import { authorities, ulbs } from '../jurisdiction/jurisdiction.table';
import { officerCharges, officerLeaves } from '../administration/administration.table';
import { officers, roles } from '../officer/officer.table';

/** The application as the engine needs it, with what the service checks around it. */
export async function loadWorkflowState(db: TDb, applicationId: number) {
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!application) return null;
  // Only the columns the state is made of: this runs at least once per transition.
  const rows = await db
    .select({
      stage: {
        id: stageStates.id,
        stageKey: stageStates.stageKey,
        step: stageStates.step,
        name: stageStates.name,
        status: stageStates.status,
        l1Remarks: stageStates.l1Remarks,
        l2Remarks: stageStates.l2Remarks,
      },
      officer: {
        officerLevel: stageOfficers.officerLevel,
        officerId: stageOfficers.officerId,
        action: stageOfficers.action,
        hasTurnRecords: stageOfficers.hasTurnRecords,
      },
    })
    .from(stageStates)
    .leftJoin(stageOfficers, eq(stageOfficers.stageStateId, stageStates.id))
    .where(eq(stageStates.applicationId, applicationId))
    .orderBy(asc(stageStates.sequence), asc(stageOfficers.officerLevel));
  const stages = new Map<
    number,
    TWorkflowState['stages'][number] & { l1Remarks: string | null; l2Remarks: string | null }
  >();
  for (const { stage, officer } of rows) {
    const entry = stages.get(stage.id) ?? {
      id: stage.id,
      key: stage.stageKey,
      step: stage.step,
      lineDepartment: stage.stageKey === 'LINE_DEPARTMENT' ? stage.name : null,
      status: stage.status,
      levels: [],
      l1Remarks: stage.l1Remarks,
      l2Remarks: stage.l2Remarks,
    };
    if (officer) {
      entry.levels = [
        ...entry.levels,
        { level: officer.officerLevel, officerId: officer.officerId, action: officer.action },
      ];
    }
    stages.set(stage.id, entry);
  }
  const state: TWorkflowState = {
    kind: processKindOf(application.applicationType, application.approvalFor),
    status: application.status,
    appliedOn: application.appliedOn,
    step: application.workflowStep,
    stages: [...stages.values()],
    hasHadShortfall: application.hasHadShortfall,
    isFeePaid: application.isFeePaid,
    isFeeChanged: application.isFeeChanged,
    hasHadShowCause: application.isShowCauseRaised,
    clockPausedMs: application.clockPausedMs,
    waitingSince: application.waitingSince,
    deemedDueDate: application.deemedDueDate,
  };
  // Levels from before turns were kept, or written outside the engine, have none yet (recordUnrecordedTurnsOf).
  const hasUnrecordedTurns = rows.some(({ officer }) => officer !== null && !officer.hasTurnRecords);
  return { application, state, stageRows: [...stages.values()], hasUnrecordedTurns };
}

/**
 * The files waiting for the officer now (the routing's load balance), counted per candidate on the officer's
 * index rather than grouped over every open level of the state.
 */
const openFilesOf = sql<number>`(select count(*) from ${stageOfficers}
  where ${stageOfficers.officerId} = ${officers.id} and ${stageOfficers.action} = 'IN_PROCESS')`.mapWith(Number);

/**
 * A column of the application's ULB as a scalar subquery: the candidates are read in one statement (routing runs
 * at every transition), and a missing ULB reads as null, which matches no officer.
 */
const ofUlb = (column: typeof ulbs.districtId | typeof ulbs.authorityId, ulbId: number) =>
  sql`(select ${column} from ${ulbs} where ${ulbs.id} = ${ulbId})`;

/**
 * On duty on an India day (domain staffing.ts): active and on no leave that day (the officers row of the query: an
 * officer's own post, or a charge's holder).
 */
const isOnDuty = (day: string) =>
  and(
    eq(officers.isActive, true),
    sql`not exists (select 1 from ${officerLeaves} where ${officerLeaves.officerId} = ${officers.id}
      and ${officerLeaves.cancelledAt} is null and ${officerLeaves.fromDate} <= ${day}::date
      and ${officerLeaves.toDate} >= ${day}::date)`,
  );

/** The charges held on an India day, by officers on duty that day, of posts meeting `where`. */
function chargesHeld(db: TDb, day: string, where: SQL | undefined) {
  return db
    .select({
      id: officers.id,
      roleName: roles.name,
      lineDepartment: sql<string | null>`null`,
      authorityId: officerCharges.authorityId,
      authorityCode: authorities.code,
      districtId: officerCharges.districtId,
      ulbId: officerCharges.ulbId,
      openFiles: openFilesOf,
    })
    .from(officerCharges)
    .innerJoin(officers, eq(officers.id, officerCharges.holderId))
    .innerJoin(roles, eq(roles.id, officerCharges.roleId))
    .leftJoin(authorities, eq(authorities.id, officerCharges.authorityId))
    .where(
      and(
        isNull(officerCharges.endedAt),
        sql`${officerCharges.fromDate} <= ${day}::date and ${officerCharges.toDate} >= ${day}::date`,
        isOnDuty(day),
        where,
      ),
    );
}

/**
 * Officers who act in this application's jurisdiction on an India day (ARCHITECTURE.md "Staffing"): those of its
 * ULB and the line-department officers of its district, on duty that day; and the holders of a charge of one of its
 * ULB's posts that day, with the post's role (an officer may appear twice: own post and charge). Each with the
 * files waiting for them now and their authority's code (their permission level).
 */
export async function findAssigneeCandidates(db: TDb, application: { ulbId: number }, day: string) {
  const own = db
    .select({
      id: officers.id,
      roleName: roles.name,
      lineDepartment: officers.lineDepartment,
      authorityId: officers.authorityId,
      authorityCode: authorities.code,
      districtId: officers.districtId,
      ulbId: officers.ulbId,
      openFiles: openFilesOf,
    })
    .from(officers)
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .leftJoin(authorities, eq(authorities.id, officers.authorityId))
    .where(
      and(
        isOnDuty(day),
        or(
          eq(officers.ulbId, application.ulbId),
          and(isNotNull(officers.lineDepartment), eq(officers.districtId, ofUlb(ulbs.districtId, application.ulbId))),
        ),
      ),
    );
  return own.unionAll(chargesHeld(db, day, eq(officerCharges.ulbId, application.ulbId)));
}

/**
 * Officers above the ULBs who may be given a deemed file's review when its ULB has nobody (routing.ts
 * chooseEscalatedReviewer): those of its district, of its planning authority, and the state's (no jurisdiction),
 * on duty that day; and the holders of such posts' charges that day.
 */
export async function findEscalationCandidates(db: TDb, application: { ulbId: number }, day: string) {
  const above = (
    table:
      | {
          ulbId: typeof officers.ulbId;
          districtId: typeof officers.districtId;
          authorityId: typeof officers.authorityId;
        }
      | {
          ulbId: typeof officerCharges.ulbId;
          districtId: typeof officerCharges.districtId;
          authorityId: typeof officerCharges.authorityId;
        },
  ) =>
    and(
      isNull(table.ulbId),
      or(
        eq(table.districtId, ofUlb(ulbs.districtId, application.ulbId)),
        and(isNull(table.districtId), eq(table.authorityId, ofUlb(ulbs.authorityId, application.ulbId))),
        and(isNull(table.districtId), isNull(table.authorityId)),
      ),
    );
  const own = db
    .select({
      id: officers.id,
      roleName: roles.name,
      lineDepartment: officers.lineDepartment,
      authorityId: officers.authorityId,
      authorityCode: authorities.code,
      districtId: officers.districtId,
      ulbId: officers.ulbId,
      openFiles: openFilesOf,
    })
    .from(officers)
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .leftJoin(authorities, eq(authorities.id, officers.authorityId))
    .where(and(isOnDuty(day), isNull(officers.lineDepartment), above(officers)));
  return own.unionAll(chargesHeld(db, day, above(officerCharges)));
}

/** Bumps the version only if nobody moved the application since it was read: false means a conflict. */
export async function claimVersion(db: TDb, applicationId: number, version: number): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ version: version + 1 })
    .where(and(eq(applications.id, applicationId), eq(applications.version, version)))
    .returning({ id: applications.id });
  return rows.length === 1;
}

export async function updateApplication(
  db: TDb,
  applicationId: number,
  change: Partial<typeof applications.$inferInsert>,
) {
  await db.update(applications).set(change).where(eq(applications.id, applicationId));
}

export async function updateStage(db: TDb, stageId: number, change: Partial<typeof stageStates.$inferInsert>) {
  await db.update(stageStates).set(change).where(eq(stageStates.id, stageId));
}

export async function updateStageOfficer(
  db: TDb,
  where: { stageId: number; level: string },
  change: { action: TStageStatus; forwardedDate: Date | null },
) {
  await db
    .update(stageOfficers)
    .set(change)
    .where(
      and(eq(stageOfficers.stageStateId, where.stageId), eq(stageOfficers.officerLevel, where.level as 'L1' | 'L2')),
    );
}

export async function insertStage(db: TDb, stage: typeof stageStates.$inferInsert & { stageKey: TStageKey }) {
  const [row] = await db.insert(stageStates).values(stage).returning();
  if (!row) throw new Error('stage insert returned no row');
  return row;
}

/** Hands a level that has no row yet (the level of a stage made just now) to an officer. */
export async function insertStageLevel(db: TDb, officer: typeof stageOfficers.$inferInsert) {
  // Its turns are kept from now on by the workflow service (officer-turns.repository.ts keepOfficerTurns).
  await db.insert(stageOfficers).values({ ...officer, hasTurnRecords: true });
}

/**
 * Hands a level of a stage to an officer. A level handed back (after a shortfall or a show cause) keeps its
 * row and officer; the stage remembers the earlier turn as prevStartDate and prevEndDate.
 */
export async function assignStageLevel(db: TDb, officer: typeof stageOfficers.$inferInsert) {
  const [existing] = await db
    .select()
    .from(stageOfficers)
    .where(
      and(eq(stageOfficers.stageStateId, officer.stageStateId), eq(stageOfficers.officerLevel, officer.officerLevel)),
    );
  if (!existing) {
    await insertStageLevel(db, officer);
    return;
  }
  await db
    .update(stageOfficers)
    .set({ action: 'IN_PROCESS', receivedDate: officer.receivedDate, forwardedDate: null })
    .where(eq(stageOfficers.id, existing.id));
  // The answers before the stage went back stay readable as the old answers (spec 3 §2 'before show cause').
  await keepOldAnswers(db, existing.id);
  await db
    .update(stageStates)
    .set({ prevStartDate: existing.receivedDate, prevEndDate: existing.forwardedDate })
    .where(eq(stageStates.id, officer.stageStateId));
}

/** What a turn's submission gate reads of its application (workflow-commands requireTurnParts). */
export async function findSubmissionGateFacts(db: TDb, applicationId: number) {
  const [application] = await db
    .select({
      applicationType: applications.applicationType,
      approvalFor: applications.approvalFor,
      isFeeSubmitted: applications.isFeeSubmitted,
      isNewWorkflow: applications.newWorkFlow,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return application ?? null;
}

/** The officer's open turn on the application's decision stage, if they hold one. */
export async function findOpenDecisionTurn(db: TDb, applicationId: number, officerId: number) {
  const [decision] = await db
    .select({ stageId: stageStates.id })
    .from(stageStates)
    .innerJoin(stageOfficers, eq(stageOfficers.stageStateId, stageStates.id))
    .where(
      and(
        eq(stageStates.applicationId, applicationId),
        eq(stageStates.stageKey, 'DECISION'),
        eq(stageOfficers.officerId, officerId),
        eq(stageOfficers.action, 'IN_PROCESS'),
      ),
    );
  return decision ?? null;
}

/**
 * What routing reads of the application besides its state, in one statement: the net plot area and the floors
 * (what makes a self-certified file a large one) and the sequence its next stage takes.
 */
export async function findRoutingFacts(db: TDb, applicationId: number) {
  const [row] = await db
    .select({
      netPlotArea: sql<number | null>`(select ${properties.netPlotArea} from ${properties}
        where ${properties.applicationId} = ${applicationId} limit 1)`,
      noOfFloors: sql<number | null>`(select ${buildings.noOfFloors} from ${buildings}
        where ${buildings.applicationId} = ${applicationId} limit 1)`,
      nextSequence: sql<number>`(select coalesce(max(${stageStates.sequence}) + 1, 0) from ${stageStates}
        where ${stageStates.applicationId} = ${applicationId})`.mapWith(Number),
    })
    .from(sql`(values (1)) as one`);
  return { netPlotArea: row?.netPlotArea ?? 0, noOfFloors: row?.noOfFloors ?? 0, nextSequence: row?.nextSequence ?? 0 };
}

/** The open turns of an officer (levels they hold IN_PROCESS), with their files' versions: what a hand-over moves. */
export async function findOpenTurnsOf(db: TDb, officerId: number) {
  const rows = await db
    .select({
      stageOfficerId: stageOfficers.id,
      applicationId: applications.id,
      applicationNumber: applications.applicationIdentifier,
      applicationType: applications.applicationType,
      status: applications.status,
      version: applications.version,
      ulbId: applications.ulbId,
      stageKey: stageStates.stageKey,
      stageName: stageStates.name,
      level: sql<TOfficerLevel>`${stageOfficers.officerLevel}`,
      dueDate: stageStates.dueDate,
    })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .innerJoin(applications, eq(applications.id, stageStates.applicationId))
    .where(and(eq(stageOfficers.officerId, officerId), eq(stageOfficers.action, 'IN_PROCESS')))
    .orderBy(asc(stageStates.dueDate), asc(stageOfficers.id));
  return rows.map((row) => ({ ...row, lineDepartment: row.stageKey === 'LINE_DEPARTMENT' ? row.stageName : null }));
}

/** "First Last (username)" of an officer, as a hand-over names who takes a turn. */
export async function findOfficerLabel(db: TDb, officerId: number) {
  const [row] = await db
    .select({ firstName: officers.firstName, lastName: officers.lastName, username: officers.username })
    .from(officers)
    .where(eq(officers.id, officerId));
  return row ? `${row.firstName} ${row.lastName} (${row.username})` : null;
}
