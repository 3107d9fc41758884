import type { TPublicOrder } from '@anumati/domain';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type TDatabaseHandle } from '../src/db/database';
import { applications } from '../src/modules/application/application.table';
import { SAVED_UNCONFIRMED } from '../src/modules/idempotency/idempotency';
import { applicationComments } from '../src/modules/notes/notes.table';
import { decisionOrders } from '../src/modules/orders/orders.table';
import { platformRequests } from '../src/modules/platform/platform.table';
import { schedulerRuns } from '../src/modules/scheduler/scheduler.table';
import { DEADLINES_RUN } from '../src/modules/deadlines/deadline-scheduler';
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
/** Starts server process N (1–3) again and answers its pid: the supervisor of the fault tests (scripts/with-cluster.sh). */
const START_SERVER = (process.env.CLUSTER_START_SERVER ?? '').split(' ').filter(Boolean);
/** Stop and start the PostgreSQL server (scripts/with-postgres.sh). */
const POSTGRES_STOP = process.env.POSTGRES_STOP ?? '';
const POSTGRES_START = process.env.POSTGRES_START ?? '';
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
/**
 * Whether a server process runs. A killed one stays in the process table as a zombie until its parent (init, as
 * the servers' starter has exited) reaps it, and signal 0 still reaches a zombie: its state in /proc tells.
 */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

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
    await vi.waitFor(() => expect(isAlive(PIDS[0] ?? 0)).toBe(false));
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

  it('ran one deadline run in the interval across the processes (issue 50 §5)', async () => {
    // Each process looked at start, at the same moment, and looks every minute since: one took the lock and ran,
    // the others found the run under way or done within the interval. The suite lasts less than an interval.
    await expectOneDeadlineRun();
  });
});

async function expectOneDeadlineRun() {
  const runs = await database.db
    .select()
    .from(schedulerRuns)
    .where(eq(schedulerRuns.name, DEADLINES_RUN))
    .orderBy(asc(schedulerRuns.startedAt), asc(schedulerRuns.id));
  expect(runs.map((run) => run.outcome)).toEqual(['DONE']);
}

/**
 * Issue 50, "How it is shown": faults under a steady, bounded stream of keyed writes through the proxy, half the
 * citizen platform's submissions (their own key record) and half an officer's notes (GraphQL with the console's
 * Idempotency-Key). Each write is sent as the console sends it: under one key, again after a 5xx or no answer,
 * until it is acknowledged. After each fault: every server process alive (or started again by the supervisor, for
 * the one killed), and the ledger of acknowledged writes equal to the database: 0 lost, 0 duplicated.
 */
describe('faults under a stream of keyed writes (issue 50)', () => {
  /** The processes now serving, by index (1–3): a killed or restarted one is replaced here. */
  const serving = [...PIDS];
  const CREATE_NOTE = `mutation ($applicationId: ID!, $comment: String!) {
    createComment(applicationId: $applicationId, comment: $comment) { id }
  }`;
  let officerToken = '';
  let noteApplicationId = 0;
  /** Applications made before the faults (the walks, the burst, the notes' file). */
  let applicationsBefore = 0;
  /** Every write of every fault: what the client was told, and how many of its attempts failed. */
  const ledger: { kind: 'submission' | 'note'; key: string; text: string; acknowledged: boolean }[] = [];
  const report: string[] = [];
  /** The failed attempts of the fault under way, by what the client got (an HTTP status, or no answer). */
  const failures = new Map<string, number>();
  const WRITE_PAUSE_MS = 250;

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(200);
    }
  }
  const status = (url: string) =>
    fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.status,
      () => 0,
    );
  function startServer(index: number): number {
    const [command = '', ...args] = START_SERVER;
    const pid = Number(execFileSync(command, [...args, String(index + 1)], { encoding: 'utf8' }).trim());
    serving[index] = pid;
    return pid;
  }

  /** One write as the console sends it: the same key until acknowledged. Answers the attempts that failed. */
  async function write(kind: 'submission' | 'note', label: string): Promise<number> {
    const key = `${label}-${randomUUID()}`;
    const entry = { kind, key, text: `Fault ${key}`, acknowledged: false };
    ledger.push(entry);
    let failed = 0;
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const answer =
        kind === 'submission'
          ? await submission(key).catch(() => null)
          : await call('/graphql', {
              headers: { authorization: `Bearer ${officerToken}`, 'idempotency-key': key },
              body: { query: CREATE_NOTE, variables: { applicationId: noteApplicationId, comment: entry.text } },
            }).catch(() => null);
      // A note's answer, or the server's word that it was saved though its answer was lost (an acknowledgment too:
      // the officer is told the note is there).
      const isSaved = (answer?.body.errors as { extensions?: { code?: string } }[] | undefined)?.some(
        (error) => error.extensions?.code === SAVED_UNCONFIRMED,
      );
      const isDone =
        answer !== null &&
        answer.status >= 200 &&
        answer.status < 300 &&
        (kind === 'submission' ||
          Boolean((answer.body.data as { createComment?: unknown } | null)?.createComment) ||
          isSaved === true);
      if (isDone) {
        entry.acknowledged = true;
        return failed;
      }
      failed += 1;
      const code = answer === null ? 'no answer' : String(answer.status);
      failures.set(code, (failures.get(code) ?? 0) + 1);
      await sleep(Math.min(250 * 2 ** Math.min(attempt, 3), 2_000));
    }
    return failed;
  }

  /** Runs `fault` while four clients write without pause; answers the attempts that failed meanwhile. */
  async function underStream(label: string, fault: () => Promise<void>): Promise<void> {
    let isStreaming = true;
    let failed = 0;
    let writes = 0;
    failures.clear();
    // A steady, bounded stream: each client writes about four times a second, under the officer's session rate
    // (SESSION_RATE_PER_MINUTE, 600), so that what fails is the fault's doing, not the budget's.
    const client = async (kind: 'submission' | 'note') => {
      while (isStreaming) {
        // Not `failed += await …`: that reads `failed` before the write, and the four clients' counts would be lost.
        const failedAttempts = await write(kind, label);
        failed += failedAttempts;
        writes += 1;
        await sleep(WRITE_PAUSE_MS);
      }
    };
    const clients = [client('submission'), client('note'), client('submission'), client('note')];
    await sleep(1_500);
    const started = Date.now();
    await fault();
    await sleep(1_500);
    isStreaming = false;
    await Promise.all(clients);
    const byCode = [...failures].map(([code, count]) => `${count} × ${code}`).join(', ');
    report.push(
      `${label}: ${writes} writes, ${failed} failed attempts (retried)${byCode ? ` [${byCode}]` : ''}, ${Date.now() - started} ms`,
    );
    for (const [index, pid] of serving.entries()) expect(isAlive(pid), `server ${index + 1} alive`).toBe(true);
    await expectLedgerMatchesDatabase();
  }

  async function expectLedgerMatchesDatabase() {
    const submissions = ledger.filter((entry) => entry.kind === 'submission');
    const stored = new Map<string, number>();
    for (const row of await database.db
      .select({ key: platformRequests.idempotencyKey })
      .from(platformRequests)
      .where(
        inArray(
          platformRequests.idempotencyKey,
          submissions.map((entry) => entry.key),
        ),
      )) {
      stored.set(row.key, (stored.get(row.key) ?? 0) + 1);
    }
    const notes = ledger.filter((entry) => entry.kind === 'note');
    const written = new Map<string, number>();
    for (const row of await database.db
      .select({ text: applicationComments.comment })
      .from(applicationComments)
      .where(
        inArray(
          applicationComments.comment,
          notes.map((entry) => entry.text),
        ),
      )) {
      written.set(row.text, (written.get(row.text) ?? 0) + 1);
    }
    const countOf = (entry: (typeof ledger)[number]) =>
      (entry.kind === 'submission' ? stored.get(entry.key) : written.get(entry.text)) ?? 0;
    const lost = ledger.filter((entry) => entry.acknowledged && countOf(entry) === 0);
    const duplicated = ledger.filter((entry) => countOf(entry) > 1);
    expect(
      lost.map((entry) => `${entry.kind} ${entry.key}`),
      'acknowledged, not in the database',
    ).toEqual([]);
    expect(
      duplicated.map((entry) => `${entry.kind} ${entry.key}`),
      'in the database twice',
    ).toEqual([]);
    // A submission makes one application and one key record in one transaction: none made twice either.
    const made = await database.db.select({ id: applications.id }).from(applications);
    expect(made.length).toBe(applicationsBefore + stored.size);
  }

  beforeAll(async () => {
    expect(START_SERVER.length).toBeGreaterThan(0);
    // The burst above killed the first process: its supervisor starts it again.
    if (!isAlive(serving[0] ?? 0)) startServer(0);
    for (const url of SERVERS) await until(async () => (await status(`${url}/health/ready`)) === 200, `${url} ready`);
    officerToken = (await signIn('site', MOBILE)).token;
    const target = await submission('fault-target');
    noteApplicationId = (target.body.data as { id: number }).id;
    applicationsBefore = (await database.db.select({ id: applications.id }).from(applications)).length;
  });

  afterAll(() => {
    console.log(`faults (failed attempts are those the clients sent again):\n  ${report.join('\n  ')}`);
  });

  it('(a) kill -9 of one server: the others serve, the proxy and the clients send its requests again', async () => {
    await underStream('fault-kill', async () => {
      process.kill(serving[1] ?? 0, 'SIGKILL');
      await until(() => !isAlive(serving[1] ?? 0), 'the killed server gone');
      await sleep(3_000);
      // The supervisor (compose's restart policy, systemd) starts it again.
      startServer(1);
      await until(async () => (await status(`${SERVERS[1]}/health/ready`)) === 200, 'the restarted server ready');
    });
  });

  it('(b) PostgreSQL stopped for 20 s: every server lives, readiness follows the database, live stays 200', async () => {
    let readyAgainAfterMs = -1;
    await underStream('fault-postgres', async () => {
      execFileSync(POSTGRES_STOP);
      const stoppedAt = Date.now();
      const readiness = new Set<number>();
      const liveness = new Set<number>();
      while (Date.now() - stoppedAt < 20_000) {
        readiness.add(await status(`${SERVERS[2]}/health/ready`));
        liveness.add(await status(`${SERVERS[2]}/health/live`));
        await sleep(1_000);
      }
      execFileSync(POSTGRES_START);
      const startedAt = Date.now();
      await until(async () => (await status(`${SERVERS[2]}/health/ready`)) === 200, 'ready after the database');
      readyAgainAfterMs = Date.now() - startedAt;
      expect([...readiness]).toEqual([503]);
      expect([...liveness]).toEqual([200]);
    });
    report.push(
      `fault-postgres: /health/ready 200 again ${readyAgainAfterMs} ms after PostgreSQL was back (goal ≤ 5000)`,
    );
  });

  it('(c) every database session terminated from SQL: every server lives and serves again', async () => {
    await underStream('fault-terminate', async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ ended: number }>(
          `select count(*)::int as ended from (select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend') as t`,
        );
        expect(rows[0]?.ended ?? 0).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      for (const url of SERVERS) await until(async () => (await status(`${url}/health/ready`)) === 200, `${url} ready`);
    });
  });

  it('(d) a table lock held 30 s: writes wait at most the lock timeout and are sent again; the probes answer', async () => {
    await underStream('fault-lock', async () => {
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table applications in access exclusive mode');
        const lockedAt = Date.now();
        const readiness = new Set<number>();
        while (Date.now() - lockedAt < 30_000) {
          readiness.add(await status(`${SERVERS[0]}/health/ready`));
          await sleep(1_000);
        }
        await holder.query('commit');
        expect([...readiness]).toEqual([200]);
      } finally {
        await holder.end();
      }
    });
  });

  it('(e) a rolling restart of the three servers loses and fails no request', async () => {
    const before = report.length;
    await underStream('fault-rolling', async () => {
      for (const [index, url] of SERVERS.entries()) {
        const pid = serving[index] ?? 0;
        process.kill(pid, 'SIGTERM');
        await until(() => !isAlive(pid), `server ${index + 1} stopped`, 60_000);
        startServer(index);
        await until(async () => (await status(`${url}/health/ready`)) === 200, `server ${index + 1} ready`);
        // nginx takes a replica that failed a request out for fail_timeout (5 s): the next one stops after it.
        await sleep(6_000);
      }
    });
    expect(report[before]).toMatch(/, 0 failed attempts/);
  });

  it('still ran one deadline run in the interval, whatever restarted (issue 50 §5)', async () => {
    await expectOneDeadlineRun();
  });
});
