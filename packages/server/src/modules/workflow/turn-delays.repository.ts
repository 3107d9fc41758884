import {
  daysDelayed,
  daysTaken,
  delayBandPositionOf,
  delayUnchangedWithin,
  dueInstantsByDelayBand,
  isOpenTurn,
  recordedOpenTurnDelay,
  turnLateDayNumber,
  turnDueDate,
  turnEnd,
  type TApplicationType,
  type TOfficerTurn,
  type TStageKey,
  type TStageStatus,
} from '@anumati/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TDb } from '../../db/database';
import { sqlList } from '../../db/sql-list';
import { hostname } from 'node:os';
import { finishSchedulerRun, startSchedulerRun } from '../scheduler';
import { recordUnrecordedTurns } from './officer-turns.repository';
import { heldPastDueCounts, turnDelays } from '../reports/reports.table';

/**
 * The chasing cell's read model `turn_delays` (reports.table.ts): written here only. Every figure of a turn is
 * computed by packages/domain's officer-delay.ts (turnDueDate, turnEnd, isOpenTurn, daysDelayed, daysTaken) from
 * the turn's source rows (officer_turns with its stage level, stage and file) — the SQL below reads those rows
 * and writes the results, it never computes lateness.
 */

/** What the domain needs of one turn, and what the read model copies beside its figures. */
type TTurnSource = {
  turn_id: number;
  application_id: number;
  ulb_id: number;
  application_type: TApplicationType;
  officer_id: number;
  stage_key: TStageKey;
  stage_name: string;
  action: TStageStatus;
  received_date: Date | string;
  forwarded_date: Date | string | null;
  ended_at: Date | string | null;
  due_days: number;
};

/** Rows a batch of the rebuild, the sweep or the backfill reads and writes at once. */
const BATCH = 5000;

async function rows<TRow>(db: TDb, query: SQL): Promise<TRow[]> {
  // Both drivers answer raw SQL with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: TRow[] };
  return result.rows;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The source rows of the turns that meet `condition` (on t, so, ss, a), in turn order, `limit` of them. */
function turnSources(db: TDb, condition: SQL, limit?: number) {
  return rows<TTurnSource>(
    db,
    sql`
      select t.id as turn_id, ss.application_id, a.ulb_id, a.application_type,
        -- Who held the turn: written on it when the level was handed over since (issue 52), else the level's officer.
        coalesce(t.officer_id, so.officer_id) as officer_id, ss.stage_key,
        ss.name as stage_name, so.action, t.received_date, t.forwarded_date, t.ended_at, ss.due_days
      from officer_turns t
      join stage_officers so on so.id = t.stage_officer_id
      join stage_states ss on ss.id = so.stage_state_id
      join applications a on a.id = ss.application_id
      where ${condition}
      order by t.id
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
}

/** One turn's row of the read model, its figures from the domain at `now`. */
function turnDelayOf(source: TTurnSource, now: Date): typeof turnDelays.$inferInsert {
  const turn: TOfficerTurn = {
    receivedDate: asDate(source.received_date),
    dueDays: source.due_days,
    endedAt: source.ended_at === null ? null : asDate(source.ended_at),
  };
  const isOpen = isOpenTurn(turn);
  const delay = daysDelayed(turn, now);
  return {
    turnId: source.turn_id,
    applicationId: source.application_id,
    ulbId: source.ulb_id,
    applicationType: source.application_type,
    officerId: source.officer_id,
    stageKey: source.stage_key,
    stageName: source.stage_name,
    action: source.action,
    receivedDate: turn.receivedDate,
    forwardedDate: source.forwarded_date === null ? null : asDate(source.forwarded_date),
    dueAt: turnDueDate(turn),
    dueDayNumber: turnLateDayNumber(turn),
    endedAt: isOpen ? null : turnEnd(turn, now),
    isOpen,
    // An open turn's days are counted when read (from dueDayNumber); its band is kept true by the sweep.
    daysDelayed: isOpen ? recordedOpenTurnDelay(delay) : delay,
    delayBand: delayBandPositionOf(delay),
    daysTaken: isOpen ? null : daysTaken(turn, now),
    computedAt: now,
  };
}

/** The read model's columns with their SQL types, in one order (the batch is sent as one JSON parameter). */
const COLUMNS = [
  ['turn_id', 'int'],
  ['application_id', 'int'],
  ['ulb_id', 'int'],
  ['application_type', 'text'],
  ['officer_id', 'int'],
  ['stage_key', 'text'],
  ['stage_name', 'text'],
  ['action', 'text'],
  ['received_date', 'timestamptz'],
  ['forwarded_date', 'timestamptz'],
  ['due_at', 'timestamptz'],
  ['due_day_number', 'int'],
  ['ended_at', 'timestamptz'],
  ['is_open', 'boolean'],
  ['days_delayed', 'int'],
  ['delay_band', 'smallint'],
  ['days_taken', 'int'],
  ['computed_at', 'timestamptz'],
] as const;
const COLUMN_LIST = sql.raw(COLUMNS.map(([name]) => name).join(', '));
const RECORD_TYPE = sql.raw(COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '));
const SET_FROM_EXCLUDED = sql.raw(
  COLUMNS.slice(1)
    .map(([name]) => `${name} = excluded.${name}`)
    .join(', '),
);

/**
 * Writes rows (new or again) a batch at a time. Decision: a batch goes as one JSON parameter read by
 * jsonb_to_recordset rather than as an insert of thousands of bound values, which both drivers take alike and
 * which is several times faster to build and to parse at the sweep's and the rebuild's sizes.
 */
async function upsert(db: TDb, sources: readonly TTurnSource[], now: Date) {
  for (let start = 0; start < sources.length; start += BATCH) {
    const batch = sources.slice(start, start + BATCH).map((source) => {
      const row = turnDelayOf(source, now);
      return {
        turn_id: row.turnId,
        application_id: row.applicationId,
        ulb_id: row.ulbId,
        application_type: row.applicationType,
        officer_id: row.officerId,
        stage_key: row.stageKey,
        stage_name: row.stageName,
        action: row.action,
        received_date: row.receivedDate,
        forwarded_date: row.forwardedDate,
        due_at: row.dueAt,
        due_day_number: row.dueDayNumber,
        ended_at: row.endedAt,
        is_open: row.isOpen,
        days_delayed: row.daysDelayed,
        delay_band: row.delayBand,
        days_taken: row.daysTaken,
        computed_at: row.computedAt,
      };
    });
    await db.execute(sql`
      insert into turn_delays (${COLUMN_LIST})
      select ${COLUMN_LIST} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(${RECORD_TYPE})
      on conflict (turn_id) do update set ${SET_FROM_EXCLUDED}`);
  }
}

/**
 * Each late turn's previous turns (reports.table.ts: previous late, previous held, previous in band), made again
 * for every turn of these files (all files when null). Every turn they name is one of the same file's, and a
 * file's turns are written under its lock (a transition's, or the sweep's refreshLocked), so a file's rows and
 * these are always made from one state. Ties on the day received go by turn id.
 */
async function keepPreviousTurns(db: TDb, applicationIds: readonly number[] | null) {
  const scope = applicationIds === null ? sql`true` : sql`application_id in (${sqlList(applicationIds)})`;
  await db.execute(sql`
    update turn_delays t
    set previous_late_received = p.late, previous_held_received = p.held, previous_in_band_received = p.in_band
    from (
      select turn_id,
        case when days_delayed > 0 then lag(received_date) over late end as late,
        case when is_open and days_delayed > 0 then lag(received_date) over held end as held,
        case when days_delayed > 0 then lag(received_date) over in_band end as in_band
      from turn_delays
      where ${scope}
      window late as (partition by officer_id, application_id, days_delayed > 0 order by received_date, turn_id),
        held as (partition by officer_id, application_id, is_open and days_delayed > 0 order by received_date, turn_id),
        in_band as (partition by application_id, delay_band order by received_date, turn_id)
    ) p
    where p.turn_id = t.turn_id
      and (t.previous_late_received is distinct from p.late or t.previous_held_received is distinct from p.held
        or t.previous_in_band_received is distinct from p.in_band)`);
}

/** How many turns of each of these files are held now past their due date, as the read model says. */
async function heldTurnsOf(db: TDb, applicationIds: readonly number[]) {
  const held = await rows<{ application_id: number; turns: number }>(
    db,
    sql`select application_id, count(*)::int as turns from turn_delays
      where is_open and days_delayed > 0 and application_id in (${sqlList(applicationIds)})
      group by application_id`,
  );
  return new Map(held.map((row) => [row.application_id, row.turns]));
}

/**
 * Writes turns' rows, their files' previous turns, and moves the held-past-due counts by what changed: per file,
 * its held turns before and after (all its turns, whether in this batch or not), and whether it is held past due
 * at all.
 */
async function writeTurns(db: TDb, sources: readonly TTurnSource[], now: Date) {
  if (sources.length === 0) return;
  const files = new Map(sources.map((source) => [source.application_id, source]));
  const ids = [...files.keys()];
  const before = await heldTurnsOf(db, ids);
  await upsert(db, sources, now);
  await keepPreviousTurns(db, ids);
  const after = await heldTurnsOf(db, ids);
  const moves = new Map<string, { ulbId: number; applicationType: TApplicationType; files: number; turns: number }>();
  for (const [id, file] of files) {
    const was = before.get(id) ?? 0;
    const is = after.get(id) ?? 0;
    if (was === is) continue;
    const key = `${file.ulb_id}|${file.application_type}`;
    const move = moves.get(key) ?? { ulbId: file.ulb_id, applicationType: file.application_type, files: 0, turns: 0 };
    move.turns += is - was;
    move.files += Number(is > 0) - Number(was > 0);
    moves.set(key, move);
  }
  for (const move of moves.values()) {
    await db
      .insert(heldPastDueCounts)
      .values(move)
      .onConflictDoUpdate({
        target: [heldPastDueCounts.ulbId, heldPastDueCounts.applicationType],
        set: {
          files: sql`${heldPastDueCounts.files} + ${move.files}`,
          turns: sql`${heldPastDueCounts.turns} + ${move.turns}`,
        },
      });
  }
}

/**
 * Writes again the rows of one file's turns, inside the transition's transaction (workflow.service): whatever
 * the transition did (a turn forwarded or opened, the file decided, sent to the applicant, back from them) is
 * in the file's source rows, so its turns are computed afresh from them.
 */
export async function keepTurnDelaysOf(db: TDb, applicationId: number, now: Date) {
  await writeTurns(db, await turnSources(db, sql`ss.application_id = ${applicationId}`), now);
}

export type TTurnDelaySweep = { refreshed: number; added: number };

/**
 * Recomputes some turns (those meeting `condition`), writing the rows that changed, with their files locked: a
 * transition of one of those files waits for this batch, or this batch for it, so a row computed from rows the
 * transition is changing never overwrites what the transition kept. Files are locked in id order, as one
 * transition locks one file (its version), so two writers cannot wait for each other.
 */
async function refreshLocked(
  db: TDatabase,
  condition: SQL,
  now: Date,
  isChanged: (row: typeof turnDelays.$inferInsert) => boolean,
) {
  return db.transaction(async (tx) => {
    const files = await rows<{ application_id: number }>(
      tx,
      sql`select distinct ss.application_id from officer_turns t join stage_officers so on so.id = t.stage_officer_id
        join stage_states ss on ss.id = so.stage_state_id where ${condition}`,
    );
    if (files.length === 0) return 0;
    await tx.execute(
      sql`select id from applications where id in (${sqlList(files.map((file) => file.application_id))}) order by id for update`,
    );
    const sources = await turnSources(tx, condition);
    const changed = sources.filter((source) => isChanged(turnDelayOf(source, now)));
    await writeTurns(tx, changed, now);
    return changed.length;
  });
}

/**
 * What time alone changes, for the deadline scheduler's run: the open turns whose delay band moved get their
 * figures at `now`, and turns missing from the read model (a database that held turns before the model existed,
 * rows written outside the engine) are added. An open turn's days are not recorded (the reports count them from
 * its due day's number), so a day in which no band moved and no turn fell late writes nothing.
 */
export async function sweepTurnDelays(db: TDatabase, now: Date): Promise<TTurnDelaySweep> {
  const sweep: TTurnDelaySweep = { refreshed: await refreshOpenTurnDelays(db, now), added: 0 };
  // Stage levels without turns (rows from before turns were kept, or written outside the engine) get theirs.
  await db.transaction((tx) => recordUnrecordedTurns(tx, sql`true`));
  let after = 0;
  for (;;) {
    const missing = await rows<{ turn_id: number }>(
      db,
      sql`select t.id as turn_id from officer_turns t
        where t.id > ${after} and not exists (select 1 from turn_delays td where td.turn_id = t.id)
        order by t.id limit ${BATCH}`,
    );
    if (missing.length === 0) break;
    after = missing.at(-1)?.turn_id ?? after;
    sweep.added += await refreshLocked(
      db,
      sql`t.id in (${sqlList(missing.map((row) => row.turn_id))})`,
      now,
      () => true,
    );
  }
  return sweep;
}

/** Open turns whose recorded delay band is `position` (null: not late). */
const recordedInBand = (position: number | null) =>
  position === null ? sql`delay_band is null` : sql`delay_band = ${position}`;

/**
 * The open turns whose band moved get their figures at `now` (the sweep's first part, which a report read
 * before the day's first sweep runs too): for each band now (domain: dueInstantsByDelayBand), the open turns
 * due in its range but recorded in another, each pair a range of turn_delays_open_band_idx, so a day in which
 * few turns change band reads few. Returns the rows written.
 */
async function refreshOpenTurnDelays(db: TDatabase, now: Date): Promise<number> {
  const bands = dueInstantsByDelayBand(now);
  const moved = bands.flatMap((band) => {
    const due = [
      band.from === null ? sql`true` : sql`due_at >= ${band.from.toISOString()}::timestamptz`,
      band.to === null ? sql`true` : sql`due_at < ${band.to.toISOString()}::timestamptz`,
    ];
    return bands
      .filter((recorded) => recorded.position !== band.position)
      .map((recorded) => sql`(${recordedInBand(recorded.position)} and ${sql.join(due, sql` and `)})`);
  });
  const stale = await rows<{ turn_id: number; delay_band: number | null }>(
    db,
    sql`select turn_id, delay_band from turn_delays where is_open and (${sql.join(moved, sql` or `)})
      order by turn_id`,
  );
  let refreshed = 0;
  for (let start = 0; start < stale.length; start += BATCH) {
    const batch = stale.slice(start, start + BATCH);
    const recorded = new Map(batch.map((row) => [row.turn_id, row.delay_band]));
    refreshed += await refreshLocked(
      db,
      sql`t.id in (${sqlList(batch.map((row) => row.turn_id))})`,
      now,
      // Changed when its band moved, or when a transition ended it meanwhile (then the transition wrote it).
      (row) => recorded.get(row.turnId ?? -1) !== row.delayBand || !row.isOpen,
    );
  }
  return refreshed;
}

/** The scheduler_runs name of a refresh made for a report read (turnDelaysAsOf). */
const TURN_DELAYS_READ_REFRESH = 'turn-delays-read-refresh';

/**
 * Makes the chasing cell's figures true at `now`, the instant a report reads them (ARCHITECTURE.md "The simulated
 * year counts from what happened"), not only after the scheduler's sweep. Every row a transition writes is
 * computed at its instant; only open turns change with time alone, and an open turn's delay changes only at
 * India midnight (delayUnchangedWithin). So the figures are already true when the latest complete refresh of
 * the open turns — the sweep of a completed run of `sweepRunName` (the deadline scheduler's), or an earlier
 * refresh made here — began in now's India day after its midnight, and not after `now`: one indexed look-up of
 * scheduler_runs. Otherwise (a read
 * after midnight before the day's first sweep, or at a midnight) the open turns are refreshed here first, and the
 * refresh is recorded so that the day's next readers need not; a refresh found nothing to do costs the index
 * range of the stale open turns only. Returns whether it refreshed.
 */
export async function turnDelaysAsOf(db: TDatabase, now: Date, sweepRunName: string): Promise<boolean> {
  const today = delayUnchangedWithin(now);
  // The latest complete refresh of either kind; one begun after `now` (a clock behind another process's) is no
  // warrant for rows computed later than the instant read.
  const [latest] = await rows<{ started_at: Date | string | null }>(
    db,
    sql`select max(started_at) as started_at from scheduler_runs
      where name in (${sweepRunName}, ${TURN_DELAYS_READ_REFRESH}) and outcome = 'DONE'`,
  );
  const latestAt = latest?.started_at ? asDate(latest.started_at).getTime() : null;
  const isFresh =
    latestAt !== null && latestAt > today.from.getTime() && latestAt < today.to.getTime() && latestAt <= now.getTime();
  if (isFresh) return false;
  const runId = await startSchedulerRun(db, { name: TURN_DELAYS_READ_REFRESH, process: READER, startedAt: now });
  try {
    const refreshed = await refreshOpenTurnDelays(db, now);
    await finishSchedulerRun(db, runId, { finishedAt: now, outcome: 'DONE', work: { refreshed } });
  } catch (error) {
    await finishSchedulerRun(db, runId, {
      finishedAt: now,
      outcome: 'FAILED',
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
  return true;
}

const READER = `${hostname()}:${process.pid}`;

/** Makes the read model again from the source tables, at `now` (after a bulk load; the test compares). */
export async function rebuildTurnDelays(db: TDb, now: Date) {
  await db.delete(turnDelays);
  await db.delete(heldPastDueCounts);
  await recordUnrecordedTurns(db, sql`true`);
  let after = 0;
  for (;;) {
    const sources = await turnSources(db, sql`t.id > ${after}`, BATCH);
    if (sources.length === 0) break;
    after = sources.at(-1)?.turn_id ?? after;
    await upsert(db, sources, now);
  }
  await keepPreviousTurns(db, null);
  await db.execute(sql`
    insert into held_past_due_counts (ulb_id, application_type, files, turns)
    select ulb_id, application_type, count(distinct application_id)::int, count(*)::int
    from turn_delays where is_open and days_delayed > 0
    group by ulb_id, application_type`);
}

/** The held-past-due counts, zero rows aside, in one order (for comparing the kept with the rebuilt). */
export async function readHeldPastDueCounts(db: TDb) {
  const counts = await db.select().from(heldPastDueCounts);
  return counts
    .filter((row) => row.files !== 0 || row.turns !== 0)
    .map((row) => `${row.ulbId}|${row.applicationType}: ${row.files} files, ${row.turns} turns`)
    .sort();
}

/**
 * The dashboard's figures of what is held now past its due date, from the counts (a few rows per ULB): turns,
 * and files (a file held by two officers at once is one file).
 */
export async function sumHeldPastDue(
  db: TDb,
  criteria: { ulbIds: readonly number[] | null; applicationTypes: readonly TApplicationType[] | null },
) {
  if (criteria.ulbIds?.length === 0) return { files: 0, turns: 0 };
  const conditions: SQL[] = [sql`true`];
  if (criteria.ulbIds) {
    conditions.push(sql`ulb_id in (${sqlList(criteria.ulbIds)})`);
  }
  if (criteria.applicationTypes?.length) {
    conditions.push(sql`application_type in (${sqlList(criteria.applicationTypes)})`);
  }
  const [row] = await rows<{ files: number; turns: number }>(
    db,
    sql`select coalesce(sum(files), 0)::int as files, coalesce(sum(turns), 0)::int as turns
      from held_past_due_counts where ${sql.join(conditions, sql` and `)}`,
  );
  return row ?? { files: 0, turns: 0 };
}

/** Every row of the read model, in turn order (for comparing the kept with the rebuilt). */
export function readTurnDelays(db: TDb) {
  return db.select().from(turnDelays).orderBy(turnDelays.turnId);
}
