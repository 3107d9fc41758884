import {
  ANSWER_MESSAGES,
  APPLICATION_WRITE_MESSAGES,
  FIELD_INSPECTION_MESSAGES,
  UPLOAD_MESSAGES,
  type TLatLng,
} from '@anumati/domain';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSitePhoto } from '../../seed/demo-documents';
import { createApplication, createJurisdiction } from '../../testing/fixtures';
import { allFormsAnsweredFor } from '../../testing/form-answers';
import { signInTeam, type TTeamMember } from '../../testing/signed-in-team';
import { sitePhotoJpeg } from '../../testing/site-photo-jpeg';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { postUpload, signUpload } from '../../testing/uploads';
import { properties, stageOfficers, stageStates } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { FORM_TEMPLATES } from '../forms/form-templates';
import { fieldPhotos, siteVisits } from './field-inspection.table';

/** A 40 m × 40 m plot near Madhapur (0.00036° of latitude ≈ 40 m; of longitude, 40 m / cos 17.44°). */
const PLOT: TLatLng[] = [
  [17.44, 78.39],
  [17.44, 78.390377],
  [17.44036, 78.390377],
  [17.44036, 78.39],
  [17.44, 78.39],
];
const INSIDE = { latitude: 17.4402, longitude: 78.3902 };
/** About 100 m south of the plot's south side. */
const OUTSIDE = { latitude: 17.44 - 100 / 111_195, longitude: 78.3902 };
/** About 5 km north of the plot's north side. */
const FAR = { latitude: 17.44036 + 5_000 / 111_195, longitude: 78.3902 };
const CAPTURED_AT = '2026-11-02T10:45:00+05:30';

const PHOTO_FIELDS = `id applicationId questionId fileName url latitude longitude accuracyMetres capturedAt receivedAt
  distanceMetres flag takenByName`;
const RECORD_PHOTO = `mutation ($applicationId: ID!, $key: String!, $fileName: String!, $questionId: ID,
  $position: DevicePositionInput!) {
  recordFieldPhoto(applicationId: $applicationId, key: $key, fileName: $fileName, questionId: $questionId,
    position: $position) { ${PHOTO_FIELDS} }
}`;
const RECORD_VISIT = `mutation ($applicationId: ID!, $position: DevicePositionInput!) {
  recordSiteVisit(applicationId: $applicationId, position: $position) {
    id applicationId latitude longitude accuracyMetres capturedAt receivedAt distanceMetres flag officerName
  }
}`;
const PHOTOS = `query ($applicationId: ID!) { fieldPhotos(applicationId: $applicationId) { ${PHOTO_FIELDS} } }`;
const VISITS = `query ($applicationId: ID!) {
  siteVisits(applicationId: $applicationId) { id distanceMetres flag officerName latitude longitude }
}`;

type TPhoto = {
  id: string;
  url: string;
  fileName: string;
  questionId: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracyMetres: number | null;
  capturedAt: string;
  receivedAt: string;
  distanceMetres: number | null;
  flag: string | null;
  takenByName: string;
};

type TTeamKey = 'site' | 'tech' | 'commissioner' | 'outsider' | 'reviewer';
let t: TTestApp;
let team: Record<TTeamKey, TTeamMember>;
let ulbId: number;

/** A file at the site inspector's turn, with the plot polygon (or none). */
async function newFile(options: { polygon?: TLatLng[]; status?: 'ACCEPTED'; action?: 'RECOMMENDED' } = {}) {
  const { db } = t.database;
  const application = await createApplication(db, {
    ulbId,
    appliedOn: t.clock.now(),
    status: options.status,
    stages: [
      { name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: t.clock.now(), action: options.action },
    ],
  });
  await db
    .update(properties)
    .set({ geoCoordinates: options.polygon ?? PLOT })
    .where(eq(properties.applicationId, application.id));
  return application.id;
}

/** The presigned flow's two steps: the stored key. */
async function upload(token: string, type = 'image/jpeg', content = sitePhotoJpeg()) {
  const signed = await signUpload(t, token, type);
  const posted = await postUpload(t, signed, { name: 'site.jpg', type, content });
  expect(posted.statusCode, posted.body).toBe(201);
  return signed.url_fields.key as string;
}

async function recordPhoto(
  token: string,
  variables: { applicationId: number; key: string; position: Record<string, unknown>; questionId?: string },
) {
  return t.graphql<{ recordFieldPhoto: TPhoto }>(RECORD_PHOTO, { fileName: 'IMG_2041.jpg', ...variables }, { token });
}

const photosStored = (applicationId: number) =>
  t.database.db.select().from(fieldPhotos).where(eq(fieldPhotos.applicationId, applicationId));
const visitsStored = (applicationId: number) =>
  t.database.db.select().from(siteVisits).where(eq(siteVisits.applicationId, applicationId));
const fieldAudit = (applicationId: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.applicationId, applicationId), like(auditEvents.action, '%_RECORDED')));

beforeAll(async () => {
  t = await createTestApp();
  const here = await createJurisdiction(t.database.db);
  const elsewhere = await createJurisdiction(t.database.db, 'HMDA');
  ulbId = here.ulb.id;
  team = await signInTeam(t, {
    site: { role: 'Site Inspector', jurisdiction: here },
    tech: { role: 'Technical Scrutiny Officer', jurisdiction: here },
    commissioner: { role: 'Municipal Commissioner', jurisdiction: here },
    outsider: { role: 'Site Inspector', jurisdiction: elsewhere },
    // The site stage's L2, to whom a submitted site form goes.
    reviewer: { role: 'TPSO OFFICER', jurisdiction: here },
  });
});
afterAll(() => t.close());

describe('recordFieldPhoto (issue 53 §4)', () => {
  it.each([
    ['inside the plot', INSIDE, 0, 0, null],
    ['about 100 m outside it', OUTSIDE, 95, 105, null],
    ['5 km away', FAR, 4_990, 5_010, 'FAR_FROM_PLOT'],
  ])('stores a photo taken %s with its distance and flag, and audits it', async (_, where, low, high, flag) => {
    const applicationId = await newFile();
    const key = await upload(team.site.token);
    const position = { ...where, accuracyMetres: 8, capturedAt: CAPTURED_AT };
    const answer = await recordPhoto(team.site.token, { applicationId, key, position, questionId: 'site_front' });
    expect(answer.errors).toBeUndefined();
    const recorded = answer.data?.recordFieldPhoto;
    expect(recorded).toMatchObject({
      fileName: 'IMG_2041.jpg',
      questionId: 'site_front',
      latitude: where.latitude,
      longitude: where.longitude,
      accuracyMetres: 8,
      capturedAt: '2026-11-02T05:15:00.000Z',
      receivedAt: t.clock.now().toISOString(),
      flag,
      takenByName: expect.stringContaining('site'),
    });
    expect(recorded?.distanceMetres).toBeGreaterThanOrEqual(low);
    expect(recorded?.distanceMetres).toBeLessThanOrEqual(high);
    const [stored] = await photosStored(applicationId);
    expect(stored).toMatchObject({
      s3FilePath: key,
      officerId: team.site.id,
      flag,
      distanceMetres: recorded?.distanceMetres,
    });
    expect(await fieldAudit(applicationId)).toEqual([
      expect.objectContaining({
        action: 'FIELD_PHOTO_RECORDED',
        actorOfficerId: team.site.id,
        details: expect.objectContaining({ s3FilePath: key, flag, devicePosition: position }),
      }),
    ]);
  });

  it('flags a photo without a position NO_POSITION, with no distance', async () => {
    const applicationId = await newFile();
    const key = await upload(team.site.token);
    const answer = await recordPhoto(team.site.token, { applicationId, key, position: { capturedAt: CAPTURED_AT } });
    expect(answer.data?.recordFieldPhoto).toMatchObject({
      latitude: null,
      longitude: null,
      distanceMetres: null,
      flag: 'NO_POSITION',
    });
    expect((await photosStored(applicationId))[0]?.flag).toBe('NO_POSITION');
  });

  it('flags a photo on a file whose plot has no polygon NO_PLOT', async () => {
    const applicationId = await newFile({ polygon: [] });
    const key = await upload(team.site.token);
    const answer = await recordPhoto(team.site.token, {
      applicationId,
      key,
      position: { ...INSIDE, capturedAt: CAPTURED_AT },
    });
    expect(answer.data?.recordFieldPhoto).toMatchObject({ distanceMetres: null, flag: 'NO_PLOT' });
  });

  it('answers the first record when the phone sends the same photo again, and stores it once', async () => {
    const applicationId = await newFile();
    const key = await upload(team.site.token);
    const position = { ...INSIDE, capturedAt: CAPTURED_AT };
    const first = await recordPhoto(team.site.token, { applicationId, key, position });
    const again = await recordPhoto(team.site.token, { applicationId, key, position });
    expect(again.data?.recordFieldPhoto.id).toBe(first.data?.recordFieldPhoto.id);
    expect(await photosStored(applicationId)).toHaveLength(1);
    expect(await fieldAudit(applicationId)).toHaveLength(1);
    // The turn moves on before the phone hears the answer: the photo is still answered as recorded, once.
    await t.database.db
      .update(stageOfficers)
      .set({ action: 'RECOMMENDED' })
      .where(
        inArray(
          stageOfficers.stageStateId,
          t.database.db
            .select({ id: stageStates.id })
            .from(stageStates)
            .where(eq(stageStates.applicationId, applicationId)),
        ),
      );
    const late = await recordPhoto(team.site.token, { applicationId, key, position });
    expect(late.data?.recordFieldPhoto.id).toBe(first.data?.recordFieldPhoto.id);
    expect(await photosStored(applicationId)).toHaveLength(1);
    // A new photo now is refused: the file is no longer with the inspector.
    const fresh = await recordPhoto(team.site.token, { applicationId, key: await upload(team.site.token), position });
    expect(fresh.errors?.[0]?.message).toBe(APPLICATION_WRITE_MESSAGES.notWithYou);
  });

  it('refuses an upload already recorded on another file', async () => {
    const first = await newFile();
    const second = await newFile();
    const key = await upload(team.site.token);
    const position = { ...INSIDE, capturedAt: CAPTURED_AT };
    await recordPhoto(team.site.token, { applicationId: first, key, position });
    const refused = await recordPhoto(team.site.token, { applicationId: second, key, position });
    expect(refused.errors?.[0]).toMatchObject({
      message: FIELD_INSPECTION_MESSAGES.alreadyRecorded,
      extensions: { code: 'CONFLICT' },
    });
    expect(await photosStored(second)).toEqual([]);
  });

  it('refuses an image that is not a JPEG, and removes it', async () => {
    const applicationId = await newFile();
    const key = await upload(team.site.token, 'image/png', demoSitePhoto([200, 150, 90]));
    const refused = await recordPhoto(team.site.token, {
      applicationId,
      key,
      position: { ...INSIDE, capturedAt: CAPTURED_AT },
    });
    expect(refused.errors?.[0]).toMatchObject({ message: FIELD_INSPECTION_MESSAGES.notJpeg });
    expect(await photosStored(applicationId)).toEqual([]);
    // The removed upload cannot be recorded later either.
    const again = await recordPhoto(team.site.token, {
      applicationId,
      key,
      position: { ...INSIDE, capturedAt: CAPTURED_AT },
    });
    expect(again.errors?.[0]?.message).toBe(UPLOAD_MESSAGES.notUploaded);
  });

  it('refuses another officer’s upload', async () => {
    const applicationId = await newFile();
    const key = await upload(team.tech.token);
    const refused = await recordPhoto(team.site.token, {
      applicationId,
      key,
      position: { ...INSIDE, capturedAt: CAPTURED_AT },
    });
    expect(refused.errors?.[0]?.message).toBe(UPLOAD_MESSAGES.notUploaded);
    expect(await photosStored(applicationId)).toEqual([]);
  });

  it.each([
    ['half a position', { latitude: 17.44, capturedAt: CAPTURED_AT }, FIELD_INSPECTION_MESSAGES.positionHalf],
    [
      'a latitude past the pole',
      { latitude: 91, longitude: 78.39, capturedAt: CAPTURED_AT },
      FIELD_INSPECTION_MESSAGES.latitude,
    ],
    [
      'a negative accuracy',
      { ...INSIDE, accuracyMetres: -1, capturedAt: CAPTURED_AT },
      FIELD_INSPECTION_MESSAGES.accuracy,
    ],
    ['a capture time that is not one', { ...INSIDE, capturedAt: 'yesterday' }, FIELD_INSPECTION_MESSAGES.capturedAt],
  ])('refuses %s with a clear message and stores nothing', async (_, position, message) => {
    const applicationId = await newFile();
    const key = await upload(team.site.token);
    const refused = await recordPhoto(team.site.token, { applicationId, key, position });
    expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await photosStored(applicationId)).toEqual([]);
  });
});

describe('who may record (docs/SECURITY.md "Authorization")', () => {
  const cases = [
    ['an officer of the file whose turn it is not', 'tech', {}, APPLICATION_WRITE_MESSAGES.notWithYou, 'FORBIDDEN'],
    [
      'the inspector once the turn is over',
      'site',
      { action: 'RECOMMENDED' },
      APPLICATION_WRITE_MESSAGES.notWithYou,
      'FORBIDDEN',
    ],
    [
      'the inspector on a decided file',
      'site',
      { status: 'ACCEPTED' },
      APPLICATION_WRITE_MESSAGES.decided,
      'FORBIDDEN',
    ],
    ['an inspector of another jurisdiction', 'outsider', {}, 'Application not found', 'NOT_FOUND'],
  ] as const;

  it.each(cases)('refuses a photo from %s and writes nothing', async (_, who, file, message, code) => {
    const applicationId = await newFile(file);
    const key = await upload(team[who].token);
    const refused = await recordPhoto(team[who].token, {
      applicationId,
      key,
      position: { ...INSIDE, capturedAt: CAPTURED_AT },
    });
    expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code } });
    expect(await photosStored(applicationId)).toEqual([]);
    expect(await fieldAudit(applicationId)).toEqual([]);
  });

  it.each(cases)('refuses a site visit from %s and writes nothing', async (_, who, file, message, code) => {
    const applicationId = await newFile(file);
    const refused = await t.graphql(
      RECORD_VISIT,
      { applicationId, position: { ...INSIDE, capturedAt: CAPTURED_AT } },
      { token: team[who].token },
    );
    expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code } });
    expect(await visitsStored(applicationId)).toEqual([]);
    expect(await fieldAudit(applicationId)).toEqual([]);
  });

  it('answers a file that does not exist as one of another jurisdiction', async () => {
    const refused = await t.graphql(
      RECORD_VISIT,
      { applicationId: 999_999, position: { ...INSIDE, capturedAt: CAPTURED_AT } },
      { token: team.site.token },
    );
    expect(refused.errors?.[0]?.message).toBe('Application not found');
  });
});

describe('recordSiteVisit (issue 53 §5)', () => {
  it('records "I am at the site" with its distance, and flags one 5 km away', async () => {
    const applicationId = await newFile();
    const here = await t.graphql<{ recordSiteVisit: Record<string, unknown> }>(
      RECORD_VISIT,
      { applicationId, position: { ...INSIDE, accuracyMetres: 12, capturedAt: CAPTURED_AT } },
      { token: team.site.token },
    );
    expect(here.data?.recordSiteVisit).toMatchObject({ distanceMetres: 0, flag: null, accuracyMetres: 12 });
    const far = await t.graphql<{ recordSiteVisit: { distanceMetres: number; flag: string } }>(
      RECORD_VISIT,
      { applicationId, position: { ...FAR, capturedAt: CAPTURED_AT } },
      { token: team.site.token },
    );
    expect(far.data?.recordSiteVisit.flag).toBe('FAR_FROM_PLOT');
    expect(far.data?.recordSiteVisit.distanceMetres).toBeGreaterThan(4_990);
    expect(await visitsStored(applicationId)).toHaveLength(2);
    expect((await fieldAudit(applicationId)).map((event) => event.action)).toEqual([
      'SITE_VISIT_RECORDED',
      'SITE_VISIT_RECORDED',
    ]);
  });

  it('refuses a visit without a position', async () => {
    const applicationId = await newFile();
    const refused = await t.graphql(
      RECORD_VISIT,
      { applicationId, position: { capturedAt: CAPTURED_AT } },
      { token: team.site.token },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: FIELD_INSPECTION_MESSAGES.siteVisitPosition,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await visitsStored(applicationId)).toEqual([]);
  });
});

describe('fieldPhotos and siteVisits (the officers after the inspector)', () => {
  it('lists a file’s photos oldest first with a link that opens the image, for officers who may see the file', async () => {
    const applicationId = await newFile();
    const position = { ...FAR, accuracyMetres: 20, capturedAt: CAPTURED_AT };
    await recordPhoto(team.site.token, { applicationId, key: await upload(team.site.token), position });
    t.clock.advance(60_000);
    await recordPhoto(team.site.token, {
      applicationId,
      key: await upload(team.site.token),
      position: { ...INSIDE, capturedAt: CAPTURED_AT },
    });
    await t.graphql(
      RECORD_VISIT,
      { applicationId, position: { ...INSIDE, capturedAt: CAPTURED_AT } },
      { token: team.site.token },
    );

    const listed = await t.graphql<{ fieldPhotos: TPhoto[] }>(
      PHOTOS,
      { applicationId },
      { token: team.commissioner.token },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.fieldPhotos.map((item) => item.flag)).toEqual(['FAR_FROM_PLOT', null]);
    const opened = await t.app.inject({ method: 'GET', url: listed.data?.fieldPhotos[0]?.url ?? '' });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');

    const visits = await t.graphql<{ siteVisits: { flag: string | null }[] }>(
      VISITS,
      { applicationId },
      { token: team.tech.token },
    );
    expect(visits.data?.siteVisits).toEqual([expect.objectContaining({ flag: null, distanceMetres: 0 })]);
  });

  it('answers "Application not found" to an officer of another jurisdiction', async () => {
    const applicationId = await newFile();
    for (const query of [PHOTOS, VISITS]) {
      const refused = await t.graphql(query, { applicationId }, { token: team.outsider.token });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Application not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('names the question a photo answers by its title in the file’s form, in English and Telugu (issue 55)', async () => {
    const question = (FORM_TEMPLATES.get('SITE VERIFICATION')?.fields ?? []).find(
      (field) => field.fieldType === 'PHOTO',
    );
    if (!question?.titleTe) throw new Error('the site form asks no photo with a Telugu title');
    const applicationId = await newFile();
    const position = { ...INSIDE, capturedAt: CAPTURED_AT };
    const recorded = await recordPhoto(team.site.token, {
      applicationId,
      key: await upload(team.site.token),
      position,
      questionId: question.dbField,
    });
    expect(recorded.errors).toBeUndefined();
    // The form no longer asks "site_front" (a question since reworded): the photo keeps its key as its title.
    await recordPhoto(team.site.token, {
      applicationId,
      key: await upload(team.site.token),
      position,
      questionId: 'site_front',
    });
    await recordPhoto(team.site.token, { applicationId, key: await upload(team.site.token), position });

    const listed = await t.graphql<{
      fieldPhotos: { questionId: string | null; questionTitle: { title: string; titleTe: string | null } | null }[];
    }>(
      `query ($applicationId: ID!) { fieldPhotos(applicationId: $applicationId) {
        questionId questionTitle { title titleTe } } }`,
      { applicationId },
      { token: team.commissioner.token },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.fieldPhotos).toEqual([
      { questionId: question.dbField, questionTitle: { title: question.title, titleTe: question.titleTe } },
      { questionId: 'site_front', questionTitle: { title: 'site_front', titleTe: null } },
      { questionId: null, questionTitle: null },
    ]);
  });

  it('tells the console the flagging distance', async () => {
    const answer = await t.graphql<{ fieldPhotoMaxDistance: number }>(
      '{ fieldPhotoMaxDistance }',
      {},
      { token: team.site.token },
    );
    expect(answer.data?.fieldPhotoMaxDistance).toBe(200);
  });
});

describe('a required "Take photo" answer (issue 53 §4)', () => {
  const SUBMIT = `mutation ($formInstanceId: ID!, $data: String) {
    submitFormAnswers(formInstanceId: $formInstanceId, status: "SUBMITTED", data: $data) { status } }`;
  const NOTE = `mutation ($applicationId: ID!) {
    createComment(applicationId: $applicationId, comment: "<p>Inspected on site</p>") { id } }`;
  const PHOTO_QUESTIONS = (FORM_TEMPLATES.get('SITE VERIFICATION')?.fields ?? []).filter(
    (field) => field.fieldType === 'PHOTO',
  );

  async function turnOf(applicationId: number) {
    const [turn] = await t.database.db
      .select({ id: stageOfficers.id })
      .from(stageOfficers)
      .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
      .where(eq(stageStates.applicationId, applicationId));
    return String(turn?.id);
  }

  /** The site inspector's submit with every question answered in the form, but no photo recorded by this call. */
  async function submitSiteForm(applicationId: number) {
    await t.graphql(NOTE, { applicationId }, { token: team.site.token });
    const data = await allFormsAnsweredFor(t.database.db, applicationId, { withPhotos: false });
    return t.graphql<{ submitFormAnswers: { status: string } }>(
      SUBMIT,
      { formInstanceId: await turnOf(applicationId), data },
      { token: team.site.token },
    );
  }

  async function takePhotos(applicationId: number, questions = PHOTO_QUESTIONS) {
    for (const question of questions) {
      const key = await upload(team.site.token);
      const position = { ...INSIDE, accuracyMetres: 6, capturedAt: CAPTURED_AT };
      const answer = await recordPhoto(team.site.token, { applicationId, key, position, questionId: question.dbField });
      expect(answer.errors).toBeUndefined();
    }
  }

  const openTurns = async (applicationId: number) =>
    (
      await t.database.db
        .select({ action: stageOfficers.action })
        .from(stageOfficers)
        .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
        .where(eq(stageStates.applicationId, applicationId))
        .orderBy(asc(stageOfficers.id))
    ).map((row) => row.action);

  it('the site form asks its photos', () => {
    expect(PHOTO_QUESTIONS.map((field) => field.title)).toEqual([
      'Photo of the front of the plot, taken on site',
      'Photo of the construction status, taken on site',
    ]);
  });

  it('refuses the submit while a required photo is not recorded, and the turn stays open', async () => {
    const applicationId = await newFile();
    await takePhotos(applicationId, PHOTO_QUESTIONS.slice(0, 1));
    const refused = await submitSiteForm(applicationId);
    expect(refused.errors?.[0]).toMatchObject({
      message: ANSWER_MESSAGES.photoNotRecorded('Photo of the construction status, taken on site'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await openTurns(applicationId)).toEqual(['IN_PROCESS']);
  });

  it('accepts the submit once each photo question has the inspector’s photo on the server', async () => {
    const applicationId = await newFile();
    await takePhotos(applicationId);
    const accepted = await submitSiteForm(applicationId);
    expect(accepted.errors).toBeUndefined();
    // The inspector's turn is done; the reviewer's opens.
    expect(await openTurns(applicationId)).toEqual(['SUBMITTED', 'IN_PROCESS']);
    const photos = await t.graphql<{ fieldPhotos: TPhoto[] }>(PHOTOS, { applicationId }, { token: team.tech.token });
    expect(photos.data?.fieldPhotos.map((photo) => [photo.questionId, photo.distanceMetres, photo.flag])).toEqual(
      PHOTO_QUESTIONS.map((field) => [field.dbField, 0, null]),
    );
  });

  it('does not count a photo of another application for the same question', async () => {
    const other = await newFile();
    await takePhotos(other);
    const applicationId = await newFile();
    const refused = await submitSiteForm(applicationId);
    expect(refused.errors?.[0]?.message).toBe(ANSWER_MESSAGES.photoNotRecorded(PHOTO_QUESTIONS[0]?.title ?? ''));
    expect(await openTurns(applicationId)).toEqual(['IN_PROCESS']);
  });
});
