import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import type { TDatabase } from '../db/database';
import { hashPassword } from '../modules/auth/password';
import { officers } from '../modules/officer/officer.table';
import type { TStorage } from '../modules/storage/storage-adapter';
import type { TClock } from '../platform/clock';
import { loadConfig } from '../platform/config';

/**
 * The simulated year's HTTP traffic (issue 57): officers who act through the server as the console does — the
 * real Fastify app on the simulation's database, clock and storage, driven by injection — signing in with their
 * password and the SMS code, writing their note and sending their decision through the GraphQL API, so the
 * resolvers' gates (role, jurisdiction, turn) and the orders the app's workflow issues are on the path.
 */
const PASSWORD = 'Simulated@2025';

type TAnswer = { data: Record<string, unknown> | null; errors?: { message: string }[] };

export type THttpOfficers = {
  /** The password hash to give the officers who act through HTTP. */
  passwordHash: string;
  /**
   * The commissioner-level decision through the API (a note, then updateApplicationStatus), signed in as the
   * officer: whether the server accepted it, and its refusal when not.
   */
  decide: (
    officer: { id: number; username: string; mobile: string },
    applicationId: number,
    status: 'ACCEPTED' | 'REJECTED' | 'SHOW_CAUSE_RAISED',
  ) => Promise<{ isAccepted: boolean; refusal: string | null }>;
  requests: () => number;
  close: () => Promise<void>;
};

export async function createHttpOfficers(deps: {
  db: TDatabase;
  clock: TClock;
  storage: TStorage;
}): Promise<THttpOfficers> {
  const storageDir = await mkdtemp(join(tmpdir(), 'anumati-simulated-http-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    STORAGE_DIR: storageDir,
    STORAGE_SECRET: 'anumati-simulated-year-storage-secret',
    // The simulation's clock jumps; the overload guard measures the real event loop, which a busy machine slows.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const app: FastifyInstance = await buildApp({ db: deps.db, config, clock: deps.clock, storage: deps.storage });
  let requests = 0;
  const graphql = async (query: string, variables: Record<string, unknown>, token?: string): Promise<TAnswer> => {
    requests += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: '127.0.0.1',
      payload: { query, variables },
    });
    return response.json() as TAnswer;
  };
  const signIn = async (officer: { id: number; username: string; mobile: string }) => {
    // The officer keeps their password current (the simulation's clock runs a year; passwords age).
    await deps.db.update(officers).set({ passwordChangedAt: deps.clock.now() }).where(eq(officers.id, officer.id));
    const login = await graphql(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, mobile: "") { challenge } }',
      { u: officer.username, p: PASSWORD },
    );
    const challenge = (login.data?.login as { challenge?: string } | undefined)?.challenge;
    if (!challenge) throw new Error(`sign-in of ${officer.username} refused: ${JSON.stringify(login.errors)}`);
    requests += 1;
    const sms = (await app.inject({ method: 'GET', url: '/api/dev/sms' })).json() as {
      data: { to: string; body: string }[];
    };
    const code = sms.data.find((message) => message.to === officer.mobile)?.body.match(/^(\d+)/)?.[1];
    if (!code) throw new Error(`no sign-in code sent to ${officer.username}`);
    const verified = await graphql(
      'mutation ($u: String!, $c: String!, $k: String!) { verifyOtp(username: $u, otpSecretKey: $c, challenge: $k) { accessToken } }',
      { u: officer.username, c: code, k: challenge },
    );
    const token = (verified.data?.verifyOtp as { accessToken?: string } | undefined)?.accessToken;
    if (!token) throw new Error(`sign-in of ${officer.username} not verified: ${JSON.stringify(verified.errors)}`);
    return token;
  };
  return {
    passwordHash: await hashPassword(PASSWORD),
    async decide(officer, applicationId, status) {
      const token = await signIn(officer).catch((error: unknown) => error);
      // An officer who cannot sign in (inactive: a staffing gap) is refused there.
      if (typeof token !== 'string') return { isAccepted: false, refusal: String(token) };
      const note = await graphql(
        'mutation ($id: ID!, $c: String!) { createComment(applicationId: $id, comment: $c) { id } }',
        { id: String(applicationId), c: `Decision ${status}: the simulated commissioner's note` },
        token,
      );
      const decided = note.errors
        ? note
        : await graphql(
            'mutation ($id: ID!, $s: String!, $r: String!) { updateApplicationStatus(applicationId: $id, status: $s, finalRemark: $r) { success status } }',
            { id: String(applicationId), s: status, r: `${status} as the simulated commissioner found` },
            token,
          );
      const refusal = decided.errors?.[0]?.message ?? null;
      return { isAccepted: refusal === null, refusal };
    },
    requests: () => requests,
    async close() {
      await app.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
