import { FEE_MESSAGES, NOTE_MESSAGES, type TFeeBreakupLine, type TServerRoleName } from '@anumati/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFormsAnsweredFor } from '../../testing/form-answers';
import { createJurisdiction } from '../../testing/fixtures';
import { openTurnOf } from '../../testing/open-turn';
import { signInTeam, type TTeamMember } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applications } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { applicationComments } from '../notes/notes.table';
import { applicationFees } from './fees.table';

const KEY = 'fees-test-platform-key-0123';
const FEE_DETAILS = `mutation ($applicationId: ID!, $feeBreakup: String!, $officerId: ID) {
  feeDetails(applicationId: $applicationId, feeBreakup: $feeBreakup, officerId: $officerId) { success message status isFeeChanged }
}`;

type TWho = 'site' | 'title' | 'tech' | 'tpso' | 'commissioner' | 'outsider';
const ROLES: Record<TWho, TServerRoleName> = {
  site: 'Site Inspector',
  title: 'Title Inspector',
  tech: 'Technical Scrutiny Officer',
  tpso: 'TPSO OFFICER',
  commissioner: 'Municipal Commissioner',
  outsider: 'TPSO OFFICER',
};

let t: TTestApp;
let ulbName: string;
let team: Record<TWho, TTeamMember>;

/** The query a calculator user would send for this application's inputs. */
const HOUSE_QUERY = {
  application_type: 'SC',
  building_purpose: 'Residential',
  authority: 'DTCP',
  ulb_grade: '1',
  plot_area: '180',
  height: '7',
  net_plot_area: '180',
  total_built_up_area: '216',
  floor_built_up_area: '108',
  approval_type: 'Gramkantam/Abadi',
  vlt_paid: 'No',
  market_value: '12000',
  sub_div_of_plot: 'No',
};

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: KEY } });
  const { db } = t.database;
  const here = await createJurisdiction(db, 'DTCP');
  const elsewhere = await createJurisdiction(db, 'HMDA');
  ulbName = here.ulb.name;
  const members = Object.fromEntries(
    (Object.keys(ROLES) as TWho[]).map((who) => [
      who,
      {
        role: ROLES[who],
        jurisdiction: who === 'outsider' ? elsewhere : here,
        actions: who === 'tpso' || who === 'outsider' ? ['fee'] : [],
      },
    ]),
  ) as Record<TWho, { role: TServerRoleName; jurisdiction: typeof here; actions: string[] }>;
  team = await signInTeam(t, members, '94000000');
});
afterAll(() => t.close());

async function receive(kind: 'SC' | 'SW', key: string): Promise<number> {
  const side = { plotWidth: 12, roadWidth: 9 };
  const isSingleWindow = kind === 'SW';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/platform/v1/applications',
    headers: { authorization: `Bearer ${KEY}`, 'idempotency-key': key },
    payload: {
      applicationType: isSingleWindow ? 'SINGLE WINDOW' : 'SELF CERTIFICATION',
      approvalFor: 'BUILDING',
      ulbName,
      applicant: {
        applicantType: 'INDIVIDUAL',
        applicantName: 'Fee Applicant',
        mobile: '9848012345',
        contactAddress: 'Suryapet',
      },
      plot: {
        plotAddress: 'Plot 9',
        geoCoordinates: [],
        marketValue: 12000,
        actualPlotArea: isSingleWindow ? 900 : 180,
        plotAreaAsPerDocument: isSingleWindow ? 900 : 180,
        netPlotArea: isSingleWindow ? 900 : 180,
        front: side,
        rear: side,
        side1: side,
        side2: side,
      },
      building: {
        purposeOfBuilding: 'Residential',
        noOfFloors: 2,
        heightInMetres: isSingleWindow ? 9 : 7,
        totalBuiltUpArea: 216,
      },
      feeParticulars: { approvalType: 'Gramkantam/Abadi', isVltPaid: false, isSubDivisionOfPlot: false },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

const openTurn = (applicationId: number, officerId: number) => openTurnOf(t.database.db, applicationId, officerId);

const note = (who: TWho, applicationId: number) =>
  t.graphql(
    `mutation ($id: ID!) { createComment(applicationId: $id, comment: "<p>Checked the fee</p>") { id } }`,
    { id: applicationId },
    { token: team[who].token },
  );

/** The fee adjuster's fee conditions (spec 3 §5 "Submit Fee, and conditions"): one custom condition. */
async function submitFeeConditions(applicationId: number) {
  const answer = await t.graphql(
    `mutation ($applicationId: ID!) {
      customCondition(typeOf: "fee", applicationId: $applicationId, newCondition: ["Pay the fee within 30 days"]) { success } }`,
    { applicationId },
    { token: team.tpso.token },
  );
  expect(answer.errors).toBeUndefined();
}

async function submit(who: TWho, applicationId: number, status: string, formInstanceId?: number) {
  const turn = formInstanceId ?? (await openTurn(applicationId, team[who].id))?.id;
  return t.graphql<{ submitFormAnswers: { status: string } }>(
    `mutation ($formInstanceId: ID!, $status: String!, $data: String) {
      submitFormAnswers(formInstanceId: $formInstanceId, status: $status, data: $data, finalRemark: "Verified") { status } }`,
    { formInstanceId: turn, status, data: await allFormsAnsweredFor(t.database.db, applicationId) },
    { token: team[who].token },
  );
}

/**
 * Every verification turn but the technical review, each officer with a note first; the technical inspector
 * last, so the file waits in FEE_ADJUSTMENTS (an instant approval) for the review that adjusts the fee.
 */
async function verifyAllButTheFee(applicationId: number) {
  for (const who of ['site', 'title'] as const) {
    await note(who, applicationId);
    expect((await submit(who, applicationId, 'SUBMITTED')).errors).toBeUndefined();
  }
  for (let turns = 0; turns < 2; turns += 1) {
    await note('tpso', applicationId);
    expect((await submit('tpso', applicationId, 'RECOMMENDED')).errors).toBeUndefined();
  }
  await note('tech', applicationId);
  expect((await submit('tech', applicationId, 'SUBMITTED')).errors).toBeUndefined();
  expect(await openTurn(applicationId, team.tpso.id)).toMatchObject({ stageKey: 'TECHNICAL', level: 'L2' });
}

async function getFeeDetails(who: TWho, applicationId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/fee_details/${applicationId}`,
    headers: { authorization: `Bearer ${team[who].token}` },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const statusOf = async (id: number) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0];

const asSubmitted = (lines: TFeeBreakupLine[]) =>
  lines.map(({ cost_head_name, newAmount, remarks, type }) => ({ cost_head_name, newAmount, remarks, type }));

describe('an instant approval: the fee adjustment is the technical review', () => {
  let id: number;
  let calculated: TFeeBreakupLine[];

  beforeAll(async () => {
    id = await receive('SC', 'fees-sc-0001');
    await verifyAllButTheFee(id);
  });

  it('stores the system fee on arrival; the calculator answers the same total for the same inputs', async () => {
    const details = await getFeeDetails('tpso', id);
    expect(details.statusCode).toBe(200);
    expect(details.body.success).toBe(true);
    calculated = details.body.data.calculated_fee_breakup;
    expect(details.body.data).toMatchObject({
      status: 'FEE_ADJUSTMENTS',
      approval_for: 'BUILDING',
      updated_fee_breakup: [],
      can_certify: true,
      submits_recommendation: true,
      fee_inputs: {
        ...HOUSE_QUERY,
        ulb_grade: 1,
        plot_area: 180,
        height: 7,
        net_plot_area: 180,
        total_built_up_area: 216,
        floor_built_up_area: 108,
        market_value: 12000,
        ghmc_zone_area: null,
      },
    });
    expect(calculated.every((line) => line.type === 'preexisting-fee' && line.newAmount === line.amount)).toBe(true);
    expect(calculated.find((line) => line.cost_head_name === 'Vacant Land Tax')).toMatchObject({
      amount: 2583.36, // 180 × 1.196 × 12,000 × 0.1%
      formula_string: 'plot_area × 1.196 × market_value × share × years',
      formula_values: { plot_area: 180, market_value: 12000, share: 0.001, years: 1 },
    });

    const calculator = await t.app.inject({
      method: 'GET',
      url: '/api/fee_calculator/get_total_fee_breakup',
      query: HOUSE_QUERY,
    });
    expect(calculator.statusCode, calculator.body).toBe(200);
    const answer = calculator.json().data;
    const systemTotal = calculated.reduce((sum, line) => sum + line.amount, 0);
    expect(answer.total_fee).toBeCloseTo(systemTotal, 2);
    expect(answer.fee_breakup.map((head: { cost_head_name: string }) => head.cost_head_name)).toEqual(
      calculated.map((line) => line.cost_head_name),
    );
  });

  it('keeps the fee details from site and title verification, and from other jurisdictions', async () => {
    expect((await getFeeDetails('site', id)).statusCode).toBe(403);
    expect((await getFeeDetails('outsider', id)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/fee_details/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses the technical review's recommendation before the fee: 'Please submit fee'", async () => {
    await note('tpso', id);
    const answer = await submit('tpso', id, 'RECOMMENDED');
    expect(answer.errors?.[0]?.message).toBe('Please submit fee');
  });

  it('refuses bad fee input with the spec messages and stores nothing', async () => {
    const permit = (change: Partial<TFeeBreakupLine>) =>
      calculated.map((line) => (line.cost_head_name === 'Building Permit Fee' ? { ...line, ...change } : line));
    const permitFee = calculated.find((line) => line.cost_head_name === 'Building Permit Fee')?.amount ?? 0;
    const cases: [unknown, string][] = [
      [JSON.stringify(asSubmitted(permit({ newAmount: permitFee + 10 }))), FEE_MESSAGES.remarksRequired],
      [
        JSON.stringify(asSubmitted(permit({ newAmount: permitFee - 1, remarks: 'less' }))),
        FEE_MESSAGES.belowPreexisting,
      ],
      [
        JSON.stringify([
          ...asSubmitted(calculated),
          { cost_head_name: 'Compounding Fees', newAmount: 0, remarks: 'x' },
        ]),
        FEE_MESSAGES.otherHeadAmount,
      ],
      [
        JSON.stringify([
          ...asSubmitted(calculated),
          { cost_head_name: 'Compounding Fees', newAmount: 100, remarks: '' },
        ]),
        FEE_MESSAGES.remarksRequired,
      ],
      [
        JSON.stringify(asSubmitted(calculated).map((line) => ({ ...line, newAmount: 'abc' }))),
        FEE_MESSAGES.invalidAmount,
      ],
      [
        JSON.stringify(asSubmitted(calculated)).replace(/"newAmount":[\d.]+/, '"newAmount":1e309'),
        FEE_MESSAGES.invalidAmount,
      ],
      [JSON.stringify(asSubmitted(calculated.slice(1))), FEE_MESSAGES.everyHead],
    ];
    for (const [feeBreakup, message] of cases) {
      const answer = await t.graphql(FEE_DETAILS, { applicationId: id, feeBreakup }, { token: team.tpso.token });
      expect(answer.errors?.[0]?.message, String(feeBreakup).slice(0, 80)).toBe(message);
    }
    const withoutFee = await t.graphql(
      FEE_DETAILS,
      { applicationId: id, feeBreakup: JSON.stringify(asSubmitted(calculated)) },
      { token: team.tech.token },
    );
    expect(withoutFee.errors?.[0]?.message).toBe(FEE_MESSAGES.noFeeAction);
    const notTheirs = await t.graphql(
      FEE_DETAILS,
      { applicationId: id, feeBreakup: JSON.stringify(asSubmitted(calculated)), officerId: team.site.id },
      { token: team.tpso.token },
    );
    expect(notTheirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await statusOf(id))?.isFeeSubmitted).toBe(false);
    const [fee] = await t.database.db.select().from(applicationFees).where(eq(applicationFees.applicationId, id));
    expect(fee?.updatedBreakup).toBeNull();
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, id), eq(auditEvents.action, 'FEE_SUBMITTED')));
    expect(audits).toEqual([]);
  });

  it('certifies a raised fee with an other fee head: FEE_ADJUSTMENTS_SUBMITTED, audited, then paid', async () => {
    const untouched = JSON.stringify(asSubmitted(calculated));
    const early = await t.graphql(
      FEE_DETAILS,
      { applicationId: id, feeBreakup: untouched },
      { token: team.tpso.token },
    );
    expect(early.errors?.[0]?.message).toBe(FEE_MESSAGES.conditionsFirst);
    expect((await statusOf(id))?.isFeeSubmitted).toBe(false);
    await submitFeeConditions(id);
    const raised = calculated.map((line) =>
      line.cost_head_name === 'Building Permit Fee'
        ? { ...line, newAmount: line.amount + 100.456, remarks: 'Area re-measured' }
        : line,
    );
    const feeBreakup = JSON.stringify([
      ...asSubmitted(raised),
      { cost_head_name: 'Compounding Fees', newAmount: 500, remarks: 'Setback deviation', type: 'adjusted-fee' },
    ]);
    const answer = await t.graphql<{ feeDetails: { status: string; isFeeChanged: boolean } }>(
      FEE_DETAILS,
      { applicationId: id, feeBreakup, officerId: team.tpso.id },
      { token: team.tpso.token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.feeDetails).toEqual({
      success: true,
      message: 'Fee submitted successfully',
      status: 'FEE_ADJUSTMENTS_SUBMITTED',
      isFeeChanged: true,
    });

    const details = (await getFeeDetails('tpso', id)).body.data;
    expect(details).toMatchObject({ status: 'FEE_ADJUSTMENTS_SUBMITTED', is_fee_submitted: true, can_certify: false });
    expect(
      details.updated_fee_breakup.find((line: TFeeBreakupLine) => line.cost_head_name === 'Building Permit Fee'),
    ).toMatchObject({
      newAmount: Number(
        ((calculated.find((line) => line.cost_head_name === 'Building Permit Fee')?.amount ?? 0) + 100.46).toFixed(2),
      ),
      remarks: 'Area re-measured',
    });
    expect(details.updated_fee_breakup.at(-1)).toMatchObject({
      cost_head_name: 'Compounding Fees',
      amount: 0,
      newAmount: 500,
      type: 'adjusted-fee',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, id), eq(auditEvents.action, 'FEE_SUBMITTED')));
    expect(audit?.details).toMatchObject({ difference: 600.46 });
    const [recommendation] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, id), eq(auditEvents.action, 'TECHNICAL_L2_RECOMMENDED')));
    expect(recommendation).toMatchObject({
      remark: 'Recommend with fee changes',
      toState: 'FEE_ADJUSTMENTS_SUBMITTED',
    });

    const again = await t.graphql(FEE_DETAILS, { applicationId: id, feeBreakup }, { token: team.tpso.token });
    expect(again.errors?.[0]?.message).toBe(FEE_MESSAGES.alreadySubmitted);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/platform/v1/applications/${id}/fee-payment`,
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(paid.json().data.status).toBe('PROCEEDINGS_IN_PROGRESS');
  });
});

describe('a single-window building: the fee comes before the recommendation', () => {
  let id: number;

  beforeAll(async () => {
    id = await receive('SW', 'fees-sw-0001');
    const preScrutiny = await openTurn(id, team.tech.id);
    await note('tech', id);
    expect((await submit('tech', id, 'RECOMMENDED', preScrutiny?.id)).errors).toBeUndefined();
    await verifyAllButTheFee(id);
  });

  it('certifies without changing the status; the recommendation follows', async () => {
    const details = (await getFeeDetails('tpso', id)).body.data;
    expect(details).toMatchObject({ can_certify: true, submits_recommendation: false });
    const calculated: TFeeBreakupLine[] = details.calculated_fee_breakup;
    expect(calculated.filter((line) => line.type === 'preexisting-fee').map((line) => line.cost_head_name)).toEqual([
      'Initial Processing Fees',
      'DTCP Scrutiny Fee',
    ]);
    const lowered = calculated.map((line) =>
      line.cost_head_name === 'Development Charges'
        ? { ...line, newAmount: line.amount - 1000, remarks: 'Stilt parking excluded' }
        : line,
    );
    const answer = await t.graphql<{ feeDetails: { status: string; isFeeChanged: boolean } }>(
      FEE_DETAILS,
      { applicationId: id, feeBreakup: JSON.stringify(asSubmitted(lowered)) },
      { token: team.tpso.token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.feeDetails).toMatchObject({ status: 'VERIFICATION_UNDER_PROGRESS', isFeeChanged: false });
    expect(await openTurn(id, team.tpso.id)).toMatchObject({ stageKey: 'TECHNICAL', level: 'L2' });
    // The fee is in; the fee conditions are not: the recommendation still waits (spec 3 §5).
    expect((await submit('tpso', id, 'RECOMMENDED')).errors?.[0]?.message).toBe(
      '* Please add Remarks in View Notes, Submit Fee, and conditions',
    );
    await submitFeeConditions(id);
    expect((await submit('tpso', id, 'RECOMMENDED')).data?.submitFormAnswers.status).toBe('PROCEEDINGS_IN_PROGRESS');
  });
});

describe('the note sheet gate on the fee', () => {
  it("refuses the fee without an active note of the officer: 'Please add remarks in View Notes'", async () => {
    const id = await receive('SC', 'fees-sc-0002');
    await verifyAllButTheFee(id);
    // The reviewer's notes from the site and title reviews are withdrawn: none is active any more.
    await t.database.db
      .update(applicationComments)
      .set({ active: false })
      .where(eq(applicationComments.applicationId, id));
    const calculated: TFeeBreakupLine[] = (await getFeeDetails('tpso', id)).body.data.calculated_fee_breakup;
    const answer = await t.graphql(
      FEE_DETAILS,
      { applicationId: id, feeBreakup: JSON.stringify(asSubmitted(calculated)) },
      { token: team.tpso.token },
    );
    expect(answer.errors?.[0]?.message).toBe(NOTE_MESSAGES.required);
    await note('tpso', id);
    await submitFeeConditions(id);
    const accepted = await t.graphql<{ feeDetails: { status: string } }>(
      FEE_DETAILS,
      { applicationId: id, feeBreakup: JSON.stringify(asSubmitted(calculated)) },
      { token: team.tpso.token },
    );
    expect(accepted.data?.feeDetails.status).toBe('PROCEEDINGS_IN_PROGRESS');
    const [recommendation] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, id), eq(auditEvents.action, 'TECHNICAL_L2_RECOMMENDED')));
    expect(recommendation?.remark).toBe('Recommend without Fee changes');
  });
});

describe('the public fee calculator', () => {
  it('answers without a session, only heads above 0', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/fee_calculator/get_total_fee_breakup',
      query: { ...HOUSE_QUERY, approval_type: 'Approved Layout Plan', vlt_paid: 'Yes' },
    });
    const answer = response.json();
    expect(answer.success).toBe(true);
    expect(answer.data.fee_breakup.every((head: { amount: number }) => head.amount > 0)).toBe(true);
    expect(answer.data.fee_breakup.map((head: { cost_head_name: string }) => head.cost_head_name)).not.toContain(
      'Vacant Land Tax',
    );
  });

  it.each([
    [{ height: '11' }, 'Please choose height less than 10'],
    [{ plot_area: 'abc' }, 'Please enter a valid number'],
    [{ plot_area: '1e309' }, 'Please enter a valid number'],
    [{ authority: 'GHMC' }, 'Please choose the GHMC zone area'],
  ])('refuses %o: %s', async (change, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/fee_calculator/get_total_fee_breakup',
      query: { ...HOUSE_QUERY, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});
