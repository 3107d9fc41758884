import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_MESSAGES } from '@anumati/domain';
import { createApplication, createJurisdiction } from '../../testing/fixtures';
import { signInTeam } from '../../testing/signed-in-team';
import { allFormsAnsweredFor } from '../../testing/form-answers';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { FORM_TEMPLATES } from './form-templates';

const FORMS = `query ($id: ID!) { getQuestionsAndAnswers(id: $id) { finalRemark applicationForms {
  id title status stage stageKey officerId officerName officerRole officerLevel forwardedDate fields answer { data isChecklistFilled action } stageState { name } } } }`;
const SAVE = `mutation ($formInstanceId: ID!, $data: String!) { saveFormAnswers(formInstanceId: $formInstanceId, data: $data) { success message } }`;
const SUBMIT = `mutation ($formInstanceId: ID!, $data: String) {
  submitFormAnswers(formInstanceId: $formInstanceId, status: "SUBMITTED", data: $data) { status } }`;
const ONE_FORM = `query ($id: ID!) { applicationForm(formInstanceId: $id) { id answer { data } } }`;
const NOTE = `mutation ($applicationId: ID!) { createComment(applicationId: $applicationId, comment: "<p>Inspected</p>") { id } }`;

type TForms = {
  getQuestionsAndAnswers: {
    applicationForms: {
      id: string;
      title: string;
      status: string;
      stageKey: string;
      officerLevel: string;
      forwardedDate: string | null;
      fields: { title: string }[];
      answer: { isChecklistFilled: boolean; action: string; data: Record<string, unknown> } | null;
    }[];
  };
};

let t: TTestApp;
let tokens: Record<'site' | 'tpso' | 'commissioner' | 'outsider', string>;
let applicationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const here = await createJurisdiction(db);
  const elsewhere = await createJurisdiction(db, 'HMDA');
  const team = await signInTeam(
    t,
    {
      site: { role: 'Site Inspector', jurisdiction: here },
      tpso: { role: 'TPSO OFFICER', jurisdiction: here },
      outsider: { role: 'Site Inspector', jurisdiction: elsewhere },
      commissioner: { role: 'Municipal Commissioner', jurisdiction: here },
    },
    '92000000',
  );
  const application = await createApplication(db, {
    ulbId: here.ulb.id,
    applicationType: 'REGISTRATION',
    appliedOn: t.clock.now(),
    stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: t.clock.now() }],
  });
  applicationId = application.id;
  tokens = {
    site: team.site.token,
    tpso: team.tpso.token,
    commissioner: team.commissioner.token,
    outsider: team.outsider.token,
  };
});
afterAll(() => t.close());

const forms = async (token: string) =>
  (await t.graphql<TForms>(FORMS, { id: applicationId }, { token })).data?.getQuestionsAndAnswers.applicationForms ??
  [];

describe('stage forms', () => {
  it('gives the site inspector the site verification questions of the reference checklist', async () => {
    const [form] = await forms(tokens.site);
    const template = FORM_TEMPLATES.get('SITE VERIFICATION');
    expect(form?.title).toBe('Site verification (L1)');
    expect(form).toMatchObject({ stageKey: 'SITE', officerLevel: 'L1', forwardedDate: null });
    expect(form?.fields.map((field) => field.title)).toEqual(template?.fields.map((field) => field.title));
    expect(form?.fields.length).toBeGreaterThan(10);
    expect(form?.answer).toBeNull();
  });

  it('refuses answers their questions cannot take, in a draft or a submit, and keeps nothing of them', async () => {
    const [form] = await forms(tokens.site);
    const formInstanceId = form?.id;
    const fields = FORM_TEMPLATES.get('SITE VERIFICATION')?.fields ?? [];
    const yesNo = fields.find((field) => field.fieldType === 'boolean');
    const file = fields.find((field) => field.fieldType === 'FILE');
    const banana = JSON.stringify({ [yesNo?.dbField ?? '']: { parent_answer: 'banana' } });
    for (const mutation of [SAVE, SUBMIT]) {
      const refused = await t.graphql(mutation, { formInstanceId, data: banana }, { token: tokens.site });
      expect(refused.errors?.[0]).toMatchObject({
        message: `The answer to "${yesNo?.title}" is not one of its choices`,
        extensions: { code: 'BAD_USER_INPUT', field: yesNo?.dbField },
      });
    }
    // A file answer must be a document of this application, not of another one.
    const other = await createApplication(t.database.db, {
      ulbId: (await createJurisdiction(t.database.db, 'KMC')).ulb.id,
      applicationType: 'REGISTRATION',
      appliedOn: t.clock.now(),
      stages: [],
    });
    const foreign = JSON.parse(await allFormsAnsweredFor(t.database.db, other.id)) as Record<string, unknown>;
    const stolen = JSON.stringify({ [file?.dbField ?? '']: foreign[file?.dbField ?? ''] });
    const refused = await t.graphql(SAVE, { formInstanceId, data: stolen }, { token: tokens.site });
    expect(refused.errors?.[0]?.message).toBe(
      'Attach the file through the upload: it is not a document of this application',
    );
    expect((await forms(tokens.site))[0]?.answer).toBeNull();
  });

  it('saves a draft, refuses a final submit with questions unanswered, then takes the complete answers', async () => {
    const [form] = await forms(tokens.site);
    const formInstanceId = form?.id;
    const firstQuestion = FORM_TEMPLATES.get('SITE VERIFICATION')?.fields[0]?.dbField ?? '';
    const draft = await t.graphql(
      SAVE,
      { formInstanceId, data: JSON.stringify({ [firstQuestion]: { parent_answer: 'Yes' } }) },
      { token: tokens.site },
    );
    expect(draft.data).toEqual({ saveFormAnswers: { success: true, message: 'your Answers are Saved Sucessfully !' } });
    const [saved] = await forms(tokens.site);
    expect(saved?.answer).toMatchObject({ isChecklistFilled: false, action: 'edit' });
    // Issue 51 §7: saved but not submitted, the answers are the inspector's own; the commissioner sees the form.
    const [seen] = await forms(tokens.commissioner);
    expect(seen).toMatchObject({ id: formInstanceId, status: 'IN_PROCESS', answer: null });
    const one = await t.graphql<{ applicationForm: { answer: unknown } }>(
      ONE_FORM,
      { id: formInstanceId },
      {
        token: tokens.commissioner,
      },
    );
    expect(one.data?.applicationForm).toEqual({ id: formInstanceId, answer: null });

    await t.graphql(NOTE, { applicationId }, { token: tokens.site });
    const early = await t.graphql(SUBMIT, { formInstanceId }, { token: tokens.site });
    expect(early.errors?.[0]).toMatchObject({ message: 'Please Submit Forms', extensions: { code: 'BAD_USER_INPUT' } });
    expect((early.errors?.[0]?.extensions?.unanswered as string[]).length).toBeGreaterThan(5);

    const done = await t.graphql(
      SUBMIT,
      { formInstanceId, data: await allFormsAnsweredFor(t.database.db, applicationId) },
      { token: tokens.site },
    );
    expect(done.errors).toBeUndefined();
    const [submitted] = await forms(tokens.site);
    expect(submitted?.answer).toMatchObject({ isChecklistFilled: true, action: 'view' });
    const [seenOnceSubmitted] = await forms(tokens.commissioner);
    expect(seenOnceSubmitted?.answer).toEqual(submitted?.answer);
  });

  it('reads one form by its id, for officers of the jurisdiction only', async () => {
    const [form] = await forms(tokens.site);
    const ONE = `query ($id: ID!) { applicationForm(formInstanceId: $id) { id title status } }`;
    const mine = await t.graphql<{ applicationForm: { id: string; title: string } }>(
      ONE,
      { id: form?.id },
      { token: tokens.tpso },
    );
    expect(mine.data?.applicationForm).toMatchObject({ id: form?.id, title: 'Site verification (L1)' });
    // Issue 15 §1: another jurisdiction's form answers exactly as a form that does not exist.
    const outsider = await t.graphql(ONE, { id: form?.id }, { token: tokens.outsider });
    expect(outsider.errors?.[0]?.message).toBe('No form available for this application');
    expect(outsider).toEqual(await t.graphql(ONE, { id: '987654' }, { token: tokens.outsider }));
  });

  it('refuses answers that are not an object, and another officer’s form', async () => {
    const [form] = await forms(tokens.site);
    // The site inspector has submitted (above): the open form is now the reviewer's.
    const open = (await forms(tokens.tpso)).find((candidate) => candidate.status === 'IN_PROCESS');
    for (const data of ['[1,2]', '"text"', 'not json']) {
      const notAnObject = await t.graphql(SAVE, { formInstanceId: open?.id, data }, { token: tokens.tpso });
      expect(notAnObject.errors?.[0]?.message, data).toBe(PLATFORM_MESSAGES.invalidInput);
    }
    const theirs = await t.graphql(SAVE, { formInstanceId: form?.id, data: '{}' }, { token: tokens.tpso });
    expect(theirs.errors?.[0]?.message).toBe('No form available for this application');
    const outsider = await t.graphql(FORMS, { id: applicationId }, { token: tokens.outsider });
    expect(outsider.errors?.[0]?.message).toBe('Application not found');
  });
});

describe('after the site inspector submits', () => {
  const REVIEW = `query ($id: ID!) { reviewRemarks(id: $id) { totalCount finalRemarkLabel
    records { title officerLevel officerRole beforeShowcase forwardedDate answer { isChecklistFilled } } } }`;
  const RECOMMENDATIONS = `query ($id: ID!, $forms: [ID!]!) { recommendations(id: $id, formInstanceId: $forms) { formInstanceId options status } }`;

  it('offers the reviewer the outcomes the engine allows, and nothing on forms that are not theirs', async () => {
    const tpsoForms = await forms(tokens.tpso);
    const ids = tpsoForms.map((form) => form.id);
    const answer = await t.graphql<{ recommendations: { options: string[]; status: string }[] }>(
      RECOMMENDATIONS,
      { id: applicationId, forms: ids },
      { token: tokens.tpso },
    );
    expect(answer.data?.recommendations.map((row) => [row.status, row.options])).toEqual([
      ['SUBMITTED', []],
      ['IN_PROCESS', ['RECOMMENDED', 'NOT_RECOMMENDED']],
    ]);
  });

  it('shows forwarded forms as review remarks to the roles that may see them', async () => {
    type TReview = {
      reviewRemarks: {
        totalCount: number;
        finalRemarkLabel: string;
        records: { officerLevel: string; beforeShowcase: boolean }[];
      };
    };
    const commissioner = await t.graphql<TReview>(REVIEW, { id: applicationId }, { token: tokens.commissioner });
    expect(commissioner.data?.reviewRemarks).toMatchObject({
      totalCount: 1,
      finalRemarkLabel: 'Municipal Commissioner',
      records: [{ officerLevel: 'L1', beforeShowcase: false }],
    });
    const reviewer = await t.graphql<TReview>(REVIEW, { id: applicationId }, { token: tokens.tpso });
    expect(reviewer.data?.reviewRemarks).toMatchObject({ totalCount: 0, finalRemarkLabel: 'Final Remarks' });
  });
});
