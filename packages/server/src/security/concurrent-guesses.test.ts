import { AUTH_MESSAGES, FAILURES_BEFORE_BLOCK, OTP_ATTEMPTS_PER_CODE } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oneTimeCodes, signInFailures } from '../modules/auth/auth.table';
import { createJurisdiction, createOfficer } from '../testing/fixtures';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { signInCalls, wrongCodeFor } from './sign-in-operations';

/**
 * Issue 13 §4: every failure counts, whatever the concurrency. Run on PGlite by default and on PostgreSQL with
 * `PGTEST_PORT=… bash scripts/with-postgres.sh npx vitest run src/security` from the repository root.
 */
const USERNAME = 'site.ghmc';
const MOBILE = '9848012345';
const BURST = 200;
/** Each request from its own address, so the per-address limit does not hide what the account limit does. */
const addressOf = (index: number) => `10.13.${Math.floor(index / 250)}.${(index % 250) + 1}`;

let t: TTestApp;
let calls: ReturnType<typeof signInCalls>;

beforeEach(async () => {
  t = await createTestApp();
  const jurisdiction = await createJurisdiction(t.database.db);
  await createOfficer(t.database.db, { username: USERNAME, role: 'Site Inspector', jurisdiction, mobile: MOBILE });
  calls = signInCalls(t, USERNAME);
});
afterEach(() => t.close());

const failuresOf = async (kind: 'PASSWORD' | 'LOGIN_CODE') =>
  (await t.database.db.select().from(signInFailures).where(eq(signInFailures.username, USERNAME))).filter(
    (failure) => failure.kind === kind,
  );
const messagesOf = (answers: { errors?: { message: string }[] }[]) =>
  answers.map((answer) => answer.errors?.[0]?.message ?? 'no error');

describe(`${BURST} concurrent guesses`, () => {
  it(`check exactly ${FAILURES_BEFORE_BLOCK} wrong passwords, then the block answers`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) => calls.login('Wrong@Guess1', addressOf(index))),
    );
    const messages = messagesOf(answers);
    // Each counted failure is one password check: the 9th is checked and blocks, the others never reach a check.
    expect(await failuresOf('PASSWORD')).toHaveLength(FAILURES_BEFORE_BLOCK);
    expect(messages.filter((message) => message === AUTH_MESSAGES.officerNotFound)).toHaveLength(
      FAILURES_BEFORE_BLOCK - 1,
    );
    expect(messages.filter((message) => message === AUTH_MESSAGES.blocked)).toHaveLength(
      BURST - FAILURES_BEFORE_BLOCK + 1,
    );
    expect((await calls.login()).errors?.[0]?.message).toBe(AUTH_MESSAGES.blocked);
  });

  it(`check exactly ${OTP_ATTEMPTS_PER_CODE} wrong codes per code and ${FAILURES_BEFORE_BLOCK} in all, then the block answers`, async () => {
    const rounds = FAILURES_BEFORE_BLOCK / OTP_ATTEMPTS_PER_CODE;
    const allMessages: string[] = [];
    for (let round = 0; round < rounds + 1; round += 1) {
      const login = await calls.login();
      if (round === rounds) {
        expect(login.errors?.[0]?.message).toBe(AUTH_MESSAGES.blocked);
        break;
      }
      const challenge = login.data?.login.challenge ?? '';
      const wrong = wrongCodeFor(await t.latestCode(MOBILE));
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, index) => calls.verify(wrong, challenge, addressOf(index))),
      );
      allMessages.push(...messagesOf(answers));
      expect(await failuresOf('LOGIN_CODE')).toHaveLength((round + 1) * OTP_ATTEMPTS_PER_CODE);
    }
    const codes = await t.database.db.select().from(oneTimeCodes);
    expect(codes.map((code) => code.wrongAttempts)).toEqual(Array<number>(rounds).fill(OTP_ATTEMPTS_PER_CODE));
    expect(allMessages.filter((message) => message === 'Invalid OTP, Please try again')).toHaveLength(rounds);
    expect(allMessages.filter((message) => message === 'Invalid OTP, You have only 1 Attempt left')).toHaveLength(
      rounds,
    );
    // The last round's third wrong code blocks, and every attempt after it is refused unchecked.
    expect(allMessages.filter((message) => message === AUTH_MESSAGES.blocked)).toHaveLength(
      BURST - OTP_ATTEMPTS_PER_CODE + 1,
    );
    expect(await failuresOf('PASSWORD')).toHaveLength(0);
  });
});
