import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { simulateYear, type TSimulationResult } from './simulated-year';

/**
 * The simulated year, small (issue 14): a year of applications in every ULB grade and process kind, driven through
 * the workflow service and the deadline scheduler with the manual clock, then recounted from the raw history. The
 * full run is `npm run simulate-year` (docs/WORKFLOW.md "The simulated year"). Decision: 120 applications and a
 * scheduler run every 12 hours keep it near a minute on a shared 2-core machine (each transition is a dozen
 * queries on the embedded database); the year still holds the staffing gap, both outages and ~30 deemed files.
 */
const APPLICATIONS = 120;

let database: TDatabaseHandle;
let result: TSimulationResult;

beforeAll(async () => {
  database = await openTestDatabase();
  result = await simulateYear(database.db, { applications: APPLICATIONS, seed: 14, schedulerEveryHours: 12 });
}, 600_000);

afterAll(async () => {
  await database.close();
});

describe('a simulated year of applications', () => {
  it('drove every kind of event through the product', () => {
    expect(result.figures.applications).toBe(APPLICATIONS);
    for (const figure of [
      'deemed approvals due',
      'late turns (recount)',
      'outcome SHORTFALL',
      'outcome LINE_VERIFICATION',
    ]) {
      expect(result.figures[figure], figure).toBeGreaterThan(0);
    }
  });

  it('finds every deemed approval on its day, every delay against its officer, every figure as recounted', () => {
    const explanation = [
      ...Object.entries(result.figures).map(([name, value]) => `${name}: ${value}`),
      ...result.examples,
    ];
    expect(result.summaryLine, explanation.join('\n')).toBe(
      'missed deemed approvals: 0, early deemed approvals: 0, misattributed delays: 0, figure mismatches: 0',
    );
  });
});
