import { PROCESS_KINDS, STAGE_KEYS, type TProcessKind, type TServerRoleName, type TStageKey } from '@anumati/domain';
import { and, asc, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFormsAnsweredFor } from '../../testing/form-answers';
import { createJurisdiction, createOfficer } from '../../testing/fixtures';
import { submitThroughPlatform } from '../../testing/platform-submission';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applications, stageOfficers, stageStates } from '../application/application.table';

/**
 * docs/WORKFLOW.md "Status after each step" is the table this test walks: the document and the server cannot
 * drift apart, and a reader of the document sees the statuses officers will see.
 */
const WORKFLOW_DOCUMENT = new URL('../../../../../docs/WORKFLOW.md', import.meta.url);

type TRow = { step: string; status: string; refusal: string | null };
type TPath = { kind: TProcessKind; title: string; rows: TRow[] };

function readPaths(): TPath[] {
  const text = readFileSync(WORKFLOW_DOCUMENT, 'utf8');
  const section = text.split('## Status after each step')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n### ')
    .slice(1)
    .map((block) => {
      const [heading = '', ...lines] = block.split('\n');
      const [kind = '', title = ''] = heading.split(': ');
      if (!(PROCESS_KINDS as readonly string[]).includes(kind)) throw new Error(`unknown kind in "${heading}"`);
      const rows = lines
        .filter((line) => line.startsWith('| ') && !line.startsWith('| Step') && !line.startsWith('| ---'))
        .map((line) => {
          const [step = '', after = ''] = line
            .split('|')
            .slice(1, 3)
            .map((cell) => cell.trim());
          const refused = /^(\w+) \(refused: (.*)\)$/.exec(after);
          return { step, status: refused?.[1] ?? after, refusal: refused?.[2] ?? null };
        });
      return { kind: kind as TProcessKind, title, rows };
    });
}

const KEY = 'status-table-platform-key-0123';
const TEAM: { username: string; role: TServerRoleName; lineDepartment?: string; actions?: string[] }[] = [
  { username: 'site', role: 'Site Inspector' },
  { username: 'title', role: 'Title Inspector' },
  { username: 'tech', role: 'Technical Scrutiny Officer' },
  { username: 'tpso', role: 'TPSO OFFICER', actions: ['fee'] },
  { username: 'commissioner', role: 'Municipal Commissioner' },
  { username: 'fire', role: 'FIRE', lineDepartment: 'FIRE' },
];
const APPLICANT_EVENTS: Record<string, string> = {
  'applicant pays': 'fee-payment',
  'applicant answers': 'shortfall-answer',
  'applicant replies': 'show-cause-reply',
  'applicant withdraws': 'withdrawal',
};

let t: TTestApp;
let ulbName: string;
const tokens = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: KEY } });
  const jurisdiction = await createJurisdiction(t.database.db);
  ulbName = jurisdiction.ulb.name;
  for (const [index, member] of TEAM.entries()) {
    const mobile = `93100000${String(index).padStart(2, '0')}`;
    const officer = await createOfficer(t.database.db, { ...member, jurisdiction, mobile });
    tokens.set(officer.id, await t.signIn(member.username, mobile));
  }
});
afterAll(() => t.close());

async function statusOf(applicationId: number): Promise<string> {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
  return row?.status ?? 'MISSING';
}

/** The open turn on a stage of the application and the signed-in officer holding it. */
async function holderOf(applicationId: number, stageKey: TStageKey) {
  const [turn] = await t.database.db
    .select({ id: stageOfficers.id, officerId: stageOfficers.officerId })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(
      and(
        eq(stageStates.applicationId, applicationId),
        eq(stageStates.stageKey, stageKey),
        eq(stageOfficers.action, 'IN_PROCESS'),
      ),
    )
    .orderBy(asc(stageOfficers.id));
  if (!turn) throw new Error(`no open ${stageKey} turn`);
  const token = tokens.get(turn.officerId);
  if (!token) throw new Error(`${stageKey} is with an officer outside the team`);
  await t.graphql(
    `mutation ($id: ID!) { createComment(applicationId: $id, comment: "<p>Checked</p>") { id } }`,
    { id: applicationId },
    { token },
  );
  return { formInstanceId: turn.id, officerId: turn.officerId, token };
}

/** The technical review certifies the fee (with its fee conditions), raised by Rs 500 or as calculated. */
async function certifyFee(applicationId: number, isRaised: boolean): Promise<string | null> {
  const { token } = await holderOf(applicationId, 'TECHNICAL');
  const conditions = await t.graphql(
    `mutation ($id: ID!) { customCondition(typeOf: "fee", applicationId: $id, newCondition: ["Pay within 30 days"]) { success } }`,
    { id: applicationId },
    { token },
  );
  expect(conditions.errors).toBeUndefined();
  const details = await t.app.inject({
    method: 'GET',
    url: `/api/fee_details/${applicationId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const lines = details.json().data.calculated_fee_breakup as {
    cost_head_name: string;
    amount: number;
    type: string;
  }[];
  const breakup = lines.map((line, index) => ({
    cost_head_name: line.cost_head_name,
    newAmount: isRaised && index === 0 ? line.amount + 500 : line.amount,
    remarks: isRaised && index === 0 ? 'Area re-measured' : '',
    type: line.type,
  }));
  const answer = await t.graphql(
    `mutation ($id: ID!, $breakup: String!) { feeDetails(applicationId: $id, feeBreakup: $breakup) { success } }`,
    { id: applicationId, breakup: JSON.stringify(breakup) },
    { token },
  );
  return answer.errors?.[0]?.message ?? null;
}

/** Carries out one step of the table; the message of a refusal, or null. */
async function carryOut(applicationId: number, step: string): Promise<string | null> {
  const event = APPLICANT_EVENTS[step];
  if (event) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/platform/v1/applications/${applicationId}/${event}`,
      headers: { authorization: `Bearer ${KEY}` },
    });
    return response.statusCode < 300 ? null : (response.json().message as string);
  }
  if (step === 'TECHNICAL fee raised' || step === 'TECHNICAL fee as calculated') {
    return certifyFee(applicationId, step === 'TECHNICAL fee raised');
  }
  const [stageKey = '', outcome = ''] = step.split(' ');
  if (!(STAGE_KEYS as readonly string[]).includes(stageKey)) throw new Error(`unknown step "${step}"`);
  const { formInstanceId, token } = await holderOf(applicationId, stageKey as TStageKey);
  const answer = await t.graphql(
    `mutation ($formInstanceId: ID!, $status: String!, $data: String, $noc: [String!]) {
      submitFormAnswers(formInstanceId: $formInstanceId, status: $status, data: $data, finalRemark: "Checked on site",
        nocDepartments: $noc) { status } }`,
    {
      formInstanceId,
      status: outcome,
      data: await allFormsAnsweredFor(t.database.db, applicationId),
      noc: outcome === 'LINE_VERIFICATION' ? ['FIRE'] : null,
    },
    { token },
  );
  return answer.errors?.[0]?.message ?? null;
}

describe('the status after each step is the one docs/WORKFLOW.md gives', () => {
  const paths = readPaths();

  it('the document has a path for every kind', () => {
    expect(new Set(paths.map((path) => path.kind))).toEqual(new Set(PROCESS_KINDS));
  });

  it.each(paths.map((path, index) => [`${path.kind}: ${path.title}`, index] as const))('%s', async (_name, index) => {
    const path = paths[index];
    if (!path) throw new Error('no path');
    const [received, ...steps] = path.rows;
    expect(received?.step).toBe('received');
    const applicationId = await submitThroughPlatform(t, {
      kind: path.kind,
      ulbName,
      platformKey: KEY,
      idempotencyKey: `status-table-${index}`,
    });
    const walked: string[] = [`received → ${await statusOf(applicationId)}`];
    const expected: string[] = [`received → ${received?.status}`];
    for (const row of steps) {
      const refusal = await carryOut(applicationId, row.step);
      walked.push(`${row.step} → ${await statusOf(applicationId)}${refusal ? ` (refused: ${refusal})` : ''}`);
      expected.push(`${row.step} → ${row.status}${row.refusal ? ` (refused: ${row.refusal})` : ''}`);
      // Compared after each step so that the first divergence is the one reported.
      expect(walked).toEqual(expected);
    }
  });
});
