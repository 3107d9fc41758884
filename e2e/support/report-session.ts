import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, latestCode } from './officer-session';

type TSession = { accessToken: string; firstName: string; lastName: string; id: string };

/**
 * Signs an officer in through the API (password, then the SMS code) and opens a page of the console with that
 * session, as the console keeps it (session storage). Several browser tests sign the chasing cell in at once:
 * when another test's newer code won the race, the sign-in is simply tried again.
 */
export async function openAs(page: Page, username: string, path: string): Promise<void> {
  const graphql = async <TData>(query: string, variables: Record<string, unknown>) =>
    (await (await page.request.post('/graphql', { data: { query, variables } })).json()) as { data: TData | null };
  let session: TSession | undefined;
  for (let attempt = 0; attempt < 5 && !session; attempt += 1) {
    const login = await graphql<{ login: { challenge: string } }>(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, mobile: "") { challenge } }',
      { u: username, p: DEMO_PASSWORD },
    );
    const answer = await graphql<{ verifyOtp: TSession }>(
      'mutation ($u: String!, $c: String!, $k: String!) { verifyOtp(username: $u, otpSecretKey: $c, challenge: $k) { id accessToken firstName lastName } }',
      { u: username, c: await latestCode(page.request, username), k: login.data?.login.challenge ?? '' },
    );
    session = answer.data?.verifyOtp;
  }
  if (!session) throw new Error(`${username} could not sign in`);
  await page.addInitScript((stored: TSession) => {
    for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    // The inbox's once-a-session penalty alert has been read.
    sessionStorage.setItem('penaltyAlertShown', 'yes');
  }, session);
  await page.goto(path);
}
