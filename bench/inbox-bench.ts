import { indiaDay, LIST_PAGE_SIZE, SEARCH_TOTAL_BOUND, ZInboxQuerySchema } from '@anumati/domain';
import { createInboxService } from '../packages/server/src/modules/application/inbox.service';
import { findOfficerByUsername } from '../packages/server/src/modules/officer/officer.repository';
import { toSignedInOfficer } from '../packages/server/src/modules/officer/signed-in-officer';
import { systemClock } from '../packages/server/src/platform/clock';
import { WORST_CASE_OFFICER } from '../packages/server/src/seed/bulk-applications';
import { ApplicationsByDateAndTypeFilterDocument } from '../packages/web/src/shared/graphql/generated/graphql';
import { openBench, timeRuns } from './bench-support';

/**
 * npm run bench: the inbox at scale (issue 17: every page and the tab counts ≤ 10 ms server median, ≤ 3× the
 * database work of the same page). BENCH_APPLICATIONS sets the count; DATABASE_URL measures a PostgreSQL server
 * instead of PGlite. For each tab, sort, filter and search: the whole request through HTTP with a signed-in
 * session, and the inbox service alone on the database (its SQL and the records' shaping, no HTTP, GraphQL or
 * session). Two officers: the bulk generator's worst case (31% of the files) and a typical one (a site
 * inspector of a ULB's team, some thousands of files at a million). Figures, not a pass/fail test.
 */
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = 30;
/**
 * The console's own inbox query, word for word, so the bench asks for the fields officers' screens ask for. Until
 * 28 November the bench wrote its own, which also asked each record's stage states (one more round trip, about 2 ms
 * at a million) that the inbox does not show.
 */
const INBOX = ApplicationsByDateAndTypeFilterDocument.toString();

type TAnswer = {
  data?: { applicationsByDateAndTypeFilter: { totalCount: number } };
  errors?: { message: string }[];
};

const bench = await openBench({ count: COUNT });

/** Every tab, sort, filter and search of one officer's inbox, through HTTP and through the service alone. */
async function measureInbox(username: string) {
  const { graphql } = bench;
  const token = await bench.signIn(username);
  const record = await findOfficerByUsername(bench.database.db, username);
  if (!record) throw new Error(`${username} is missing from the database`);
  const officer = toSignedInOfficer(record);
  const inbox = createInboxService({ db: bench.database.db, clock: systemClock });

  // A day the officer received files on: that of the oldest file waiting for them.
  const oldest = (await inbox.list(officer, { filter: 'REVIEW', perPage: 1 })).records[0]?.receivedDate;
  const aDay = indiaDay(new Date(oldest ?? Date.now()));
  // The pager offers the last page of every tab (issue 54 §1): the deepest page of the two largest lists.
  const lastPage = async (filter: 'REVIEW' | 'ALL') =>
    Math.max(1, (await inbox.list(officer, { filter, perPage: LIST_PAGE_SIZE })).totalPages);
  const [lastReviewPage, lastAllPage] = [await lastPage('REVIEW'), await lastPage('ALL')];
  const scenarios: [string, Record<string, unknown>][] = [
    ['review, page 1', { filter: 'REVIEW' }],
    ['review, page 200', { filter: 'REVIEW', page: 200 }],
    ['review, the last page', { filter: 'REVIEW', page: lastReviewPage }],
    ['review, the middle page', { filter: 'REVIEW', page: Math.ceil(lastReviewPage / 2) }],
    ['review, newest first', { filter: 'REVIEW', receivedDateSort: 'DESC' }],
    ['review, assigned oldest first', { filter: 'REVIEW', assignedDateSort: 'ASC' }],
    ['review, assigned newest first', { filter: 'REVIEW', assignedDateSort: 'DESC' }],
    ['review, red due days', { filter: 'REVIEW', dueDayColour: ['red'] }],
    ['review, green due days', { filter: 'REVIEW', dueDayColour: ['green'] }],
    ['review, one application type', { filter: 'REVIEW', applicationType: ['REGISTRATION'] }],
    ['review, received on a day', { filter: 'REVIEW', receivedDateParam: aDay }],
    ['all, page 1', { filter: 'ALL' }],
    ['all, the last page', { filter: 'ALL', page: lastAllPage }],
    ['all, one status', { filter: 'ALL', status: ['ACCEPTED'] }],
    ['all, search by name', { filter: 'ALL', searchParam: 'Bulk Applicant 4242' }],
    ['all, search by identifier', { filter: 'ALL', searchParam: 'BULK/0004242' }],
    // Every generated name holds it: the search an officer makes for a common surname, at its largest.
    ['all, search by a word every name holds', { filter: 'ALL', searchParam: 'Applicant' }],
    // Its last page: a search counted up to its bound offers that many pages (issue 54 §2).
    [
      'all, a word every name holds, its last page',
      { filter: 'ALL', searchParam: 'Applicant', page: SEARCH_TOTAL_BOUND / LIST_PAGE_SIZE },
    ],
    // Two letters hold no trigram of the search index: the tab is read through the ILIKE alone.
    ['all, search by a short prefix every name holds', { filter: 'ALL', searchParam: 'Ap' }],
    ['all, search by two letters no name holds', { filter: 'ALL', searchParam: 'Qz' }],
    ['submissions', { filter: 'SUBMISSIONS' }],
    ['processed', { filter: 'PROCESSED' }],
    ['completed', { filter: 'COMPLETED' }],
    ['deemed', { filter: 'DEEMED' }],
    ['line department', { filter: 'LINE_DEPARTMENT_APPLICATION' }],
    ['action required (single window)', { filter: 'ACTION_REQUIRED' }],
  ];
  const rows: { scenario: string; rows: number; httpMedianMs: string; httpP95Ms: string; serviceMedianMs: string }[] =
    [];
  for (const [scenario, variables] of scenarios) {
    let total = 0;
    const http = await timeRuns(RUNS, async () => {
      const answer = (await graphql(INBOX, { ...variables, perPage: LIST_PAGE_SIZE }, token)) as unknown as TAnswer;
      if (!answer.data) throw new Error(`${scenario}: ${JSON.stringify(answer.errors)}`);
      total = answer.data.applicationsByDateAndTypeFilter.totalCount;
    });
    const query = ZInboxQuerySchema.parse({ ...variables, perPage: LIST_PAGE_SIZE });
    const service = await timeRuns(RUNS, async () => {
      await inbox.list(officer, query);
    });
    rows.push({
      scenario,
      rows: total,
      httpMedianMs: http.medianMs,
      httpP95Ms: http.p95Ms,
      serviceMedianMs: service.medianMs,
    });
  }
  const TAB_COUNTS = `{ inboxTabCounts { filter count } }`;
  const countsHttp = await timeRuns(RUNS, async () => {
    await graphql(TAB_COUNTS, {}, token);
  });
  const countsService = await timeRuns(RUNS, async () => {
    await inbox.tabCounts(officer, null);
  });
  rows.push({
    scenario: 'tab counts (every tab)',
    rows: 8,
    httpMedianMs: countsHttp.medianMs,
    httpP95Ms: countsHttp.p95Ms,
    serviceMedianMs: countsService.medianMs,
  });
  console.log(`Inbox of ${username}, ${RUNS} runs each (after 3 warm-up runs), ${bench.database.driver}:`);
  console.table(rows);
  return record.ulbId;
}

try {
  const ulbId = await measureInbox(WORST_CASE_OFFICER);
  await measureInbox(`bulk.site.${ulbId}.1`);
} finally {
  await bench.close();
}
