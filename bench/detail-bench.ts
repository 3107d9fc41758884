import { sql } from 'drizzle-orm';
import { openBench, timeRuns } from './bench-support';

/**
 * The detail screens' reads at scale (issue 6: GET applications/{id}/view under 30 ms at the median with
 * 100,000 applications, in a fixed number of queries). Counts the SQL statements each call runs.
 */
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = 30;
const OFFICER = 'commissioner.ghmc';

const bench = await openBench({ count: COUNT });
try {
  const token = await bench.signIn(OFFICER);
  const pick = async (where: string) => {
    const rows = (await bench.database.db.execute(
      sql.raw(`select a.id from applications a join ulbs u on u.id = a.ulb_id where u.name = 'GHMC' and ${where}
        order by (select count(*) from media m where m.application_id = a.id) desc, a.id limit 1`),
    )) as unknown as { rows: { id: number }[] };
    return rows.rows[0]?.id;
  };
  const building = await pick(`a.application_type = 'SINGLE WINDOW' and a.approval_for = 'BUILDING'`);
  const occupancy = await pick(`a.application_type = 'OCCUPANCY'`);
  const bulk = await pick(`a.application_identifier like 'BULK/%'`);

  // Every statement the driver runs goes through $client.query: count them per request.
  const client = (bench.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const query = client.query.bind(client);
  let statements = 0;
  client.query = (...args: unknown[]) => {
    statements += 1;
    return query(...args);
  };

  const scenarios: [string, number | undefined, string][] = [
    ['view, single-window building', building, 'view'],
    ['view, generated application', bulk, 'view'],
    ['occupancy_show', occupancy, 'occupancy_show'],
    ['citizen_uploaded_documents', building, 'citizen_uploaded_documents'],
    ['certificates', building, 'certificates'],
  ];
  const rows: { scenario: string; queries: number; medianMs: string; p95Ms: string }[] = [];
  for (const [scenario, id, path] of scenarios) {
    if (id === undefined) continue;
    const call = async () => {
      const response = await bench.app.inject({
        method: 'GET',
        url: `/api/v1/applications/${id}/${path}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`${scenario}: ${response.statusCode} ${response.body}`);
    };
    statements = 0;
    await call();
    const queries = statements;
    rows.push({ scenario, queries, ...(await timeRuns(RUNS, call)) });
  }
  console.log(`Detail reads as ${OFFICER}, ${RUNS} runs each (after 3 warm-up runs), ${bench.database.driver}:`);
  console.table(rows);
} finally {
  await bench.close();
}
