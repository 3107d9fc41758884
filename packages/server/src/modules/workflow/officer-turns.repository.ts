import { turnChanges, unrecordedTurn, type TApplicationStatus } from '@anumati/domain';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applications, officerTurns, stageOfficers, stageStates } from '../application/application.table';

/**
 * Officers' turns (officer_turns, issue 14): which officer held which stage level of a file from when to when.
 * What begins and ends a turn is the domain's (officer-delay.ts `turnChanges`, `unrecordedTurn`); this file
 * reads and writes the rows.
 */

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Records one turn for each stage level meeting `condition` (on so, ss, a) that has none: rows from before
 * turns were kept, or written outside the engine (the bulk seed, fixtures); a level never held gets none
 * (officer-delay.ts unrecordedTurn). Returns how many it recorded.
 */
export async function recordUnrecordedTurns(db: TDb, condition: SQL): Promise<number> {
  const unrecorded = sql`not so.has_turn_records`;
  // Their files are locked first (in id order, as a transition locks its file), so a transition of one of them
  // and this never both record the same level.
  const locked = (await db.execute(sql`
    select id from applications where id in (
      select ss.application_id from stage_officers so
      join stage_states ss on ss.id = so.stage_state_id
      join applications a on a.id = ss.application_id
      where ${condition} and ${unrecorded})
    order by id for update`)) as unknown as { rows: unknown[] };
  // Nothing to record (every file the engine routed): one query.
  if (locked.rows.length === 0) return 0;
  const result = (await db.execute(sql`
    select so.id, so.received_date, so.forwarded_date, a.status, coalesce(a.decided_at, a.updated_at) as finished_at,
      a.waiting_since
    from stage_officers so
    join stage_states ss on ss.id = so.stage_state_id
    join applications a on a.id = ss.application_id
    where ${condition} and ${unrecorded}
    order by so.id`)) as unknown as {
    rows: {
      id: number;
      received_date: Date | string;
      forwarded_date: Date | string | null;
      status: TApplicationStatus;
      finished_at: Date | string;
      waiting_since: Date | string | null;
    }[];
  };
  const turns = result.rows.flatMap((row) => {
    const forwardedDate = row.forwarded_date === null ? null : asDate(row.forwarded_date);
    const turn = unrecordedTurn({
      receivedDate: asDate(row.received_date),
      forwardedDate,
      applicationStatus: row.status,
      finishedAt: asDate(row.finished_at),
      waitingSince: row.waiting_since === null ? null : asDate(row.waiting_since),
    });
    return turn ? [{ stageOfficerId: row.id, ...turn, forwardedDate }] : [];
  });
  for (let start = 0; start < turns.length; start += 5000) {
    await db.insert(officerTurns).values(turns.slice(start, start + 5000));
  }
  const ids = result.rows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += 5000) {
    await db
      .update(stageOfficers)
      .set({ hasTurnRecords: true })
      .where(inArray(stageOfficers.id, ids.slice(start, start + 5000)));
  }
  return turns.length;
}

/** The same for one file's levels (before a transition changes them). */
export function recordUnrecordedTurnsOf(db: TDb, applicationId: number): Promise<number> {
  return recordUnrecordedTurns(db, sql`ss.application_id = ${applicationId}`);
}

/**
 * Ends and begins the file's turns after a transition (in its transaction): a turn whose level is no longer held
 * ends at `endedAt` (when the transition took effect), a level newly held begins a turn at `receivedAt`.
 */
export async function keepOfficerTurns(
  db: TDb,
  applicationId: number,
  at: { endedAt: Date; receivedAt: Date },
): Promise<void> {
  // The levels with their open turns, in one statement (this runs at every transition).
  const rows = await db
    .select({
      stageOfficerId: stageOfficers.id,
      action: stageOfficers.action,
      stageStatus: stageStates.status,
      applicationStatus: applications.status,
      openTurnId: officerTurns.id,
    })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .innerJoin(applications, eq(applications.id, stageStates.applicationId))
    .leftJoin(officerTurns, and(eq(officerTurns.stageOfficerId, stageOfficers.id), isNull(officerTurns.endedAt)))
    .where(eq(stageStates.applicationId, applicationId))
    // Turns begun together get their ids in their levels' order, whatever plan the database chose.
    .orderBy(stageOfficers.id);
  if (rows.length === 0) return;
  const levels = [...new Map(rows.map(({ openTurnId: _turn, ...level }) => [level.stageOfficerId, level])).values()];
  const open = rows.flatMap((row) =>
    row.openTurnId === null ? [] : [{ turnId: row.openTurnId, stageOfficerId: row.stageOfficerId }],
  );
  const changes = turnChanges(levels, open);
  for (const ending of changes.ending) {
    await db
      .update(officerTurns)
      .set({ endedAt: at.endedAt, forwardedDate: ending.isForwarded ? at.endedAt : null })
      .where(eq(officerTurns.id, ending.turnId));
  }
  if (changes.starting.length > 0) {
    await db
      .insert(officerTurns)
      .values(changes.starting.map((stageOfficerId) => ({ stageOfficerId, receivedDate: at.receivedAt })));
  }
}

/** The turns of these files, each with its stage's due days (the officer search's delay and penalty columns). */
export async function findTurnsOfFiles(db: TDb, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: stageStates.applicationId,
      receivedDate: officerTurns.receivedDate,
      endedAt: officerTurns.endedAt,
      dueDays: stageStates.dueDays,
    })
    .from(officerTurns)
    .innerJoin(stageOfficers, eq(stageOfficers.id, officerTurns.stageOfficerId))
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(inArray(stageStates.applicationId, [...applicationIds]));
}

/**
 * Hands one level to another officer (issue 52, workflow.service handOverTurns): the level's earlier turns keep
 * their holder (written on them), its open turn ends at `at`, the level is the new officer's, and their turn
 * begins at `at`. The stage's due date stays: the Act's clock runs on whoever holds the file.
 */
export async function handOverLevel(
  db: TDb,
  change: { stageOfficerId: number; fromOfficerId: number; toOfficerId: number; at: Date },
): Promise<void> {
  await db
    .update(officerTurns)
    .set({ officerId: change.fromOfficerId })
    .where(and(eq(officerTurns.stageOfficerId, change.stageOfficerId), isNull(officerTurns.officerId)));
  await db
    .update(officerTurns)
    .set({ endedAt: change.at })
    .where(and(eq(officerTurns.stageOfficerId, change.stageOfficerId), isNull(officerTurns.endedAt)));
  await db
    .update(stageOfficers)
    .set({ officerId: change.toOfficerId })
    .where(eq(stageOfficers.id, change.stageOfficerId));
  await db.insert(officerTurns).values({ stageOfficerId: change.stageOfficerId, receivedDate: change.at });
}
