import { APPLICATION_WRITE_MESSAGES, PLOT_MAP_MESSAGES } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../modules/application/application.table';
import { media } from '../modules/storage/media.table';
import { demoPdf } from '../seed/demo-documents';
import { createApplication, createJurisdiction } from '../testing/fixtures';
import { openTurnOf } from '../testing/open-turn';
import { signInTeam, type TTeamMember } from '../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { postUpload, registerMedia, signUpload } from '../testing/uploads';

/**
 * Issue 15 §1, the writes and reads that gave way, one test each: each failed on main before the rule in
 * modules/access (docs/SECURITY.md "Authorization"). The matrix (authorization-matrix.test.ts) covers every
 * operation; these name the measured defects.
 */

const RING: [number, number][] = [
  [17.44001, 78.39001],
  [17.44001, 78.39021],
  [17.44021, 78.39021],
  [17.44021, 78.39001],
  [17.44001, 78.39001],
];
const NONEXISTENT = 987_654;
const day = (offset: number) => new Date(Date.UTC(2026, 9, 20 + offset, 5, 30));

let t: TTestApp;
let team: Record<'site' | 'tpso' | 'commissioner' | 'fire' | 'otherCommissioner' | 'title' | 'chasing', TTeamMember>;
let ulbId: number;

const rest = async (
  token: string,
  request: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> },
) => {
  const response = await t.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, body: response.json() as { success?: boolean; message?: string } };
};

const propertyOf = async (applicationId: number) => {
  const [row] = await t.database.db
    .select({ id: properties.id, coordinates: properties.officerGeoCoordinates })
    .from(properties)
    .where(eq(properties.applicationId, applicationId));
  if (!row) throw new Error('no plot');
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  const here = await createJurisdiction(t.database.db);
  const elsewhere = await createJurisdiction(t.database.db, 'HMDA');
  ulbId = here.ulb.id;
  team = await signInTeam(t, {
    site: { role: 'Site Inspector', jurisdiction: here },
    tpso: { role: 'TPSO OFFICER', jurisdiction: here },
    commissioner: { role: 'Municipal Commissioner', jurisdiction: here },
    fire: { role: 'FIRE', jurisdiction: here, lineDepartment: 'FIRE' },
    otherCommissioner: { role: 'Municipal Commissioner', jurisdiction: elsewhere },
    title: { role: 'Title Inspector', jurisdiction: here },
    chasing: { role: 'CIO-Chasing Cell', jurisdiction: here },
  });
});

afterAll(async () => {
  await t.close();
});

describe('plot coordinates on a decided file', () => {
  it('refuses a site inspector with no turn and a TPSO on a rejected file; the coordinates stay as they were', async () => {
    const rejected = await createApplication(t.database.db, {
      ulbId,
      status: 'REJECTED',
      appliedOn: day(0),
      stages: [
        { name: 'SITE VERIFICATION', officerId: team.site.id, action: 'SUBMITTED', receivedDate: day(0) },
        {
          name: 'SITE VERIFICATION',
          officerId: team.tpso.id,
          level: 'L2',
          action: 'RECOMMENDED',
          receivedDate: day(1),
        },
      ],
    });
    const property = await propertyOf(rejected.id);
    const saved = await rest(team.site.token, {
      method: 'POST',
      url: '/api/v1/properties/update_geo_coordinates',
      payload: { officer_geo_coordinates: RING, property_id: property.id, officer_id: team.site.id },
    });
    expect(saved).toEqual({ status: 403, body: { success: false, message: APPLICATION_WRITE_MESSAGES.decided } });
    expect((await propertyOf(rejected.id)).coordinates).toBeNull();

    await t.database.db.update(properties).set({ officerGeoCoordinates: RING }).where(eq(properties.id, property.id));
    const deleted = await rest(team.tpso.token, {
      method: 'DELETE',
      url: '/api/v1/properties/delete_officer_coordinates',
      payload: { property_id: property.id },
    });
    expect(deleted).toEqual({ status: 403, body: { success: false, message: APPLICATION_WRITE_MESSAGES.decided } });
    expect((await propertyOf(rejected.id)).coordinates).toEqual(RING);
  });

  it('refuses an editor role whose turn is not open, and lets the officer whose turn it is save', async () => {
    const open = await createApplication(t.database.db, {
      ulbId,
      appliedOn: day(0),
      stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: day(0) }],
    });
    const property = await propertyOf(open.id);
    const byTpso = await rest(team.tpso.token, {
      method: 'POST',
      url: '/api/v1/properties/update_geo_coordinates',
      payload: { officer_geo_coordinates: RING, property_id: property.id, officer_id: team.tpso.id },
    });
    expect(byTpso).toEqual({ status: 403, body: { success: false, message: APPLICATION_WRITE_MESSAGES.notWithYou } });
    const bySite = await rest(team.site.token, {
      method: 'POST',
      url: '/api/v1/properties/update_geo_coordinates',
      payload: { officer_geo_coordinates: RING, property_id: property.id, officer_id: team.site.id },
    });
    expect(bySite.status).toBe(200);
  });

  it('answers a plot of another jurisdiction as a plot that does not exist', async () => {
    const open = await createApplication(t.database.db, {
      ulbId,
      appliedOn: day(0),
      stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: day(0) }],
    });
    const property = await propertyOf(open.id);
    // A site inspector of another ULB: created here, as the team's jurisdiction is fixed.
    const [outsider] = await signInOutsiders();
    const answers = await Promise.all(
      [property.id, NONEXISTENT].map((propertyId) =>
        rest(outsider ?? '', {
          method: 'DELETE',
          url: '/api/v1/properties/delete_officer_coordinates',
          payload: { property_id: propertyId },
        }),
      ),
    );
    expect(answers[0]).toEqual({ status: 404, body: { success: false, message: PLOT_MAP_MESSAGES.propertyNotFound } });
    expect(answers[0]).toEqual(answers[1]);
  });
});

let outsiderTokens: string[] | undefined;
async function signInOutsiders() {
  if (outsiderTokens) return outsiderTokens;
  const far = await createJurisdiction(t.database.db, 'DTCP');
  const outsiders = await signInTeam(t, { farSite: { role: 'Site Inspector', jurisdiction: far } }, '91000000');
  outsiderTokens = [outsiders.farSite.token];
  return outsiderTokens;
}

describe('documents', () => {
  const PDF = demoPdf('NOC', ['Fire safety measures adequate.']);

  async function uploadAndRegister(token: string, applicationId: number) {
    const signed = await signUpload(t, token, 'application/pdf');
    await postUpload(t, signed, { name: 'noc.pdf', type: 'application/pdf', content: PDF });
    const response = await registerMedia(t, token, {
      application_id: applicationId,
      s3_file_path: signed.url_fields.key,
      category: 'note_attachment',
    });
    return { status: response.statusCode, body: response.json() as { message?: string } };
  }

  const mediaCount = async (applicationId: number) =>
    (await t.database.db.select({ id: media.id }).from(media).where(eq(media.applicationId, applicationId))).length;

  it('refuses a fire officer never referred to the file as if the file did not exist', async () => {
    const file = await createApplication(t.database.db, {
      ulbId,
      appliedOn: day(0),
      stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: day(0) }],
    });
    const attached = await uploadAndRegister(team.fire.token, file.id);
    const missing = await uploadAndRegister(team.fire.token, NONEXISTENT);
    expect(attached).toEqual({ status: 404, body: { success: false, message: 'Application not found' } });
    expect(attached).toEqual(missing);
    expect(await mediaCount(file.id)).toBe(0);
  });

  it('refuses an officer of the file’s ULB whose turn is not open, and a decided file; the officer whose turn it is attaches', async () => {
    const file = await createApplication(t.database.db, {
      ulbId,
      appliedOn: day(0),
      stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: day(0) }],
    });
    expect(await uploadAndRegister(team.title.token, file.id)).toEqual({
      status: 403,
      body: { success: false, message: APPLICATION_WRITE_MESSAGES.notWithYou },
    });
    const decided = await createApplication(t.database.db, {
      ulbId,
      status: 'ACCEPTED',
      appliedOn: day(0),
      stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, action: 'SUBMITTED', receivedDate: day(0) }],
    });
    expect(await uploadAndRegister(team.site.token, decided.id)).toEqual({
      status: 403,
      body: { success: false, message: APPLICATION_WRITE_MESSAGES.decided },
    });
    expect((await uploadAndRegister(team.site.token, file.id)).status).toBe(201);
    expect(await mediaCount(file.id)).toBe(1);
    expect(await mediaCount(decided.id)).toBe(0);
  });
});

const DECIDE = `mutation ($applicationId: ID!) {
  updateApplicationStatus(applicationId: $applicationId, status: "ACCEPTED", finalRemark: "Approved") { status }
}`;

describe('updateApplicationStatus on another ULB’s file', () => {
  it('answers "under verification", "not waiting for you" and "not found" alike', async () => {
    const underVerification = await createApplication(t.database.db, {
      ulbId,
      appliedOn: day(0),
      stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: day(0) }],
    });
    const atDecision = await createApplication(t.database.db, {
      ulbId,
      status: 'PROCEEDINGS_IN_PROGRESS',
      appliedOn: day(0),
      stages: [{ name: 'VERIFICATION', stageKey: 'DECISION', officerId: team.commissioner.id, receivedDate: day(1) }],
    });
    const answers = await Promise.all(
      [underVerification.id, atDecision.id, NONEXISTENT].map((applicationId) =>
        t.graphql(DECIDE, { applicationId }, { token: team.otherCommissioner.token }),
      ),
    );
    expect(answers[0]).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: 'Application not found', extensions: { code: 'NOT_FOUND' } })],
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

const VIEW = `query ($id: ID!) { officersApplication(id: $id) { id } }`;

describe('line departments read only the files referred to them', () => {
  it('answers a file of their ULB not referred to them as one that does not exist, and opens a referred one', async () => {
    const notReferred = await createApplication(t.database.db, {
      ulbId,
      appliedOn: day(0),
      stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: day(0) }],
    });
    const referred = await createApplication(t.database.db, {
      ulbId,
      status: 'LINE_DEPARTMENT_HOLD',
      appliedOn: day(0),
      stages: [{ name: 'FIRE', stageKey: 'LINE_DEPARTMENT', officerId: team.fire.id, receivedDate: day(1) }],
    });
    const [hidden, missing, shown] = await Promise.all(
      [notReferred.id, NONEXISTENT, referred.id].map((id) => t.graphql(VIEW, { id }, { token: team.fire.token })),
    );
    expect(hidden?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(hidden).toEqual(missing);
    expect(shown).toEqual({ data: { officersApplication: { id: String(referred.id) } } });
  });
});

describe('a draft, which never left the citizen platform', () => {
  it('is no officer’s to read: its ULB’s commissioner and the chasing cell get what a file that does not exist gets', async () => {
    const draft = await createApplication(t.database.db, { ulbId, status: 'DRAFT', appliedOn: day(0), stages: [] });
    const view = (id: number, token: string) => rest(token, { method: 'GET', url: `/api/v1/applications/${id}/view` });
    for (const officer of [team.commissioner, team.chasing]) {
      const [hidden, missing] = await Promise.all(
        [draft.id, NONEXISTENT].map((id) => t.graphql(VIEW, { id }, { token: officer.token })),
      );
      expect(hidden?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(hidden).toEqual(missing);
      const [hiddenView, missingView] = await Promise.all([
        view(draft.id, officer.token),
        view(NONEXISTENT, officer.token),
      ]);
      expect(hiddenView.status).toBe(404);
      expect(hiddenView).toEqual(missingView);
    }
  });
});

const SAVE_REMARK = `mutation ($formInstanceId: ID!, $remark: String!) {
  saveRemark(formInstanceId: $formInstanceId, remark: $remark) { success }
}`;
const RECOMMENDATIONS = `query ($id: ID!, $formInstanceId: [ID!]!) {
  recommendations(id: $id, formInstanceId: $formInstanceId) { formInstanceId status finalRemark }
}`;

describe('recommendations', () => {
  it('never returns another officer’s saved draft remark, and returns the officer’s own', async () => {
    const file = await createApplication(t.database.db, {
      ulbId,
      appliedOn: day(0),
      stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: day(0) }],
    });
    const turn = await openTurnOf(t.database.db, file.id, team.site.id);
    const saved = await t.graphql(
      SAVE_REMARK,
      { formInstanceId: turn?.id, remark: 'Draft: the rear setback looks short' },
      { token: team.site.token },
    );
    expect(saved.errors).toBeUndefined();
    const read = (token: string) => t.graphql(RECOMMENDATIONS, { id: file.id, formInstanceId: [turn?.id] }, { token });
    expect(await read(team.commissioner.token)).toEqual({
      data: { recommendations: [{ formInstanceId: String(turn?.id), status: 'IN_PROCESS', finalRemark: null }] },
    });
    expect(await read(team.site.token)).toEqual({
      data: {
        recommendations: [
          {
            formInstanceId: String(turn?.id),
            status: 'IN_PROCESS',
            finalRemark: 'Draft: the rear setback looks short',
          },
        ],
      },
    });
  });
});
