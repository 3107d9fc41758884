import { asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type TDatabaseHandle } from '../src/db/database';
import { applications } from '../src/modules/application/application.table';
import { platformRequests } from '../src/modules/platform/platform.table';
import { schedulerRuns } from '../src/modules/scheduler/scheduler.table';
import { DEADLINES_RUN } from '../src/modules/workflow/deadline-scheduler';
import { createJurisdiction, createOfficer, FIXTURE_PASSWORD } from '../src/testing/fixtures';

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

let database: TDatabaseHandle;
let ulbName: string;
let failedAttempts = 0;

type TAnswer = { status: number; upstream: string; body: Record<string, unknown> };

async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> }) {
  const response = await fetch(`${PROXY}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream') ?? '',
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
  await createOfficer(database.db, { username: 'site', role: 'Site Inspector', jurisdiction, mobile: MOBILE });
  await createOfficer(database.db, { username: 'title', role: 'Title Inspector', jurisdiction });
  await createOfficer(database.db, { username: 'tech', role: 'Technical Scrutiny Officer', jurisdiction });
});
afterAll(() => database.close());

describe('three processes behind a proxy, one PostgreSQL', () => {
  it('a submission, a sign-in in two steps and the inbox each land on another process and agree', async () => {
    const submitted = await submission('walk-0001');
    expect(submitted.status).toBe(201);
    const login = await graphql(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, mobile: "") { challenge } }',
      { u: 'site', p: FIXTURE_PASSWORD },
    );
    const challenge = (login.body.data as { login: { challenge: string } }).login.challenge;
    // The demo outbox is the process's own: read it on the process that sent the code, not through the proxy.
    const outbox = (await (await fetch(`http://${login.upstream}/api/dev/sms`)).json()) as {
      data: { to: string; body: string }[];
    };
    const code = outbox.data.find((sms) => sms.to === MOBILE)?.body.match(/^(\d+)/)?.[1] ?? '';
    const verified = await graphql(
      'mutation ($u: String!, $c: String!, $k: String!) { verifyOtp(username: $u, otpSecretKey: $c, challenge: $k) { accessToken } }',
      { u: 'site', c: code, k: challenge },
    );
    const token = (verified.body.data as { verifyOtp: { accessToken: string } }).verifyOtp.accessToken;
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
    // The walk's one and the burst's: nothing else was made.
    expect(await database.db.select({ id: applications.id }).from(applications)).toHaveLength(BURST + 1);
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
