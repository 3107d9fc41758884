import { openBench, timeRuns } from './bench-support';

/**
 * npm run bench: the inbox query's latency at scale (issue 4: under 50 ms at the median with 100,000
 * applications). BENCH_APPLICATIONS sets the count; DATABASE_URL measures a PostgreSQL server instead of PGlite.
 * Figures, not a pass/fail test.
 */
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = 30;
const OFFICER = 'site.ghmc';

const bench = await openBench({ count: COUNT });
try {
  const { graphql } = bench;
  const token = await bench.signIn(OFFICER);

  const INBOX = `query ($filter: ApplicationFilter!, $searchParam: String, $page: Int, $receivedDateSort: SortOrder,
    $dueDayColour: [String!]) {
    applicationsByDateAndTypeFilter(filter: $filter, searchParam: $searchParam, page: $page, perPage: 10,
      receivedDateSort: $receivedDateSort, dueDayColour: $dueDayColour) {
      totalCount records { id applicationIdentifier status applicant { applicantName } property { actualPlotArea }
        stageStates { name stageOfficers { officerName } } }
    }
  }`;
  const scenarios: [string, Record<string, unknown>][] = [
    ['review, page 1', { filter: 'REVIEW' }],
    ['review, page 200', { filter: 'REVIEW', page: 200 }],
    ['review, newest first', { filter: 'REVIEW', receivedDateSort: 'DESC' }],
    ['all, search by name', { filter: 'ALL', searchParam: 'Bulk Applicant 4242' }],
    ['submissions', { filter: 'SUBMISSIONS' }],
    ['review, red due days', { filter: 'REVIEW', dueDayColour: ['red'] }],
  ];
  const rows: { scenario: string; rows: number; medianMs: string; p95Ms: string }[] = [];
  for (const [scenario, variables] of scenarios) {
    let total = 0;
    const timing = await timeRuns(RUNS, async () => {
      total = (await graphql(INBOX, variables, token)).data.applicationsByDateAndTypeFilter?.totalCount ?? 0;
    });
    rows.push({ scenario, rows: total, ...timing });
  }
  console.log(`Inbox of ${OFFICER}, ${RUNS} runs each (after 3 warm-up runs), ${bench.database.driver}:`);
  console.table(rows);
} finally {
  await bench.close();
}
