import { AUTH_MESSAGES } from '@anumati/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../modules/audit/audit.table';
import { sessions } from '../modules/auth/auth.table';
import { createJurisdiction, createOfficer, FIXTURE_PASSWORD } from '../testing/fixtures';
import { createTestApp, type TTestApp } from '../testing/test-app';

/** Issue 13, item 8: exact idle timeout, absolute lifetime, client kept, and the officer's own sessions. */
const ME = `{ me { username } }`;
const MY_SESSIONS = `{ mySessions { id createdAt lastSeenAt endsAt ipAddress userAgent isCurrent } }`;
const END = `mutation ($id: ID!) { endSession(id: $id) { success message } }`;
const END_OTHERS = `mutation { endOtherSessions { success message } }`;
const SIGNOUT = `mutation { signout { success } }`;

const IDLE_SECONDS = 300;
const MAX_AGE_SECONDS = 12 * 3600;
const USERNAME = 'site.ghmc';
const MOBILE = '9848012345';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';

type TSessionRow = {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  isCurrent: boolean;
  endsAt: string;
};

let t: TTestApp;
beforeEach(async () => {
  t = await createTestApp({
    env: { IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS), SESSION_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS) },
  });
  const jurisdiction = await createJurisdiction(t.database.db);
  await createOfficer(t.database.db, { username: USERNAME, role: 'Site Inspector', jurisdiction, mobile: MOBILE });
  await createOfficer(t.database.db, {
    username: 'title.ghmc',
    role: 'Title Inspector',
    jurisdiction,
    mobile: '9848000002',
  });
});
afterEach(() => t.close());

/** A GraphQL call from a browser at an address. */
async function call<TData>(query: string, options: { token?: string; ip?: string; variables?: object } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { 'user-agent': BROWSER, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    payload: { query, variables: options.variables ?? {} },
  });
  return response.json<{ data: TData | null; errors?: { message: string; extensions?: { code?: string } }[] }>();
}

/** Signs in through both steps from an address, with the browser's User-Agent. */
async function signInFrom(ip: string, username = USERNAME, mobile = MOBILE): Promise<string> {
  const login = await call<{ login: { challenge: string } }>(
    `mutation ($u: String!, $p: String!) { login(username: $u, password: $p, mobile: "") { challenge } }`,
    { ip, variables: { u: username, p: FIXTURE_PASSWORD } },
  );
  const code = await t.latestCode(mobile);
  const answer = await call<{ verifyOtp: { accessToken: string } }>(
    `mutation ($u: String!, $c: String!, $k: String!) {
      verifyOtp(username: $u, otpSecretKey: $c, challenge: $k) { accessToken }
    }`,
    { ip, variables: { u: username, c: code, k: login.data?.login.challenge ?? '' } },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.verifyOtp.accessToken;
}

const isSignedIn = async (token: string) => !(await call(ME, { token })).errors;

describe('idle timeout', () => {
  it('is exact: a request 30 s after the last one moves the end, and the session lasts to the second', async () => {
    const token = await signInFrom('203.0.113.5');
    t.clock.advance(30_000);
    expect(await isSignedIn(token)).toBe(true);
    // Counted from that request at 30 s, not from sign-in: a timer that skipped writes would end it here.
    t.clock.advance(IDLE_SECONDS * 1000);
    expect(await isSignedIn(token)).toBe(true);
    t.clock.advance((IDLE_SECONDS + 1) * 1000);
    expect((await call(ME, { token })).errors?.[0]).toMatchObject({
      message: AUTH_MESSAGES.unauthenticated,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('absolute lifetime', () => {
  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const token = await signInFrom('203.0.113.5');
    for (let elapsed = 0; elapsed < MAX_AGE_SECONDS - 200; elapsed += 200) {
      t.clock.advance(200_000);
      expect(await isSignedIn(token)).toBe(true);
    }
    const [row] = await t.database.db.select().from(sessions);
    t.clock.set(new Date((row?.createdAt.getTime() ?? 0) + MAX_AGE_SECONDS * 1000));
    expect(await isSignedIn(token)).toBe(true);
    t.clock.advance(1000);
    expect(await isSignedIn(token)).toBe(false);
  });
});

describe('client address and user agent', () => {
  it('are kept on the session and on its sign-in and sign-out audit events', async () => {
    const token = await signInFrom('203.0.113.5');
    const [row] = await t.database.db.select().from(sessions);
    expect(row).toMatchObject({ ipAddress: '203.0.113.5', userAgent: BROWSER });
    await call(SIGNOUT, { token, ip: '203.0.113.6' });
    const events = await t.database.db.select().from(auditEvents);
    expect(events.find((event) => event.action === 'LOGIN')?.details).toMatchObject({
      ipAddress: '203.0.113.5',
      userAgent: BROWSER,
    });
    expect(events.find((event) => event.action === 'SIGNOUT')?.details).toMatchObject({
      sessionId: row?.id,
      ipAddress: '203.0.113.6',
      userAgent: BROWSER,
    });
  });
});

describe('mySessions, endSession and endOtherSessions', () => {
  it('lists the officer’s live sessions with the current one marked, not the ended or another officer’s', async () => {
    const office = await signInFrom('203.0.113.5');
    t.clock.advance(1000);
    const phone = await signInFrom('198.51.100.9');
    await signInFrom('192.0.2.1', 'title.ghmc', '9848000002');
    const ended = await signInFrom('192.0.2.2');
    await call(SIGNOUT, { token: ended });

    const answer = await call<{ mySessions: TSessionRow[] }>(MY_SESSIONS, { token: office });
    expect(
      answer.data?.mySessions.map(({ ipAddress, userAgent, isCurrent }) => ({ ipAddress, userAgent, isCurrent })),
    ).toEqual([
      { ipAddress: '198.51.100.9', userAgent: BROWSER, isCurrent: false },
      { ipAddress: '203.0.113.5', userAgent: BROWSER, isCurrent: true },
    ]);
    expect(await isSignedIn(phone)).toBe(true);
  });

  it('ends another of the officer’s sessions, refuses the current one and another officer’s', async () => {
    const office = await signInFrom('203.0.113.5');
    const phone = await signInFrom('198.51.100.9');
    const colleague = await signInFrom('192.0.2.1', 'title.ghmc', '9848000002');
    const sessionsOf = async (token: string) =>
      (await call<{ mySessions: TSessionRow[] }>(MY_SESSIONS, { token })).data?.mySessions ?? [];
    const [phoneSession] = (await sessionsOf(office)).filter((session) => !session.isCurrent);
    const [colleagueSession] = await sessionsOf(colleague);
    const [officeSession] = (await sessionsOf(office)).filter((session) => session.isCurrent);

    expect(
      (await call(END, { token: office, variables: { id: colleagueSession?.id } })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(await isSignedIn(colleague)).toBe(true);
    expect(
      (await call(END, { token: office, variables: { id: officeSession?.id } })).errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
    expect((await call(END, { token: office, variables: { id: 'abc' } })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );

    expect((await call(END, { token: office, variables: { id: phoneSession?.id } })).data).toEqual({
      endSession: { success: true, message: 'Session ended' },
    });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(office)).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'SESSIONS_ENDED')));
    expect(audit?.details).toMatchObject({ endedSessionIds: [Number(phoneSession?.id)], userAgent: BROWSER });
  });

  it('ends all the other sessions at once, and only the officer’s', async () => {
    const office = await signInFrom('203.0.113.5');
    const phone = await signInFrom('198.51.100.9');
    const laptop = await signInFrom('198.51.100.10');
    const colleague = await signInFrom('192.0.2.1', 'title.ghmc', '9848000002');
    expect((await call(END_OTHERS, { token: office })).data).toEqual({
      endOtherSessions: { success: true, message: 'Other sessions ended' },
    });
    expect([
      await isSignedIn(office),
      await isSignedIn(phone),
      await isSignedIn(laptop),
      await isSignedIn(colleague),
    ]).toEqual([true, false, false, true]);
  });

  it('needs a session', async () => {
    expect((await call(MY_SESSIONS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call(END_OTHERS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
