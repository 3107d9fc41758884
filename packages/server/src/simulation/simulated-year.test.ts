import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import {
  PLANTED_FAULTS,
  POST_DRIVE_FAULTS,
  simulateYear,
  type TPlantedFault,
  type TSimulationResult,
} from './simulated-year';

/**
 * The simulated year, small (issues 14 and 57): a year of applications in every ULB grade and process kind, driven
 * through the workflow service, the orders and the deadline scheduler (two at once for part of the year) with the
 * manual clock, officers attempting what the Act forbids, then recounted from the audit trail with every instant
 * from the simulation's own log of writes. The full run is `npm run simulate-year` (docs/WORKFLOW.md "The
 * simulated year"). Decision: 120 applications and a scheduler run every 12 hours keep the year near two minutes on
 * a shared 2-core machine (the CLI's `--applications 200` takes about twice as long); the year still holds the
 * staffing gap, both outages, the two schedulers and some thirty deemed files.
 *
 * The planted faults (a mutation table): each puts one fault into the product and must turn its own count of the
 * final line non-zero. Those planted while the year runs get a short run each (PLANT_RUN); those planted after the
 * driving (the lagging figures, the due midnight counted late, the missing order) are planted in this year's
 * database and recounted a day later each (recountAgain), after the year's own recount found zeros.
 */
const APPLICATIONS = 120;
/** A short run for the faults planted while the year runs (both outages fall in it; no HTTP traffic). */
const PLANT_RUN = { applications: 24, days: 80, seed: 57, schedulerEveryHours: 24, http: false } as const;
/** A second shortfall needs single-window files with a first one: twice the applications for that fault. */
const PLANT_RUN_APPLICATIONS: Partial<Record<TPlantedFault, number>> = { ACCEPTS_SECOND_SHORTFALL: 48 };

const summaryOf = (result: TSimulationResult) =>
  [...Object.entries(result.figures).map(([name, value]) => `${name}: ${value}`), ...result.examples].join('\n');

describe('a simulated year of applications', () => {
  let database: TDatabaseHandle;
  let result: TSimulationResult;

  beforeAll(async () => {
    database = await openTestDatabase();
    result = await simulateYear(database.db, { applications: APPLICATIONS, seed: 14, schedulerEveryHours: 12 });
  }, 900_000);

  afterAll(async () => {
    await database.close();
  });

  it('drove every kind of event through the product, forbidden attempts and two schedulers included', () => {
    expect(result.figures.applications).toBe(APPLICATIONS);
    for (const figure of [
      'deemed approvals due',
      'late turns (recount)',
      'outcome SHORTFALL',
      'outcome LINE_VERIFICATION',
      'scheduler runs with a second scheduler at once',
      'scheduler runs skipped (the other held the lock)',
      'forbidden: a shortfall after day 10, attempted',
      "forbidden: a submission on another officer's turn, attempted",
      'orders issued',
      'turns ended exactly at their due midnight (recount)',
    ]) {
      expect(result.figures[figure], `${figure}\n${summaryOf(result)}`).toBeGreaterThan(0);
    }
  });

  it('finds every deemed approval on its day, every delay and figure as recounted, nothing forbidden accepted, every order', () => {
    expect(result.summaryLine, summaryOf(result)).toBe(
      'missed deemed approvals: 0, early deemed approvals: 0, misattributed delays: 0, figure mismatches: 0, forbidden actions accepted: 0, orders missing or wrong: 0',
    );
  });

  // Faults planted after the driving, on this year's database, each read a day later than the one before (the
  // due-midnight fault is taken out after its recount; the missing order, last, is not).
  it.each(POST_DRIVE_FAULTS.map((fault) => [fault, COUNT_OF_FAULT[fault]] as const))(
    '%s planted after the year turns %s non-zero',
    async (plant, countName) => {
      const planted = await result.recountAgain(plant);
      expect(planted[countName], `${planted.summaryLine}\n${summaryOf(planted)}`).toBeGreaterThan(0);
    },
    300_000,
  );
});

/** Which count of the final line each planted fault must turn non-zero. */
const COUNT_OF_FAULT: Record<TPlantedFault, keyof TSimulationResult> = {
  DEEMS_TWO_DAYS_EARLY: 'earlyDeemed',
  ACCEPTS_SECOND_SHORTFALL: 'forbiddenAccepted',
  ACCEPTS_LATE_SHORTFALL: 'forbiddenAccepted',
  ACCEPTS_ANOTHER_OFFICERS_TURN: 'forbiddenAccepted',
  LAGGING_FIGURES: 'figureMismatches',
  MISSING_ORDER: 'ordersMissingOrWrong',
  DUE_MIDNIGHT_COUNTED_LATE: 'figureMismatches',
};

describe('the simulated year with a fault planted in the product while it runs', () => {
  it.each(
    PLANTED_FAULTS.filter((fault) => !POST_DRIVE_FAULTS.includes(fault)).map(
      (fault) => [fault, COUNT_OF_FAULT[fault]] as const,
    ),
  )(
    '%s turns %s non-zero',
    async (plant, countName) => {
      const database = await openTestDatabase();
      try {
        const applications = PLANT_RUN_APPLICATIONS[plant] ?? PLANT_RUN.applications;
        const result = await simulateYear(database.db, { ...PLANT_RUN, applications, plant });
        expect(result[countName], `${result.summaryLine}\n${summaryOf(result)}`).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    },
    600_000,
  );
});
