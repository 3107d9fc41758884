import { DEVIATION_MESSAGES, deviationUpdateBody, type TDeviationInputs, type TServerRoleName } from '@anumati/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFormsAnsweredFor } from '../../testing/form-answers';
import { createJurisdiction } from '../../testing/fixtures';
import { openTurnOf } from '../../testing/open-turn';
import { signInTeam, type TTeamMember } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applications } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { deviations } from './deviation.table';

const KEY = 'deviation-test-platform-key-01';
type TWho = 'site' | 'tpso' | 'tech' | 'commissioner' | 'outsider' | 'ghmcSite' | 'ghmcTpso' | 'ghmcTech';
const ROLES: Record<TWho, TServerRoleName> = {
  site: 'Site Inspector',
  tpso: 'TPSO OFFICER',
  tech: 'Technical Scrutiny Officer',
  commissioner: 'Municipal Commissioner',
  outsider: 'TPSO OFFICER',
  ghmcSite: 'Site Inspector',
  ghmcTpso: 'TPSO OFFICER',
  ghmcTech: 'Technical Scrutiny Officer',
};

const side = (ground: number) => ({
  building_permit_order: 3,
  setback_as_on_ground: ground,
  building_lengths: 12,
  no_of_floors: 2,
});
/** The citizen declares the front 0.5 m short: 14.352 sq yd at Rs 10,000, Rs 1,43,520. */
const CITIZEN: TDeviationInputs = {
  front: side(2.5),
  rear: side(3),
  side_one: side(3),
  side_two: side(3),
  land_value_per_registration_dep: 10_000,
};

let t: TTestApp;
let ulbName: string;
let team: Record<TWho, TTeamMember>;

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: KEY } });
  const here = await createJurisdiction(t.database.db, 'DTCP');
  const elsewhere = await createJurisdiction(t.database.db, 'HMDA');
  // GHMC's officers are of their own officer type, read from the ULB's name.
  const ghmc = await createJurisdiction(t.database.db, 'GHMC', 'GHMC');
  ulbName = here.ulb.name;
  const jurisdictionOf = (who: TWho) => (who === 'outsider' ? elsewhere : who.startsWith('ghmc') ? ghmc : here);
  const members = Object.fromEntries(
    (Object.keys(ROLES) as TWho[]).map((who) => [who, { role: ROLES[who], jurisdiction: jurisdictionOf(who) }]),
  ) as Record<TWho, { role: TServerRoleName; jurisdiction: typeof here }>;
  team = await signInTeam(t, members, '96000000');
});
afterAll(() => t.close());

async function receiveOccupancy(key: string, ulb = ulbName): Promise<number> {
  const plotSide = { plotWidth: 15, roadWidth: 9 };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/platform/v1/applications',
    headers: { authorization: `Bearer ${KEY}`, 'idempotency-key': key },
    payload: {
      applicationType: 'OCCUPANCY',
      approvalFor: 'OCCUPANCY',
      ulbName: ulb,
      applicant: {
        applicantType: 'INDIVIDUAL',
        applicantName: 'Occupant',
        mobile: '9848012345',
        contactAddress: 'Kodad',
      },
      plot: {
        plotAddress: 'Plot 3',
        geoCoordinates: [],
        actualPlotArea: 300,
        plotAreaAsPerDocument: 300,
        netPlotArea: 300,
        front: plotSide,
        rear: plotSide,
        side1: plotSide,
        side2: plotSide,
      },
      building: { purposeOfBuilding: 'Residential', noOfFloors: 2, heightInMetres: 7, totalBuiltUpArea: 360 },
      deviation: { citizen: CITIZEN },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

const put = (who: TWho, applicationId: number, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/deviations/${applicationId}`,
    headers: { authorization: `Bearer ${team[who].token}` },
    payload: body as Record<string, unknown>,
  });

async function submit(who: TWho, applicationId: number, status: string) {
  await t.graphql(
    `mutation ($id: ID!) { createComment(applicationId: $id, comment: "<p>Measured the setbacks</p>") { id } }`,
    { id: applicationId },
    { token: team[who].token },
  );
  return t.graphql<{ submitFormAnswers: { status: string } }>(
    `mutation ($formInstanceId: ID!, $status: String!, $data: String) {
      submitFormAnswers(formInstanceId: $formInstanceId, status: $status, data: $data, finalRemark: "Verified") { status } }`,
    {
      formInstanceId: (await openTurnOf(t.database.db, applicationId, team[who].id))?.id,
      status,
      data: await allFormsAnsweredFor(t.database.db, applicationId),
    },
    { token: team[who].token },
  );
}

const storedOf = async (applicationId: number) =>
  (await t.database.db.select().from(deviations).where(eq(deviations.applicationId, applicationId)))[0];

describe('PUT deviations/{id}', () => {
  let id: number;
  const levelOne: TDeviationInputs = { ...CITIZEN, front: side(2) };

  beforeAll(async () => {
    id = await receiveOccupancy('deviation-oc-0001');
    expect((await submit('site', id, 'SUBMITTED')).errors).toBeUndefined();
  });

  it('keeps the site review from submitting until LEVEL-1 is recorded (spec 3 §4, §5)', async () => {
    const answer = await submit('tpso', id, 'RECOMMENDED');
    expect(answer.errors?.[0]?.message).toBe('* Please add remarks in View/Add notes and update Deviation');
  });

  it('does not ask a GHMC officer, who has no Deviation tab, for the table (spec 3 §6)', async () => {
    const ghmcFile = await receiveOccupancy('deviation-oc-ghmc-0001', 'GHMC');
    const siteAnswer = await submit('ghmcSite', ghmcFile, 'SUBMITTED');
    expect(siteAnswer.errors, JSON.stringify(siteAnswer.errors)).toBeUndefined();
    const answer = await submit('ghmcTpso', ghmcFile, 'RECOMMENDED');
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(await openTurnOf(t.database.db, ghmcFile, team.ghmcTech.id)).toBeTruthy();
  });

  it('refuses bad entries, another level, and other officers, storing nothing', async () => {
    const cases: [TWho, unknown, number, string][] = [
      [
        'tpso',
        { ...deviationUpdateBody('LEVEL-1', levelOne), l1_rear_building_lengths: 0 },
        400,
        DEVIATION_MESSAGES.required,
      ],
      [
        'tpso',
        { ...deviationUpdateBody('LEVEL-1', levelOne), l1_land_value_per_registration_dep: 0.5 },
        400,
        DEVIATION_MESSAGES.required,
      ],
      ['tpso', deviationUpdateBody('LEVEL-1', { ...CITIZEN, front: side(2.8) }), 400, DEVIATION_MESSAGES.belowOldFee],
      [
        'tpso',
        { ...deviationUpdateBody('LEVEL-1', levelOne), l1_front_setback_as_on_ground: 'two' },
        400,
        DEVIATION_MESSAGES.invalidNumber,
      ],
      [
        'tpso',
        { ...deviationUpdateBody('LEVEL-1', levelOne), l1_front_setback_as_on_ground: -2 },
        400,
        DEVIATION_MESSAGES.invalidNumber,
      ],
      ['tpso', deviationUpdateBody('LEVEL-2', levelOne), 403, DEVIATION_MESSAGES.notYourLevel],
      ['tech', deviationUpdateBody('LEVEL-1', levelOne), 403, DEVIATION_MESSAGES.notYourLevel],
      ['outsider', deviationUpdateBody('LEVEL-1', levelOne), 404, 'Application not found'],
    ];
    for (const [who, body, status, message] of cases) {
      const response = await put(who, id, body);
      expect(response.statusCode, `${who} ${message}`).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
    }
    const unauthenticated = await t.app.inject({ method: 'PUT', url: `/api/v1/deviations/${id}`, payload: {} });
    expect(unauthenticated.statusCode).toBe(401);
    expect((await storedOf(id))?.l1Values).toBeNull();
  });

  it('records LEVEL-1 as the site review, with the flags and an audit event; the review may then submit', async () => {
    const response = await put('tpso', id, deviationUpdateBody('LEVEL-1', levelOne));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      level: 'LEVEL-1',
      total_compounding_fee: 287040,
      total_deviated_percentage: 33.33,
      is_deviation_updated: true,
      is_deviation_submitted: true,
    });
    expect(await storedOf(id)).toMatchObject({
      l1Values: levelOne,
      isDeviationSubmitted: true,
      isDeviationUpdated: true,
    });
    const [application] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(application).toMatchObject({ isDeviationSubmitted: true, isDeviationUpdated: true });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, id), eq(auditEvents.action, 'DEVIATION_UPDATED')));
    expect(audits.map((event) => event.details)).toEqual([
      { level: 'LEVEL-1', totalCompoundingFee: 287040, totalDeviatedPercentage: 33.33 },
    ]);
    const occupancy = await t.app.inject({
      method: 'GET',
      url: `/api/v1/applications/${id}/occupancy_show`,
      headers: { authorization: `Bearer ${team.tpso.token}` },
    });
    expect(occupancy.json().data.deviation).toMatchObject({
      l1_total_compounding_fee: 287040,
      l1_front_setback_deviation: 1,
    });
    expect((await submit('tpso', id, 'RECOMMENDED')).errors).toBeUndefined();
  });

  it('records LEVEL-2 at technical verification, not below the level-1 fee', async () => {
    expect((await submit('tech', id, 'SUBMITTED')).errors).toBeUndefined();
    const lower = await put('tpso', id, deviationUpdateBody('LEVEL-2', CITIZEN));
    expect(lower.json()).toEqual({ success: false, message: DEVIATION_MESSAGES.belowOldFee });
    const levelTwo = { ...levelOne, land_value_per_registration_dep: 12_000 };
    const response = await put('tpso', id, deviationUpdateBody('LEVEL-2', levelTwo));
    expect(response.json().data).toMatchObject({ level: 'LEVEL-2', total_compounding_fee: 344448 });
    expect((await storedOf(id))?.l2Values).toEqual(levelTwo);
  });
});
