import { PLATFORM_MESSAGES } from '@anumati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJurisdiction, createOfficer } from '../../testing/fixtures';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applicants, applications, stageOfficers } from '../application/application.table';

const KEY = 'test-platform-key-0123456789';
const side = { plotWidth: 12, roadWidth: 9 };
const application = (ulbName: string) => ({
  applicationType: 'SELF CERTIFICATION',
  approvalFor: 'BUILDING',
  ulbName,
  applicant: {
    applicantType: 'INDIVIDUAL',
    applicantName: 'Lakshmi Reddy',
    mobile: '9848012345',
    contactAddress: 'Madhapur',
  },
  plot: {
    plotAddress: 'Plot 12, Madhapur',
    geoCoordinates: [
      [17.44, 78.39],
      [17.44, 78.3902],
      [17.4402, 78.3902],
      [17.4402, 78.39],
    ],
    actualPlotArea: 180,
    plotAreaAsPerDocument: 180,
    netPlotArea: 180,
    front: side,
    rear: side,
    side1: side,
    side2: side,
  },
  building: { purposeOfBuilding: 'Residential', noOfFloors: 2, heightInMetres: 7, totalBuiltUpArea: 220 },
});

let t: TTestApp;
let ulbName: string;
let emptyUlbName: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: KEY } });
  const { db } = t.database;
  const jurisdiction = await createJurisdiction(db);
  const empty = await createJurisdiction(db, 'DTCP');
  ulbName = jurisdiction.ulb.name;
  emptyUlbName = empty.ulb.name;
  await createOfficer(db, { username: 'site', role: 'Site Inspector', jurisdiction });
  await createOfficer(db, { username: 'title', role: 'Title Inspector', jurisdiction });
  await createOfficer(db, { username: 'tech', role: 'Technical Scrutiny Officer', jurisdiction });
  // Correction requests go to a reviewer of the ULB.
  await createOfficer(db, { username: 'tpso', role: 'TPSO OFFICER', jurisdiction });
});
afterAll(() => t.close());

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { authorization: `Bearer ${KEY}`, ...headers },
  });
const count = async (table: typeof applications | typeof applicants) =>
  (await t.database.db.select().from(table)).length;

describe('citizen platform API', () => {
  it('needs the platform key, never an officer token', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/platform/v1/applications', payload: {} });
    expect(none.statusCode).toBe(401);
    const wrong = await post('/api/platform/v1/applications', {}, { authorization: 'Bearer nope' });
    expect(wrong.json()).toEqual({ success: false, message: 'A valid platform key is required' });
  });

  it('hands over a paid application once per Idempotency-Key and routes it', async () => {
    const body = application(ulbName);
    const first = await post('/api/platform/v1/applications', body, { 'idempotency-key': 'submission-0001' });
    expect(first.statusCode).toBe(201);
    const data = first.json().data as { id: number; applicationIdentifier: string; status: string };
    expect(data).toMatchObject({
      applicationIdentifier: expect.stringMatching(/^GHMC\/SC\/\d{4}\/\d{6}$/),
      status: 'VERIFICATION_UNDER_PROGRESS',
    });
    expect(await t.database.db.select().from(stageOfficers)).toHaveLength(3);

    const retry = await post('/api/platform/v1/applications', body, { 'idempotency-key': 'submission-0001' });
    expect(retry.json().data).toEqual(data);
    expect(await count(applications)).toBe(1);

    const reused = await post(
      '/api/platform/v1/applications',
      { ...body, ulbName: emptyUlbName },
      { 'idempotency-key': 'submission-0001' },
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(PLATFORM_MESSAGES.idempotencyKeyReused);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await count(applicants);
    const noKey = await post('/api/platform/v1/applications', application(ulbName));
    expect(noKey.json().message).toBe(PLATFORM_MESSAGES.idempotencyKeyRequired);
    const bigger = application(ulbName);
    bigger.plot.actualPlotArea = 200;
    const patta = await post('/api/platform/v1/applications', bigger, { 'idempotency-key': 'submission-0002' });
    expect(patta.json()).toMatchObject({
      success: false,
      message: PLATFORM_MESSAGES.plotLargerThanPatta,
      field: 'plot.actualPlotArea',
    });
    const unknown = await post('/api/platform/v1/applications', application('Atlantis'), {
      'idempotency-key': 'submission-0003',
    });
    expect(unknown.json().message).toBe('Unknown ULB: Atlantis');
    const mortgage = {
      mortgage_area: 20,
      mortgage_floor: 'Ground',
      mortgage_reg_no: 'SRO/9',
      mortgage_date: '2019-12-31',
    };
    const early = application(ulbName);
    const mortgaged = { ...early, building: { ...early.building, details: { mortgage } } };
    const tooEarly = await post('/api/platform/v1/applications', mortgaged, { 'idempotency-key': 'submission-0005' });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe(PLATFORM_MESSAGES.mortgageBeforeMinimum);
    const nobody = await post('/api/platform/v1/applications', application(emptyUlbName), {
      'idempotency-key': 'submission-0004',
    });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toMatch(/^No officer is available for SITE VERIFICATION L1/);
    expect(await count(applicants)).toBe(before);
  });

  it('records the applicant’s answers only when the workflow waits for them', async () => {
    const [first] = await t.database.db.select().from(applications);
    const early = await post(`/api/platform/v1/applications/${first?.id}/fee-payment`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The application is not waiting for this');
    const missing = await post('/api/platform/v1/applications/999999/show-cause-reply', {});
    expect(missing.statusCode).toBe(404);
  });

  it('files one correction request at a time for an application', async () => {
    const [first] = await t.database.db.select().from(applications);
    const url = `/api/platform/v1/applications/${first?.id}/correction-requests`;
    const body = {
      corrections: [
        {
          columnName: 'applicant_name',
          oldValue: 'Lakshmi Reddy',
          newValue: 'Lakshmi Devi Reddy',
          supportingDocUrl: 'uploads/gazette.pdf',
        },
      ],
    };
    const filed = await post(url, body);
    expect(filed.statusCode).toBe(201);
    expect(filed.json().data).toMatchObject({ status: 'CORRECTION_VERIFICATION' });
    const [after] = await t.database.db.select().from(applications);
    expect(after).toMatchObject({ isCorrection: true, correctionStatus: 'CORRECTION_VERIFICATION' });
    const again = await post(url, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLATFORM_MESSAGES.correctionInProcess);
    expect((await post(url, { corrections: [] })).json().message).toBe('At least one correction is needed');
  });

  it('publishes its OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(docs.paths)).toEqual([
      '/api/platform/v1/applications',
      '/api/platform/v1/applications/{id}/correction-requests',
      '/api/platform/v1/applications/{id}/{event}',
      '/api/v1/media/s3_signed_url',
      '/api/v1/media/upload',
      '/api/v1/media',
      '/api/v1/applications/{id}/view',
      '/api/v1/applications/{id}/occupancy_show',
      '/api/v1/applications/{id}/compound_wall_show',
      '/api/v1/applications/{id}/citizen_uploaded_documents',
      '/api/v1/applications/{id}/certificates',
      '/api/v1/properties/update_geo_coordinates',
      '/api/v1/properties/delete_officer_coordinates',
      '/api/v1/map_layers',
      '/api/v1/map_layers/{file}',
      '/api/fee_details/{id}',
      '/api/fee_calculator/get_total_fee_breakup',
      '/api/v1/deviations/{id}',
      '/api/public/orders/{number}',
      '/api/public/orders/{number}/copy-check',
    ]);
  });
});
