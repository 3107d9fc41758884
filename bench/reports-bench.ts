import { addMonths, indiaDay, yearRange } from '@anumati/domain';
import { sql } from 'drizzle-orm';
import { openBench, timeRuns } from './bench-support';

/**
 * The reports' latency at scale (issue 10: the summary report and a state-wide monthly report under 300 ms at
 * the median with 1,000,000 applications on PostgreSQL). BENCH_REPORT_APPLICATIONS sets the count;
 * DATABASE_URL measures a PostgreSQL server instead of PGlite. Figures, not a pass/fail test.
 */
const COUNT = Number(process.env.BENCH_REPORT_APPLICATIONS ?? 1_000_000);
const RUNS = 20;

const REPORTS = `query ($type: ReportType!, $groupBy: ReportGroup, $startDate: String, $endDate: String) {
  reports(type: $type, groupBy: $groupBy, startDate: $startDate, endDate: $endDate) {
    rows { key applicationType received approved rejected with_citizen under_process deemed withdrawn }
  }
}`;
const LIST = `query ($status: ReportApplicationStatus!, $circles: [String!], $search: String) {
  reportApplications(applicationStatus: $status, circles: $circles, search: $search, perPage: 10) {
    totalCount records { applicationIdentifier property { location { ulbName } } }
  }
}`;

type TAnswer = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

const bench = await openBench({ count: COUNT });
try {
  const token = await bench.signIn('chasing.cell');
  /** One call as the chasing cell (the whole state); a refusal stops the benchmark rather than time an error. */
  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = (await bench.graphql(query, variables, token)) as unknown as TAnswer;
    if (answer.errors) throw new Error(answer.errors[0]?.message);
    return answer.data ?? {};
  };
  const today = indiaDay(new Date());
  const year = yearRange(Number(today.slice(0, 4)), today);
  const partial = { startDate: `${addMonths(today.slice(0, 7), -3)}-15`, endDate: today };
  const report = (variables: Record<string, unknown>) => async () => {
    const rows = (await ask(REPORTS, variables)).reports as { rows: { received: number }[] };
    return `${rows.rows.reduce((sum, row) => sum + row.received, 0)} received, ${rows.rows.length} rows`;
  };
  const list = (variables: Record<string, unknown>) => async () =>
    `${((await ask(LIST, variables)).reportApplications as { totalCount: number }).totalCount} in the list`;
  /** The chasing cell's figures count officer turns, not the summary table: timed for information. */
  const officerReport = (query: string) => async () => JSON.stringify(await ask(query)).slice(0, 40);

  const scenarios: [string, () => Promise<string>][] = [
    ['summary report (2020 to today, state)', report({ type: 'CONSOLIDATED' })],
    ['monthly report, this year (state)', report({ type: 'MONTHLY', ...year })],
    ['monthly report, from mid-month 3 months ago', report({ type: 'MONTHLY', ...partial })],
    ['annual report by district, this year', report({ type: 'ANNUAL', groupBy: 'DISTRICT', ...year })],
    ['reportApplications: approved, page 1', list({ status: 'APPROVED' })],
    ['reportApplications: a circle (counted apart)', list({ status: 'APPROVED', circles: ['Madhapur'] })],
    ['reportApplications: search a district (counted apart)', list({ status: 'APPROVED', search: 'Suryapet' })],
    ['reportApplications: search a file number part', list({ status: 'APPROVED', search: '000123' })],
    ['chasing cell: files held past due, page 1', officerReport('{ delayedFiles(perPage: 10) { totalCount } }')],
    ['chasing cell: top 3 delaying officers per ULB', officerReport('{ delayingOfficers(topPerUlb: 3) { rank } }')],
    [
      'for comparison: a fresh count of every application',
      async () => {
        const result = (await bench.database.db.execute(
          sql`select application_type, status, count(*) from applications where status <> 'DRAFT' group by 1, 2`,
        )) as unknown as { rows: unknown[] };
        return `${result.rows.length} groups`;
      },
    ],
  ];
  const rows: { scenario: string; result: string; medianMs: string; p95Ms: string }[] = [];
  const measure = async (scenario: string, call: () => Promise<string>) => {
    let result = '';
    const times = await timeRuns(RUNS, async () => {
      result = await call();
    });
    rows.push({ scenario, result, ...times });
  };
  for (const [scenario, call] of scenarios) await measure(scenario, call);

  // The bulk rows sit in the demo's four ULBs over a few months. A real state fills the summary table for 43
  // ULBs over the years: it is filled to that size (with made-up counts) to time the reports on it too.
  await bench.database.db.execute(sql`
    insert into report_counts (month, ulb_id, application_type, status, count)
    select to_char(date '2020-01-01' + (m || ' months')::interval, 'YYYY-MM'), u.id, t.type, s.status, 7
    from generate_series(0, 82) m cross join ulbs u
    cross join (values ('SELF CERTIFICATION'), ('REGISTRATION'), ('SINGLE WINDOW'), ('OCCUPANCY')) t(type)
    cross join (values ('ACCEPTED'), ('REJECTED'), ('REVOKED'), ('VERIFICATION_UNDER_PROGRESS'), ('SUBMITTED'),
      ('PROCEEDINGS_IN_PROGRESS'), ('SHORTFALL'), ('SHOW_CAUSE_RAISED'), ('DEEMED'), ('CLOSED'), ('EXPIRED'),
      ('FEE_VERIFICATION')) s(status)
    on conflict do nothing`);
  const [size] = (
    (await bench.database.db.execute(sql`select count(*)::int as n from report_counts`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  await measure(`summary report, summary table of ${size?.n} rows`, report({ type: 'CONSOLIDATED' }));
  await measure(`monthly report, summary table of ${size?.n} rows`, report({ type: 'MONTHLY', ...year }));

  console.log(
    `Reports of the chasing cell (the whole state), ${RUNS} runs each (after 3 warm-up runs), ${bench.database.driver}:`,
  );
  console.table(rows);
} finally {
  await bench.close();
}
