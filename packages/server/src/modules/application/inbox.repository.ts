import {
  dueDatesOfColour,
  dueDaysOfColour,
  endOfIndiaDay,
  LIST_FILTERS,
  listTotal,
  pageWindow,
  startOfIndiaDay,
  type TApplicationStatus,
  type TApplicationType,
  type TDueDayColour,
  type TListFilter,
  type TListTotal,
  type TPageWindow,
} from '@anumati/domain';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/database';
import { officers, roles } from '../officer/officer.table';
import {
  applicants,
  applications,
  buildings,
  properties,
  stageOfficers,
  stageStates,
  workItemCounts,
  workItemDueCounts,
  workItems,
  workItemSearchKeys,
} from './application.table';
import { selectiveKeys, type TKeyFrequencies } from './search-key-selection';

export type TInboxCriteria = {
  officerId: number;
  tab: TListFilter;
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
  /** How far a search's matches are counted (domain SEARCH_TOTAL_BOUND), or null to count them all (the export). */
  searchCountBound: number | null;
};

/** The conditions on an officer's tab that the kept counts can answer: its statuses and application types. */
function countedConditions(
  table: typeof workItems | typeof workItemCounts | typeof workItemDueCounts,
  criteria: Pick<TInboxCriteria, 'officerId' | 'hiddenStatuses' | 'statuses' | 'applicationTypes'>,
): SQL[] {
  const conditions: SQL[] = [eq(table.officerId, criteria.officerId)];
  if (criteria.hiddenStatuses.length > 0) conditions.push(notInArray(table.status, [...criteria.hiddenStatuses]));
  if (criteria.statuses?.length) conditions.push(inArray(table.status, [...criteria.statuses]));
  if (criteria.applicationTypes?.length) {
    conditions.push(inArray(table.applicationType, [...criteria.applicationTypes]));
  }
  return conditions;
}

/** The conditions only the items themselves answer (through their indexes): due colours, search, day received. */
function itemConditions(criteria: TInboxCriteria, searchKeys: readonly string[]): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.dueDayColours?.length) {
    const ranges = criteria.dueDayColours.map((colour) => {
      const range = dueDatesOfColour(colour, criteria.now);
      return and(
        range.from ? gte(workItems.dueDate, range.from) : isNotNull(workItems.dueDate),
        range.before ? lt(workItems.dueDate, range.before) : undefined,
      );
    });
    conditions.push(or(...ranges) ?? sql`false`);
  }
  if (criteria.search) {
    const pattern = `%${criteria.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The keys narrow the search to the items holding its trigrams (migration 0030); a search of too few letters
    // to hold a trigram has none, and reads the tab through the ILIKE alone.
    if (searchKeys.length > 0) {
      const keys = sql`${`{${searchKeys.join(',')}}`}::bigint[]`;
      conditions.push(sql`${workItemSearchKeys(workItems)} @> ${keys}`);
    }
    conditions.push(
      or(ilike(workItems.applicationIdentifier, pattern), ilike(workItems.applicantName, pattern)) ?? sql`false`,
    );
  }
  if (criteria.receivedOn) {
    conditions.push(
      gte(workItems.receivedDate, startOfIndiaDay(criteria.receivedOn)),
      lt(workItems.receivedDate, endOfIndiaDay(criteria.receivedOn)),
    );
  }
  return conditions;
}

/** At most this many items of the due colours are found through the due-date index and sorted (see below). */
const FEW_ITEMS = 2_000;
/** No bound, as a LIMIT: it keeps a subquery planned on its own (PostgreSQL does not merge it into the outer query). */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * One page of an officer's tab, with the total: the page is a range of one of the read model's indexes (never a
 * sort of the queue), the total the kept counts (by due day for due colours) unless a search or a day narrows it.
 */
export async function findInboxPage(db: TDb, criteria: TInboxCriteria, keyFrequencies: TKeyFrequencies = new Map()) {
  const searchKeys = criteria.search
    ? selectiveKeys(await patternKeysOf(db, criteria, criteria.search), keyFrequencies, criteria.searchCountBound)
    : [];
  const narrowing = itemConditions(criteria, searchKeys);
  const where = and(...countedConditions(workItems, criteria), eq(workItems.tab, criteria.tab), ...narrowing);
  // The list's order; `reversed` is the same order read from its end (every term flipped: DESC puts nulls first
  // exactly where ASC puts them last), which the same index gives walked backwards.
  const order = (
    columns: Record<'assignedDate' | 'receivedDate' | 'applicationId', AnyColumn | SQLWrapper>,
    reversed = false,
  ) => {
    const by = (column: AnyColumn | SQLWrapper, direction: 'ASC' | 'DESC') =>
      (direction === 'DESC') !== reversed ? desc(column) : asc(column);
    const terms: SQL[] = [];
    if (criteria.assignedDateSort) terms.push(by(columns.assignedDate, criteria.assignedDateSort));
    // Spec 1 §2.5: old to new by default.
    terms.push(by(columns.receivedDate, criteria.receivedDateSort ?? 'ASC'));
    terms.push(by(columns.applicationId, 'ASC'));
    return terms;
  };
  // A builder each time: drizzle's builders change in place as a query adds to them.
  // Only what the sort indexes hold (their trailing status and type answer the counted conditions), so a page
  // deep in a tab is an index-only walk; the officer's action is read for the page's rows alone, below.
  const items = () =>
    db
      .select({
        applicationId: workItems.applicationId,
        assignedDate: workItems.assignedDate,
        receivedDate: workItems.receivedDate,
      })
      .from(workItems)
      .where(where);
  const firstPage: TPageWindow = { fromEnd: false, offset: criteria.offset, limit: criteria.limit };
  const readPage = (window: TPageWindow, isFew: boolean, total: SQL<number | null> = sql`null`) => {
    // Walking the tab in page order finds the first ten matches at once when the due colours keep many items, but
    // reads the whole tab when they keep few (the planner cannot tell which: the green due days of an officer with
    // 138,000 files in Review, 1 match, took 129 ms at a million). Few are found through the due-date index and
    // sorted instead.
    const candidates = isFew ? items().limit(UNBOUNDED).as('candidates') : null;
    const page = (
      candidates
        ? db
            .select()
            .from(candidates)
            .orderBy(...order(candidates, window.fromEnd))
        : items().orderBy(...order(workItems, window.fromEnd))
    )
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    return joinListRecordTables(
      db
        .select({
          ...LIST_RECORD_COLUMNS,
          officerReceivedDate: page.receivedDate,
          officerAction: workItems.officerAction,
          total: total.mapWith(Number),
        })
        .from(page)
        .innerJoin(
          workItems,
          and(
            eq(workItems.applicationId, page.applicationId),
            eq(workItems.officerId, criteria.officerId),
            eq(workItems.tab, criteria.tab),
          ),
        )
        .innerJoin(applications, eq(applications.id, page.applicationId))
        .$dynamic(),
    ).orderBy(...order(page));
  };
  // The due colours' total is the counts kept by due day, read first to choose how the page is read. Without a
  // narrowing the kept counts' total comes in the first page's own statement, one round trip (issue 17 §3), and
  // alone only when the page is empty. A search or a day counts its own index range beside its first page, which is
  // found in page order (a day is a range of the page's own index). A later page needs its total first: past the
  // middle it is read from the list's end (domain pageWindow), so the last page costs what the first does.
  // A search's total past its bound is no position in the list: its later pages are read from the start.
  const countBound = criteria.search ? criteria.searchCountBound : null;
  const exact = (totalCount: number): TListTotal => ({ totalCount, isTotalCountBounded: false });
  const windowOf = (total: TListTotal) =>
    total.isTotalCountBounded ? firstPage : pageWindow(criteria, total.totalCount);
  let rows: Awaited<ReturnType<typeof readPage>>;
  let total: TListTotal;
  if (isDueColourOnly(criteria)) {
    total = exact(await sumDueCounts(db, criteria));
    rows = await readPage(pageWindow(criteria, total.totalCount), total.totalCount <= FEW_ITEMS);
  } else if (criteria.offset > 0) {
    total =
      narrowing.length === 0
        ? exact((await keptTotal(db, criteria))[0]?.count ?? 0)
        : await countItems(db, where, countBound);
    rows = await readPage(windowOf(total), false);
  } else if (narrowing.length === 0) {
    rows = await readPage(firstPage, false, sql`(${keptTotal(db, criteria)})`);
    total = exact(rows[0]?.total ?? (await keptTotal(db, criteria))[0]?.count ?? 0);
  } else {
    [rows, total] = await Promise.all([readPage(firstPage, false), countItems(db, where, countBound)]);
  }
  return { rows, ...total };
}

/**
 * What a list record shows besides the application: its applicant's name and its plot (one property and at most
 * one building per application, both unique by application), read in the same statement as the record.
 */
export const LIST_RECORD_COLUMNS = {
  application: applications,
  applicantName: applicants.applicantName,
  plotAddress: properties.plotAddress,
  actualPlotArea: properties.actualPlotArea,
  village: properties.village,
  noOfFloors: buildings.noOfFloors,
};

/** Joins the tables of LIST_RECORD_COLUMNS to a query that holds `applications`. */
export function joinListRecordTables<TQuery extends PgSelect>(query: TQuery) {
  return query
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(properties, eq(properties.applicationId, applications.id))
    .leftJoin(buildings, eq(buildings.applicationId, applications.id));
}

/**
 * The index keys every item the search finds holds (migration 0030), asked first so each statement's plan sees
 * them: a search without keys (too short, or only signs) must not read the whole index for "contains nothing".
 */
async function patternKeysOf(db: TDb, criteria: Pick<TInboxCriteria, 'officerId' | 'tab'>, search: string) {
  // As text: the drivers read bigint arrays differently (PGlite as numbers, node-postgres as strings).
  const result = (await db.execute(
    sql`select inbox_pattern_keys(${criteria.officerId}, ${criteria.tab}, ${search})::text[] as keys`,
  )) as unknown as { rows: { keys: string[] }[] };
  return result.rows[0]?.keys ?? [];
}

/**
 * How many items hold each of the search index's frequent keys, by its statistics (ANALYZE's most_common_elems, keys
 * as text, each share of the index's rows times those rows): a key they do not list is rarer than every one they do.
 * Empty before the first ANALYZE.
 */
export async function findSearchKeyFrequencies(db: TDb): Promise<TKeyFrequencies> {
  const result = (await db.execute(sql`
    select s.most_common_elems::text::bigint[]::text[] as keys, s.most_common_elem_freqs as frequencies,
      greatest(c.reltuples, 0) as rows
    from pg_stats s
    join pg_class c on c.relname = s.tablename and c.relnamespace = current_schema()::regnamespace
    where s.schemaname = current_schema() and s.tablename = 'work_items_search_keys_idx'`)) as unknown as {
    rows: { keys: string[] | null; frequencies: number[] | null; rows: number | string }[];
  };
  const [row] = result.rows;
  const indexRows = Number(row?.rows ?? 0);
  // The frequencies end with three figures of their own (the least and most frequent, and nulls'): keys come first.
  return new Map((row?.keys ?? []).map((key, index) => [key, Number(row?.frequencies?.[index] ?? 0) * indexRows]));
}

const isDueColourOnly = (criteria: TInboxCriteria) =>
  Boolean(criteria.dueDayColours?.length) && !criteria.search && !criteria.receivedOn;

/** The matches counted up to one past `bound` (found in the same index walk as a page, then no further), or all. */
async function countItems(db: TDb, where: SQL | undefined, bound: number | null): Promise<TListTotal> {
  const matches = db
    .select({ one: sql`1` })
    .from(workItems)
    .where(where);
  const counted = bound === null ? matches.as('matches') : matches.limit(bound + 1).as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(counted);
  return listTotal(row?.count ?? 0, bound);
}

/** The due colours' total from the counts kept by due day: each colour a range of due days (domain dueDaysOfColour). */
async function sumDueCounts(db: TDb, criteria: TInboxCriteria) {
  const ranges = (criteria.dueDayColours ?? []).map((colour) => {
    const { fromDay, beforeDay } = dueDaysOfColour(colour, criteria.now);
    return and(
      fromDay ? gte(workItemDueCounts.dueDay, fromDay) : undefined,
      beforeDay ? lt(workItemDueCounts.dueDay, beforeDay) : undefined,
    );
  });
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${workItemDueCounts.count}), 0)`.mapWith(Number) })
    .from(workItemDueCounts)
    .where(
      and(
        ...countedConditions(workItemDueCounts, criteria),
        eq(workItemDueCounts.tab, criteria.tab),
        or(...ranges.map((range) => range ?? sql`true`)),
      ),
    );
  return row?.count ?? 0;
}

/** The tab's total from the kept counts (its statuses and types), as a query of one row. */
function keptTotal(db: TDb, criteria: TInboxCriteria) {
  return db
    .select({ count: sql<number>`coalesce(sum(${workItemCounts.count}), 0)`.mapWith(Number) })
    .from(workItemCounts)
    .where(and(...countedConditions(workItemCounts, criteria), eq(workItemCounts.tab, criteria.tab)));
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
  const [row] = await joinListRecordTables(db.select(LIST_RECORD_COLUMNS).from(applications).$dynamic()).where(
    eq(applications.id, applicationId),
  );
  return row ?? null;
}

/** How many files each tab holds for an officer, from the kept counts (a few rows per officer). */
export async function countInboxTabs(
  db: TDb,
  input: {
    officerId: number;
    hiddenStatuses: readonly TApplicationStatus[];
    applicationTypes: readonly TApplicationType[] | null;
  },
) {
  const rows = await db
    .select({ tab: workItemCounts.tab, count: sql<number>`sum(${workItemCounts.count})`.mapWith(Number) })
    .from(workItemCounts)
    .where(and(...countedConditions(workItemCounts, { ...input, statuses: null })))
    .groupBy(workItemCounts.tab);
  const counts = new Map(rows.map((row) => [row.tab, row.count]));
  return LIST_FILTERS.map((filter) => ({ filter, count: counts.get(filter) ?? 0 }));
}
