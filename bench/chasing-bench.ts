import { DAY_MS, indiaDay, REPORT_PAGE_SIZE, yearRange } from '@anumati/domain';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rebuildTurnDelays, sweepTurnDelays } from '../packages/server/src/modules/workflow/turn-delays.repository';
import {
  ChasingFiguresDocument,
  DeemedAlertCountDocument,
  DeemedAlertsDocument,
  DeemedReviewAlertsDocument,
  DelayBandsDocument,
  DelayedFilesDocument,
  DelayingOfficersDocument,
  OfficerPerformanceDocument,
  PenaltiesDocument,
  PostVerificationAlertCountDocument,
  PostVerificationAlertsDocument,
  ProcessingLeaderboardDocument,
  StageDelaysDocument,
} from '../packages/web/src/shared/graphql/generated/graphql';
import { openBench, timeRuns } from './bench-support';

/**
 * The chasing cell's dashboard at scale (issue 14 item 8: its figures in ≤ 100 ms at 1,000,000 applications on
 * PostgreSQL; issue 54 §3: every figure and list ≤ 100 ms at 1M), each through HTTP as the console's own generated
 * document with its screen's variables, read from the read model turn_delays; and what keeping it costs: a rebuild from the source
 * tables and the scheduler's sweep. BENCH_CHASING_APPLICATIONS sets the count (1,000,000 by default);
 * DATABASE_URL measures a PostgreSQL server instead of PGlite. Figures, not a pass/fail test.
 *
 * The bulk applications (seed/bulk-applications.ts) are an unkind case for the chasing cell: one turn each,
 * two in three still open and nearly all of those past their 7 days, so most turns are held past due.
 */
const COUNT = Number(process.env.BENCH_CHASING_APPLICATIONS ?? 1_000_000);
const RUNS = 20;

type TAnswer = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

const bench = await openBench({ count: COUNT });
try {
  const { db } = bench.database;
  const token = await bench.signIn('chasing.cell');
  const ask = async (query: string, variables: Record<string, unknown>) => {
    const answer = (await bench.graphql(query, variables, token)) as unknown as TAnswer;
    if (answer.errors) throw new Error(answer.errors[0]?.message);
    return answer.data ?? {};
  };
  const today = indiaDay(new Date());
  const year = yearRange(Number(today.slice(0, 4)), today);
  // The console's own documents (issue 54 §3), with the variables its screens send: the dashboard's year, the
  // tables' first page.
  const filter = { startDate: year.startDate, endDate: year.endDate };
  const call = (document: { toString(): string }, variables: Record<string, unknown>) => async () =>
    JSON.stringify(await ask(document.toString(), variables)).slice(0, 70);
  const [turns] = (
    (await db.execute(sql`select count(*)::int as all_turns,
      (count(*) filter (where is_open and days_delayed > 0))::int as held_late,
      (count(*) filter (where days_delayed > 0))::int as late from turn_delays`)) as unknown as {
      rows: { all_turns: number; held_late: number; late: number }[];
    }
  ).rows;
  console.log(`turn_delays: ${turns?.all_turns} turns, ${turns?.late} late, ${turns?.held_late} held now past due`);

  const firstPage = { filter, page: 1, perPage: REPORT_PAGE_SIZE };
  const scenarios: [string, () => Promise<string>][] = [
    ['dashboard: files / turns held past due', call(ChasingFiguresDocument, { filter })],
    ['dashboard: day-17 alerts, counted', call(DeemedAlertCountDocument, { filter })],
    ['dashboard: day-10 alerts, counted', call(PostVerificationAlertCountDocument, { filter })],
    ['dashboard: penalties, this year', call(PenaltiesDocument, { filter })],
    ['dashboard: delayed turns by length', call(DelayBandsDocument, { filter })],
    ['dashboard: top 3 delaying officers per ULB', call(DelayingOfficersDocument, { filter, topPerUlb: 3 })],
    ['dashboard: deemed reviews without an officer', call(DeemedReviewAlertsDocument, { filter })],
    ['action panel: turns held past due, page 1', call(DelayedFilesDocument, firstPage)],
    ['action panel: day-17 alerts, page 1', call(DeemedAlertsDocument, firstPage)],
    ['action panel: day-10 alerts, page 1', call(PostVerificationAlertsDocument, firstPage)],
    ['statistics: processing leaderboard', call(ProcessingLeaderboardDocument, { filter })],
    ['performance report: officer performance', call(OfficerPerformanceDocument, { filter })],
    ['statistics: delays by stage', call(StageDelaysDocument, { filter })],
  ];
  const rows: { scenario: string; result: string; medianMs: string; p95Ms: string }[] = [];
  for (const [scenario, run] of scenarios) {
    let result = '';
    const times = await timeRuns(RUNS, async () => {
      result = await run();
    });
    rows.push({ scenario, result, ...times });
  }

  /** One timed run of a maintenance step (these are not repeated: each changes the table). */
  const once = async (scenario: string, step: () => Promise<string>) => {
    const started = performance.now();
    const result = await step();
    const ms = (performance.now() - started).toFixed(0);
    rows.push({ scenario, result, medianMs: ms, p95Ms: '(one run)' });
  };
  await once('sweep, nothing changed since the last', async () =>
    JSON.stringify(await sweepTurnDelays(db, new Date())),
  );
  // The turns written are those whose delay band moved or that fell late (an open turn's days are counted when
  // read): a day's, then the six days after it at once (a scheduler stopped for a week).
  await once('sweep a day later', async () => JSON.stringify(await sweepTurnDelays(db, new Date(Date.now() + DAY_MS))));
  await once('sweep a week later (six days since the last)', async () =>
    JSON.stringify(await sweepTurnDelays(db, new Date(Date.now() + 7 * DAY_MS))),
  );
  await once('rebuild from the source tables', async () => {
    await rebuildTurnDelays(db, new Date());
    return 'rebuilt';
  });

  console.log(
    `The chasing cell's figures (the whole state), ${RUNS} runs each after 3 warm-up runs, ${bench.database.driver}, ${COUNT} bulk applications:`,
  );
  console.table(rows);
} finally {
  await bench.close();
}
