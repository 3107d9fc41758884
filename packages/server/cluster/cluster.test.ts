import type { TPublicOrder } from '@anumati/domain';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type TDatabaseHandle } from '../src/db/database';
import { applications } from '../src/modules/application/application.table';
import { decisionOrders } from '../src/modules/orders/orders.table';
import { platformRequests } from '../src/modules/platform/platform.table';
import { schedulerRuns } from '../src/modules/scheduler/scheduler.table';
import { DEADLINES_RUN } from '../src/modules/workflow/deadline-scheduler';
import { createJurisdiction, createOfficer, FIXTURE_PASSWORD } from '../src/testing/fixtures';
import { platformSubmission } from '../src/testing/platform-submission';
import type { TGraphqlAnswer } from '../src/testing/test-app';
import { SUBMIT_FORM_ANSWERS_MUTATION, walkToAcceptance, type TWalk } from '../src/testing/walk-to-acceptance';

/**
 * Issue 20 §5, run by scripts/with-cluster.sh: three server processes behind nginx on one PostgreSQL. Every
 * request goes through the proxy; X-Upstream (added by the script's proxy) says which process answered.
 */
const PROXY = process.env.CLUSTER_URL ?? '';
const SERVERS = (process.env.CLUSTER_SERVER_URLS ?? '').split(' ').filter(Boolean);
const PIDS = (process.env.CLUSTER_SERVER_PIDS ?? '').split(' ').filter(Boolean).map(Number);
const PLATFORM_KEY = process.env.CLUSTER_PLATFORM_KEY ?? 'cluster-platform-key-0123456789';
const BURST = 60;
const MOBILE = '9100000051';
/** The officers a registration is routed to (site inspection L1 and L2, the decision), with their phones. */
const REGISTRATION_TEAM = [
  { username: 'site', mobile: MOBILE },
  { username: 'tpso', mobile: '9100000052' },
  { username: 'commissioner', mobile: '9100000053' },
] as const;

let database: TDatabaseHandle;
let ulbName: string;
let failedAttempts = 0;
const officerIds = new Map<string, number>();
/** Which process answered the latest request through the proxy. */
let lastUpstream = '';

type TAnswer = { status: number; upstream: string; body: Record<string, unknown> };

async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> }) {
  const response = await fetch(`${PROXY}${path}`, {
    method: init.method ?? 'POST',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  lastUpstream = response.headers.get('x-upstream') ?? '';
  return {
    status: response.status,
    upstream: lastUpstream,
    body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
  } satisfies TAnswer;
}

const graphql = (query: string, variables: Record<string, unknown>, token?: string) =>
  call('/graphql', { body: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });

const submission = (key: string) =>
  call('/api/platform/v1/applications', {
    headers: { authorization: `Bearer ${PLATFORM_KEY}`, 'idempotency-key': key },
    body: {
      applicationType: 'SELF CERTIFICATION',
      approvalFor: 'BUILDING',
      ulbName,
      applicant: {
        applicantType: 'INDIVIDUAL',
        applicantName: 'Lakshmi Reddy',
        mobile: '9848012345',
        contactAddress: 'Madhapur',
      },
      plot: {
        plotAddress: `Plot ${key}, Madhapur`,
        geoCoordinates: [
          [17.44, 78.39],
          [17.44, 78.3902],
          [17.4402, 78.3902],
          [17.4402, 78.39],
        ],
        actualPlotArea: 180,
        plotAreaAsPerDocument: 180,
        netPlotArea: 180,
        front: { plotWidth: 12, roadWidth: 9 },
        rear: { plotWidth: 12, roadWidth: 9 },
        side1: { plotWidth: 12, roadWidth: 9 },
        side2: { plotWidth: 12, roadWidth: 9 },
      },
      building: { purposeOfBuilding: 'Residential', noOfFloors: 2, heightInMetres: 7, totalBuiltUpArea: 220 },
    },
  });

const officerGet = (path: string, token: string) =>
  call(path, { method: 'GET', headers: { authorization: `Bearer ${token}` } });

/**
 * Signs an officer in through the proxy in its two steps. The demo outbox is the process's own: the code is read
 * on the process that sent it, not through the proxy.
 */
async function signIn(username: string, mobile: string) {
  const login = await graphql(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, mobile: "") { challenge } }',
    { u: username, p: FIXTURE_PASSWORD },
  );
  const challenge = (login.body.data as { login: { challenge: string } }).login.challenge;
  const outbox = (await (await fetch(`http://${login.upstream}/api/dev/sms`)).json()) as {
    data: { to: string; body: string }[];
  };
  const code = outbox.data.find((sms) => sms.to === mobile)?.body.match(/^(\d+)/)?.[1] ?? '';
  const verified = await graphql(
    'mutation ($u: String!, $c: String!, $k: String!) { verifyOtp(username: $u, otpSecretKey: $c, challenge: $k) { accessToken } }',
    { u: username, c: code, k: challenge },
  );
  const token = (verified.body.data as { verifyOtp: { accessToken: string } }).verifyOtp.accessToken;
  return { token, login, verified };
}

/**
 * Sends a read-only request through the proxy until every process has answered it; the answers by process
 * (X-Upstream, host:port).
 */
async function fromEveryProcess(read: () => Promise<TAnswer>): Promise<Map<string, TAnswer>> {
  const answers = new Map<string, TAnswer>();
  for (let tries = 0; answers.size < SERVERS.length && tries < 4 * SERVERS.length; tries += 1) {
    const answer = await read();
    answers.set(answer.upstream, answer);
  }
  expect([...answers.keys()].sort()).toEqual(SERVERS.map((url) => new URL(url).host).sort());
  return answers;
}

/** Submits until the platform's submission is acknowledged (201), always under the same Idempotency-Key. */
async function submitUntilAcknowledged(key: string): Promise<number> {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const answer = await submission(key).catch(() => null);
    // 201 the first time, the stored answer again for a key already handled.
    if (answer && answer.status >= 200 && answer.status < 300) return (answer.body.data as { id: number }).id;
    failedAttempts += 1;
  }
  throw new Error(`submission ${key} never acknowledged`);
}

beforeAll(async () => {
  expect(PROXY).not.toBe('');
  expect(SERVERS).toHaveLength(3);
  database = await openPostgres(process.env.DATABASE_URL ?? '', { migrate: false });
  const jurisdiction = await createJurisdiction(database.db);
  ulbName = jurisdiction.ulb.name;
  for (const [username, role] of [
    ['site', 'Site Inspector'],
    ['title', 'Title Inspector'],
    ['tech', 'Technical Scrutiny Officer'],
    ['tpso', 'TPSO OFFICER'],
    ['commissioner', 'Municipal Commissioner'],
  ] as const) {
    const mobile = REGISTRATION_TEAM.find((member) => member.username === username)?.mobile;
    officerIds.set(username, (await createOfficer(database.db, { username, role, jurisdiction, mobile })).id);
  }
});
afterAll(() => database.close());

describe('three processes behind a proxy, one PostgreSQL', () => {
  it('a submission, a sign-in in two steps and the inbox each land on another process and agree', async () => {
    const submitted = await submission('walk-0001');
    expect(submitted.status).toBe(201);
    const { token, login, verified } = await signIn('site', MOBILE);
    const inbox = await graphql(
      'query { applicationsByDateAndTypeFilter(filter: REVIEW) { totalCount records { applicationIdentifier } } }',
      {},
      token,
    );
    const records = (
      inbox.body.data as { applicationsByDateAndTypeFilter: { records: { applicationIdentifier: string }[] } }
    ).applicationsByDateAndTypeFilter.records;
    expect(records.map((record) => record.applicationIdentifier)).toContain(
      (submitted.body.data as { applicationIdentifier: string }).applicationIdentifier,
    );
    // Round robin: four consecutive requests, and no two in a row on one process.
    const path = [submitted.upstream, login.upstream, verified.upstream, inbox.upstream];
    expect(new Set(path).size).toBeGreaterThanOrEqual(2);
    for (let step = 1; step < path.length; step += 1) expect(path[step]).not.toBe(path[step - 1]);
  });

  it('walks a registration from the submission to its approval, each step on another process, and every process agrees', async () => {
    // The shortest kind to an approval (docs/WORKFLOW.md): the site inspector submits, the planning officer
    // recommends, the commissioner accepts.
    const tokens = new Map<number, string>();
    for (const { username, mobile } of REGISTRATION_TEAM) {
      tokens.set(officerIds.get(username) ?? 0, (await signIn(username, mobile)).token);
    }
    const commissionerToken = tokens.get(officerIds.get('commissioner') ?? 0) ?? '';
    const submitted = await call('/api/platform/v1/applications', {
      headers: { authorization: `Bearer ${PLATFORM_KEY}`, 'idempotency-key': 'walk-registration' },
      body: platformSubmission('REGISTRATION', { ulbName, idempotencyKey: 'walk-registration' }),
    });
    expect(submitted.status).toBe(201);
    const { id: applicationId, applicationIdentifier } = submitted.body.data as {
      id: number;
      applicationIdentifier: string;
    };
    /** The process that took each step: the submission, then each officer's transition. */
    const steps = [submitted.upstream];
    const walk: TWalk = {
      db: database.db,
      graphql: async <TData>(query: string, variables: Record<string, unknown>, token: string) => {
        const answer = await graphql(query, variables, token);
        if (query === SUBMIT_FORM_ANSWERS_MUTATION) steps.push(answer.upstream);
        return answer.body as TGraphqlAnswer<TData>;
      },
      tokens,
      payFee: () => Promise.reject(new Error('a registration pays no fee before its decision')),
      // nginx's round robin gives no two consecutive requests to one process, but the requests between two
      // steps (notes, options, sign-ins) are not always a multiple of three: the officer's options (read-only)
      // are asked again until the previous step's process answers them, so that the transition goes to the next
      // one. The proxy stays as deployed (deploy/nginx.conf): no test-only route pins a process.
      beforeTransition: async (askAgain) => {
        const previous = steps.at(-1);
        for (let tries = 0; lastUpstream !== previous && tries < 2 * SERVERS.length; tries += 1) await askAgain();
        expect(lastUpstream).toBe(previous);
      },
    };
    expect(await walkToAcceptance(walk, applicationId)).toEqual([
      'VERIFICATION_UNDER_PROGRESS',
      'VERIFICATION_UNDER_PROGRESS',
      'PROCEEDINGS_IN_PROGRESS',
      'ACCEPTED',
    ]);

    console.log(`walk: submission, site, planning officer, decision on ${steps.join(' > ')}`);
    // (a) Four steps, each on another process than the one before, and all three processes took one.
    expect(steps).toHaveLength(4);
    for (let step = 1; step < steps.length; step += 1) expect(steps[step]).not.toBe(steps[step - 1]);
    expect(new Set(steps).size).toBe(SERVERS.length);

    // (b) Every process reads the same decision: the status, the one order it issued, and its public check.
    const statuses = await fromEveryProcess(() =>
      graphql('query ($id: ID!) { officersApplication(id: $id) { status } }', { id: applicationId }, commissionerToken),
    );
    for (const answer of statuses.values()) {
      expect(answer.body.data).toEqual({ officersApplication: { status: 'ACCEPTED' } });
    }
    const issued = await database.db
      .select()
      .from(decisionOrders)
      .where(eq(decisionOrders.applicationId, applicationId));
    expect(issued.map((order) => order.kind)).toEqual(['PERMIT']);
    const number = issued[0]?.number ?? '';
    const certificates = await fromEveryProcess(() =>
      officerGet(`/api/v1/applications/${applicationId}/certificates`, commissionerToken),
    );
    for (const answer of certificates.values()) {
      const listed = (answer.body.data as { certificates: Record<string, string> }).certificates;
      expect(Object.keys(listed)).toEqual([expect.stringContaining(number)]);
    }
    const checks = await fromEveryProcess(() => call(`/api/public/orders/${number}`, { method: 'GET' }));
    for (const answer of checks.values()) {
      expect(answer.status).toBe(200);
      const { pdfUrl, ...order } = answer.body.data as TPublicOrder;
      // The link is signed at the moment of asking; everything else is the order as issued.
      expect(order).toEqual({
        number,
        title: issued[0]?.title,
        kind: 'PERMIT',
        applicationIdentifier,
        ulbName,
        issuedAt: issued[0]?.issuedAt.toISOString(),
        issuedBy: { name: 'Test commissioner', designation: 'Municipal Commissioner' },
        sha256: issued[0]?.sha256,
      });
      // The PDF opens through the proxy whichever process stored it (one storage shared by the processes).
      const pdf = await fetch(`${PROXY}${pdfUrl}`);
      expect(pdf.status).toBe(200);
      expect(
        createHash('sha256')
          .update(Buffer.from(await pdf.arrayBuffer()))
          .digest('hex'),
      ).toBe(order.sha256);
    }
  });

  it('loses no acknowledged submission and makes none twice when a process is killed in the middle of a burst', async () => {
    const keys = Array.from({ length: BURST }, (_, index) => `burst-${String(index).padStart(4, '0')}`);
    const ids: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next] ?? '';
        next += 1;
        ids.push(await submitUntilAcknowledged(key));
        if (ids.length === BURST / 3) process.kill(PIDS[0] ?? 0, 'SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    // The first process is gone: the rest of the burst went to the other two.
    expect(() => process.kill(PIDS[0] ?? 0, 0)).toThrow();
    console.log(`burst: ${BURST} submissions acknowledged, ${failedAttempts} attempts failed and were retried`);

    expect(new Set(ids).size).toBe(BURST);
    const stored = await database.db
      .select({ key: platformRequests.idempotencyKey })
      .from(platformRequests)
      .where(like(platformRequests.idempotencyKey, 'burst-%'));
    expect(stored).toHaveLength(BURST);
    const made = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.id, ids));
    expect(made).toHaveLength(BURST);
    // The two walks' and the burst's: nothing else was made.
    expect(await database.db.select({ id: applications.id }).from(applications)).toHaveLength(BURST + 2);
  });

  it('ran one deadline run at a time across the processes', async () => {
    // Each process ran the deadlines at start, at the same moment: one took the lock, the others skipped.
    const runs = await database.db
      .select()
      .from(schedulerRuns)
      .where(eq(schedulerRuns.name, DEADLINES_RUN))
      .orderBy(asc(schedulerRuns.startedAt), asc(schedulerRuns.id));
    expect(runs.length).toBeGreaterThanOrEqual(1);
    for (const [index, run] of runs.entries()) {
      expect(run.outcome).toBe('DONE');
      const previous = runs[index - 1];
      if (previous?.finishedAt) expect(run.startedAt.getTime()).toBeGreaterThanOrEqual(previous.finishedAt.getTime());
    }
  });
});
