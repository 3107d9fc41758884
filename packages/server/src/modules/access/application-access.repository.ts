import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applications, stageOfficers, stageStates } from '../application/application.table';
import { correctionAssignees, correctionRequests } from '../corrections/corrections.table';
import { ulbs } from '../jurisdiction/jurisdiction.table';

/** What the access guard decides on: the file's jurisdiction and state, and whether the officer is routed to it. */
export async function findApplicationAccessFacts(db: TDb, officerId: number, applicationId: number) {
  const [row] = await db
    .select({
      ulbId: applications.ulbId,
      districtId: ulbs.districtId,
      authorityId: ulbs.authorityId,
      status: applications.status,
      applicationType: applications.applicationType,
      approvalFor: applications.approvalFor,
      isRoutedToOfficer: sql<boolean>`exists (select 1 from ${stageOfficers} so join ${stageStates} ss on ss.id = so.stage_state_id
        where ss.application_id = ${applications.id} and so.officer_id = ${officerId})`,
      hasOpenTurn: sql<boolean>`exists (select 1 from ${stageOfficers} so join ${stageStates} ss on ss.id = so.stage_state_id
        where ss.application_id = ${applications.id} and so.officer_id = ${officerId} and so.action = 'IN_PROCESS')`,
      hasOpenCorrectionTurn: sql<boolean>`exists (select 1 from ${correctionAssignees} ca
        join ${correctionRequests} cr on cr.id = ca.correction_request_id
        where cr.application_id = ${applications.id} and ca.officer_id = ${officerId} and ca.completed_at is null)`,
    })
    .from(applications)
    .innerJoin(ulbs, eq(ulbs.id, applications.ulbId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}
