import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../packages/server/src/db/database';
import { PLANTED_FAULTS, simulateYear, type TPlantedFault } from '../packages/server/src/simulation/simulated-year';

/**
 * npm run simulate-year -- --applications N [--seed S] [--scheduler-every-hours H] [--days D] [--plant FAULT]: a
 * state's year of applications through the workflow service, the orders and the deadline scheduler (two at once
 * for part of the year) with a manual clock, recounted independently (packages/server/src/simulation).
 * PostgreSQL when DATABASE_URL is set (a fresh, empty database; the second scheduler gets its own pool, so the
 * run lock between the two is PostgreSQL's), else the embedded database in a temporary folder. Figures, then the
 * one line the issue asks for. --plant puts one of PLANTED_FAULTS into the product for the run.
 */
const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '150000' },
    seed: { type: 'string', default: '20260401' },
    'scheduler-every-hours': { type: 'string', default: '6' },
    days: { type: 'string', default: '365' },
    plant: { type: 'string' },
  },
});
const plant = values.plant as TPlantedFault | undefined;
if (plant !== undefined && !PLANTED_FAULTS.includes(plant)) {
  throw new Error(`--plant takes one of ${PLANTED_FAULTS.join(', ')}`);
}
const applications = Number(values.applications);
if (!Number.isInteger(applications) || applications < 1) throw new Error('--applications takes a whole number above 0');

const folder = await mkdtemp(join(tmpdir(), 'anumati-simulated-year-'));
const database = await openDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: folder });
// The second scheduler's own pool on PostgreSQL (the embedded database has one connection: the same handle).
const second = database.pool
  ? await openDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: folder })
  : database;
try {
  console.log(`Simulating a year of ${applications} applications on ${database.driver}`);
  const result = await simulateYear(database.db, {
    applications,
    seed: Number(values.seed),
    schedulerEveryHours: Number(values['scheduler-every-hours']),
    days: Number(values.days),
    pool: database.pool,
    secondScheduler: second,
    plant,
    log: (line) => console.log(line),
  });
  console.table(Object.entries(result.figures).map(([figure, value]) => ({ figure, value })));
  if (result.examples.length > 0) console.log(`Examples:\n  ${result.examples.join('\n  ')}`);
  console.log(result.summaryLine);
} finally {
  if (second !== database) await second.close();
  await database.close();
  await rm(folder, { recursive: true, force: true });
}
