import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../db/database';
import { stageOfficers, stageStates } from '../modules/application/application.table';

/** The turn waiting for an officer on an application (its form instance id, stage and level), or null. */
export async function openTurnOf(db: TDb, applicationId: number, officerId: number) {
  const [row] = await db
    .select({ id: stageOfficers.id, stageKey: stageStates.stageKey, level: stageOfficers.officerLevel })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(
      and(
        eq(stageStates.applicationId, applicationId),
        eq(stageOfficers.officerId, officerId),
        eq(stageOfficers.action, 'IN_PROCESS'),
      ),
    )
    .orderBy(asc(stageOfficers.id));
  return row ?? null;
}
