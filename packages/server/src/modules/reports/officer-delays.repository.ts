import {
  deemedAlertClockStartedBy,
  postVerificationAlertClockStartedBy,
  SHORTFALL_OUTCOMES,
  type TApplicationStatus,
  type TApplicationType,
  type TApprovalFor,
  type TStageKey,
  indiaDayNumber,
} from '@anumati/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { indiaDayNumberOf } from '../../db/india-days';
import { sqlList } from '../../db/sql-list';
import {
  decisionClockStartDay,
  isDecisionClockRunning,
  isPostVerificationRunning,
} from '../application/application.table';

/**
 * The chasing cell's SQL. Every turn figure (due date, end, delay, days taken, openness) is read from the read
 * model `turn_delays` (turn-delays.repository.ts), where packages/domain's officer-delay.ts computed it: the
 * queries below count and rank those figures and never compute lateness themselves, but for an open turn's days,
 * which grow every India day and are counted from its due day's number as read (daysLateSince).
 */
export type TTurnCriteria = {
  ulbIds: readonly number[] | null;
  applicationTypes: readonly TApplicationType[] | null;
  stages: readonly TStageKey[] | null;
  /** Turns received in [from, to) (null: any time). */
  from: Date | null;
  to: Date | null;
  now: Date;
};

async function rows<TRow>(db: TDb, query: SQL): Promise<TRow[]> {
  // Both drivers answer raw SQL with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: TRow[] };
  return result.rows;
}

function applicationConditions(criteria: Pick<TTurnCriteria, 'ulbIds' | 'applicationTypes'>, alias = 'a'): SQL {
  const parts: SQL[] = [sql`true`];
  const a = sql.raw(alias);
  if (criteria.ulbIds)
    parts.push(criteria.ulbIds.length ? sql`${a}.ulb_id in (${sqlList(criteria.ulbIds)})` : sql`false`);
  if (criteria.applicationTypes?.length)
    parts.push(sql`${a}.application_type in (${sqlList(criteria.applicationTypes)})`);
  return sql.join(parts, sql` and `);
}

/** The read model's turns that meet the criteria (and `extra`), as a condition on turn_delays `t`. */
function turnConditions(criteria: TTurnCriteria, extra: SQL[] = []): SQL {
  const conditions: SQL[] = [applicationConditions(criteria, 't'), ...extra];
  if (criteria.stages?.length) conditions.push(sql`t.stage_key in (${sqlList(criteria.stages)})`);
  if (criteria.from) conditions.push(sql`t.received_date >= ${criteria.from.toISOString()}::timestamptz`);
  if (criteria.to) conditions.push(sql`t.received_date < ${criteria.to.toISOString()}::timestamptz`);
  return sql.join(conditions, sql` and `);
}

/** Turns held now past their due date: open, and late (the partial index turn_delays_held_idx). */
const HELD_PAST_DUE = sql`t.is_open and t.days_delayed > 0`;
/** Turns late, ended or not (the partial index turn_delays_late_idx). */
const DELAYED = sql`t.days_delayed > 0`;

/**
 * A turn `t`'s due day number (reports.table.ts dueDayNumber), from its due instant in a row an earlier release
 * wrote without it.
 */
const DUE_DAY_NUMBER = sql`coalesce(t.due_day_number, ${indiaDayNumberOf(sql`t.due_at`)})`;

/**
 * The days at `now` of an open turn late since the day numbered `dueDayNumber`: now's India day number minus it,
 * plus 1 (domain: daysDelayed, turnLateDayNumber). The read model records an open turn's band, not its days
 * (reports.table.ts daysDelayed).
 */
const daysLateSince = (now: Date, dueDayNumber: SQL) => sql`(${indiaDayNumber(now) + 1} - ${dueDayNumber})`;
const openDaysLate = (now: Date) => daysLateSince(now, DUE_DAY_NUMBER);

/** A turn `t`'s days delayed at `now`: recorded for an ended turn, counted for an open one. For a page's rows. */
function daysDelayedAt(now: Date): SQL {
  return sql`(case when ${HELD_PAST_DUE} then ${openDaysLate(now)} else t.days_delayed end)`;
}

/**
 * The total and the longest delay at `now` of a group of turns `t`: the recorded days (an open late turn's are its
 * band's first day, never more than its days now), with each open late turn's difference added to the total and
 * its days now in the longest. As aggregates over whole numbers: the figures over hundreds of thousands of turns
 * compute nothing per turn but a sum (converting each due instant took 130 ms more at a million files).
 */
const totalDaysDelayed = (now: Date) =>
  sql`(sum(t.days_delayed) + coalesce(sum(${openDaysLate(now)} - t.days_delayed) filter (where ${HELD_PAST_DUE}), 0))`;
const longestDaysDelayed = (now: Date) =>
  sql`greatest(max(t.days_delayed), ${daysLateSince(now, sql`min(${DUE_DAY_NUMBER}) filter (where ${HELD_PAST_DUE})`)})`;

const OFFICER_NAME = sql`o.first_name || ' ' || o.last_name`;

export type TDelayedFileRow = {
  turn_id: number;
  application_id: number;
  application_identifier: string;
  application_type: TApplicationType;
  approval_for: TApprovalFor;
  status: TApplicationStatus;
  ulb_name: string;
  stage_name: string;
  officer_name: string;
  officer_role: string;
  received_date: Date;
  due_at: Date;
  days_delayed: number;
};

/** Turns an officer holds now past their due date, the longest delays first, a page of them. */
export function findDelayedFiles(db: TDb, criteria: TTurnCriteria, page: { limit: number; offset: number }) {
  return rows<TDelayedFileRow>(
    db,
    sql`
      select t.turn_id, t.application_id, a.application_identifier, t.application_type, a.approval_for, a.status,
        u.name as ulb_name, t.stage_name, ${OFFICER_NAME} as officer_name, r.name as officer_role, t.received_date,
        t.due_at, ${daysDelayedAt(criteria.now)} as days_delayed
      -- Held turns are open: the earliest due is the longest delay (turn_delays_held_idx's order).
      from (select * from turn_delays t where ${turnConditions(criteria, [HELD_PAST_DUE])}
        order by t.due_at, t.turn_id limit ${page.limit} offset ${page.offset}) t
      join applications a on a.id = t.application_id
      join officers o on o.id = t.officer_id
      join roles r on r.id = o.role_id
      join ulbs u on u.id = t.ulb_id
      order by t.due_at, t.turn_id`,
  );
}

export type THeldPastDueRow = { turns: number; files: number };

/**
 * How much is held now past its due date, counted from the held turns: officers' turns and the distinct files
 * they are on (a file held by two line departments at once is one file, two turns). The dashboard reads the kept
 * counts instead (turn-delays.repository.ts sumHeldPastDue); this serves a filter by stage.
 */
export async function findHeldPastDue(db: TDb, criteria: TTurnCriteria): Promise<THeldPastDueRow> {
  const [row] = await rows<THeldPastDueRow>(
    db,
    sql`select count(*)::int as turns, count(distinct t.application_id)::int as files
      from turn_delays t where ${turnConditions(criteria, [HELD_PAST_DUE])}`,
  );
  return row ?? { turns: 0, files: 0 };
}

export type TDelayingOfficerRow = {
  ulb_id: number;
  ulb_name: string;
  officer_id: number;
  officer_name: string;
  officer_role: string;
  delayed_files: number;
  delayed_turns: number;
  total_days_delayed: number;
  max_days_delayed: number;
  still_held: number;
  rank: number;
};

/**
 * Whether a late turn is the first of its kind in the criteria's period (its previous one, a column of
 * turn_delays, was received before the period or is none), so counting such turns counts distinct files.
 */
function isFirstInPeriod(criteria: TTurnCriteria, previousReceived: SQL): SQL {
  return criteria.from
    ? sql`(${previousReceived} is null or ${previousReceived} < ${criteria.from.toISOString()}::timestamptz)`
    : sql`${previousReceived} is null`;
}

/**
 * Whether the distinct files can be counted from the turns' previous turns. Not under a stage filter: an
 * officer's previous late turn on a file may be in another stage, outside the filter; then each file's turns
 * are grouped instead.
 */
const countsFromPreviousTurns = (criteria: TTurnCriteria) => !criteria.stages?.length;

/** Per municipality and officer, the delayed files, turns, days and files still held: one row each. */
function delayedPerOfficer(criteria: TTurnCriteria): SQL {
  if (countsFromPreviousTurns(criteria)) {
    return sql`
      select t.ulb_id, t.officer_id,
        (count(*) filter (where ${isFirstInPeriod(criteria, sql`t.previous_late_received`)}))::int as delayed_files,
        count(*)::int as delayed_turns, ${totalDaysDelayed(criteria.now)}::int as total_days_delayed,
        ${longestDaysDelayed(criteria.now)}::int as max_days_delayed,
        (count(*) filter (where t.is_open and ${isFirstInPeriod(criteria, sql`t.previous_held_received`)}))::int
          as still_held
      from turn_delays t
      where ${turnConditions(criteria, [DELAYED])}
      group by t.ulb_id, t.officer_id`;
  }
  return sql`
    select f.ulb_id, f.officer_id, count(*)::int as delayed_files, sum(f.turns)::int as delayed_turns,
      sum(f.days)::int as total_days_delayed, max(f.longest)::int as max_days_delayed,
      (count(*) filter (where f.is_held))::int as still_held
    from (
      select t.ulb_id, t.officer_id, t.application_id, count(*) as turns, ${totalDaysDelayed(criteria.now)} as days,
        ${longestDaysDelayed(criteria.now)} as longest, bool_or(t.is_open) as is_held
      from turn_delays t
      where ${turnConditions(criteria, [DELAYED])}
      group by t.ulb_id, t.officer_id, t.application_id
    ) f
    group by f.ulb_id, f.officer_id`;
}

/**
 * Per municipality, its officers ranked by the files they delayed (then by the days), every one of them. Files
 * are distinct files (an officer late twice on one file delayed one file, in two turns); still held counts the
 * delayed files the officer holds now, so it never exceeds the delayed files.
 */
export function findDelayingOfficers(db: TDb, criteria: TTurnCriteria) {
  return rows<TDelayingOfficerRow>(
    db,
    sql`
      with delayed as (${delayedPerOfficer(criteria)}),
      ranked as (
        select d.*, (row_number() over (partition by d.ulb_id
          order by d.delayed_files desc, d.total_days_delayed desc, d.officer_id))::int as rank
        from delayed d
      )
      select k.*, u.name as ulb_name, ${OFFICER_NAME} as officer_name, r.name as officer_role
      from ranked k
      join ulbs u on u.id = k.ulb_id
      join officers o on o.id = k.officer_id
      join roles r on r.id = o.role_id
      order by u.name, k.rank`,
  );
}

export type TOfficerPerformanceRow = {
  officer_id: number;
  officer_name: string;
  officer_role: string;
  place_name: string | null;
  received: number;
  disposed: number;
  on_time: number;
  late: number;
  pending: number;
  pending_past_due: number;
  average_days: number | null;
  max_days_delayed: number;
};

/**
 * Each officer's turns: received, disposed on time or late, pending, the average days taken. Counted per officer
 * id first and named after: grouping the turns by the officers' names sorted every turn joined to its officer on
 * disk (1,987 ms at a million files under load, against 365 ms counted by id).
 */
export function findOfficerPerformance(db: TDb, criteria: TTurnCriteria) {
  return rows<TOfficerPerformanceRow>(
    db,
    sql`
      with per_officer as (
        select t.officer_id,
          count(*)::int as received,
          (count(*) filter (where t.forwarded_date is not null))::int as disposed,
          (count(*) filter (where t.forwarded_date is not null and t.days_delayed = 0))::int as on_time,
          (count(*) filter (where t.forwarded_date is not null and t.days_delayed > 0))::int as late,
          (count(*) filter (where t.is_open))::int as pending,
          (count(*) filter (where t.is_open and t.days_delayed > 0))::int as pending_past_due,
          round((avg(t.days_taken) filter (where t.forwarded_date is not null))::numeric, 1)::float8 as average_days,
          ${longestDaysDelayed(criteria.now)}::int as max_days_delayed
        from turn_delays t
        where ${turnConditions(criteria)}
        group by t.officer_id
      )
      select p.*, ${OFFICER_NAME} as officer_name, r.name as officer_role, coalesce(u.name, d.name) as place_name
      from per_officer p
      join officers o on o.id = p.officer_id
      join roles r on r.id = o.role_id
      left join ulbs u on u.id = o.ulb_id
      left join districts d on d.id = o.district_id
      order by place_name nulls last, officer_name`,
  );
}

export type TStageDelayRow = {
  stage_name: string;
  received: number;
  cleared: number;
  pending: number;
  pending_past_due: number;
  delayed: number;
  average_days: number | null;
  recommended: number;
  not_recommended: number;
};

/** Per stage (and per line department, which is its own stage): how its turns went. */
export function findStageDelays(db: TDb, criteria: TTurnCriteria) {
  return rows<TStageDelayRow>(
    db,
    sql`
      select t.stage_name, count(*)::int as received,
        (count(*) filter (where t.forwarded_date is not null))::int as cleared,
        (count(*) filter (where t.is_open))::int as pending,
        (count(*) filter (where t.is_open and t.days_delayed > 0))::int as pending_past_due,
        (count(*) filter (where t.days_delayed > 0))::int as delayed,
        round((avg(t.days_taken) filter (where t.forwarded_date is not null))::numeric, 1)::float8 as average_days,
        (count(*) filter (where t.action = 'RECOMMENDED'))::int as recommended,
        (count(*) filter (where t.action = 'NOT_RECOMMENDED'))::int as not_recommended
      from turn_delays t
      where ${turnConditions(criteria)}
      group by t.stage_name
      order by received desc, t.stage_name`,
  );
}

/** `position`: the band's position in packages/domain DELAY_BANDS. */
export type TDelayBandRow = { position: number; turns: number; files: number; officers: number };

/**
 * Delayed turns by how late they are (the domain's DELAY_BANDS), with the distinct files and officers of each
 * band: from the turns' previous turns in the same band of the same file, grouped per officer (a few hundred
 * groups), or, under a stage filter, by counting each band's distinct files and officers.
 */
export function findDelayBands(db: TDb, criteria: TTurnCriteria) {
  if (countsFromPreviousTurns(criteria)) {
    return rows<TDelayBandRow>(
      db,
      sql`
        select b.position, sum(b.turns)::int as turns, sum(b.files)::int as files, count(*)::int as officers
        from (select t.delay_band::int as position, t.officer_id, count(*) as turns,
            count(*) filter (where ${isFirstInPeriod(criteria, sql`t.previous_in_band_received`)}) as files
          from turn_delays t where ${turnConditions(criteria, [DELAYED])}
          group by 1, t.officer_id) b
        group by b.position`,
    );
  }
  return rows<TDelayBandRow>(
    db,
    sql`
      select b.position, count(*)::int as turns, count(distinct b.application_id)::int as files,
        count(distinct b.officer_id)::int as officers
      from (select t.application_id, t.officer_id, t.delay_band::int as position
        from turn_delays t where ${turnConditions(criteria, [DELAYED])}) b
      group by b.position`,
  );
}

export type TDeemedAlertRow = {
  application_id: number;
  application_identifier: string;
  approval_for: TApprovalFor;
  status: TApplicationStatus;
  ulb_name: string;
  applied_on: Date;
  clock_paused_ms: number;
  held_by: string | null;
};

/** The query's alias `a` of applications, for the decision clock's expressions (application.table.ts). */
const A = {
  applicationType: sql.raw('a.application_type'),
  approvalFor: sql.raw('a.approval_for'),
  status: sql.raw('a.status'),
  appliedOn: sql.raw('a.applied_on'),
  clockPausedMs: sql.raw('a.clock_paused_ms'),
};

/**
 * Single-window files still running on day 17 of their decision clock or later (the applicant's days aside): a
 * range of the partial index applications_decision_clock_idx.
 */
function deemedAlertCondition(criteria: Pick<TTurnCriteria, 'ulbIds' | 'now'>) {
  return sql`${isDecisionClockRunning(A)}
    and ${applicationConditions({ ulbIds: criteria.ulbIds, applicationTypes: null })}
    and ${decisionClockStartDay(A)} <= ${deemedAlertClockStartedBy(criteria.now)}::date`;
}

/**
 * The files of the day-17 alert, with the officers holding them now, nearest to deemed first: all of them, or a
 * page (`limit` and `offset`) when the caller pages.
 */
export function findDeemedAlerts(
  db: TDb,
  criteria: Pick<TTurnCriteria, 'ulbIds' | 'now'>,
  page: { limit: number; offset: number } | null = null,
) {
  return rows<TDeemedAlertRow>(
    db,
    sql`
      select a.id as application_id, a.application_identifier, a.approval_for, a.status, u.name as ulb_name, a.applied_on,
        a.clock_paused_ms::float8 as clock_paused_ms,
        (select string_agg(distinct ${OFFICER_NAME} || ' (' || ss.name || ')', ', ')
          from stage_officers so join stage_states ss on ss.id = so.stage_state_id join officers o on o.id = so.officer_id
          where ss.application_id = a.id and so.forwarded_date is null) as held_by
      from applications a
      join ulbs u on u.id = a.ulb_id
      where ${deemedAlertCondition(criteria)}
      -- Nearest to deemed first, by the India day the clock started (files that started on one day are deemed on
      -- one day): the order of applications_decision_clock_idx, so a page reads ten entries, not every alert.
      order by ${decisionClockStartDay(A)}, a.id
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
}

/** How many files the day-17 alert holds, counted in the database (the dashboard shows the number). */
export async function countDeemedAlerts(db: TDb, criteria: Pick<TTurnCriteria, 'ulbIds' | 'now'>) {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from applications a where ${deemedAlertCondition(criteria)}`,
  );
  return row?.count ?? 0;
}

/**
 * Instant approvals not yet verified on day 10 or later of their 15 (domain isPostVerificationAlert): a range of
 * the partial index applications_post_verification_clock_idx, as the day-17 alert is of its own.
 */
function postVerificationAlertCondition(criteria: Pick<TTurnCriteria, 'ulbIds' | 'now'>) {
  return sql`${isPostVerificationRunning(A)}
    and ${applicationConditions({ ulbIds: criteria.ulbIds, applicationTypes: null })}
    and ${decisionClockStartDay(A)} <= ${postVerificationAlertClockStartedBy(criteria.now)}::date`;
}

/**
 * The files of the day-10 alert with the officers holding them, nearest to their due day first: all of them, or a
 * page when the caller pages (issue 54 §3: the dashboard downloaded every one to count them).
 */
export function findPostVerificationAlerts(
  db: TDb,
  criteria: Pick<TTurnCriteria, 'ulbIds' | 'now'>,
  page: { limit: number; offset: number } | null = null,
) {
  return rows<TDeemedAlertRow & { application_type: TApplicationType }>(
    db,
    sql`
      select a.id as application_id, a.application_identifier, a.application_type, a.approval_for, a.status,
        u.name as ulb_name, a.applied_on, a.clock_paused_ms::float8 as clock_paused_ms,
        (select string_agg(distinct ${OFFICER_NAME} || ' (' || ss.name || ')', ', ')
          from stage_officers so join stage_states ss on ss.id = so.stage_state_id join officers o on o.id = so.officer_id
          where ss.application_id = a.id and so.forwarded_date is null) as held_by
      from applications a
      join ulbs u on u.id = a.ulb_id
      where ${postVerificationAlertCondition(criteria)}
      order by ${decisionClockStartDay(A)}, a.id
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
}

/** How many files the day-10 alert holds. */
export async function countPostVerificationAlerts(db: TDb, criteria: Pick<TTurnCriteria, 'ulbIds' | 'now'>) {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from applications a where ${postVerificationAlertCondition(criteria)}`,
  );
  return row?.count ?? 0;
}

export type TProcessingRow = {
  ulb_id: number;
  decided: number;
  average_days: number | null;
  in_time: number;
};

/**
 * Per ULB, the files finished in the period by a decision or a deemed approval: how many, the average days
 * from application to decision (the applicant's time aside), and how many within their decision limit (a
 * deemed approval never is). Read from the kept decision counts (workflow report-counts.repository.ts), one row
 * per India day, ULB and type: the period's bounds are India midnights (report-places rangeInstants).
 */
export function findProcessing(db: TDb, criteria: TTurnCriteria) {
  const conditions: SQL[] = [applicationConditions(criteria, 'c')];
  if (criteria.from) conditions.push(sql`c.decided_day >= ${indiaDayNumber(criteria.from)}`);
  if (criteria.to) conditions.push(sql`c.decided_day < ${indiaDayNumber(criteria.to)}`);
  return rows<TProcessingRow>(
    db,
    sql`
      select c.ulb_id, sum(c.decided)::int as decided,
        round(sum(c.days_taken)::numeric / nullif(sum(c.decided), 0), 1)::float8 as average_days,
        sum(c.in_time)::int as in_time
      from decision_counts c
      where ${sql.join(conditions, sql` and `)}
      group by c.ulb_id
      having sum(c.decided) > 0`,
  );
}

/** Events of the audit log that record an officer's outcome, with their file: shortfalls and fee intimations. */
function outcomeEvents(criteria: TTurnCriteria, outcomes: readonly string[]): SQL {
  const conditions: SQL[] = [applicationConditions(criteria), sql`e.details->>'outcome' in (${sqlList(outcomes)})`];
  if (criteria.from) conditions.push(sql`e.occurred_at >= ${criteria.from.toISOString()}::timestamptz`);
  if (criteria.to) conditions.push(sql`e.occurred_at < ${criteria.to.toISOString()}::timestamptz`);
  return sql`
    select e.id as event_id, e.occurred_at as raised_on, e.details->>'outcome' as kind, e.application_id,
      a.application_identifier, a.application_type, a.approval_for, a.status, a.ulb_id, a.is_fee_paid,
      ss.name as stage_name, ${OFFICER_NAME} as officer_name,
      exists (select 1 from audit_events x where x.application_id = e.application_id
        and x.action = 'SHORTFALL_ANSWERED' and x.occurred_at > e.occurred_at) as is_answered,
      exists (select 1 from audit_events x where x.application_id = e.application_id
        and x.action = 'SHORTFALL_EXPIRED' and x.occurred_at > e.occurred_at) as is_expired
    from audit_events e
    join applications a on a.id = e.application_id
    left join stage_states ss on ss.id = (e.details->>'stageId')::int
    left join officers o on o.id = e.actor_officer_id
    where ${sql.join(conditions, sql` and `)}`;
}

export type TOutcomeEventRow = {
  event_id: number;
  raised_on: Date;
  kind: string;
  application_id: number;
  application_identifier: string;
  application_type: TApplicationType;
  approval_for: TApprovalFor;
  status: TApplicationStatus;
  ulb_id: number;
  is_fee_paid: boolean;
  stage_name: string | null;
  officer_name: string | null;
  is_answered: boolean;
  is_expired: boolean;
  total_count: number;
};

/** Notices an officer raised (shortfalls, or fee intimations), newest first, a page at a time. */
export function findOutcomeEvents(
  db: TDb,
  criteria: TTurnCriteria,
  outcomes: readonly string[],
  page: { limit: number; offset: number },
) {
  return rows<TOutcomeEventRow>(
    db,
    sql`select n.*, (count(*) over ())::int as total_count from (${outcomeEvents(criteria, outcomes)}) n
      order by n.raised_on desc, n.event_id desc limit ${page.limit} offset ${page.offset}`,
  );
}

export type TShortfallSummaryRow = {
  ulb_id: number;
  raised: number;
  answered: number;
  with_applicant: number;
  expired: number;
};

/** Per ULB: shortfall notices raised, answered, still with the applicant, expired unanswered. */
export function findShortfallSummary(db: TDb, criteria: TTurnCriteria) {
  return rows<TShortfallSummaryRow>(
    db,
    sql`select n.ulb_id, count(*)::int as raised, (count(*) filter (where n.is_answered))::int as answered,
        (count(*) filter (where not n.is_answered and not n.is_expired))::int as with_applicant,
        (count(*) filter (where n.is_expired))::int as expired
      from (${outcomeEvents(criteria, SHORTFALL_OUTCOMES)}) n group by n.ulb_id`,
  );
}

export type TFeePaymentRow = { ulb_id: number; intimations: number; paid: number };

/** Per ULB: files given a fee intimation in the period, and how many of them the applicant has paid. */
export function findFeePayments(db: TDb, criteria: TTurnCriteria) {
  return rows<TFeePaymentRow>(
    db,
    sql`select n.ulb_id, count(distinct n.application_id)::int as intimations,
        count(distinct n.application_id) filter (where n.is_fee_paid)::int as paid
      from (${outcomeEvents(criteria, ['FEE_INTIMATION'])}) n group by n.ulb_id`,
  );
}

export type TGrievanceRow = {
  ulb_id: number;
  filed: number;
  in_verification: number;
  with_commissioner: number;
  completed: number;
  approved: number;
  rejected: number;
};

/** Per ULB: the citizens' correction requests filed in the period and where they stand. */
export function findGrievances(db: TDb, criteria: TTurnCriteria) {
  const conditions: SQL[] = [applicationConditions(criteria)];
  if (criteria.from) conditions.push(sql`c.created_at >= ${criteria.from.toISOString()}::timestamptz`);
  if (criteria.to) conditions.push(sql`c.created_at < ${criteria.to.toISOString()}::timestamptz`);
  return rows<TGrievanceRow>(
    db,
    sql`select a.ulb_id, count(*)::int as filed,
        (count(*) filter (where c.status = 'CORRECTION_VERIFICATION'))::int as in_verification,
        (count(*) filter (where c.status = 'SUBMITTED'))::int as with_commissioner,
        (count(*) filter (where c.status = 'CORRECTION_COMPLETED'))::int as completed,
        (count(*) filter (where c.is_approve is true))::int as approved,
        (count(*) filter (where c.is_approve is false))::int as rejected
      from correction_requests c join applications a on a.id = c.application_id
      where ${sql.join(conditions, sql` and `)}
      group by a.ulb_id`,
  );
}

/** Every turn with its computed figures, for checking the SQL against the domain's definitions. */
export function findTurnFigures(db: TDb, criteria: TTurnCriteria) {
  return rows<{
    turn_id: number;
    due_at: Date;
    end_at: Date;
    days_delayed: number;
    days_taken: number;
    is_open: boolean;
  }>(
    db,
    sql`select t.turn_id, t.due_at, coalesce(t.ended_at, ${criteria.now.toISOString()}::timestamptz) as end_at,
      ${daysDelayedAt(criteria.now)} as days_delayed, t.days_taken, t.is_open
      from turn_delays t where ${turnConditions(criteria)}`,
  );
}
