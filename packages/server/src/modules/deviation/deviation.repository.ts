import type { TDeviationInputs, TOfficerDeviationLevel } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applications } from '../application/application.table';
import { deviations } from './deviation.table';

/** The application's deviation, locked for the rest of the transaction: two saves of one level cannot cross. */
export async function lockDeviation(db: TDb, applicationId: number) {
  const [row] = await db.select().from(deviations).where(eq(deviations.applicationId, applicationId)).for('update');
  return row ?? null;
}

/** The application has a deviation table whose LEVEL-1 entries are still missing (a file without one waits for none). */
export async function isLevelOneMissing(db: TDb, applicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ l1Values: deviations.l1Values })
    .from(deviations)
    .where(eq(deviations.applicationId, applicationId));
  return row !== undefined && row.l1Values === null;
}

const COLUMN_OF_LEVEL = { 'LEVEL-1': 'l1Values', 'LEVEL-2': 'l2Values', 'LEVEL-3': 'l3Values' } as const;

/** Stores a level's entries with the deviation's flags, on the deviation and on the application. */
export async function saveDeviationLevel(
  db: TDb,
  input: {
    applicationId: number;
    level: TOfficerDeviationLevel;
    values: TDeviationInputs;
    isDeviationUpdated: boolean;
    now: Date;
  },
) {
  const flags = { isDeviationSubmitted: true, isDeviationUpdated: input.isDeviationUpdated };
  await db
    .update(deviations)
    .set({ [COLUMN_OF_LEVEL[input.level]]: input.values, ...flags, updatedAt: input.now })
    .where(eq(deviations.applicationId, input.applicationId));
  await db
    .update(applications)
    .set({ ...flags, updatedAt: input.now })
    .where(eq(applications.id, input.applicationId));
}
