import { INBOX_FILTER_RULES, LIST_FILTERS, type TInboxFilterRule } from '@anumati/domain';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TDb } from '../../db/database';
import { fillIfMissing } from '../../db/fill-if-missing';
import { indiaDueDate } from '../../db/india-days';
import { sqlList } from '../../db/sql-list';
import { workItemCounts, workItemDueCounts, workItems } from './application.table';

/**
 * The inbox's read model `work_items` and its counts (application.table.ts): written here only. Which tabs a file
 * is in for an officer is the domain's INBOX_FILTER_RULES, turned into SQL over the officer's standing on the file
 * (`mine`) and the file itself (`a`); the hidden statuses of an officer's level are left out when reading.
 */

const ITEM_COLUMNS = sql.raw(
  'application_id, officer_id, tab, received_date, officer_action, status, application_type, assigned_date, ' +
    'due_date, application_identifier, applicant_name',
);

/** A tab's rule as a condition on `mine` (the officer's standing) and `a` (the application). */
function ruleCondition(rule: TInboxFilterRule): SQL {
  const conditions: SQL[] = [sql`true`];
  if (rule.officerActions === 'FORWARDED') conditions.push(sql`mine.has_forwarded`);
  else if (rule.officerActions?.includes('IN_PROCESS')) conditions.push(sql`mine.is_waiting`);
  if (rule.statuses) conditions.push(sql`a.status in (${sqlList(rule.statuses)})`);
  if (rule.excludeStatuses?.length) conditions.push(sql`a.status not in (${sqlList(rule.excludeStatuses)})`);
  if (rule.singleWindowOnly) conditions.push(sql`a.application_type = 'SINGLE WINDOW'`);
  return sql.join(conditions, sql` and `);
}

const TAB_MEMBERSHIP = sql.join(
  LIST_FILTERS.map((tab) => sql`(${tab}, ${ruleCondition(INBOX_FILTER_RULES[tab])})`),
  sql`, `,
);

/** The work items of the applications meeting `condition` (on ss, the stage), as the source tables say now. */
function sourceItems(condition: SQL): SQL {
  return sql`
    with mine as (
      select so.officer_id, ss.application_id, min(so.received_date) as received_date,
        bool_or(so.action = 'IN_PROCESS') as is_waiting, bool_or(so.action <> 'IN_PROCESS') as has_forwarded,
        case when bool_or(so.action = 'IN_PROCESS') then 'IN_PROCESS'
          else (array_agg(so.action order by so.received_date desc))[1] end as officer_action
      from stage_officers so join stage_states ss on ss.id = so.stage_state_id
      where ${condition}
      group by so.officer_id, ss.application_id
    )
    select mine.application_id, mine.officer_id, tabs.tab, mine.received_date, mine.officer_action, a.status,
      a.application_type, a.assigned_date, a.due_date, a.application_identifier, ap.applicant_name
    from mine
    join applications a on a.id = mine.application_id
    join applicants ap on ap.id = a.applicant_id
    cross join lateral (values ${TAB_MEMBERSHIP}) as tabs(tab, is_in)
    where tabs.is_in`;
}

const COUNT_KEY = sql.raw('officer_id, tab, status, application_type');
const DUE_COUNT_KEY = sql.raw('officer_id, tab, status, application_type, due_day');
const DUE_DAY = indiaDueDate(sql.raw('due_date'));

/**
 * Moves the counts, and the counts by due day, by the items that left (`gone`, −1 each) and came (`came`, +1
 * each), both CTEs of the caller, in key order so two transitions moving counts of one officer always lock their
 * rows in the same order.
 */
function moveCounts(gone: SQL, came: SQL): SQL {
  const moves = (table: SQL, key: SQL, items: SQL) => sql`
    insert into ${table} (${key}, count)
    select ${key}, sum(delta)::int from (
      select ${key}, -1 as delta from ${gone} ${items}
      union all select ${key}, 1 from ${came} ${items}
    ) moves
    group by ${key}
    having sum(delta) <> 0
    order by ${key}
    on conflict (${key})
    do update set count = ${table}.count + excluded.count`;
  const dueItems = sql`cross join lateral (select ${DUE_DAY} as due_day) due where due_date is not null`;
  return sql`, due_moves as (${moves(sql.raw('work_item_due_counts'), DUE_COUNT_KEY, dueItems)})
    ${moves(sql.raw('work_item_counts'), COUNT_KEY, sql``)}`;
}

/**
 * Writes again one application's work items and moves their counts, inside the caller's transaction (every
 * workflow transition, a correction of the applicant's name): whatever changed is in the source rows, so the
 * items are made afresh from them.
 */
export async function keepWorkItemsOf(db: TDb, applicationId: number) {
  const source = sourceItems(sql`ss.application_id = ${applicationId}`);
  await db.execute(sql`
    with gone as (delete from work_items where application_id = ${applicationId} returning *),
    came as (${source})
    ${moveCounts(sql`gone`, sql`came`)}`);
  await db.execute(sql`insert into work_items (${ITEM_COLUMNS}) ${source}`);
}

/** Makes the read model again from the source tables (after a bulk load, or a database from before it existed). */
export async function rebuildWorkItems(db: TDb) {
  await db.delete(workItems);
  await db.delete(workItemCounts);
  await db.delete(workItemDueCounts);
  await db.execute(sql`insert into work_items (${ITEM_COLUMNS}) ${sourceItems(sql`true`)}`);
  await db.execute(sql`
    insert into work_item_counts (${COUNT_KEY}, count)
    select ${COUNT_KEY}, count(*)::int from work_items group by ${COUNT_KEY}`);
  await db.execute(sql`
    insert into work_item_due_counts (${DUE_COUNT_KEY}, count)
    select officer_id, tab, status, application_type, ${DUE_DAY}, count(*)::int from work_items
    where due_date is not null group by 1, 2, 3, 4, 5`);
}

/** At start: a database that holds routed files but no work items (one from before the read model) gets them. */
export async function fillMissingWorkItems(db: TDatabase) {
  await fillIfMissing(
    db,
    'work_items',
    sql`exists (select 1 from stage_officers) and not exists (select 1 from work_items)`,
    rebuildWorkItems,
  );
}

/** Every work item and every non-zero count (and count by due day), in one order (for comparing the kept with the rebuilt). */
export async function readWorkItems(db: TDb) {
  const items = await db
    .select()
    .from(workItems)
    .orderBy(asc(workItems.applicationId), asc(workItems.officerId), asc(workItems.tab));
  const counts = await db
    .select()
    .from(workItemCounts)
    .where(sql`${workItemCounts.count} <> 0`)
    .orderBy(
      asc(workItemCounts.officerId),
      asc(workItemCounts.tab),
      asc(workItemCounts.status),
      asc(workItemCounts.applicationType),
    );
  const dueCounts = await db
    .select()
    .from(workItemDueCounts)
    .where(sql`${workItemDueCounts.count} <> 0`)
    .orderBy(
      asc(workItemDueCounts.officerId),
      asc(workItemDueCounts.tab),
      asc(workItemDueCounts.status),
      asc(workItemDueCounts.applicationType),
      asc(workItemDueCounts.dueDay),
    );
  return { items, counts, dueCounts };
}
