import {
  addIndiaDays,
  DELAY_BANDS,
  indiaDay,
  SHORTFALL_ANSWER_WITHIN_DAYS,
  STAGE_KEYS,
  startOfIndiaDay,
} from '@anumati/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-officers';
import { seedDemoData } from '../../seed/seed';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { createLocalStorage } from '../storage/local-storage';
import { createDeadlineScheduler } from '../deadlines/deadline-scheduler';
import { createWorkflowService } from '../workflow/workflow.service';
import { findDelayBands, findDelayedFiles, findDelayingOfficers } from './officer-delays.repository';
import {
  fillMissingDecisionCounts,
  rebuildDecisionCounts,
  rebuildReportCounts,
} from '../workflow/report-counts.repository';
import {
  readHeldPastDueCounts,
  readTurnDelays,
  rebuildTurnDelays,
  sweepTurnDelays,
} from '../workflow/turn-delays.repository';
import { countAllApplications } from './reports.repository';
import { decisionCounts, reportCounts, turnDelays } from './reports.table';
import { DEMO_LOAD_TIME_LIMIT_MS } from '../../testing/demo-load-time-limit';

const DAY = 24 * 60 * 60 * 1000;
let t: TTestApp;
let chasingToken: string;
let storageFolder: string;

/** The summary table as counts per month, ULB, type and status, zero rows aside, in one order. */
async function summaryTable() {
  const rows = await t.database.db.select().from(reportCounts);
  return rows
    .filter((row) => row.count !== 0)
    .map((row) => `${row.month}|${row.ulbId}|${row.applicationType}|${row.status}=${row.count}`)
    .sort();
}

/** The decision counts per India day, ULB and type, zero rows aside, in one order. */
async function decisionTable() {
  const rows = await t.database.db.select().from(decisionCounts);
  return rows
    .filter((row) => row.decided !== 0 || row.daysTaken !== 0 || row.inTime !== 0)
    .map((row) => `${row.decidedDay}|${row.ulbId}|${row.applicationType}=${row.decided}/${row.daysTaken}/${row.inTime}`)
    .sort();
}

/** The kept decision counts equal counts made again from the applications now. */
async function expectDecisionCountsEqualRebuilt() {
  const kept = await decisionTable();
  await rebuildDecisionCounts(t.database.db);
  expect(kept).toEqual(await decisionTable());
  expect(kept.length).toBeGreaterThan(0);
}

async function freshCount() {
  const rows = await countAllApplications(t.database.db);
  return rows.map((row) => `${row.month}|${row.ulbId}|${row.applicationType}|${row.status}=${row.count}`).sort();
}

async function signInDemo(username: string) {
  const login = await t.graphql<{ login: { challenge: string } }>(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, mobile: "") { challenge } }',
    { u: username, p: DEMO_PASSWORD },
  );
  const sms = await t.latestSms();
  const code = sms.find((message) => message.body.includes(` for ${username}.`))?.body.slice(0, 4) ?? '';
  const answer = await t.graphql<{ verifyOtp: { accessToken: string } }>(
    'mutation ($u: String!, $c: String!, $k: String!) { verifyOtp(username: $u, otpSecretKey: $c, challenge: $k) { accessToken } }',
    { u: username, c: code, k: login.data?.login.challenge ?? '' },
  );
  return answer.data?.verifyOtp.accessToken ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo data goes through the platform service and the workflow engine, in every status, the engine keeping
  // the read models at every transition as it does online.
  storageFolder = await mkdtemp(join(tmpdir(), 'anumati-report-storage-'));
  const storage = createLocalStorage({
    directory: storageFolder,
    secret: 'report-test-secret-0123',
    clock: t.clock,
    linkTtlSeconds: 900,
  });
  await seedDemoData(t.database.db, { now: t.clock.now(), applications: 60, storage, keepsReadModels: true });
  chasingToken = await signInDemo('chasing.cell');
}, DEMO_LOAD_TIME_LIMIT_MS);
afterAll(async () => {
  await t.close();
  await rm(storageFolder, { recursive: true, force: true });
});

/** The read model without when each row was computed: what a rebuild must give again. */
async function keptTurnDelays() {
  return (await readTurnDelays(t.database.db)).map(({ computedAt: _computedAt, ...figures }) => figures);
}

/** The kept read model equals one rebuilt from the source tables now; the table is the rebuilt one after. */
async function expectKeptEqualsRebuilt() {
  const kept = await keptTurnDelays();
  const keptCounts = await readHeldPastDueCounts(t.database.db);
  await rebuildTurnDelays(t.database.db, t.clock.now());
  const rebuilt = await keptTurnDelays();
  expect(kept.length).toBeGreaterThan(50);
  expect(kept).toEqual(rebuilt);
  expect(keptCounts).toEqual(await readHeldPastDueCounts(t.database.db));
  expect(keptCounts.length).toBeGreaterThan(0);
}

const scheduler = () =>
  createDeadlineScheduler({
    db: t.database.db,
    clock: t.clock,
    workflow: createWorkflowService({ db: t.database.db, clock: t.clock, orders: null }),
  });

describe('the turn delays the workflow and the scheduler keep (issue 14)', () => {
  it('equal a rebuild from the source tables after the demo’s transitions and the seed’s sweep', async () => {
    await expectKeptEqualsRebuilt();
    expect((await keptTurnDelays()).some((row) => row.isOpen && row.daysDelayed > 0)).toBe(true);
  });

  it('follow the clock through the scheduler’s runs: turns fall late with time alone, files are deemed', async () => {
    const held = async () => (await keptTurnDelays()).filter((row) => row.isOpen && row.daysDelayed > 0);
    for (const hours of [5, 13, 3 * 24 + 2, 11 * 24]) {
      const before = await held();
      t.clock.advance(hours * 60 * 60 * 1000);
      await scheduler().runOnce();
      const after = await held();
      // Time alone only adds to the delays of the turns still held.
      for (const row of after) {
        const earlier = before.find((candidate) => candidate.turnId === row.turnId);
        expect(row.daysDelayed).toBeGreaterThanOrEqual(earlier?.daysDelayed ?? 0);
      }
      await expectKeptEqualsRebuilt();
    }
  });
});

describe('the scheduler’s sweep of the turn delays', () => {
  const HOUR = 60 * 60 * 1000;
  /** `hours` after the start of the India day `days` after the clock's. */
  const indiaTime = (days: number, hours: number) =>
    new Date(startOfIndiaDay(addIndiaDays(indiaDay(t.clock.now()), days)).getTime() + hours * HOUR);

  it('writes only the open turns whose delay band moved: none again the same India day', async () => {
    // The sweep alone (the scheduler's run also deems, escalates and hands over, which write their files' turns).
    const sweep = () => sweepTurnDelays(t.database.db, t.clock.now());
    t.clock.set(indiaTime(1, 12));
    await sweep();
    const before = await readTurnDelays(t.database.db);
    // Later the same day no band has moved: nothing is written.
    t.clock.set(indiaTime(0, 23.5));
    expect(await sweep()).toEqual({ refreshed: 0, added: 0 });
    expect(await readTurnDelays(t.database.db)).toEqual(before);
    // Eight India days later: the turns whose band moved, and only they, are written again.
    t.clock.set(indiaTime(8, 0.5));
    const sweptAt = t.clock.now().getTime();
    await sweep();
    const after = await readTurnDelays(t.database.db);
    const bandBefore = new Map(before.map((row) => [row.turnId, row.delayBand]));
    const written = after.filter((row) => row.computedAt.getTime() === sweptAt).map((row) => row.turnId);
    const moved = after.filter((row) => row.isOpen && bandBefore.get(row.turnId) !== row.delayBand);
    expect(moved.length).toBeGreaterThan(0);
    expect(written.sort()).toEqual(moved.map((row) => row.turnId).sort());
    expect(after.filter((row) => row.isOpen && row.daysDelayed > 0).length).toBeGreaterThan(moved.length);
    await expectKeptEqualsRebuilt();
  });

  it('finds an open turn recorded in the wrong band and writes it again', async () => {
    const [late] = (await keptTurnDelays()).filter((row) => row.isOpen && row.daysDelayed > 0);
    if (late === undefined || late.delayBand === null) throw new Error('no late open turn to watch');
    // Recorded in the next band (still late, so the held-past-due counts stay as they are).
    const wrongBand = (late.delayBand + 1) % DELAY_BANDS.length;
    await t.database.db
      .update(turnDelays)
      .set({ daysDelayed: DELAY_BANDS[wrongBand]?.minDays ?? 1, delayBand: wrongBand })
      .where(eq(turnDelays.turnId, late.turnId));
    await scheduler().runOnce();
    const swept = (await keptTurnDelays()).find((row) => row.turnId === late.turnId);
    expect([swept?.daysDelayed, swept?.delayBand]).toEqual([late.daysDelayed, late.delayBand]);
    await expectKeptEqualsRebuilt();
  });

  it('has the reports count an open turn’s days as they read, never behind the clock', async () => {
    const criteria = { ulbIds: null, applicationTypes: null, stages: null, from: null, to: null };
    const longest = async () => {
      const [first] = await findDelayedFiles(
        t.database.db,
        { ...criteria, now: t.clock.now() },
        { limit: 1, offset: 0 },
      );
      return first?.days_delayed ?? 0;
    };
    const today = await longest();
    expect(today).toBeGreaterThan(0);
    // Two India days on, with no sweep since: the longest delay still held is two days longer.
    t.clock.advance(2 * DAY);
    expect(await longest()).toBe(today + 2);
    // Rows an earlier release wrote, without their due day's number, read the same from their due instant.
    const officers = async () => findDelayingOfficers(t.database.db, { ...criteria, now: t.clock.now() });
    const figures = await officers();
    await t.database.db.update(turnDelays).set({ dueDayNumber: null });
    expect(await officers()).toEqual(figures);
    expect(await longest()).toBe(today + 2);
    await rebuildTurnDelays(t.database.db, t.clock.now());
  });
});

describe('the report counts the workflow keeps', () => {
  it('equal a fresh count of the applications after every transition of the demo data', async () => {
    expect(await summaryTable()).toEqual(await freshCount());
    expect((await summaryTable()).length).toBeGreaterThan(10);
    await expectDecisionCountsEqualRebuilt();
  });

  it('stay equal when the scheduler moves files by itself', async () => {
    t.clock.advance((SHORTFALL_ANSWER_WITHIN_DAYS + 25) * DAY);
    const workflow = createWorkflowService({ db: t.database.db, clock: t.clock, orders: null });
    const run = await createDeadlineScheduler({ db: t.database.db, clock: t.clock, workflow }).runOnce();
    expect(run.deemed + run.finalDeemed + run.expired).toBeGreaterThan(0);
    expect(await summaryTable()).toEqual(await freshCount());
    await expectDecisionCountsEqualRebuilt();
    // The session idled out over those days: the chasing cell signs in again.
    chasingToken = await signInDemo('chasing.cell');
  });

  it('keep the turn delays equal to a rebuild after 40 more days', async () => {
    await expectKeptEqualsRebuilt();
  });

  it('are made at start for a database with decided files and no decision counts, and left alone after', async () => {
    const kept = await decisionTable();
    await t.database.db.delete(decisionCounts);
    await fillMissingDecisionCounts(t.database.db);
    expect(await decisionTable()).toEqual(kept);
    // Counted already: a second start changes nothing, even where the counts were moved by hand.
    await t.database.db.update(decisionCounts).set({ decided: sql`${decisionCounts.decided} + 1` });
    const moved = await decisionTable();
    await fillMissingDecisionCounts(t.database.db);
    expect(await decisionTable()).toEqual(moved);
    await rebuildDecisionCounts(t.database.db);
    expect(await decisionTable()).toEqual(kept);
  });

  it('are made again from scratch alike', async () => {
    const kept = await summaryTable();
    await rebuildReportCounts(t.database.db);
    expect(await summaryTable()).toEqual(kept);
  });

  it('answer the summary report as a fresh count would', async () => {
    const answer = await t.graphql<{ reports: { rows: { received: number }[] } }>(
      `{ reports(type: CONSOLIDATED) { rows { received } } }`,
      {},
      { token: chasingToken },
    );
    const received = answer.data?.reports.rows.reduce((sum, row) => sum + row.received, 0);
    const [counted] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from applications where status <> 'DRAFT'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(received).toBe(counted?.n);
  });
});

describe('report rows that add up (issue 14)', () => {
  it.each(['CONSOLIDATED', 'MONTHLY', 'ANNUAL'])(
    'splits every %s row’s Received into its outcome columns, deemed and withdrawn included',
    async (type) => {
      const answer = await t.graphql<{ reports: { rows: Record<string, number>[] } }>(
        `query ($type: ReportType!) { reports(type: $type, startDate: "2020-01-01") {
          rows { received approved rejected with_citizen under_process deemed withdrawn } } }`,
        { type },
        { token: chasingToken },
      );
      expect(answer.errors).toBeUndefined();
      const rows = answer.data?.reports.rows ?? [];
      const outcomes = ['approved', 'rejected', 'with_citizen', 'under_process', 'deemed', 'withdrawn'];
      for (const row of rows) {
        expect(outcomes.reduce((sum, key) => sum + (row[key] ?? 0), 0)).toBe(row.received);
      }
      // The demo holds deemed and withdrawn files, so the check covers both columns.
      expect(rows.reduce((sum, row) => sum + (row.deemed ?? 0), 0)).toBeGreaterThan(0);
      expect(rows.reduce((sum, row) => sum + (row.withdrawn ?? 0), 0)).toBeGreaterThan(0);
    },
  );
});

describe('the notices officers raised, from the audit log', () => {
  it('lists every shortfall raised, with what became of it', async () => {
    const answer = await t.graphql<{
      shortfallNotices: {
        totalCount: number;
        records: { kind: string; outcome: string; officerName: string | null }[];
      };
      shortfalls: { raised: number; answered: number; withApplicant: number; expired: number }[];
    }>(
      `{ shortfallNotices(perPage: 500) { totalCount records { kind outcome officerName stageName raisedOn } }
         shortfalls { ulbName raised answered withApplicant expired } }`,
      {},
      { token: chasingToken },
    );
    expect(answer.errors).toBeUndefined();
    const [raised] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from audit_events where details->>'outcome' in ('SHORTFALL', 'MORTGAGE_SHORTFALL')`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(raised?.n).toBeGreaterThan(0);
    expect(answer.data?.shortfallNotices.totalCount).toBe(raised?.n);
    expect(answer.data?.shortfallNotices.records.every((record) => record.officerName)).toBe(true);
    const perUlb = answer.data?.shortfalls ?? [];
    expect(perUlb.reduce((sum, row) => sum + row.raised, 0)).toBe(raised?.n);
    for (const row of perUlb) expect(row.answered + row.withApplicant + row.expired).toBe(row.raised);
  });

  it('lists every fee intimation and whether it was paid', async () => {
    const answer = await t.graphql<{
      feeIntimations: { totalCount: number; records: { isPaid: boolean }[] };
      feePaymentsLeaderboard: { intimations: number; paid: number }[];
    }>(
      `{ feeIntimations(perPage: 500) { totalCount records { isPaid applicationIdentifier } }
         feePaymentsLeaderboard { rank ulbName intimations paid paidPercent } }`,
      {},
      { token: chasingToken },
    );
    expect(answer.errors).toBeUndefined();
    const total = answer.data?.feeIntimations.totalCount ?? 0;
    expect(total).toBeGreaterThan(0);
    const paid = answer.data?.feeIntimations.records.filter((record) => record.isPaid).length ?? 0;
    expect(paid).toBeGreaterThan(0);
    const board = answer.data?.feePaymentsLeaderboard ?? [];
    expect(board.reduce((sum, row) => sum + row.paid, 0)).toBeLessThanOrEqual(paid);
  });

  it('counts the citizens’ correction requests as grievances', async () => {
    const [file] = (
      (await t.database.db.execute(
        sql`select a.id, u.name from applications a join ulbs u on u.id = a.ulb_id
            where a.status = 'ACCEPTED'
              and not exists (select 1 from correction_requests c
                              where c.application_id = a.id and not c.correction_request_completed)
            order by a.id limit 1`,
      )) as unknown as { rows: { id: number; name: string }[] }
    ).rows;
    // The demo already holds correction requests (one open per file at most): the new one adds to its ULB's figures.
    const grievancesOf = async () => {
      const answer = await t.graphql<{ grievances: { ulbName: string; filed: number; inVerification: number }[] }>(
        `{ grievances { ulbName filed inVerification withCommissioner completed approved rejected } }`,
        {},
        { token: chasingToken },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.grievances.find((row) => row.ulbName === file?.name) ?? { filed: 0, inVerification: 0 };
    };
    const before = await grievancesOf();
    const filed = await t.app.inject({
      method: 'POST',
      url: `/api/platform/v1/applications/${file?.id}/correction-requests`,
      headers: { authorization: 'Bearer anumati-platform-development-key', 'idempotency-key': 'grievance-1' },
      payload: { corrections: [{ columnName: 'applicant_name', oldValue: 'A', newValue: 'B' }] },
    });
    expect(filed.statusCode).toBe(201);
    expect(await grievancesOf()).toMatchObject({
      filed: before.filed + 1,
      inVerification: before.inVerification + 1,
    });
  });
});

describe('the chasing cell’s period figures from the previous turns (issue 17 §2)', () => {
  /** The late turns' days received, per officer and file, in order: the files an officer was late on twice. */
  async function twiceLate() {
    const late = (await keptTurnDelays()).filter((row) => row.daysDelayed > 0);
    const byPair = new Map<string, Date[]>();
    for (const row of late) {
      const key = `${row.officerId}|${row.applicationId}`;
      byPair.set(key, [...(byPair.get(key) ?? []), row.receivedDate]);
    }
    return [...byPair.values()]
      .map((days) => days.sort((a, b) => a.getTime() - b.getTime()))
      .filter((days) => days.length > 1);
  }

  it('are kept by the scheduler’s sweep as a rebuild makes them, for an officer late on one file again and again', async () => {
    // One officer's level of a file held four more times, each late: two turns ended, two still open (the file
    // sent back to them, as the engine does after a shortfall), written as rows the engine did not keep.
    const [level] = (
      (await t.database.db.execute(
        sql`select so.id, ss.due_days from stage_officers so join stage_states ss on ss.id = so.stage_state_id
          where ss.due_days between 1 and 10 order by so.id limit 1`,
      )) as unknown as { rows: { id: number; due_days: number }[] }
    ).rows;
    expect(level).toBeDefined();
    const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY).toISOString();
    for (const [received, ended] of [
      [90, 60],
      [55, 40],
      [35, null],
      [25, null],
    ] as const) {
      await t.database.db.execute(
        sql`insert into officer_turns (stage_officer_id, received_date, ended_at, forwarded_date)
          values (${level?.id}, ${daysAgo(received)}::timestamptz,
            ${ended === null ? null : daysAgo(ended)}::timestamptz, ${ended === null ? null : daysAgo(ended)}::timestamptz)`,
      );
    }
    const run = await scheduler().runOnce();
    expect(run).toBeDefined();
    expect((await twiceLate()).some((days) => days.length >= 4)).toBe(true);
    await expectKeptEqualsRebuilt();
  });

  it('count distinct files, files still held and band figures as the grouping per file does, for any period', async () => {
    const db = t.database.db;
    const pairs = await twiceLate();
    // Periods that start between two late turns of one officer on one file: the first is outside, the second in.
    const cuts = pairs.flatMap((days) => days.slice(1).filter((day, index) => day > (days[index] ?? day)));
    expect(pairs.length).toBeGreaterThan(0);
    expect(cuts.length).toBeGreaterThan(0);
    const starts = [null, new Date('2020-01-01T00:00:00Z'), ...cuts.slice(0, 6)];
    const byBand = (rows: { position: number }[]) => [...rows].sort((a, b) => a.position - b.position);
    let distinctMattered = false;
    for (const from of starts) {
      const criteria = { ulbIds: null, applicationTypes: null, stages: null, from, to: null, now: t.clock.now() };
      // Every stage named: the same turns, counted by grouping each file's turns (the stage filter's way).
      const grouped = { ...criteria, stages: [...STAGE_KEYS] };
      const officers = await findDelayingOfficers(db, criteria);
      expect(officers).toEqual(await findDelayingOfficers(db, grouped));
      expect(byBand(await findDelayBands(db, criteria))).toEqual(byBand(await findDelayBands(db, grouped)));
      distinctMattered ||= officers.some((row) => row.delayed_files < row.delayed_turns);
    }
    // An officer late twice on one file within a period: one file, two turns.
    expect(distinctMattered).toBe(true);
    // One ULB and one type, from the first cut.
    const [first] = await findDelayingOfficers(db, {
      ulbIds: null,
      applicationTypes: null,
      stages: null,
      from: null,
      to: null,
      now: t.clock.now(),
    });
    expect(first).toBeDefined();
    const narrowed = {
      ulbIds: [first?.ulb_id ?? 0],
      applicationTypes: null,
      stages: null,
      from: cuts[0] ?? null,
      to: null,
      now: t.clock.now(),
    };
    expect(await findDelayingOfficers(db, narrowed)).toEqual(
      await findDelayingOfficers(db, { ...narrowed, stages: [...STAGE_KEYS] }),
    );
  });
});
