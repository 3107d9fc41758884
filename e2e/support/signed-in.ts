import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, latestCode, withSignInTurn } from './officer-session';

type TSession = { accessToken: string; firstName: string; lastName: string; id: string };

/**
 * The sessions this test worker has opened, by officer. An officer may hold several sessions at once and only a
 * password change ends them all (auth.spec.ts's own officer), so each worker signs each demo officer in once and
 * every later test reuses that session: a sign-in through the screens took 2–4 s, 71 times a run. The sign-in
 * screens themselves are tested by auth.spec.ts, which signs in through them (officer-session.ts's signIn).
 */
const sessions = new Map<string, Promise<TSession>>();

/** Signs in through the API (password, then the SMS code), as the console does. */
async function signInByApi(request: APIRequestContext, username: string): Promise<TSession> {
  const graphql = async <TData>(query: string, variables: Record<string, unknown>) =>
    (await (await request.post('/graphql', { data: { query, variables } })).json()) as { data: TData | null };
  // A test signing the same officer in through the screens without taking the turn (auth.spec.ts's wrong codes)
  // may void this code with a newer one: the sign-in is then simply tried again.
  const session = await withSignInTurn(username, async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const login = await graphql<{ login: { challenge: string } }>(
        'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, mobile: "") { challenge } }',
        { u: username, p: DEMO_PASSWORD },
      );
      const answer = await graphql<{ verifyOtp: TSession }>(
        'mutation ($u: String!, $c: String!, $k: String!) { verifyOtp(username: $u, otpSecretKey: $c, challenge: $k) { id accessToken firstName lastName } }',
        { u: username, c: await latestCode(request, username), k: login.data?.login.challenge ?? '' },
      );
      if (answer.data) return answer.data.verifyOtp;
    }
    return undefined;
  });
  if (!session) throw new Error(`${username} could not sign in`);
  return session;
}

function officerSession(request: APIRequestContext, username: string): Promise<TSession> {
  let session = sessions.get(username);
  if (!session) {
    session = signInByApi(request, username);
    // A failed sign-in is not kept: the next test signs in again.
    session.catch(() => sessions.delete(username));
    sessions.set(username, session);
  }
  return session;
}

/**
 * Opens a page of the console as `username`, with the worker's session for that officer stored as the console
 * stores it (session storage, packages/web/src/shared/session/session-storage.ts) before the console's scripts run.
 * The inbox's once-a-session penalty alert is marked as read (inbox.spec.ts tests it after a sign-in).
 */
export async function openAs(page: Page, username: string, path: string): Promise<void> {
  const session = await officerSession(page.request, username);
  await page.addInitScript((stored: TSession) => {
    for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('penaltyAlertShown', 'yes');
  }, session);
  await page.goto(path);
}

/** Where a sign-in through the screens leaves the officer: their landing page (the inbox, or the summary report). */
export async function openSignedIn(page: Page, username: string): Promise<void> {
  await openAs(page, username, '/');
  await expect(page.getByRole('heading', { name: /^(Post Verification|Analytics for Summary Report)$/ })).toBeVisible();
}
