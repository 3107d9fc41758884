import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../packages/server/src/db/database';
import { simulateYear } from '../packages/server/src/simulation/simulated-year';

/**
 * npm run simulate-year -- --applications N [--seed S] [--scheduler-every-hours H] [--days D]: a state's year of applications
 * through the workflow service and the deadline scheduler with a manual clock, recounted independently
 * (packages/server/src/simulation). PostgreSQL when DATABASE_URL is set (a fresh, empty database), else the
 * embedded database in a temporary folder. Figures, then the one line the issue asks for.
 */
const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '150000' },
    seed: { type: 'string', default: '20260401' },
    'scheduler-every-hours': { type: 'string', default: '6' },
    days: { type: 'string', default: '365' },
  },
});
const applications = Number(values.applications);
if (!Number.isInteger(applications) || applications < 1) throw new Error('--applications takes a whole number above 0');

const folder = await mkdtemp(join(tmpdir(), 'anumati-simulated-year-'));
const database = await openDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: folder });
try {
  console.log(`Simulating a year of ${applications} applications on ${database.driver}`);
  const result = await simulateYear(database.db, {
    applications,
    seed: Number(values.seed),
    schedulerEveryHours: Number(values['scheduler-every-hours']),
    days: Number(values.days),
    log: (line) => console.log(line),
  });
  console.table(Object.entries(result.figures).map(([figure, value]) => ({ figure, value })));
  if (result.examples.length > 0) console.log(`Examples:\n  ${result.examples.join('\n  ')}`);
  console.log(result.summaryLine);
} finally {
  await database.close();
  await rm(folder, { recursive: true, force: true });
}
