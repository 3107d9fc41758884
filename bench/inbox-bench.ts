import { openBench, timeRuns, type TTimed } from './bench-support';

/**
 * The inbox query's latency at scale (issue 4: under 50 ms at the median with 100,000 applications).
 * BENCH_APPLICATIONS sets the count; DATABASE_URL measures a PostgreSQL server instead of PGlite.
 * Figures, not a pass/fail test.
 */
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = 30;
const OFFICER = 'site.ghmc';

const bench = await openBench(COUNT);
try {
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
  const rows: TTimed[] = [];
  for (const [scenario, variables] of scenarios) {
    rows.push(
      await timeRuns(scenario, RUNS, async () => {
        const answer = await bench.graphql(INBOX, variables, token);
        const list = answer.data?.applicationsByDateAndTypeFilter as { totalCount?: number } | undefined;
        return `${list?.totalCount ?? 0} rows`;
      }),
    );
  }
  console.log(`Inbox of ${OFFICER}, ${RUNS} runs each (after 3 warm-up runs), ${bench.database.driver}:`);
  console.table(rows);
} finally {
  await bench.close();
}
