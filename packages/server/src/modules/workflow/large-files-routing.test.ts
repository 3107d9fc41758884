import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createJurisdiction } from '../../testing/fixtures';
import { signInTeam, type TTeamMember } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { buildings, stageOfficers, stageStates } from '../application/application.table';
import { createWorkflowService, type TWorkflowService } from './workflow.service';

let t: TTestApp;
let workflow: TWorkflowService;
let ulbId: number;
let team: Record<'site' | 'title' | 'tech' | 'tpso' | 'acp', TTeamMember>;

beforeAll(async () => {
  t = await createTestApp();
  const jurisdiction = await createJurisdiction(t.database.db);
  ulbId = jurisdiction.ulb.id;
  team = await signInTeam(t, {
    site: { role: 'Site Inspector', jurisdiction },
    title: { role: 'Title Inspector', jurisdiction },
    tech: { role: 'Technical Scrutiny Officer', jurisdiction },
    tpso: { role: 'TPSO OFFICER', jurisdiction },
    acp: { role: 'ACP OFFICER', jurisdiction },
  });
  workflow = createWorkflowService({ db: t.database.db, clock: t.clock, orders: null });
});
afterAll(() => t.close());

/** An instant approval on the fixture's 180 sq m plot with a building of that many floors (ground included). */
async function instantApproval(noOfFloors: number) {
  const application = await createApplication(t.database.db, { ulbId, appliedOn: t.clock.now(), stages: [] });
  await t.database.db.insert(buildings).values({
    applicationId: application.id,
    purposeOfBuilding: 'Residential',
    noOfFloors,
    heightInMetres: 3 * noOfFloors,
    totalBuiltUpArea: 100 * noOfFloors,
  });
  await t.database.db.transaction((tx) => workflow.startIn(tx, application.id, { kind: 'PLATFORM' }));
  return application.id;
}

/** Who takes the site review (L2) once the site inspector has submitted. */
async function siteReviewerOf(applicationId: number) {
  const [siteTurn] = await t.database.db
    .select({ stageId: stageStates.id })
    .from(stageStates)
    .innerJoin(stageOfficers, eq(stageOfficers.stageStateId, stageStates.id))
    .where(and(eq(stageStates.applicationId, applicationId), eq(stageOfficers.officerId, team.site.id)));
  await workflow.transition({
    applicationId,
    event: { type: 'SUBMIT', stageId: siteTurn?.stageId ?? 0, officerId: team.site.id, outcome: 'SUBMITTED' },
    actor: { kind: 'OFFICER', officerId: team.site.id, roleName: 'Site Inspector' },
    remark: null,
  });
  const [review] = await t.database.db
    .select({ officerId: stageOfficers.officerId })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(
      and(
        eq(stageStates.applicationId, applicationId),
        eq(stageOfficers.officerLevel, 'L2'),
        eq(stageOfficers.action, 'IN_PROCESS'),
      ),
    );
  return review?.officerId;
}

describe('the ACP queue "Under Process Above 200 Sqm" (spec 1 §5)', () => {
  it('takes a small plot with ground plus 2 floors, and leaves ground plus 1 with the TPSO', async () => {
    expect(await siteReviewerOf(await instantApproval(3))).toBe(team.acp.id);
    expect(await siteReviewerOf(await instantApproval(2))).toBe(team.tpso.id);
  });
});
