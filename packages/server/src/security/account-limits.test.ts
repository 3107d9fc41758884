import { AUTH_MESSAGES, blockThresholds, codeGuessingBound } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../modules/audit/audit.table';
import { createSignInGuard } from '../modules/auth/sign-in-guard';
import { GUESSING_PERIOD_MS, MAX_CODE_GUESSING_CHANCE, signInLimitsOf } from '../platform/config';
import { createJurisdiction, createOfficer } from '../testing/fixtures';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { signInCalls, wrongCodeFor } from './sign-in-operations';

const USERNAME = 'site.ghmc';
const MOBILE = '9848012345';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WRONG = 'Wrong@Guess1';

let t: TTestApp;
let calls: ReturnType<typeof signInCalls>;

beforeEach(async () => {
  t = await createTestApp();
  const jurisdiction = await createJurisdiction(t.database.db);
  await createOfficer(t.database.db, { username: USERNAME, role: 'Site Inspector', jurisdiction, mobile: MOBILE });
  calls = signInCalls(t, USERNAME);
});
afterEach(() => t.close());

const limits = () => signInLimitsOf(t.config);
const message = (answer: { errors?: { message: string }[] }) => answer.errors?.[0]?.message ?? 'no error';
const wrongPasswords = async (count: number) => {
  const messages = [];
  for (let i = 0; i < count; i += 1) messages.push(message(await calls.login(WRONG)));
  return messages;
};
const smsTo = async (mobile: string) => (await t.latestSms()).filter((sms) => sms.to === mobile).length;

describe('escalating blocks over a rolling window', () => {
  it('blocks 2 h at 9 failures, 24 h at 14, then until an administrator unlocks', async () => {
    const [first, second, last] = blockThresholds(limits());
    expect([first, second, last]).toEqual([9, 14, 19]);
    expect((await wrongPasswords(9)).at(-1)).toBe(AUTH_MESSAGES.blocked);
    t.clock.advance(2 * HOUR - 60_000);
    expect(message(await calls.login())).toBe(AUTH_MESSAGES.blocked);
    t.clock.advance(2 * 60_000);

    expect(await wrongPasswords(5)).toEqual([
      ...Array<string>(4).fill(AUTH_MESSAGES.officerNotFound),
      AUTH_MESSAGES.blocked,
    ]);
    t.clock.advance(24 * HOUR - 60_000);
    expect(message(await calls.login())).toBe(AUTH_MESSAGES.blocked);
    t.clock.advance(2 * 60_000);

    expect((await wrongPasswords(5)).at(-1)).toBe(AUTH_MESSAGES.blocked);
    t.clock.advance(60 * DAY);
    expect(message(await calls.login())).toBe(AUTH_MESSAGES.blocked);

    await createSignInGuard({ db: t.database.db, clock: t.clock, limits: limits() }).unlock(USERNAME);
    expect(message(await calls.login())).toBe('no error');
  });

  it('stops counting a failure after the window', async () => {
    await wrongPasswords(8);
    t.clock.advance(limits().failureWindowMs + 60_000);
    expect(await wrongPasswords(8)).toEqual(Array<string>(8).fill(AUTH_MESSAGES.officerNotFound));
    expect(message(await calls.login(WRONG))).toBe(AUTH_MESSAGES.blocked);
  });

  it('lets a sign-in forgive wrong passwords but never wrong codes', async () => {
    await wrongPasswords(5);
    const challenge = (await calls.login()).data?.login.challenge ?? '';
    const code = await t.latestCode(MOBILE);
    for (let i = 0; i < 3; i += 1) await calls.verify(wrongCodeFor(code), challenge);
    const retry = (await calls.login()).data?.login.challenge ?? '';
    expect(message(await calls.verify(await t.latestCode(MOBILE), retry))).toBe('no error');
    // 3 wrong codes still count: 5 more failures reach 8, the 6th is the 9th.
    expect(await wrongPasswords(6)).toEqual([
      ...Array<string>(5).fill(AUTH_MESSAGES.officerNotFound),
      AUTH_MESSAGES.blocked,
    ]);
  });
});

describe('SMS caps per account', () => {
  it('sends at most 5 codes an hour and 10 a day across sign-in and resend', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await calls.login());
    expect(answers.slice(0, 5).every((answer) => answer.errors === undefined)).toBe(true);
    expect(answers[5]?.errors?.[0]).toMatchObject({
      message: AUTH_MESSAGES.tooManyRequests,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    t.clock.advance(HOUR + 60_000);
    const challenge = (await calls.login()).data?.login.challenge ?? '';
    for (let i = 0; i < 4; i += 1) expect(message(await calls.resend(challenge))).toBe('no error');
    t.clock.advance(HOUR + 60_000);
    expect(message(await calls.login())).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(await smsTo(MOBILE)).toBe(limits().smsPerDay);
    t.clock.advance(DAY);
    expect(message(await calls.login())).toBe('no error');
  });

  it('lets anonymous reset calls send 3 SMS a day, and none of the sign-in codes (issue 51 §2)', async () => {
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await calls.reset());
    expect(answers.every((answer) => message(answer) === 'no error')).toBe(true);
    expect(await smsTo(MOBILE)).toBe(limits().resetSmsPerDay);
    // The resets used none of the officer's hourly sign-in codes: all 5 still go, then the cap answers.
    const logins = [];
    for (let i = 0; i <= limits().smsPerHour; i += 1) logins.push(message(await calls.login()));
    expect(logins).toEqual([...Array<string>(limits().smsPerHour).fill('no error'), AUTH_MESSAGES.tooManyRequests]);
  });

  it('lets sign-ins leave the reset codes alone too: an officer locked out of sign-in SMS can still reset', async () => {
    for (let i = 0; i < limits().smsPerHour; i += 1) await calls.login();
    expect(message(await calls.login())).toBe(AUTH_MESSAGES.tooManyRequests);
    const before = await smsTo(MOBILE);
    await calls.reset();
    expect(await smsTo(MOBILE)).toBe(before + 1);
  });
});

describe('blocked and unknown usernames', () => {
  it('answer sign-in alike: unknown usernames are counted and blocked too', async () => {
    const unknown = signInCalls(t, 'nobody.ghmc');
    const known: string[] = [];
    const stranger: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      known.push(message(await calls.login(WRONG)));
      stranger.push(message(await unknown.login(WRONG)));
    }
    expect(stranger).toEqual(known);
    expect(known.slice(-3)).toEqual(Array<string>(3).fill(AUTH_MESSAGES.blocked));
  });

  it('answer the reset call alike, and a blocked officer gets no SMS', async () => {
    await wrongPasswords(9);
    const blocked = await calls.reset();
    const unknown = await signInCalls(t, 'nobody.ghmc').reset();
    expect(blocked).toEqual(unknown);
    expect(blocked.data).toEqual({ resetOfficerPassword: { success: true, message: AUTH_MESSAGES.otpSent } });
    expect(await smsTo(MOBILE)).toBe(0);
  });
  it('answer a password change alike, before and after a block (the password checked first, then the block)', async () => {
    const STRONG = 'Godavari#Bridge42';
    const unknown = signInCalls(t, 'nobody.ghmc');
    const answersOf = async (account: ReturnType<typeof signInCalls>) => [
      message(await account.change('Password@123', '0000')),
      message(await account.change(STRONG, '0000')),
    ];
    const knownBefore = await answersOf(calls);
    expect(knownBefore).toEqual([AUTH_MESSAGES.passwordCommon, AUTH_MESSAGES.noPendingReset]);
    expect(await answersOf(unknown)).toEqual(knownBefore);

    await wrongPasswords(9);
    for (let i = 0; i < 9; i += 1) await unknown.login(WRONG);
    const knownBlocked = await answersOf(calls);
    expect(knownBlocked).toEqual([AUTH_MESSAGES.passwordCommon, AUTH_MESSAGES.blocked]);
    expect(await answersOf(unknown)).toEqual(knownBlocked);
  });

  it('answer guesses after a reset call alike: wrong, 3 tries, expired, no longer pending', async () => {
    const STRONG = 'Godavari#Bridge42';
    const unknown = signInCalls(t, 'nobody.ghmc');
    await calls.reset();
    await unknown.reset();
    const guess = wrongCodeFor(await t.latestCode(MOBILE));
    const answersOf = async (account: ReturnType<typeof signInCalls>) => {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(message(await account.change(STRONG, guess)));
      return answers;
    };
    const known = await answersOf(calls);
    expect(known).toEqual([
      'Invalid OTP, Please try again',
      expect.stringContaining('Invalid OTP'),
      expect.stringContaining('Invalid OTP'),
      expect.stringContaining('Invalid OTP'),
    ]);
    expect(await answersOf(unknown)).toEqual(known);

    t.clock.advance(1000);
    await calls.reset();
    await unknown.reset();
    t.clock.advance(6 * 60_000);
    const expired = [message(await calls.change(STRONG, guess)), message(await calls.change(STRONG, guess))];
    expect(expired).toEqual([AUTH_MESSAGES.otpExpired, AUTH_MESSAGES.otpExpired]);
    expect([message(await unknown.change(STRONG, guess)), message(await unknown.change(STRONG, guess))]).toEqual(
      expired,
    );
    t.clock.advance(5 * 60_000);
    expect(message(await calls.change(STRONG, guess))).toBe(AUTH_MESSAGES.noPendingReset);
    expect(message(await unknown.change(STRONG, guess))).toBe(AUTH_MESSAGES.noPendingReset);
  });
});

describe('the 30-day guessing bound', () => {
  it('computed from the live configuration, is under 0.2% for an attacker who knows the password', () => {
    const bound = codeGuessingBound(limits(), { otpLength: t.config.OTP_LENGTH, periodMs: GUESSING_PERIOD_MS });
    expect(bound.guesses).toBe(blockThresholds(limits()).at(-1));
    expect(bound.probability).toBeLessThan(MAX_CODE_GUESSING_CHANCE);
  });

  it('is what an attacker with the password gets: 19 codes checked, then nothing for the rest of 30 days', async () => {
    for (let day = 0; day < 30; day += 1) {
      for (let round = 0; round < 3; round += 1) {
        const login = await calls.login();
        if (!login.data) break;
        const code = await t.latestCode(MOBILE);
        for (let i = 0; i < 3; i += 1) await calls.verify(wrongCodeFor(code), login.data.login.challenge);
      }
      t.clock.advance(DAY);
    }
    const checked = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'LOGIN_CODE_WRONG'));
    const bound = codeGuessingBound(limits(), { otpLength: t.config.OTP_LENGTH, periodMs: GUESSING_PERIOD_MS });
    expect(checked).toHaveLength(bound.guesses);
  });
});
