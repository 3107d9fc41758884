import {
  formatRupees,
  orderFeeOf,
  orderTitle,
  PROCESS_KINDS,
  processKindOf,
  type TProcessKind,
  type TPublicOrder,
  type TServerRoleName,
} from '@anumati/domain';
import { and, asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJurisdiction, createOfficer } from '../../testing/fixtures';
import { pdfText, actualText } from '../../testing/pdf-text';
import { submitThroughPlatform } from '../../testing/platform-submission';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { NOTE_MUTATION, walkToAcceptance, walkToTurnOf, type TWalk } from '../../testing/walk-to-acceptance';
import { applications, properties, stageOfficers, stageStates } from '../application/application.table';
import { applicationConditions, conditions } from '../conditions/conditions.table';
import { applicationFees } from '../fees/fees.table';
import { createStorage } from '../storage/create-storage';
import { createDeadlineScheduler } from '../deadlines/deadline-scheduler';
import { createWorkflowService } from '../workflow/workflow.service';
import { createOrdersService } from './orders.service';
import { decisionOrders } from './orders.table';

/**
 * Issue 57: every order a decision issues, read back from its PDF — issued through the API by the officers (or
 * the deadline scheduler), fetched through the public check's link, its text read out of the PDF as a reader
 * copies it. Each says what was decided: the right title and sentence, one survey number (the field's), the fee
 * actually paid or that none is payable, the conditions when there are any, the refund decided with a rejection
 * or a revocation.
 */

const KEY = 'order-kinds-platform-key-0123';
const ROLES: Record<string, TServerRoleName> = {
  site: 'Site Inspector',
  title: 'Title Inspector',
  tech: 'Technical Scrutiny Officer',
  tpso: 'TPSO OFFICER',
  commissioner: 'Municipal Commissioner',
};
const DECIDE = `mutation ($applicationId: ID!, $status: String, $finalRemark: String, $eligibilityForRefund: Boolean) {
  updateApplicationStatus(applicationId: $applicationId, status: $status, finalRemark: $finalRemark,
    eligibilityForRefund: $eligibilityForRefund) { status }
}`;
const SUBMIT = `mutation ($formInstanceId: ID!, $status: String!, $finalRemark: String) {
  submitFormAnswers(formInstanceId: $formInstanceId, status: $status, finalRemark: $finalRemark) { status }
}`;

let t: TTestApp;
let ulbName: string;
let commissioner: { id: number; token: string; mobile: string };
const tokens = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: KEY } });
  const jurisdiction = await createJurisdiction(t.database.db);
  ulbName = jurisdiction.ulb.name;
  for (const [index, [username, role]] of Object.entries(ROLES).entries()) {
    const mobile = `93100000${String(index).padStart(2, '0')}`;
    const officer = await createOfficer(t.database.db, { username, role, jurisdiction, mobile });
    const token = await t.signIn(username, mobile);
    tokens.set(officer.id, token);
    if (username === 'commissioner') commissioner = { id: officer.id, token, mobile };
  }
});
afterAll(() => t.close());

const walk = (): TWalk => ({
  db: t.database.db,
  graphql: (query, variables, token) => t.graphql(query, variables, { token }),
  tokens,
  payFee: async (applicationId) => {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/platform/v1/applications/${applicationId}/fee-payment`,
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  },
});

let submissions = 0;

/**
 * A file of this kind in through the platform, its plot's address written with a survey number of its own that
 * differs from the survey-number field (as the demo's addresses and many citizens' are).
 */
async function newFile(kind: TProcessKind): Promise<number> {
  submissions += 1;
  const id = await submitThroughPlatform(t, {
    kind,
    ulbName,
    platformKey: KEY,
    idempotencyKey: `order-kinds-${kind}-${submissions}`,
  });
  await t.database.db
    .update(properties)
    .set({ plotAddress: 'Plot No 12, Sy. No 345, Madhapur', surveyNumber: '77', village: 'Madhapur' })
    .where(eq(properties.applicationId, id));
  return id;
}

async function ordersOf(applicationId: number) {
  return t.database.db
    .select()
    .from(decisionOrders)
    .where(eq(decisionOrders.applicationId, applicationId))
    .orderBy(asc(decisionOrders.id));
}

/** The order's PDF through the public check's link, checked against the issued hash; the text a reader copies. */
async function orderText(number: string): Promise<string> {
  const check = await t.app.inject({ method: 'GET', url: `/api/public/orders/${number}` });
  expect(check.statusCode, check.body).toBe(200);
  const order = check.json<{ data: TPublicOrder }>().data;
  const pdf = (await t.app.inject({ method: 'GET', url: order.pdfUrl })).rawPayload;
  expect(createHash('sha256').update(pdf).digest('hex')).toBe(order.sha256);
  // pdf.js reads the glyphs (every English line comes out as printed); the marked lines give the Telugu.
  const glyphs = await pdfText(pdf);
  expect(glyphs).toContain(order.number);
  return `${actualText(pdf)}\n${glyphs}`;
}

/** What the file's fee line must say, from the fee the application holds (modules/fees). */
async function expectedFeeLine(applicationId: number): Promise<string> {
  const [file] = await t.database.db
    .select({ application: applications, fee: applicationFees })
    .from(applications)
    .leftJoin(applicationFees, eq(applicationFees.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  if (!file) throw new Error('no file');
  const fee = orderFeeOf({
    processKind: processKindOf(file.application.applicationType, file.application.approvalFor),
    fee: file.fee && { calculated: file.fee.calculatedBreakup, certified: file.fee.updatedBreakup },
    isFeePaid: file.application.isFeePaid,
  });
  return fee.isPayable
    ? `Fee paid: ${formatRupees(fee.paid)}`
    : 'Fee: TS-bPASS ద్వారా చెల్లించవలసిన రుసుము లేదు / No fee payable through TS-bPASS';
}

function expectOneSurveyNumber(text: string) {
  const plotLines = text.split('\n').filter((line) => line.includes('Plot:'));
  expect(plotLines.length).toBeGreaterThan(0);
  for (const line of plotLines) {
    expect(line).toContain('Plot No 12, Madhapur, Sy. No. 77, Madhapur');
    expect(line).not.toContain('345');
  }
}

async function decide(applicationId: number, status: string, remark: string, eligibilityForRefund?: boolean) {
  await t.graphql(NOTE_MUTATION, { id: applicationId }, { token: commissioner.token });
  const answer = await t.graphql<{ updateApplicationStatus: { status: string } }>(
    DECIDE,
    { applicationId, status, finalRemark: remark, eligibilityForRefund },
    { token: commissioner.token },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.updateApplicationStatus.status;
}

describe('the permit of every kind, read back from its PDF', () => {
  it.each(PROCESS_KINDS)('%s: its permit, without conditions, with one survey number and its fee', async (kind) => {
    const id = await newFile(kind);
    expect((await walkToAcceptance(walk(), id)).at(-1)).toBe('ACCEPTED');
    const [order, ...others] = await ordersOf(id);
    expect(others).toEqual([]);
    expect(order).toMatchObject({ kind: 'PERMIT', title: orderTitle('PERMIT', kind) });
    const text = await orderText(order?.number ?? '');
    expect(text).toContain(orderTitle('PERMIT', kind));
    expect(text).toContain('Permission is granted for the application below.');
    expect(text).not.toContain('subject to the conditions');
    expect(text).not.toContain('Conditions');
    expect(text).not.toContain('Refund');
    expectOneSurveyNumber(text);
    expect(text).toContain(await expectedFeeLine(id));
    expect(text).not.toContain('₹ 0.00');
  });

  it('an occupancy certificate says no fee is payable through the system, never ₹0.00', async () => {
    const id = await newFile('OCCUPANCY');
    await walkToAcceptance(walk(), id);
    const text = await orderText((await ordersOf(id))[0]?.number ?? '');
    expect(text).toContain('Occupancy Certificate');
    expect(text).toContain('No fee payable through TS-bPASS');
    expect(text).not.toContain('Fee paid');
  });

  it('a single-window permit states the whole fee paid through the fee intimation', async () => {
    const id = await newFile('SINGLE_WINDOW');
    await walkToAcceptance(walk(), id);
    const text = await orderText((await ordersOf(id))[0]?.number ?? '');
    const line = await expectedFeeLine(id);
    expect(line).toMatch(/^Fee paid: ₹ [1-9]/);
    expect(text).toContain(line);
  });

  it('a permit with conditions lists them, fee conditions first, under the conditions sentence', async () => {
    const id = await newFile('SELF_CERTIFICATION');
    await walkToTurnOf(walk(), id, commissioner.id);
    const now = t.clock.now();
    const written = await t.database.db
      .insert(conditions)
      .values(
        [
          {
            typeOf: 'proceeding' as const,
            name: 'Setbacks to be left as per the sanctioned plan',
            isSystemCreated: false,
          },
          { typeOf: 'fee' as const, name: 'Road impact fee to be paid before occupancy', isSystemCreated: false },
        ].map((condition) => ({
          ...condition,
          applicationId: id,
          createdByOfficerId: commissioner.id,
          createdAt: now,
        })),
      )
      .returning({ id: conditions.id });
    await t.database.db.insert(applicationConditions).values(
      written.map((row) => ({
        applicationId: id,
        conditionId: row.id,
        checkedByOfficerId: commissioner.id,
        checkedAt: now,
      })),
    );
    expect(await decide(id, 'ACCEPTED', 'Approved as per plan')).toBe('ACCEPTED');
    const text = await orderText((await ordersOf(id))[0]?.number ?? '');
    expect(text).toContain('Permission is granted for the application below, subject to the conditions listed.');
    expect(text).toContain('షరతులు / Conditions');
    expect(text).toContain('1. Road impact fee to be paid before occupancy');
    expect(text).toContain('2. Setbacks to be left as per the sanctioned plan');
  });
});

describe('orders against the applicant, read back from their PDFs', () => {
  it('a single-window rejection issues a Rejection Order with its refund decision', async () => {
    const id = await newFile('SINGLE_WINDOW');
    await walkToTurnOf(walk(), id, commissioner.id);
    expect(await decide(id, 'REJECTED', 'Setbacks not left', false)).toBe('REJECTED');
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ kind: 'REJECTION', title: 'Rejection Order' });
    const text = await orderText(order?.number ?? '');
    expect(text).toContain('The application below is rejected for the reasons stated.');
    expect(text).toContain('Setbacks not left');
    expect(text).toContain('రుసుము వాపసు / Refund of fees: అర్హత లేదు / not eligible');
    expectOneSurveyNumber(text);
  });

  it.each(['SELF_CERTIFICATION', 'REGISTRATION'] as const)(
    'the commissioner’s revocation of an instant %s issues a Revocation Order, not a Rejection Order',
    async (kind) => {
      const id = await newFile(kind);
      await walkToTurnOf(walk(), id, commissioner.id);
      // The screens call it REVOKED (statusLabel); the order says the same.
      expect(await decide(id, 'REJECTED', 'Construction beyond the permitted height', false)).toBe('REJECTED');
      const [order, ...others] = await ordersOf(id);
      expect(others).toEqual([]);
      expect(order).toMatchObject({ kind: 'REVOCATION', title: 'Revocation Order' });
      const text = await orderText(order?.number ?? '');
      expect(text).toContain('Revocation Order');
      expect(text).toContain('అనుమతి రద్దు ఉత్తర్వు');
      expect(text).toContain('The permission granted for the application below is revoked for the reasons stated.');
      expect(text).not.toContain('Rejection Order');
      expect(text).not.toContain('is rejected');
      expect(text).toContain('Construction beyond the permitted height');
      expect(text).toContain('Refund of fees: అర్హత లేదు / not eligible');
      expect(text).toContain(await expectedFeeLine(id));
    },
  );

  it.each(['OCCUPANCY', 'COMPOUND_WALL'] as const)(
    'a %s refused at its decision issues a Rejection Order (nothing was granted before)',
    async (kind) => {
      const id = await newFile(kind);
      await walkToTurnOf(walk(), id, commissioner.id);
      await decide(id, 'REJECTED', 'Deviation beyond the permissible limit', false);
      const [order] = await ordersOf(id);
      expect(order).toMatchObject({ kind: 'REJECTION' });
      const text = await orderText(order?.number ?? '');
      expect(text).toContain('The application below is rejected for the reasons stated.');
      expect(text).toContain('No fee payable through TS-bPASS');
    },
  );

  it('a show cause issues its notice, with no fee refund or conditions on it', async () => {
    const id = await newFile('SELF_CERTIFICATION');
    await walkToTurnOf(walk(), id, commissioner.id);
    // The decision turn, as the decision form sends it.
    const [turnRow] = await t.database.db
      .select({ id: stageOfficers.id })
      .from(stageOfficers)
      .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
      .where(and(eq(stageStates.applicationId, id), eq(stageOfficers.action, 'IN_PROCESS')));
    await t.graphql(NOTE_MUTATION, { id }, { token: commissioner.token });
    const raised = await t.graphql(
      SUBMIT,
      { formInstanceId: turnRow?.id, status: 'SHOW_CAUSE', finalRemark: 'Setback deviation above 10 percent' },
      { token: commissioner.token },
    );
    expect(raised.errors, JSON.stringify(raised.errors)).toBeUndefined();
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ kind: 'SHOW_CAUSE_NOTICE', title: 'Show Cause Notice' });
    const text = await orderText(order?.number ?? '');
    expect(text).toContain('The applicant is called upon to show cause');
    expect(text).toContain('Setback deviation above 10 percent');
    expect(text).not.toContain('Refund');
    expect(text).not.toContain('Conditions');
  });
});

describe('orders the act issues, read back from their PDFs', () => {
  it('deemed approval, its final letter, and a deemed approval taken back (a revocation)', async () => {
    const deemedThenFinal = await newFile('SINGLE_WINDOW');
    const deemedThenRevoked = await newFile('SINGLE_WINDOW');
    // Undecided at the commissioner's turn when day 22 begins: deemed, and the turn stays open for its review.
    await walkToTurnOf(walk(), deemedThenRevoked, commissioner.id);
    t.clock.advance(23 * 86_400_000);
    const scheduler = createDeadlineScheduler({
      db: t.database.db,
      clock: t.clock,
      workflow: createWorkflowService({
        db: t.database.db,
        clock: t.clock,
        orders: createOrdersService({
          db: t.database.db,
          storage: createStorage(t.config, t.clock),
          consoleUrl: t.config.PUBLIC_CONSOLE_URL,
        }),
      }),
    });
    await scheduler.runOnce();
    // Three weeks idle: the commissioner signs in again.
    commissioner.token = await t.signIn('commissioner', commissioner.mobile);

    const [deemed] = await ordersOf(deemedThenFinal);
    expect(deemed).toMatchObject({ kind: 'DEEMED_APPROVAL', issuedByOfficerId: null });
    const deemedText = await orderText(deemed?.number ?? '');
    expect(deemedText).toContain('Deemed Approval Letter');
    expect(deemedText).toContain('the application below is deemed approved.');
    expect(deemedText).toContain('Deemed under the TS-bPASS Act');
    expectOneSurveyNumber(deemedText);
    expect(deemedText).toContain(await expectedFeeLine(deemedThenFinal));

    expect(await decide(deemedThenRevoked, 'REJECTED', 'Deemed approval contrary to the master plan', false)).toBe(
      'REJECTED',
    );
    const revocation = (await ordersOf(deemedThenRevoked)).at(-1);
    expect(revocation).toMatchObject({ kind: 'REVOCATION', title: 'Revocation Order' });
    const revocationText = await orderText(revocation?.number ?? '');
    expect(revocationText).toContain(
      'The permission granted for the application below is revoked for the reasons stated.',
    );
    expect(revocationText).toContain('Refund of fees: అర్హత లేదు / not eligible');

    t.clock.advance(8 * 86_400_000);
    await scheduler.runOnce();
    const final = (await ordersOf(deemedThenFinal)).at(-1);
    expect(final).toMatchObject({ kind: 'FINAL_DEEMED_APPROVAL' });
    const finalText = await orderText(final?.number ?? '');
    expect(finalText).toContain('Final Deemed Approval Letter');
    expect(finalText).toContain('the deemed approval of the application below is final.');
  });
});
