import type { TDatabaseHandle, TDb } from '../db/database';
import { DEMO_OFFICERS } from './demo-officers';
import { findOfficersByUsernames } from './demo-data-guard.repository';

/**
 * The mobile number the demo gives its officer at this place of DEMO_OFFICERS (seed.ts; the demo snapshot keeps
 * it). Public, as the usernames are: a reset code sent to it reaches whoever holds that number.
 */
export function demoOfficerMobile(index: number): string {
  return `98480${String(10_000 + index).slice(-5)}`;
}

/**
 * The demo officers this database holds: an officer with a demo username and the demo's mobile number for it
 * (issue 51). An officer who only shares a demo username, with a mobile of their own, is no demo officer.
 */
async function findDemoOfficers(db: TDb): Promise<string[]> {
  const demoMobiles = new Map(DEMO_OFFICERS.map((officer, index) => [officer.username, demoOfficerMobile(index)]));
  const found = await findOfficersByUsernames(db, [...demoMobiles.keys()]);
  return found
    .filter((officer) => demoMobiles.get(officer.username) === officer.mobile)
    .map((officer) => officer.username)
    .sort();
}

/** Why a production process refuses this database, in one line, or null when it holds no demo officer. */
async function demoDataProblem(db: TDb, command: string): Promise<string | null> {
  const demoOfficers = await findDemoOfficers(db);
  if (demoOfficers.length === 0) return null;
  return (
    `${command} refuses to start in production: this database holds ${demoOfficers.length} demo officer(s) ` +
    `(${demoOfficers.slice(0, 3).join(', ')}…), whose published mobile numbers would receive password-reset ` +
    `codes. Start production on a fresh database: an empty DATA_DIR, or another DATABASE_URL (README).`
  );
}

/**
 * Issue 51 §1: a data folder that once ran the demo keeps its officers, their public usernames and mobile numbers,
 * when the same host is switched to production. A production process on such a database says so in one line and
 * exits with status 1; outside production the demo is what the database is for.
 */
export async function refuseDemoDataInProduction(
  database: Pick<TDatabaseHandle, 'db' | 'close'>,
  config: { NODE_ENV: string },
  command: string,
): Promise<void> {
  if (config.NODE_ENV !== 'production') return;
  const problem = await demoDataProblem(database.db, command);
  if (!problem) return;
  await database.close();
  console.error(problem);
  process.exit(1);
}
