import { AUTH_MESSAGES } from '@anumati/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJurisdiction, createOfficer } from '../testing/fixtures';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { signInCalls, VERIFY } from './sign-in-operations';

const USERNAME = 'site.ghmc';
const MOBILE = '9848012345';
let t: TTestApp;
let calls: ReturnType<typeof signInCalls>;

beforeEach(async () => {
  t = await createTestApp();
  const jurisdiction = await createJurisdiction(t.database.db);
  await createOfficer(t.database.db, { username: USERNAME, role: 'Site Inspector', jurisdiction, mobile: MOBILE });
  await createOfficer(t.database.db, {
    username: 'other.ghmc',
    role: 'Site Inspector',
    jurisdiction,
    mobile: '9848099999',
  });
  calls = signInCalls(t, USERNAME);
});
afterEach(() => t.close());

describe('the second step of sign-in is bound to the first', () => {
  it('refuses the right code without the challenge, or with a forged one, and counts nothing', async () => {
    await calls.login();
    const code = await t.latestCode(MOBILE);
    const noChallenge = await t.graphql(
      VERIFY.replace(', challenge: $challenge', '').replace(', $challenge: String!', ''),
      {
        username: USERNAME,
        code,
      },
    );
    expect(noChallenge.errors?.[0]?.message).toMatch(/challenge/);
    expect((await calls.verify(code, '')).errors?.[0]?.message).toBe(AUTH_MESSAGES.noPendingLogin);
    expect((await calls.verify(code, 'forged-challenge-value')).errors?.[0]?.message).toBe(
      AUTH_MESSAGES.noPendingLogin,
    );
  });

  it("refuses another officer's challenge, even with the right code", async () => {
    const other = await signInCalls(t, 'other.ghmc').login();
    await calls.login();
    const code = await t.latestCode(MOBILE);
    expect((await calls.verify(code, other.data?.login.challenge ?? '')).errors?.[0]?.message).toBe(
      AUTH_MESSAGES.noPendingLogin,
    );
  });

  it('uses a challenge once, and a newer login replaces it', async () => {
    const first = (await calls.login()).data?.login.challenge ?? '';
    const second = (await calls.login()).data?.login.challenge ?? '';
    expect(second).not.toBe(first);
    const code = await t.latestCode(MOBILE);
    expect((await calls.verify(code, first)).errors?.[0]?.message).toBe(AUTH_MESSAGES.noPendingLogin);
    expect((await calls.verify(code, second)).errors).toBeUndefined();
    expect((await calls.verify(code, second)).errors?.[0]?.message).toBe(AUTH_MESSAGES.noPendingLogin);
    expect((await calls.resend(second)).errors?.[0]?.message).toBe(AUTH_MESSAGES.noPendingLogin);
  });

  it("lets nobody without the challenge resend, so nobody cancels an officer's code", async () => {
    const challenge = (await calls.login()).data?.login.challenge ?? '';
    const code = await t.latestCode(MOBILE);
    const sent = (await t.latestSms()).length;
    expect((await calls.resend('guessed')).errors?.[0]?.message).toBe(AUTH_MESSAGES.noPendingLogin);
    expect((await calls.resend('')).errors?.[0]?.message).toBe(AUTH_MESSAGES.noPendingLogin);
    expect(await t.latestSms()).toHaveLength(sent);
    expect((await calls.verify(code, challenge)).errors).toBeUndefined();
  });

  it('keeps the challenge through a resend, and it ends with the pending sign-in (10 minutes)', async () => {
    const challenge = (await calls.login()).data?.login.challenge ?? '';
    expect((await calls.resend(challenge)).errors).toBeUndefined();
    t.clock.advance(11 * 60 * 1000);
    expect((await calls.resend(challenge)).errors?.[0]?.message).toBe(AUTH_MESSAGES.noPendingLogin);
    expect((await calls.verify(await t.latestCode(MOBILE), challenge)).errors?.[0]?.message).toBe(
      AUTH_MESSAGES.noPendingLogin,
    );
  });

  it('stores only a hash of the challenge', async () => {
    const challenge = (await calls.login()).data?.login.challenge ?? '';
    const rows = await t.database.db.query.oneTimeCodes.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.challengeHash).toBeTruthy();
    expect(rows[0]?.challengeHash).not.toContain(challenge);
  });
});
