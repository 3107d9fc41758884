import { CORRECTION_MESSAGES, NOTE_MESSAGES } from '@anumati/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createJurisdiction } from '../../testing/fixtures';
import { signInTeam, type TTeamMember } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applicants, applications, properties } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { applicationComments } from '../notes/notes.table';
import { correctionAssignees, correctionRequests } from './corrections.table';

const KEY = 'test-platform-key-0123456789';

const REQUEST_FIELDS = `id applicationId applicationIdentifier applicantName status correctionRequestCompleted finalRemark
  isApprove myTurn hasActiveNote
  corrections { id columnName columnLabel oldValue newValue isApprove remark supportingDocUrl supportingOptionalDocUrl }
  assignees { officerId officer step isApprove remark completedDate }`;
const LIST = `query ($status: String!, $page: Int) {
  applicationsCorrectionRequest(page: $page, perPage: 10, status: $status) { totalCount totalPages records { ${REQUEST_FIELDS} } }
}`;
const DETAIL = `query ($applicationId: ID!, $status: String) {
  applicationCorrectionRequest(applicationId: $applicationId, status: $status) { ${REQUEST_FIELDS} }
}`;
const DECIDE_ONE = `mutation ($isApprove: Boolean!, $correctionId: ID!, $remark: String) {
  updateCorrection(isApprove: $isApprove, correctionId: $correctionId, remark: $remark) { id isApprove remark }
}`;
const FINAL = `mutation ($remark: String!, $correctionRequestId: ID!, $isApprove: Boolean) {
  updateFinalCorrection(remark: $remark, correctionRequestId: $correctionRequestId, isApprove: $isApprove) { ${REQUEST_FIELDS} }
}`;
const NOTE = `mutation ($applicationId: ID!, $comment: String!) {
  createComment(applicationId: $applicationId, comment: $comment) { id }
}`;

type TCorrectionView = {
  id: string;
  columnName: string;
  columnLabel: string;
  oldValue: string;
  newValue: string;
  isApprove: boolean | null;
  remark: string | null;
};
type TRequestView = {
  id: string;
  applicationId: string;
  status: string;
  isApprove: boolean | null;
  finalRemark: string | null;
  myTurn: string | null;
  hasActiveNote: boolean;
  corrections: TCorrectionView[];
  assignees: { officer: string; step: string; isApprove: boolean | null; completedDate: string | null }[];
};

type TTeam = Record<
  'site' | 'title' | 'tpso' | 'acp' | 'commissioner' | 'otherTpso' | 'otherCommissioner',
  TTeamMember
>;

let t: TTestApp;
let team: TTeam;
let ulbId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: KEY } });
  const { db } = t.database;
  const jurisdiction = await createJurisdiction(db);
  const elsewhere = await createJurisdiction(db, 'DTCP');
  ulbId = jurisdiction.ulb.id;
  team = await signInTeam(
    t,
    {
      site: { role: 'Site Inspector', jurisdiction },
      title: { role: 'Title Inspector', jurisdiction },
      tpso: { role: 'TPSO OFFICER', jurisdiction },
      acp: { role: 'ACP OFFICER', jurisdiction },
      commissioner: { role: 'Municipal Commissioner', jurisdiction },
      otherTpso: { role: 'TPSO OFFICER', jurisdiction: elsewhere },
      otherCommissioner: { role: 'Municipal Commissioner', jurisdiction: elsewhere },
    },
    '91000000',
  );
});
afterAll(() => t.close());

/** An approved application in the test ULB, as the fixtures make it (applicant 9000000000, Plot 12, Madhapur). */
async function approvedApplication(
  applicantName: string,
  stages: Parameters<typeof createApplication>[1]['stages'] = [],
) {
  const application = await createApplication(t.database.db, {
    ulbId,
    applicantName,
    applicationType: 'REGISTRATION',
    status: 'ACCEPTED',
    appliedOn: t.clock.now(),
    stages,
  });
  await t.database.db
    .update(applicants)
    .set({ aadhaarNumber: '234567891234', email: 'old@example.in' })
    .where(eq(applicants.applicantName, applicantName));
  return application.id;
}

async function fileRequest(applicationId: number, corrections: Record<string, unknown>[]) {
  return t.app.inject({
    method: 'POST',
    url: `/api/platform/v1/applications/${applicationId}/correction-requests`,
    headers: { authorization: `Bearer ${KEY}` },
    payload: { corrections },
  });
}

async function detail(token: string, applicationId: number, status: string) {
  return t.graphql<{ applicationCorrectionRequest: TRequestView | null }>(DETAIL, { applicationId, status }, { token });
}

async function decide(token: string, correctionId: string, isApprove: boolean, remark?: string) {
  return t.graphql<{ updateCorrection: { isApprove: boolean } }>(
    DECIDE_ONE,
    { correctionId, isApprove, remark },
    { token },
  );
}

async function final(token: string, correctionRequestId: string, remark: string, isApprove?: boolean) {
  return t.graphql<{ updateFinalCorrection: TRequestView }>(
    FINAL,
    { correctionRequestId, remark, isApprove },
    { token },
  );
}

async function note(token: string, applicationId: number, comment = '<p>Checked the gazette notification.</p>') {
  return t.graphql(NOTE, { applicationId, comment }, { token });
}

/** A request filed, both corrections decided by the verifying officer, noted and submitted to the commissioner. */
async function submittedRequest(applicantName: string, decisions: [boolean, boolean]) {
  const applicationId = await approvedApplication(applicantName);
  await fileRequest(applicationId, [
    { columnName: 'applicant_name', newValue: `${applicantName} Reddy`, supportingDocUrl: 'uploads/gazette.pdf' },
    { columnName: 'plot_address', newValue: 'Plot 12A, Madhapur' },
  ]);
  const request = (await detail(team.tpso.token, applicationId, 'correction')).data?.applicationCorrectionRequest;
  if (!request) throw new Error('the request did not reach the verifying officer');
  for (const [index, correction] of request.corrections.entries()) {
    await decide(team.tpso.token, correction.id, decisions[index] ?? true, 'Does not match the sale deed');
  }
  await note(team.tpso.token, applicationId);
  const submitted = await final(team.tpso.token, request.id, 'Verified against the documents');
  expect(submitted.errors).toBeUndefined();
  return { applicationId, requestId: request.id, corrections: request.corrections };
}

describe('correction verification', () => {
  it('files a request to the reviewer who verified the file, with the values as they stand', async () => {
    // The ACP reviewed this file's site verification: the request goes to them, not to the TPSO.
    const applicationId = await approvedApplication('Kavitha', [
      {
        name: 'SITE VERIFICATION',
        officerId: team.acp.id,
        level: 'L2',
        action: 'RECOMMENDED',
        receivedDate: t.clock.now(),
      },
    ]);
    const filed = await fileRequest(applicationId, [
      { columnName: 'applicant_name', oldValue: 'Someone else', newValue: 'Kavitha Rani' },
    ]);
    expect(filed.statusCode).toBe(201);

    const acpList = await t.graphql<{
      applicationsCorrectionRequest: { totalCount: number; records: TRequestView[] };
    }>(LIST, { status: 'correction' }, { token: team.acp.token });
    expect(acpList.data?.applicationsCorrectionRequest.totalCount).toBe(1);
    const [record] = acpList.data?.applicationsCorrectionRequest.records ?? [];
    expect(record).toMatchObject({ status: 'CORRECTION_VERIFICATION', myTurn: 'VERIFICATION' });
    // Not the citizen's word for the existing value: the application's.
    expect(record?.corrections[0]).toMatchObject({
      columnLabel: 'Applicant Name',
      oldValue: 'Kavitha',
      newValue: 'Kavitha Rani',
      isApprove: null,
    });
    const commissionerList = await t.graphql<{ applicationsCorrectionRequest: { totalCount: number } }>(
      LIST,
      { status: 'submitted' },
      { token: team.commissioner.token },
    );
    expect(commissionerList.data?.applicationsCorrectionRequest.totalCount).toBe(0);
  });

  it('refuses a value that changes nothing, or a field that cannot be corrected, and files nothing', async () => {
    const applicationId = await approvedApplication('Sunitha');
    const same = await fileRequest(applicationId, [{ columnName: 'applicant_name', newValue: 'Sunitha' }]);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(CORRECTION_MESSAGES.sameValue);
    const area = await fileRequest(applicationId, [{ columnName: 'actual_plot_area', newValue: '300' }]);
    expect(area.json().message).toBe(CORRECTION_MESSAGES.unknownColumn);
    const rows = await t.database.db
      .select()
      .from(correctionRequests)
      .where(eq(correctionRequests.applicationId, applicationId));
    expect(rows).toHaveLength(0);
  });

  it('decides each correction on its own: reject needs remarks, and only the verifying officer decides', async () => {
    const applicationId = await approvedApplication('Padmaja');
    await fileRequest(applicationId, [
      { columnName: 'applicant_name', newValue: 'Padmaja Rao' },
      { columnName: 'village', newValue: 'Kondapur' },
    ]);
    const request = (await detail(team.tpso.token, applicationId, 'correction')).data?.applicationCorrectionRequest;
    const [name, village] = request?.corrections ?? [];
    if (!name || !village) throw new Error('corrections missing');

    const bare = await decide(team.tpso.token, village.id, false);
    expect(bare.errors?.[0]).toMatchObject({
      message: CORRECTION_MESSAGES.rejectNeedsRemark,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await decide(team.tpso.token, name.id, true)).data?.updateCorrection.isApprove).toBe(true);
    expect((await decide(team.tpso.token, village.id, false, 'Village is Madhapur')).errors).toBeUndefined();
    // A decision may change until the officer submits.
    expect((await decide(team.tpso.token, name.id, false, 'Spelling differs')).errors).toBeUndefined();
    expect((await decide(team.tpso.token, name.id, true)).errors).toBeUndefined();

    const byCommissioner = await decide(team.commissioner.token, name.id, false, 'No');
    expect(byCommissioner.errors?.[0]).toMatchObject({
      message: CORRECTION_MESSAGES.notYourTurn,
      extensions: { code: 'FORBIDDEN' },
    });
    const seen = (await detail(team.site.token, applicationId, 'correction')).data?.applicationCorrectionRequest;
    expect(seen?.myTurn).toBeNull();
    expect(seen?.corrections.map((correction) => [correction.isApprove, correction.remark])).toEqual([
      [true, null],
      [false, 'Village is Madhapur'],
    ]);
  });

  it('submits only with every correction decided, final remarks and an active note written for the request', async () => {
    const applicationId = await approvedApplication('Anusha');
    // A note from before the request (the file's own verification) does not count.
    await t.database.db.insert(applicationComments).values({
      applicationId,
      officerId: team.tpso.id,
      comment: '<p>Site verified.</p>',
      createdAt: new Date(t.clock.now().getTime() - 86_400_000),
    });
    await fileRequest(applicationId, [
      { columnName: 'applicant_name', newValue: 'Anusha Goud' },
      { columnName: 'email', newValue: 'anusha@example.in' },
    ]);
    const request = (await detail(team.tpso.token, applicationId, 'correction')).data?.applicationCorrectionRequest;
    const [name, email] = request?.corrections ?? [];
    if (!request || !name || !email) throw new Error('request missing');

    await decide(team.tpso.token, name.id, true);
    const undecided = await final(team.tpso.token, request.id, 'Checked');
    expect(undecided.errors?.[0]?.message).toBe(CORRECTION_MESSAGES.decideEveryCorrection);
    await decide(team.tpso.token, email.id, false, 'Email not verified');
    const noRemark = await final(team.tpso.token, request.id, '   ');
    expect(noRemark.errors?.[0]?.message).toBe(CORRECTION_MESSAGES.finalRemarkRequired);
    const noNote = await final(team.tpso.token, request.id, 'Checked');
    expect(noNote.errors?.[0]?.message).toBe(NOTE_MESSAGES.required);
    expect(
      (await detail(team.tpso.token, applicationId, 'correction')).data?.applicationCorrectionRequest,
    ).toMatchObject({
      hasActiveNote: false,
    });
    const withDecision = await final(team.tpso.token, request.id, 'Checked', true);
    expect(withDecision.errors?.[0]?.message).toBe(CORRECTION_MESSAGES.decisionIsTheCommissioners);

    // The correction turn lets the officer write on the note sheet though the file has no stage with them.
    expect((await note(team.tpso.token, applicationId)).errors).toBeUndefined();
    expect((await note(team.site.token, applicationId)).errors?.[0]?.message).toBe(NOTE_MESSAGES.notYourTurn);
    const submitted = await final(team.tpso.token, request.id, 'Name verified; email not');
    expect(submitted.data?.updateFinalCorrection).toMatchObject({ status: 'SUBMITTED', myTurn: null });
    expect(submitted.data?.updateFinalCorrection.assignees).toEqual([
      expect.objectContaining({ step: 'VERIFICATION', isApprove: false, completedDate: expect.any(String) }),
      expect.objectContaining({ step: 'DECISION', officer: 'Test commissioner', isApprove: null }),
    ]);
    const [application] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(application).toMatchObject({ isCorrection: true, correctionStatus: 'SUBMITTED' });

    const again = await final(team.tpso.token, request.id, 'Once more');
    expect(again.errors?.[0]?.message).toBe(CORRECTION_MESSAGES.notYourTurn);
    const processed = await t.graphql<{ applicationsCorrectionRequest: { records: TRequestView[] } }>(
      LIST,
      { status: 'completed' },
      { token: team.tpso.token },
    );
    expect(processed.data?.applicationsCorrectionRequest.records.map((record) => record.applicationId)).toContain(
      String(applicationId),
    );
    const waiting = await t.graphql<{ applicationsCorrectionRequest: { records: TRequestView[] } }>(
      LIST,
      { status: 'submitted' },
      { token: team.commissioner.token },
    );
    expect(waiting.data?.applicationsCorrectionRequest.records.map((record) => record.applicationId)).toContain(
      String(applicationId),
    );
  });

  it('keeps another ULB’s officers from reading or deciding a request', async () => {
    const { applicationId, requestId, corrections } = await submittedRequest('Bhavani', [true, false]);
    for (const token of [team.otherTpso.token, team.otherCommissioner.token]) {
      for (const status of ['correction', 'submitted', 'completed']) {
        const read = await detail(token, applicationId, status);
        expect(read.errors?.[0]).toMatchObject({
          message: 'Application not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      const one = await decide(token, corrections[0]?.id ?? '0', true);
      expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const whole = await final(token, requestId, 'Approved', true);
      expect(whole.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const list = await t.graphql<{ applicationsCorrectionRequest: { totalCount: number } }>(
        LIST,
        { status: 'submitted' },
        { token },
      );
      expect(list.data?.applicationsCorrectionRequest.totalCount).toBe(0);
    }
    const [request] = await t.database.db
      .select()
      .from(correctionRequests)
      .where(eq(correctionRequests.id, Number(requestId)));
    expect(request).toMatchObject({ status: 'SUBMITTED', isApprove: null });
  });

  it('takes the commissioner’s reject only when a correction was rejected, and then applies nothing', async () => {
    const allApproved = await submittedRequest('Shirisha', [true, true]);
    const refused = await final(team.commissioner.token, allApproved.requestId, 'Not convinced', false);
    expect(refused.errors?.[0]?.message).toBe(CORRECTION_MESSAGES.rejectNeedsRejectedCorrection);
    const noChoice = await final(team.commissioner.token, allApproved.requestId, 'Fine');
    expect(noChoice.errors?.[0]?.message).toBe(CORRECTION_MESSAGES.decisionRequired);
    const byOfficer = await final(team.tpso.token, allApproved.requestId, 'Fine', true);
    expect(byOfficer.errors?.[0]?.message).toBe(CORRECTION_MESSAGES.notYourTurn);

    const mixed = await submittedRequest('Rajeshwari', [true, false]);
    const rejected = await final(team.commissioner.token, mixed.requestId, 'Plot address proof missing', false);
    expect(rejected.data?.updateFinalCorrection).toMatchObject({
      status: 'CORRECTION_COMPLETED',
      correctionRequestCompleted: true,
      isApprove: false,
      finalRemark: 'Plot address proof missing',
    });
    const [applicant] = await t.database.db
      .select({ name: applicants.applicantName })
      .from(applicants)
      .innerJoin(applications, eq(applications.applicantId, applicants.id))
      .where(eq(applications.id, mixed.applicationId));
    expect(applicant?.name).toBe('Rajeshwari');
    const completed = (await detail(team.commissioner.token, mixed.applicationId, 'completed')).data
      ?.applicationCorrectionRequest;
    expect(completed).toMatchObject({ status: 'CORRECTION_COMPLETED', myTurn: null });
  });

  it('applies the approved corrections when the commissioner approves, keeping the old values in the audit log', async () => {
    const { applicationId, requestId } = await submittedRequest('Lakshmi', [true, false]);
    const approved = await final(team.commissioner.token, requestId, 'Name corrected as per gazette', true);
    expect(approved.data?.updateFinalCorrection).toMatchObject({ status: 'CORRECTION_COMPLETED', isApprove: true });

    const [row] = await t.database.db
      .select({
        name: applicants.applicantName,
        plotAddress: properties.plotAddress,
        status: applications.correctionStatus,
      })
      .from(applications)
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .innerJoin(properties, eq(properties.applicationId, applications.id))
      .where(eq(applications.id, applicationId));
    // The rejected plot address stays as it was.
    expect(row).toEqual({ name: 'Lakshmi Reddy', plotAddress: 'Plot 12, Madhapur', status: 'CORRECTION_COMPLETED' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, applicationId), eq(auditEvents.action, 'CORRECTION_APPLIED')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorOfficerId: team.commissioner.id,
      remark: 'Name corrected as per gazette',
      details: {
        correctionRequestId: Number(requestId),
        changes: [{ columnName: 'applicant_name', oldValue: 'Lakshmi', newValue: 'Lakshmi Reddy' }],
      },
    });
    // The application's detail view reads the corrected name and who decided the request.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/applications/${applicationId}/view`,
      headers: { authorization: `Bearer ${team.commissioner.token}` },
    });
    expect(view.json().data).toMatchObject({
      applicant: { applicant_name: 'Lakshmi Reddy' },
      correction_assignees: [
        { officer: 'Test tpso', is_approve: false },
        { officer: 'Test commissioner', is_approve: true },
      ],
      correction_details: { status: 'CORRECTION_COMPLETED', is_approve: true },
    });
    const trail = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.applicationId, applicationId))
      // In the order they happened: PostgreSQL returns rows in no particular order without one.
      .orderBy(asc(auditEvents.id));
    expect(trail.map((event) => event.action)).toEqual([
      'CORRECTION_REQUESTED',
      'CORRECTION_APPROVED',
      'CORRECTION_REJECTED',
      'NOTE_ADDED',
      'CORRECTION_SUBMITTED',
      'CORRECTION_APPLIED',
      'CORRECTION_COMPLETED',
    ]);
  });

  it('leaves nothing half-applied when the final decision fails part way', async () => {
    const { applicationId, requestId } = await submittedRequest('Swapna', [true, true]);
    const { db } = t.database;
    // The plot cannot be written just now: the applicant's name is written first, then the plot fails.
    await db.execute(sql`create function refuse_plot_update() returns trigger language plpgsql as $$
      begin raise exception 'plot locked for the test'; end $$`);
    await db.execute(sql`create trigger refuse_plot_update before update on properties
      for each row execute function refuse_plot_update()`);
    try {
      const failed = await final(team.commissioner.token, requestId, 'Approved', true);
      expect(failed.errors?.[0]?.message).toBe('Internal server error');
    } finally {
      await db.execute(sql`drop trigger refuse_plot_update on properties`);
      await db.execute(sql`drop function refuse_plot_update()`);
    }
    const [row] = await db
      .select({ name: applicants.applicantName, status: applications.correctionStatus })
      .from(applications)
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .where(eq(applications.id, applicationId));
    expect(row).toEqual({ name: 'Swapna', status: 'SUBMITTED' });
    const [request] = await db
      .select()
      .from(correctionRequests)
      .where(eq(correctionRequests.id, Number(requestId)));
    expect(request).toMatchObject({ status: 'SUBMITTED', isApprove: null, correctionRequestCompleted: false });
    const open = await db
      .select()
      .from(correctionAssignees)
      .where(
        and(eq(correctionAssignees.correctionRequestId, Number(requestId)), eq(correctionAssignees.step, 'DECISION')),
      );
    expect(open[0]?.completedAt).toBeNull();
    const applied = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, applicationId), eq(auditEvents.action, 'CORRECTION_APPLIED')));
    expect(applied).toHaveLength(0);

    // Once the plot can be written again the same decision goes through.
    const retried = await final(team.commissioner.token, requestId, 'Approved', true);
    expect(retried.data?.updateFinalCorrection.status).toBe('CORRECTION_COMPLETED');
  });

  it('shows mobile numbers only to roles allowed to see them, and Aadhaar masked to everyone', async () => {
    const applicationId = await approvedApplication('Jyothi');
    await fileRequest(applicationId, [
      { columnName: 'mobile', newValue: '9848012345' },
      { columnName: 'aadhaar_number', newValue: '345678912345' },
    ]);
    const values = async (token: string) =>
      (await detail(token, applicationId, 'correction')).data?.applicationCorrectionRequest?.corrections.map(
        (correction) => [correction.oldValue, correction.newValue],
      );
    expect(await values(team.tpso.token)).toEqual([
      ['9000000000', '9848012345'],
      ['XXXX XXXX 1234', 'XXXX XXXX 2345'],
    ]);
    expect(await values(team.title.token)).toEqual([
      ['XXXXXXXXXX', 'XXXXXXXXXX'],
      ['XXXX XXXX 1234', 'XXXX XXXX 2345'],
    ]);
  });

  it('opens supporting documents stored in the bucket by signed links, and passes full links on', async () => {
    const applicationId = await approvedApplication('Hemalatha');
    await fileRequest(applicationId, [
      {
        columnName: 'survey_number',
        newValue: '112/B',
        supportingDocUrl: 'corrections/survey-proof.pdf',
        supportingOptionalDocUrl: ['https://docs.example.in/affidavit.pdf', '../../etc/passwd'],
      },
    ]);
    const request = (await detail(team.tpso.token, applicationId, 'correction')).data?.applicationCorrectionRequest;
    const [correction] = (request?.corrections ?? []) as (TCorrectionView & {
      supportingDocUrl: string | null;
      supportingOptionalDocUrl: string[];
    })[];
    expect(correction?.supportingDocUrl).toMatch(/corrections\/survey-proof\.pdf\?expires=\d+&signature=/);
    expect(correction?.supportingOptionalDocUrl).toEqual(['https://docs.example.in/affidavit.pdf']);
  });

  it('refuses a request no officer of the ULB can verify', async () => {
    const empty = await createJurisdiction(t.database.db, 'NUDA');
    const application = await createApplication(t.database.db, {
      ulbId: empty.ulb.id,
      appliedOn: t.clock.now(),
      stages: [],
    });
    const filed = await fileRequest(application.id, [{ columnName: 'village', newValue: 'Armoor' }]);
    expect(filed.statusCode).toBe(409);
    expect(filed.json().message).toBe(CORRECTION_MESSAGES.noOfficer);
    const rows = await t.database.db
      .select()
      .from(correctionRequests)
      .where(eq(correctionRequests.applicationId, application.id));
    expect(rows).toHaveLength(0);
  });
});
