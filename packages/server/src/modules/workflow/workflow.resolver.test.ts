import { DECISION_MESSAGES, WORKFLOW_MESSAGES } from '@anumati/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createJurisdiction } from '../../testing/fixtures';
import { allFormsAnsweredFor } from '../../testing/form-answers';
import { signInTeam, type TTeamMember } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applications, stageOfficers, stageStates } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { createDeadlineScheduler } from '../deadlines/deadline-scheduler';
import { createWorkflowService, type TWorkflowService } from './workflow.service';

const SUBMIT = `mutation ($formInstanceId: ID!, $status: String!, $finalRemark: String, $nocDepartments: [String!], $data: String) {
  submitFormAnswers(formInstanceId: $formInstanceId, status: $status, finalRemark: $finalRemark, nocDepartments: $nocDepartments, data: $data) {
    success message status
  }
}`;
const DECIDE = `mutation ($applicationId: ID!, $status: String, $finalRemark: String) {
  updateApplicationStatus(applicationId: $applicationId, status: $status, finalRemark: $finalRemark) { success message status }
}`;
const VIEW = `query ($id: ID!) { officersApplication(id: $id) { id status currentOfficerLevel
  stageStates { name status stageOfficers { id officerName officerLevel action } } } }`;

type TTeam = Record<'site' | 'title' | 'tech' | 'tpso' | 'commissioner' | 'fire' | 'outsider', TTeamMember>;

let t: TTestApp;
let workflow: TWorkflowService;
let team: TTeam;
let ulbId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const jurisdiction = await createJurisdiction(db);
  const elsewhere = await createJurisdiction(db, 'DTCP');
  ulbId = jurisdiction.ulb.id;
  team = await signInTeam(t, {
    site: { role: 'Site Inspector', jurisdiction },
    title: { role: 'Title Inspector', jurisdiction },
    tech: { role: 'Technical Scrutiny Officer', jurisdiction },
    tpso: { role: 'TPSO OFFICER', jurisdiction },
    commissioner: { role: 'Municipal Commissioner', jurisdiction },
    fire: { role: 'FIRE', jurisdiction, lineDepartment: 'FIRE' },
    outsider: { role: 'Municipal Commissioner', jurisdiction: elsewhere },
  });
  workflow = createWorkflowService({ db, clock: t.clock, orders: null });
});
afterAll(() => t.close());

async function newApplication(applicationType: 'REGISTRATION' | 'SINGLE WINDOW' | 'SELF CERTIFICATION') {
  const application = await createApplication(t.database.db, {
    ulbId,
    applicationType,
    appliedOn: t.clock.now(),
    stages: [],
  });
  await t.database.db.transaction((tx) => workflow.startIn(tx, application.id, { kind: 'PLATFORM' }));
  return application.id;
}

/** The form instance (stage-officer entry) waiting for an officer on an application. */
async function turnOf(applicationId: number, officerId: number) {
  const rows = await t.database.db
    .select({ id: stageOfficers.id, action: stageOfficers.action })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(eq(stageStates.applicationId, applicationId))
    .orderBy(asc(stageOfficers.id));
  const mine = await t.database.db.select().from(stageOfficers).where(eq(stageOfficers.officerId, officerId));
  const waiting = rows.find((row) => row.action === 'IN_PROCESS' && mine.some((m) => m.id === row.id));
  if (!waiting) throw new Error(`nothing waiting for officer ${officerId}`);
  return waiting.id;
}

const NOTE = `mutation ($applicationId: ID!, $comment: String!) { createComment(applicationId: $applicationId, comment: $comment) { id } }`;
const note = (who: keyof TTeam, applicationId: number) =>
  t.graphql(NOTE, { applicationId, comment: `<p>${who} inspected the file</p>` }, { token: team[who].token });

/** An officer's turn as the console does it: a note on the note sheet, then the submission. */
const submit = async (who: keyof TTeam, applicationId: number, status: string, extra: Record<string, unknown> = {}) => {
  await note(who, applicationId);
  return submitWithoutNote(who, applicationId, status, extra);
};
const submitWithoutNote = async (
  who: keyof TTeam,
  applicationId: number,
  status: string,
  extra: Record<string, unknown> = {},
) =>
  t.graphql<{ submitFormAnswers: { status: string } }>(
    SUBMIT,
    {
      formInstanceId: await turnOf(applicationId, team[who].id),
      status,
      finalRemark: `${who} checked`,
      data: await allFormsAnsweredFor(t.database.db, applicationId),
      ...extra,
    },
    { token: team[who].token },
  );
const statusOf = async (id: number) =>
  (await t.database.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id)))[0]
    ?.status;

describe('instant registration end to end', () => {
  it('site L1 submits, the reviewer recommends, the commissioner approves; every step is audited', async () => {
    const id = await newApplication('REGISTRATION');
    expect(await statusOf(id)).toBe('VERIFICATION_UNDER_PROGRESS');
    expect((await submit('site', id, 'SUBMITTED')).data?.submitFormAnswers.status).toBe('VERIFICATION_UNDER_PROGRESS');
    expect((await submit('tpso', id, 'RECOMMENDED')).data?.submitFormAnswers.status).toBe('PROCEEDINGS_IN_PROGRESS');

    const withoutNote = await t.graphql(
      DECIDE,
      { applicationId: id, status: 'ACCEPTED', finalRemark: 'ok' },
      { token: team.commissioner.token },
    );
    expect(withoutNote.errors?.[0]?.message).toBe('Please add remarks in View Notes');
    await note('commissioner', id);

    const missing = await t.graphql(
      DECIDE,
      { applicationId: id, status: 'ACCEPTED', finalRemark: ' ' },
      { token: team.commissioner.token },
    );
    expect(missing.errors?.[0]?.message).toBe('Remark is Mandatory Please add One');
    const noStatus = await t.graphql(
      DECIDE,
      { applicationId: id, finalRemark: 'ok' },
      { token: team.commissioner.token },
    );
    expect(noStatus.errors?.[0]?.message).toBe('Status is Mandatory');

    const decided = await t.graphql<{ updateApplicationStatus: { status: string } }>(
      DECIDE,
      { applicationId: id, status: 'ACCEPTED', finalRemark: '"Approved: plot as per plan"' },
      { token: team.commissioner.token },
    );
    expect(decided.data?.updateApplicationStatus.status).toBe('ACCEPTED');
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ status: 'ACCEPTED', isApprove: true, finalRemark: 'Approved: plot as per plan' });

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.applicationId, id))
      .orderBy(asc(auditEvents.id));
    const transitions = audit.filter((event) => event.action !== 'NOTE_ADDED');
    expect(transitions.map((event) => [event.action, event.fromState, event.toState])).toEqual([
      ['APPLICATION_SUBMITTED', null, 'VERIFICATION_UNDER_PROGRESS'],
      ['SITE_L1_SUBMITTED', 'VERIFICATION_UNDER_PROGRESS', 'VERIFICATION_UNDER_PROGRESS'],
      ['SITE_L2_RECOMMENDED', 'VERIFICATION_UNDER_PROGRESS', 'PROCEEDINGS_IN_PROGRESS'],
      ['DECISION_L1_ACCEPTED', 'PROCEEDINGS_IN_PROGRESS', 'ACCEPTED'],
    ]);
    expect(transitions[3]).toMatchObject({ actorOfficerId: team.commissioner.id, actorRole: 'Municipal Commissioner' });
  });
});

describe('refusals change nothing', () => {
  it('refuses another officer’s form, an outcome the stage does not allow, and a decision during verification', async () => {
    const id = await newApplication('REGISTRATION');
    const siteTurn = await turnOf(id, team.site.id);
    const [before] = await t.database.db
      .select({ version: applications.version })
      .from(applications)
      .where(eq(applications.id, id));

    const stranger = await t.graphql(
      SUBMIT,
      { formInstanceId: siteTurn, status: 'SUBMITTED' },
      { token: team.title.token },
    );
    expect(stranger.errors?.[0]).toMatchObject({
      message: 'No form available for this application',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await submitWithoutNote('site', id, 'SUBMITTED')).errors?.[0]?.message).toBe(
      'Please add remarks in View Notes',
    );
    const noRemark = await submit('site', id, 'RECOMMENDED', { finalRemark: ' ' });
    expect(noRemark.errors?.[0]?.message).toBe('Please add remarks');
    const wrongOutcome = await submit('site', id, 'ACCEPTED');
    expect(wrongOutcome.errors?.[0]?.message).toBe(WORKFLOW_MESSAGES.outcomeNotAllowed);
    const shortfall = await submit('site', id, 'SHORTFALL');
    expect(shortfall.errors?.[0]?.message).toBe(WORKFLOW_MESSAGES.outcomeNotAllowed);
    const leftReasons = JSON.stringify('Reasons: Land is government land. Title clear; recommended for approval.');
    const recommendedWithReasons = await submit('site', id, 'RECOMMENDED', { finalRemark: leftReasons });
    expect(recommendedWithReasons.errors?.[0]?.message).toBe(DECISION_MESSAGES.reasonsOutOfPlace);
    const approvedWithReasons = await t.graphql(
      DECIDE,
      { applicationId: id, status: 'ACCEPTED', finalRemark: leftReasons },
      { token: team.commissioner.token },
    );
    expect(approvedWithReasons.errors?.[0]?.message).toBe(DECISION_MESSAGES.reasonsOutOfPlace);
    const early = await t.graphql(
      DECIDE,
      { applicationId: id, status: 'ACCEPTED', finalRemark: 'ok' },
      { token: team.commissioner.token },
    );
    expect(early.errors?.[0]?.message).toBe(
      'Cannot submit for the applications which are in verification under progress state',
    );

    const [after] = await t.database.db
      .select({ version: applications.version, status: applications.status })
      .from(applications)
      .where(eq(applications.id, id));
    expect(after).toEqual({ version: before?.version, status: 'VERIFICATION_UNDER_PROGRESS' });
  });

  it('shows an application only to officers routed to it or in its jurisdiction', async () => {
    const id = await newApplication('REGISTRATION');
    const mine = await t.graphql<{ officersApplication: { currentOfficerLevel: string } }>(
      VIEW,
      { id },
      { token: team.site.token },
    );
    expect(mine.data?.officersApplication.currentOfficerLevel).toBe('L1');
    const outsider = await t.graphql(VIEW, { id }, { token: team.outsider.token });
    expect(outsider.errors?.[0]).toMatchObject({ message: 'Application not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('concurrency', () => {
  it('two submissions of the same turn at once: exactly one lands', async () => {
    const id = await newApplication('REGISTRATION');
    const formInstanceId = await turnOf(id, team.site.id);
    await note('site', id);
    const data = await allFormsAnsweredFor(t.database.db, id);
    const answers = await Promise.all(
      [1, 2].map(() => t.graphql(SUBMIT, { formInstanceId, status: 'SUBMITTED', data }, { token: team.site.token })),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)?.errors?.[0]?.extensions?.code).toMatch(/CONFLICT|FORBIDDEN/);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.applicationId, id));
    expect(audit.filter((event) => event.action === 'SITE_L1_SUBMITTED')).toHaveLength(1);
  });
});

describe('single window with a shortfall, line departments and deemed approval', () => {
  it('takes a shortfall and its answer, routes NOCs to the fire department and back, then deems the file approved on day 22', async () => {
    const id = await newApplication('SINGLE WINDOW');
    expect(await statusOf(id)).toBe('SUBMITTED');
    await note('tech', id);
    const shortfall = await t.graphql<{ createShortfall: { status: string } }>(
      // Spec 1 §5: the shortfall dialog's remark is optional.
      `mutation ($formInstanceId: ID!) { createShortfall(formInstanceId: $formInstanceId) { status } }`,
      { formInstanceId: await turnOf(id, team.tech.id) },
      { token: team.tech.token },
    );
    expect(shortfall.data?.createShortfall.status).toBe('SHORTFALL');
    await workflow.transition({
      applicationId: id,
      event: { type: 'APPLICANT_ANSWERED_SHORTFALL' },
      actor: { kind: 'PLATFORM' },
    });
    expect(await statusOf(id)).toBe('SHORTFALL_SUBMITTED');
    await submit('tech', id, 'RECOMMENDED'); // pre-scrutiny (LEVEL-1) by the technical scrutiny officer
    expect(await statusOf(id)).toBe('VERIFICATION_UNDER_PROGRESS');
    for (const [l1, status] of [
      ['site', 'SUBMITTED'],
      ['title', 'SUBMITTED'],
      ['tech', 'SUBMITTED'],
    ] as const) {
      const answer = await submit(l1, id, status);
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    }
    await submit('tpso', id, 'RECOMMENDED');
    await submit('tpso', id, 'RECOMMENDED');
    const noNoc = await submit('tpso', id, 'LINE_VERIFICATION');
    expect(noNoc.errors?.[0]?.message).toBe('Please select NOC options');
    await submit('tpso', id, 'LINE_VERIFICATION', { nocDepartments: ['FIRE'] });
    expect(await statusOf(id)).toBe('LINE_DEPARTMENT_HOLD');
    await submit('fire', id, 'RECOMMENDED');
    expect(await statusOf(id)).toBe('PROCEEDINGS_IN_PROGRESS');

    const scheduler = createDeadlineScheduler({ db: t.database.db, clock: t.clock, workflow });
    expect((await scheduler.runOnce()).deemed).toBe(0);
    t.clock.advance(22 * 86_400_000);
    const first = await scheduler.runOnce();
    expect(first.deemed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('DEEMED');
    expect((await scheduler.runOnce()).deemed).toBe(0);
    const deemed = await t.database.db.select().from(auditEvents).where(eq(auditEvents.applicationId, id));
    expect(deemed.filter((event) => event.action === 'DEEMED_APPROVED')).toEqual([
      expect.objectContaining({ actorKind: 'SYSTEM', fromState: 'PROCEEDINGS_IN_PROGRESS', toState: 'DEEMED' }),
    ]);
    // Three weeks idle ended the commissioner's session: they sign in again to act.
    const token = await t.signIn('commissioner', '9000000004');
    await t.graphql(NOTE, { applicationId: id, comment: '<p>Deemed</p>' }, { token });
    // Deemed approved already: the commissioner may take it back, not approve it again.
    const late = await t.graphql(DECIDE, { applicationId: id, status: 'ACCEPTED', finalRemark: 'ok' }, { token });
    expect(late.errors?.[0]?.message).toBe(WORKFLOW_MESSAGES.outcomeNotAllowed);
    const revoked = await t.graphql<{ updateApplicationStatus: { status: string } }>(
      DECIDE,
      { applicationId: id, status: 'REJECTED', finalRemark: 'Fire NOC conditions not met on site' },
      { token },
    );
    expect(revoked.data?.updateApplicationStatus.status).toBe('REJECTED');
  });
});

describe('the deemed-approval clock', () => {
  it('does not count the days the file waits for the applicant', async () => {
    const id = await newApplication('SINGLE WINDOW');
    const [stage] = await t.database.db
      .select({ id: stageStates.id })
      .from(stageStates)
      .where(eq(stageStates.applicationId, id));
    const actor = { kind: 'OFFICER' as const, officerId: team.tech.id, roleName: 'Technical Scrutiny Officer' };
    await workflow.transition({
      applicationId: id,
      event: { type: 'SUBMIT', stageId: stage?.id ?? 0, officerId: team.tech.id, outcome: 'SHORTFALL' },
      actor,
      remark: 'Link documents missing',
    });
    t.clock.advance(5 * 86_400_000);
    await workflow.transition({
      applicationId: id,
      event: { type: 'APPLICANT_ANSWERED_SHORTFALL' },
      actor: { kind: 'PLATFORM' },
    });
    const scheduler = createDeadlineScheduler({ db: t.database.db, clock: t.clock, workflow });
    t.clock.advance(17 * 86_400_000 + 3_600_000);
    await scheduler.runOnce();
    expect(await statusOf(id)).toBe('SHORTFALL_SUBMITTED');
    t.clock.advance(5 * 86_400_000);
    await scheduler.runOnce();
    expect(await statusOf(id)).toBe('DEEMED');
  });
});

describe('revocation with refund', () => {
  const DECIDE_WITH_REFUND = `mutation ($applicationId: ID!, $status: String, $finalRemark: String, $eligibilityForRefund: Boolean) {
    updateApplicationStatus(applicationId: $applicationId, status: $status, finalRemark: $finalRemark,
      eligibilityForRefund: $eligibilityForRefund) { status }
  }`;
  beforeAll(async () => {
    // Earlier tests move the clock by weeks: the team signs in again.
    for (const [index, who] of (Object.keys(team) as (keyof TTeam)[]).entries()) {
      team[who].token = await t.signIn(who, `90000000${String(index).padStart(2, '0')}`);
    }
  });
  const toDecision = async (constructionStarted: string) => {
    const id = await newApplication('SELF CERTIFICATION');
    const answers = {
      ...JSON.parse(await allFormsAnsweredFor(t.database.db, id)),
      construction_started: { parent_answer: constructionStarted },
    };
    for (const who of ['site', 'title', 'tech'] as const) {
      const answer = await submit(who, id, 'SUBMITTED', { data: JSON.stringify(answers) });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    }
    for (let review = 0; review < 3; review += 1) await submit('tpso', id, 'RECOMMENDED');
    await note('commissioner', id);
    return id;
  };
  const revoke = (applicationId: number, eligibilityForRefund: boolean) =>
    t.graphql<{ updateApplicationStatus: { status: string } }>(
      DECIDE_WITH_REFUND,
      { applicationId, status: 'REJECTED', finalRemark: 'Setbacks not left', eligibilityForRefund },
      { token: team.commissioner.token },
    );

  it('refuses a refund where the site inspector found construction begun, and records the refund decided', async () => {
    const begun = await toDecision('Foundation / plinth');
    expect((await revoke(begun, true)).errors?.[0]?.message).toBe(
      'A refund is allowed only where construction has not begun',
    );
    expect(await statusOf(begun)).toBe('PROCEEDINGS_IN_PROGRESS');
    expect((await revoke(begun, false)).data?.updateApplicationStatus.status).toBe('REJECTED');

    const notBegun = await toDecision('Vacant');
    expect((await revoke(notBegun, true)).data?.updateApplicationStatus.status).toBe('REJECTED');
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.applicationId, notBegun))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ action: 'DECISION_L1_REJECTED', details: { eligibilityForRefund: true } });
  });
});

describe('remarks kept before submitting', () => {
  const SAVE_REMARK = `mutation ($formInstanceId: ID!, $remark: String!) {
    saveRemark(formInstanceId: $formInstanceId, remark: $remark) { success message }
  }`;
  const RECOMMENDATIONS = `query ($id: ID!, $formInstanceId: [ID!]!) {
    recommendations(id: $id, formInstanceId: $formInstanceId) { formInstanceId options finalRemark }
  }`;

  it('keeps the remark on the officer’s open turn, gives it back with the recommendations, and refuses others', async () => {
    for (const [index, who] of (Object.keys(team) as (keyof TTeam)[]).entries()) {
      team[who].token = await t.signIn(who, `90000000${String(index).padStart(2, '0')}`);
    }
    const id = await newApplication('REGISTRATION');
    const formInstanceId = await turnOf(id, team.site.id);
    const saved = await t.graphql(
      SAVE_REMARK,
      { formInstanceId, remark: 'Plinth marked; revisit after rains' },
      {
        token: team.site.token,
      },
    );
    expect(saved.errors).toBeUndefined();
    const answer = await t.graphql<{ recommendations: { finalRemark: string; options: string[] }[] }>(
      RECOMMENDATIONS,
      { id, formInstanceId: [formInstanceId] },
      { token: team.site.token },
    );
    expect(answer.data?.recommendations[0]).toMatchObject({
      finalRemark: 'Plinth marked; revisit after rains',
      options: ['SUBMITTED'],
    });
    const stranger = await t.graphql(SAVE_REMARK, { formInstanceId, remark: 'not mine' }, { token: team.title.token });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const tooLong = await t.graphql(
      SAVE_REMARK,
      { formInstanceId, remark: 'x'.repeat(5001) },
      { token: team.site.token },
    );
    expect(tooLong.errors?.[0]?.message).toBe('At most 5000 characters');
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.applicationId, id));
    expect(audit.filter((event) => event.action === 'REMARK_SAVED')).toEqual([
      expect.objectContaining({ actorOfficerId: team.site.id, remark: 'Plinth marked; revisit after rains' }),
    ]);
  });
});
