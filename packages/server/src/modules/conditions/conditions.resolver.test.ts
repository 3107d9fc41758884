import { CONDITION_MESSAGES } from '@anumati/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createJurisdiction } from '../../testing/fixtures';
import { signInTeam } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { applications, stageStates } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { syncStandardConditions } from './conditions.repository';
import { conditions } from './conditions.table';
import { STANDARD_CONDITIONS } from './standard-conditions';

const LIST = `query ($applicationId: ID!, $typeOf: String!) {
  applicationConditions(applicationId: $applicationId, typeOf: $typeOf) { isSubmitted canEdit conditions { id name checked isSystemCreated } }
}`;
const SELECT = `mutation ($applicationId: ID!, $conditionSelected: String!) {
  selectConditions(applicationId: $applicationId, conditionSelected: $conditionSelected) { success message }
}`;
const CUSTOM = `mutation ($typeOf: String!, $applicationId: ID!, $newCondition: [String!]!) {
  customCondition(typeOf: $typeOf, applicationId: $applicationId, newCondition: $newCondition) { success message }
}`;

type TList = {
  applicationConditions: {
    isSubmitted: boolean;
    canEdit: boolean;
    conditions: { id: string; name: string; checked: boolean; isSystemCreated: boolean }[];
  };
};

let t: TTestApp;
let tokens: Record<'reviewer' | 'noFee' | 'commissioner' | 'outsider', string>;
let applicationId: number;
let decisionApplicationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await syncStandardConditions(db, t.clock.now());
  // Twice: the sync is idempotent and keeps the ids.
  await syncStandardConditions(db, t.clock.now());
  const here = await createJurisdiction(db);
  const elsewhere = await createJurisdiction(db, 'HMDA');
  const team = await signInTeam(
    t,
    {
      reviewer: { role: 'TPSO OFFICER', jurisdiction: here, actions: ['fee'] },
      noFee: { role: 'TPSO OFFICER', jurisdiction: here },
      commissioner: { role: 'Municipal Commissioner', jurisdiction: here },
      outsider: { role: 'TPSO OFFICER', jurisdiction: elsewhere, actions: ['fee'] },
    },
    '95000000',
  );
  const now = t.clock.now();
  const application = await createApplication(db, {
    ulbId: here.ulb.id,
    appliedOn: now,
    stages: [
      { name: 'TECHNICAL VERIFICATION', officerId: team.reviewer.id, level: 'L2', receivedDate: now },
      { name: 'TECHNICAL VERIFICATION', officerId: team.noFee.id, level: 'L2', receivedDate: now },
    ],
  });
  applicationId = application.id;
  const atDecision = await createApplication(db, {
    ulbId: here.ulb.id,
    appliedOn: now,
    status: 'PROCEEDINGS_IN_PROGRESS',
    stages: [{ name: 'VERIFICATION', officerId: team.commissioner.id, receivedDate: now }],
  });
  decisionApplicationId = atDecision.id;
  await db
    .update(stageStates)
    .set({ stageKey: 'DECISION' })
    .where(eq(stageStates.applicationId, decisionApplicationId));
  tokens = {
    reviewer: team.reviewer.token,
    noFee: team.noFee.token,
    commissioner: team.commissioner.token,
    outsider: team.outsider.token,
  };
});
afterAll(() => t.close());

const list = (typeOf: string, token: string, id = applicationId) =>
  t.graphql<TList>(LIST, { applicationId: id, typeOf }, { token });

describe('fee conditions', () => {
  it('lists the standard conditions of the type, none checked, not submitted', async () => {
    const answer = await list('fee', tokens.reviewer);
    expect(answer.errors).toBeUndefined();
    const fee = STANDARD_CONDITIONS.filter((condition) => condition.typeOf === 'fee');
    expect(answer.data?.applicationConditions).toEqual({
      isSubmitted: false,
      canEdit: true,
      conditions: fee.map((condition) => ({
        id: expect.any(String),
        name: condition.name,
        checked: false,
        isSystemCreated: true,
      })),
    });
  });

  it('selects conditions, keeps checked ones locked, and audits it', async () => {
    const [first, second, third] = (await list('fee', tokens.reviewer)).data?.applicationConditions.conditions ?? [];
    const selected = await t.graphql(
      SELECT,
      { applicationId, conditionSelected: `${first?.id},${second?.id}` },
      { token: tokens.reviewer },
    );
    expect(selected.errors).toBeUndefined();
    // A later selection without the first ones does not uncheck them.
    await t.graphql(SELECT, { applicationId, conditionSelected: `${third?.id}` }, { token: tokens.reviewer });
    const after = (await list('fee', tokens.reviewer)).data?.applicationConditions;
    expect(after?.isSubmitted).toBe(true);
    expect(after?.conditions.filter((condition) => condition.checked).map((condition) => condition.id)).toEqual([
      first?.id,
      second?.id,
      third?.id,
    ]);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, applicationId), eq(auditEvents.action, 'CONDITIONS_SELECTED')));
    expect(audits).toHaveLength(2);
  });

  it('adds custom conditions of up to 500 characters, checked at once, after the standard ones', async () => {
    const text = 'The applicant shall widen the approach road to 9 m at their cost.';
    const answer = await t.graphql(
      CUSTOM,
      { typeOf: 'fee', applicationId, newCondition: [text, 'a'.repeat(500)] },
      { token: tokens.reviewer },
    );
    expect(answer.errors).toBeUndefined();
    const after = (await list('fee', tokens.reviewer)).data?.applicationConditions.conditions ?? [];
    expect(after.slice(-2)).toEqual([
      { id: expect.any(String), name: text, checked: true, isSystemCreated: false },
      { id: expect.any(String), name: 'a'.repeat(500), checked: true, isSystemCreated: false },
    ]);
    expect(
      (await list('proceeding', tokens.reviewer)).data?.applicationConditions.conditions.some(
        (condition) => !condition.isSystemCreated,
      ),
    ).toBe(false);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await t.database.db.select().from(conditions);
    const cases: [string, Record<string, unknown>, string][] = [
      [CUSTOM, { typeOf: 'fee', applicationId, newCondition: ['a'.repeat(501)] }, CONDITION_MESSAGES.tooLong],
      [CUSTOM, { typeOf: 'fee', applicationId, newCondition: ['   '] }, CONDITION_MESSAGES.empty],
      [
        CUSTOM,
        { typeOf: 'other', applicationId, newCondition: ['x'] },
        'Invalid option: expected one of "fee"|"proceeding"',
      ],
      [SELECT, { applicationId, conditionSelected: '' }, CONDITION_MESSAGES.selectOne],
      [SELECT, { applicationId, conditionSelected: '999999' }, CONDITION_MESSAGES.unknown],
    ];
    for (const [operation, variables, message] of cases) {
      const answer = await t.graphql(operation, variables, { token: tokens.reviewer });
      expect(answer.errors?.[0]?.message, JSON.stringify(variables).slice(0, 60)).toBe(message);
    }
    const [fee, proceeding] = [
      (await list('fee', tokens.reviewer)).data?.applicationConditions.conditions[0]?.id,
      (await list('proceeding', tokens.reviewer)).data?.applicationConditions.conditions[0]?.id,
    ];
    const mixed = await t.graphql(
      SELECT,
      { applicationId, conditionSelected: `${fee},${proceeding}` },
      { token: tokens.reviewer },
    );
    expect(mixed.errors?.[0]?.message).toBe(CONDITION_MESSAGES.oneType);
    expect(await t.database.db.select().from(conditions)).toHaveLength(before.length);
  });

  it('lets only the officer with the fee action and an open turn change them; others cannot see them', async () => {
    const anyId = (await list('fee', tokens.reviewer)).data?.applicationConditions.conditions[4]?.id;
    expect((await list('fee', tokens.noFee)).data?.applicationConditions.canEdit).toBe(false);
    const noFee = await t.graphql(SELECT, { applicationId, conditionSelected: `${anyId}` }, { token: tokens.noFee });
    expect(noFee.errors?.[0]?.message).toBe(CONDITION_MESSAGES.notYourTurn);
    const outsider = await list('fee', tokens.outsider);
    expect(outsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await t.graphql(LIST, { applicationId, typeOf: 'fee' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('does not take another application’s custom condition', async () => {
    const custom = (await list('fee', tokens.reviewer)).data?.applicationConditions.conditions.at(-1)?.id;
    const answer = await t.graphql(
      SELECT,
      { applicationId: decisionApplicationId, conditionSelected: `${custom}` },
      { token: tokens.commissioner },
    );
    expect(answer.errors?.[0]?.message).toBe(CONDITION_MESSAGES.unknown);
  });
});

describe('proceeding conditions', () => {
  it('are chosen by the officer deciding; the application is marked proceedingIsSubmitted', async () => {
    const first = (await list('proceeding', tokens.commissioner, decisionApplicationId)).data?.applicationConditions
      .conditions[0];
    const answer = await t.graphql(
      SELECT,
      { applicationId: decisionApplicationId, conditionSelected: `${first?.id}` },
      { token: tokens.commissioner },
    );
    expect(answer.errors).toBeUndefined();
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, decisionApplicationId));
    expect(application?.proceedingIsSubmitted).toBe(true);
    const reviewer = await t.graphql(
      CUSTOM,
      { typeOf: 'proceeding', applicationId, newCondition: ['x'] },
      { token: tokens.reviewer },
    );
    expect(reviewer.errors?.[0]?.message).toBe(CONDITION_MESSAGES.notYourTurn);
  });
});
