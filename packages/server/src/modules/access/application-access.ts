import { canSeeApplication } from '@anumati/domain';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import { applications, stageOfficers, stageStates } from '../application/application.table';
import { ulbs } from '../jurisdiction/jurisdiction.table';
import type { TSignedInOfficer } from '../officer/signed-in-officer';

/**
 * The server-side guard for anything about one application: the officer must be routed to it or hold its
 * jurisdiction. Others get "not found", which tells nothing about files that are not theirs.
 */
export async function requireApplicationAccess(db: TDb, officer: TSignedInOfficer, applicationId: number) {
  const [row] = await db
    .select({
      ulbId: applications.ulbId,
      districtId: ulbs.districtId,
      authorityId: ulbs.authorityId,
      isRoutedToOfficer: sql<boolean>`exists (select 1 from ${stageOfficers} so join ${stageStates} ss on ss.id = so.stage_state_id
        where ss.application_id = ${applications.id} and so.officer_id = ${officer.id})`,
      hasOpenTurn: sql<boolean>`exists (select 1 from ${stageOfficers} so join ${stageStates} ss on ss.id = so.stage_state_id
        where ss.application_id = ${applications.id} and so.officer_id = ${officer.id} and so.action = 'IN_PROCESS')`,
    })
    .from(applications)
    .innerJoin(ulbs, eq(ulbs.id, applications.ulbId))
    .where(eq(applications.id, applicationId));
  if (!row || !canSeeApplication(officer, row)) throw new AppError('NOT_FOUND', 'Application not found');
  return row;
}
