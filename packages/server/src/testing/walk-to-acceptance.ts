import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TDb } from '../db/database';
import { applications, stageOfficers, stageStates } from '../modules/application/application.table';
import { allFormsAnsweredFor } from './form-answers';
import type { TGraphqlAnswer } from './test-app';

/** What each officer sends, in this order of preference, to bring a file to its approval. */
const PREFERRED = ['SUBMITTED', 'RECOMMENDED', 'FEE_INTIMATION', 'ACCEPTED'];

export const NOTE_MUTATION = `mutation ($id: ID!) { createComment(applicationId: $id, comment: "<p>Checked</p>") { id } }`;
const RECOMMENDATIONS_QUERY = `query ($id: ID!, $forms: [ID!]!) { recommendations(id: $id, formInstanceId: $forms) { options } }`;
export const SUBMIT_FORM_ANSWERS_MUTATION = `mutation ($formInstanceId: ID!, $status: String!, $data: String) {
  submitFormAnswers(formInstanceId: $formInstanceId, status: $status, data: $data, finalRemark: "Verified") { status } }`;

export type TWalk = {
  db: TDb;
  /** One GraphQL request as the officer holding the token (in process, or through a proxy). */
  graphql: <TData>(query: string, variables: Record<string, unknown>, token: string) => Promise<TGraphqlAnswer<TData>>;
  /** The signed-in officers the files are routed to: officer id → token. */
  tokens: ReadonlyMap<number, string>;
  /** The applicant pays the intimated fee (the platform's fee-payment event). */
  payFee: (applicationId: number) => Promise<void>;
  /**
   * Called just before each officer's transition is sent, with the read-only request that precedes it (the
   * officer's options) to send again: the cluster test repeats it to choose which process the transition reaches.
   */
  beforeTransition?: (askAgain: () => Promise<unknown>) => Promise<void>;
};

/** Where a walk stops: the file's status and whose turn is open (the earliest still waiting), if any. */
type TWalkStop = (at: { status: string; turnOfficerId: number | null }) => boolean;

/**
 * The routed officers act through the GraphQL API, as in the console (a note, their options, then their
 * outcome), until `isThere`; the statuses the file went through, the last one where it stopped.
 */
async function walkUntil(walk: TWalk, applicationId: number, isThere: TWalkStop): Promise<string[]> {
  const statuses: string[] = [];
  for (let turnCount = 0; turnCount < 30; turnCount += 1) {
    const [application] = await walk.db.select().from(applications).where(eq(applications.id, applicationId));
    const status = application?.status ?? 'MISSING';
    statuses.push(status);
    const [turn] = await walk.db
      .select({ id: stageOfficers.id, officerId: stageOfficers.officerId })
      .from(stageOfficers)
      .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
      .where(and(eq(stageStates.applicationId, applicationId), eq(stageOfficers.action, 'IN_PROCESS')))
      .orderBy(asc(stageOfficers.id));
    if (isThere({ status, turnOfficerId: turn?.officerId ?? null })) return statuses;
    if (status === 'PAYMENT_INTIATED') {
      await walk.payFee(applicationId);
      continue;
    }
    if (!turn) throw new Error(`no open turn at ${status}`);
    const token = walk.tokens.get(turn.officerId);
    if (!token) throw new Error(`the turn at ${status} is with officer ${turn.officerId}, who is not signed in`);
    await walk.graphql(NOTE_MUTATION, { id: applicationId }, token);
    const ask = () =>
      walk.graphql<{ recommendations: { options: string[] }[] }>(
        RECOMMENDATIONS_QUERY,
        { id: applicationId, forms: [turn.id] },
        token,
      );
    const recommendations = await ask();
    const options = recommendations.data?.recommendations[0]?.options ?? [];
    const outcome = PREFERRED.find((candidate) => options.includes(candidate));
    if (!outcome) throw new Error(`no way forward at ${status}: ${options.join(', ')}`);
    const data = await allFormsAnsweredFor(walk.db, applicationId);
    await walk.beforeTransition?.(ask);
    const submitted = await walk.graphql(
      SUBMIT_FORM_ANSWERS_MUTATION,
      { formInstanceId: turn.id, status: outcome, data },
      token,
    );
    expect(submitted.errors, JSON.stringify(submitted.errors)).toBeUndefined();
    // Not a GraphQL answer at all (a proxy's error page) has no errors either.
    expect(submitted.data, JSON.stringify(submitted)).toBeTruthy();
  }
  throw new Error(`not at the stop after 30 turns: ${statuses.join(' > ')}`);
}

/** Every routed officer acts in turn until the file is decided; the statuses it went through, ACCEPTED last. */
export function walkToAcceptance(walk: TWalk, applicationId: number): Promise<string[]> {
  return walkUntil(walk, applicationId, ({ status }) => status === 'ACCEPTED');
}

/** The officers before `officerId` act until the file waits for that officer (a decision, a review…). */
export function walkToTurnOf(walk: TWalk, applicationId: number, officerId: number): Promise<string[]> {
  return walkUntil(walk, applicationId, ({ turnOfficerId }) => turnOfficerId === officerId);
}
