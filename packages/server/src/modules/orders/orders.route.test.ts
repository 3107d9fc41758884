import { DEEMED_ISSUER, ORDER_MESSAGES, type TPublicOrder } from '@anumati/domain';
import { and, asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createJurisdiction } from '../../testing/fixtures';
import { allFormsAnsweredFor } from '../../testing/form-answers';
import { signInTeam, type TTeamMember } from '../../testing/signed-in-team';
import { actualText as pdfText } from '../../testing/pdf-text';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applications, stageOfficers, stageStates } from '../application/application.table';
import { createStorage } from '../storage/create-storage';
import type { TStorage } from '../storage/storage-adapter';
import { createDeadlineScheduler } from '../deadlines/deadline-scheduler';
import { createWorkflowService } from '../workflow/workflow.service';
import { createOrdersService } from './orders.service';
import { decisionOrders } from './orders.table';

const PLATFORM_KEY = 'orders-test-platform-key-0123';
const SUBMIT = `mutation ($formInstanceId: ID!, $status: String!, $finalRemark: String, $data: String) {
  submitFormAnswers(formInstanceId: $formInstanceId, status: $status, finalRemark: $finalRemark, data: $data) { status }
}`;
const DECIDE = `mutation ($applicationId: ID!, $status: String, $finalRemark: String, $eligibilityForRefund: Boolean) {
  updateApplicationStatus(applicationId: $applicationId, status: $status, finalRemark: $finalRemark,
    eligibilityForRefund: $eligibilityForRefund) { status }
}`;
const NOTE = `mutation ($applicationId: ID!, $comment: String!) { createComment(applicationId: $applicationId, comment: $comment) { id } }`;

type TWho = 'site' | 'title' | 'tech' | 'tpso' | 'commissioner';

let t: TTestApp;
let team: Record<TWho, TTeamMember>;
let ulbId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: PLATFORM_KEY, PUBLIC_CONSOLE_URL: 'https://bpass.example.in/' } });
  const jurisdiction = await createJurisdiction(t.database.db);
  ulbId = jurisdiction.ulb.id;
  team = await signInTeam(t, {
    site: { role: 'Site Inspector', jurisdiction },
    title: { role: 'Title Inspector', jurisdiction },
    tech: { role: 'Technical Scrutiny Officer', jurisdiction },
    tpso: { role: 'TPSO OFFICER', jurisdiction },
    commissioner: { role: 'Municipal Commissioner', jurisdiction },
  });
});
afterAll(() => t.close());

const workflowWith = (storage: TStorage) =>
  createWorkflowService({
    db: t.database.db,
    clock: t.clock,
    orders: createOrdersService({ db: t.database.db, storage, consoleUrl: t.config.PUBLIC_CONSOLE_URL }),
  });

async function newApplication(applicationType: 'SELF CERTIFICATION' | 'SINGLE WINDOW') {
  const application = await createApplication(t.database.db, {
    ulbId,
    applicationType,
    applicantName: 'Lakshmi Devi',
    appliedOn: t.clock.now(),
    stages: [],
  });
  await t.database.db.transaction((tx) =>
    createWorkflowService({ db: t.database.db, clock: t.clock, orders: null }).startIn(tx, application.id, {
      kind: 'PLATFORM',
    }),
  );
  return application.id;
}

async function turnOf(applicationId: number, officerId: number) {
  const [turn] = await t.database.db
    .select({ id: stageOfficers.id })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(
      and(
        eq(stageStates.applicationId, applicationId),
        eq(stageOfficers.officerId, officerId),
        eq(stageOfficers.action, 'IN_PROCESS'),
      ),
    );
  if (!turn) throw new Error(`nothing waiting for officer ${officerId}`);
  return turn.id;
}

const note = (who: TWho, applicationId: number) =>
  t.graphql(NOTE, { applicationId, comment: `<p>${who} read the file</p>` }, { token: team[who].token });

async function submit(who: TWho, applicationId: number, status: string, data?: string) {
  await note(who, applicationId);
  const answer = await t.graphql(
    SUBMIT,
    {
      formInstanceId: await turnOf(applicationId, team[who].id),
      status,
      finalRemark: `${who} checked`,
      data: data ?? (await allFormsAnsweredFor(t.database.db, applicationId)),
    },
    { token: team[who].token },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

/** An instant approval brought to the commissioner's decision, as the officers would in the console. */
async function atDecision(constructionStarted = 'Vacant') {
  const id = await newApplication('SELF CERTIFICATION');
  const answers = JSON.stringify({
    ...JSON.parse(await allFormsAnsweredFor(t.database.db, id)),
    construction_started: { parent_answer: constructionStarted },
  });
  for (const who of ['site', 'title', 'tech'] as const) await submit(who, id, 'SUBMITTED', answers);
  for (let review = 0; review < 3; review += 1) await submit('tpso', id, 'RECOMMENDED');
  await note('commissioner', id);
  return id;
}

const decide = (applicationId: number, status: string, finalRemark: string, eligibilityForRefund?: boolean) =>
  t.graphql<{ updateApplicationStatus: { status: string } }>(
    DECIDE,
    { applicationId, status, finalRemark, eligibilityForRefund },
    { token: team.commissioner.token },
  );

const ordersOf = (applicationId: number) =>
  t.database.db
    .select()
    .from(decisionOrders)
    .where(eq(decisionOrders.applicationId, applicationId))
    .orderBy(asc(decisionOrders.id));

const check = (number: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/public/orders/${encodeURIComponent(number)}`, headers });

/** The PDF through the link the check gives (the storage adapter's signed link, no session). */
async function pdfOf(number: string): Promise<Buffer> {
  const order = (await check(number)).json<{ data: TPublicOrder }>().data;
  const response = await t.app.inject({ method: 'GET', url: order.pdfUrl });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('orders issued on decisions', () => {
  it('an approval issues one permit order, listed under Certificates, a retry issues no second', async () => {
    const id = await atDecision();
    expect((await decide(id, 'ACCEPTED', 'Approved as per plan')).data?.updateApplicationStatus.status).toBe(
      'ACCEPTED',
    );
    const retried = await decide(id, 'ACCEPTED', 'Approved as per plan');
    expect(retried.errors?.[0]?.message).toBeDefined();
    const orders = await ordersOf(id);
    expect(orders).toEqual([
      expect.objectContaining({
        kind: 'PERMIT',
        title: 'Building Permission Order',
        issuedByOfficerId: team.commissioner.id,
      }),
    ]);
    const [order] = orders;
    if (!order) throw new Error('no order');

    const certificates = await t.app.inject({
      method: 'GET',
      url: `/api/v1/applications/${id}/certificates`,
      headers: { authorization: `Bearer ${team.commissioner.token}` },
    });
    const listed = certificates.json<{ data: { certificates: Record<string, string> } }>().data.certificates;
    expect(Object.keys(listed)).toEqual([`Building Permission Order ${order.number}`]);

    const pdf = await pdfOf(order.number);
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(order.sha256);
    const text = pdfText(pdf);
    for (const printed of [
      'Building Permission Order',
      `Order No. ${order.number}`,
      'Application number: TEST/',
      'Applicant: Lakshmi Devi',
      'Plot: Plot 12, Madhapur',
      // The fixture's file carries no system fee (order-kinds.test.ts walks files that do).
      'No fee payable through TS-bPASS',
      'Approved as per plan',
      'Municipal Commissioner',
      `https://bpass.example.in/verify-order/${order.number}`,
    ]) {
      expect(text).toContain(printed);
    }
  });

  it('the revocation of an instant approval issues the revocation order with its refund decision (issue 57)', async () => {
    const id = await atDecision('Foundation / plinth');
    expect((await decide(id, 'REJECTED', 'Setbacks not left', false)).data?.updateApplicationStatus.status).toBe(
      'REJECTED',
    );
    const [order, ...others] = await ordersOf(id);
    expect(others).toEqual([]);
    expect(order).toMatchObject({ kind: 'REVOCATION', title: 'Revocation Order' });
    const text = pdfText(await pdfOf(order?.number ?? ''));
    expect(text).toContain('Setbacks not left');
    expect(text).toContain('రుసుము వాపసు / Refund of fees: అర్హత లేదు / not eligible');
  });

  it('a show cause issues its notice, and the revocation after the reply its order with the refund', async () => {
    const id = await atDecision();
    // The commissioner raises it from the decision form (spec 3 §4), not the approve/revoke call.
    await submit('commissioner', id, 'SHOW_CAUSE');
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/platform/v1/applications/${id}/show-cause-reply`,
      headers: { authorization: `Bearer ${PLATFORM_KEY}` },
      payload: {},
    });
    expect(reply.statusCode).toBe(200);
    await note('commissioner', id);
    expect((await decide(id, 'REJECTED', 'Reply unsatisfactory', true)).data?.updateApplicationStatus.status).toBe(
      'REVOKED',
    );
    const orders = await ordersOf(id);
    expect(orders.map((order) => order.kind)).toEqual(['SHOW_CAUSE_NOTICE', 'REVOCATION']);
    expect(pdfText(await pdfOf(orders[0]?.number ?? ''))).toContain('Show Cause Notice');
    const revocation = pdfText(await pdfOf(orders[1]?.number ?? ''));
    expect(revocation).toContain('Revocation Order');
    expect(revocation).toContain('రుసుము వాపసు / Refund of fees: అర్హత ఉంది / eligible');
  });
});

describe('the public check', () => {
  it('answers without a session with what the printed order carries and the PDF hash, and nothing personal', async () => {
    const id = await atDecision();
    await decide(id, 'ACCEPTED', 'Approved');
    const [order] = await ordersOf(id);
    const [file] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    const answer = await check(order?.number.toLowerCase() ?? '');
    expect(answer.statusCode).toBe(200);
    const data = answer.json<{ data: TPublicOrder }>().data;
    expect(data).toMatchObject({
      number: order?.number,
      title: 'Building Permission Order',
      kind: 'PERMIT',
      applicationIdentifier: file?.applicationIdentifier,
      issuedBy: { name: 'Test commissioner', designation: 'Municipal Commissioner' },
      sha256: order?.sha256,
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'applicationIdentifier',
        'issuedAt',
        'issuedBy',
        'kind',
        'number',
        'pdfUrl',
        'sha256',
        'title',
        'ulbName',
      ].sort(),
    );
    expect(answer.body).not.toMatch(/Lakshmi|9000000000|Madhapur|Hyderabad/);
  });

  it('says whether a copy is the PDF issued from its SHA-256 alone: the issued one matches, one byte changed does not (issue 57)', async () => {
    const id = await atDecision();
    await decide(id, 'ACCEPTED', 'Approved');
    const [order] = await ordersOf(id);
    const number = order?.number ?? '';
    const pdf = await pdfOf(number);
    const tampered = Buffer.from(pdf);
    tampered[tampered.length - 20] = (tampered[tampered.length - 20] ?? 0) ^ 1;
    const copyCheck = (sha256: string, typed = number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/orders/${encodeURIComponent(typed)}/copy-check?sha256=${sha256}`,
      });
    const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

    const issued = await copyCheck(hash(pdf).toUpperCase(), number.toLowerCase());
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toEqual({
      success: true,
      message: ORDER_MESSAGES.copyMatches,
      data: { number, isIssuedCopy: true },
    });
    const altered = await copyCheck(hash(tampered));
    expect(altered.json()).toEqual({
      success: true,
      message: ORDER_MESSAGES.copyDiffers,
      data: { number, isIssuedCopy: false },
    });
    for (const malformed of ['', 'abc', 'g'.repeat(64), `${hash(pdf)}0`]) {
      const refused = await copyCheck(malformed);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ success: false, message: ORDER_MESSAGES.badHash });
    }
    const unknown = await copyCheck(hash(pdf), 'TSB-2026-0000-0000-0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: ORDER_MESSAGES.notFound });
  });

  it.each(['TSB-2026-0000-0000-0000', 'nothing-like-a-number', "TSB-2026' or '1'='1"])(
    'answers %s as not found',
    async (number) => {
      const answer = await check(number);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ success: false, message: ORDER_MESSAGES.notFound });
    },
  );
});

describe('orders of deemed approvals', () => {
  it('a storage failure leaves the file undeemed and retried; the run after issues one deemed order', async () => {
    const id = await newApplication('SINGLE WINDOW');
    t.clock.advance(23 * 86_400_000);
    const failing: TStorage = {
      ...createStorage(t.config, t.clock),
      put: () => Promise.reject(new Error('storage unavailable')),
    };
    const broken = createDeadlineScheduler({
      db: t.database.db,
      clock: t.clock,
      workflow: workflowWith(failing),
      logger: { error: () => undefined },
    });
    expect((await broken.runOnce()).failed).toBeGreaterThan(0);
    const [undeemed] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(undeemed?.status).not.toBe('DEEMED');
    expect(await ordersOf(id)).toEqual([]);

    const scheduler = createDeadlineScheduler({
      db: t.database.db,
      clock: t.clock,
      workflow: workflowWith(createStorage(t.config, t.clock)),
    });
    await scheduler.runOnce();
    await scheduler.runOnce();
    const [deemed] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(deemed?.status).toBe('DEEMED');
    const orders = await ordersOf(id);
    expect(orders).toEqual([expect.objectContaining({ kind: 'DEEMED_APPROVAL', issuedByOfficerId: null })]);
    // Dated when the deemed approval fell due, as the file's deemed date.
    expect(orders[0]?.issuedAt).toEqual(deemed?.deemedDate);
    const text = pdfText(await pdfOf(orders[0]?.number ?? ''));
    expect(text).toContain('Deemed Approval Letter');
    expect(text).toContain(DEEMED_ISSUER);
    const publicAnswer = (await check(orders[0]?.number ?? '')).json<{ data: TPublicOrder }>().data;
    expect(publicAnswer.issuedBy).toBeNull();

    t.clock.advance(8 * 86_400_000);
    await scheduler.runOnce();
    expect((await ordersOf(id)).map((order) => order.kind)).toEqual(['DEEMED_APPROVAL', 'FINAL_DEEMED_APPROVAL']);
  });
});
