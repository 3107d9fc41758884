import { PROCESS_KINDS, type TServerRoleName } from '@anumati/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFormsAnsweredFor } from '../../testing/form-answers';
import { createJurisdiction, createOfficer } from '../../testing/fixtures';
import { submitThroughPlatform } from '../../testing/platform-submission';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applications, stageOfficers, stageStates } from '../application/application.table';

const KEY = 'every-kind-platform-key-0123';
const ROLES: Record<string, TServerRoleName> = {
  site: 'Site Inspector',
  title: 'Title Inspector',
  tech: 'Technical Scrutiny Officer',
  tpso: 'TPSO OFFICER',
  commissioner: 'Municipal Commissioner',
};
const PREFERRED = ['SUBMITTED', 'RECOMMENDED', 'FEE_INTIMATION', 'ACCEPTED'];

let t: TTestApp;
let ulbName: string;
const tokens = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: KEY } });
  const jurisdiction = await createJurisdiction(t.database.db);
  ulbName = jurisdiction.ulb.name;
  for (const [index, [username, role]] of Object.entries(ROLES).entries()) {
    const mobile = `93000000${String(index).padStart(2, '0')}`;
    const officer = await createOfficer(t.database.db, { username, role, jurisdiction, mobile });
    tokens.set(officer.id, await t.signIn(username, mobile));
  }
});
afterAll(() => t.close());

/** The routed officers act through the GraphQL API, as in the console, until the file is decided. */
async function walkToAcceptance(applicationId: number): Promise<string[]> {
  const statuses: string[] = [];
  for (let turnCount = 0; turnCount < 30; turnCount += 1) {
    const [application] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
    const status = application?.status ?? 'MISSING';
    statuses.push(status);
    if (status === 'ACCEPTED') return statuses;
    if (status === 'PAYMENT_INTIATED') {
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/platform/v1/applications/${applicationId}/fee-payment`,
        headers: { authorization: `Bearer ${KEY}` },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      continue;
    }
    const [turn] = await t.database.db
      .select({ id: stageOfficers.id, officerId: stageOfficers.officerId })
      .from(stageOfficers)
      .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
      .where(and(eq(stageStates.applicationId, applicationId), eq(stageOfficers.action, 'IN_PROCESS')))
      .orderBy(asc(stageOfficers.id));
    if (!turn) throw new Error(`no open turn at ${status}`);
    const token = tokens.get(turn.officerId);
    const recommendations = await t.graphql<{ recommendations: { options: string[] }[] }>(
      `query ($id: ID!, $forms: [ID!]!) { recommendations(id: $id, formInstanceId: $forms) { options } }`,
      { id: applicationId, forms: [turn.id] },
      { token },
    );
    const options = recommendations.data?.recommendations[0]?.options ?? [];
    const outcome = PREFERRED.find((candidate) => options.includes(candidate));
    if (!outcome) throw new Error(`no way forward at ${status}: ${options.join(', ')}`);
    await t.graphql(
      `mutation ($id: ID!) { createComment(applicationId: $id, comment: "<p>Checked</p>") { id } }`,
      { id: applicationId },
      { token },
    );
    const submitted = await t.graphql(
      `mutation ($formInstanceId: ID!, $status: String!, $data: String) {
        submitFormAnswers(formInstanceId: $formInstanceId, status: $status, data: $data, finalRemark: "Verified") { status } }`,
      { formInstanceId: turn.id, status: outcome, data: await allFormsAnsweredFor(t.database.db, applicationId) },
      { token },
    );
    expect(submitted.errors, JSON.stringify(submitted.errors)).toBeUndefined();
  }
  throw new Error(`not decided after 30 turns: ${statuses.join(' > ')}`);
}

describe('every kind end to end over the API', () => {
  it.each(PROCESS_KINDS)(
    '%s: in through the platform, through every stage by its officers, to ACCEPTED',
    async (kind) => {
      const statuses = await walkToAcceptance(
        await submitThroughPlatform(t, { kind, ulbName, platformKey: KEY, idempotencyKey: `every-kind-${kind}` }),
      );
      expect(statuses.at(-1)).toBe('ACCEPTED');
      expect(statuses).toContain(kind === 'FINAL_LAYOUT' ? 'DRAWING_VERIFIED' : 'PROCEEDINGS_IN_PROGRESS');
    },
  );
});
