import {
  daysDelayed,
  daysTaken,
  daysToPostVerificationDue,
  isOpenTurn,
  postVerificationDay,
  postVerificationDueDate,
  turnDueDate,
  turnEnd,
} from '@anumati/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApplication } from '../../testing/fixtures';
import { on, reportTestApp } from '../../testing/report-fixtures';
import { officerTurns, stageOfficers, stageStates } from '../application/application.table';
import { officers } from '../officer/officer.table';
import { findOfficerById } from '../officer/officer.repository';
import { toSignedInOfficer } from '../officer/signed-in-officer';
import { findTurnFigures } from './officer-delays.repository';
import { createOfficerReportsService } from './officer-reports.service';

const app = reportTestApp();

const ask = async <TData>(token: string, query: string, variables: Record<string, unknown> = {}) => {
  const answer = await app.t.graphql<TData>(query, variables, { token });
  expect(answer.errors).toBeUndefined();
  if (!answer.data) throw new Error('no data');
  return answer.data;
};

describe('the turn figures of the read model follow the domain’s definitions', () => {
  it('computes every turn’s due date, end, delay, days taken and openness as officer-delay.ts does', async () => {
    const { db } = app.t.database;
    const now = app.t.clock.now();
    const figures = await findTurnFigures(db, {
      ulbIds: null,
      applicationTypes: null,
      stages: null,
      from: null,
      to: null,
      now,
    });
    const turns = await db
      .select({ id: officerTurns.id, turn: officerTurns, stage: stageStates })
      .from(officerTurns)
      .innerJoin(stageOfficers, eq(stageOfficers.id, officerTurns.stageOfficerId))
      .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId));
    expect(turns.length).toBeGreaterThan(0);
    expect(figures).toHaveLength(turns.length);
    for (const { id, turn, stage } of turns) {
      const domainTurn = { receivedDate: turn.receivedDate, dueDays: stage.dueDays, endedAt: turn.endedAt };
      const figure = figures.find((row) => row.turn_id === id);
      expect(figure && new Date(figure.due_at)).toEqual(turnDueDate(domainTurn));
      expect(figure && new Date(figure.end_at)).toEqual(turnEnd(domainTurn, now));
      expect(figure?.days_delayed).toBe(daysDelayed(domainTurn, now));
      // Days taken are kept for ended turns only (the averages read those).
      expect(figure?.days_taken).toBe(isOpenTurn(domainTurn) ? null : daysTaken(domainTurn, now));
      expect(figure?.is_open).toBe(isOpenTurn(domainTurn));
    }
  });
});

describe('the chasing cell’s figures', () => {
  it('lists the files held now past their due date, the longest delay first', async () => {
    const data = await ask<{
      delayedFiles: {
        totalCount: number;
        records: { applicationIdentifier: string; officerName: string; daysDelayed: number }[];
      };
    }>(
      app.fixtures.tokens.chasing,
      `{ delayedFiles { totalCount records { applicationIdentifier officerName stageName daysDelayed dueDate } } }`,
    );
    expect(data.delayedFiles.totalCount).toBe(3);
    expect(data.delayedFiles.records.map((record) => [record.applicationIdentifier, record.daysDelayed])).toEqual([
      [app.fixtures.file('day20A').identifier, 12],
      [app.fixtures.file('lateRegistrationA').identifier, 6],
      [app.fixtures.file('occupancyB').identifier, 1],
    ]);
    expect(data.delayedFiles.records[0]?.officerName).toBe('Test site.a');
  });

  it('counts what is held past its due date as files and as turns, for the dashboard', async () => {
    const data = await ask<{
      chasingFigures: { filesHeldPastDue: number; turnsHeldPastDue: number };
      delayedFiles: { totalCount: number; fileCount: number };
    }>(
      app.fixtures.tokens.chasing,
      `{ chasingFigures { filesHeldPastDue turnsHeldPastDue }
         delayedFiles(perPage: 1) { totalCount fileCount } }`,
    );
    // day20A and lateRegistrationA (site.a), occupancyB (site.b): one turn each.
    expect(data.chasingFigures).toEqual({ filesHeldPastDue: 3, turnsHeldPastDue: 3 });
    // A filter by stage counts the held turns themselves: the same figures.
    const bySite = await ask<{ chasingFigures: { filesHeldPastDue: number } }>(
      app.fixtures.tokens.chasing,
      `{ chasingFigures(filter: { stages: [SITE] }) { filesHeldPastDue } }`,
    );
    expect(bySite.chasingFigures.filesHeldPastDue).toBe(3);
    expect(data.delayedFiles).toEqual({ totalCount: 3, fileCount: 3 });
    const other = await app.t.graphql(
      `{ chasingFigures(filter: { ulbs: ["HMDA ULB"] }) { filesHeldPastDue } }`,
      {},
      { token: app.fixtures.tokens.commissionerA },
    );
    // A ULB-bound commissioner asking for another ULB is refused (issue 18 §4).
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('ranks the top delaying officers of each municipality', async () => {
    const data = await ask<{ delayingOfficers: object[] }>(
      app.fixtures.tokens.chasing,
      `{ delayingOfficers(topPerUlb: 1) { rank ulbName officerName delayedFiles delayedTurns totalDaysDelayed maxDaysDelayed stillHeld penaltyAmount } }`,
    );
    expect(data.delayingOfficers).toEqual([
      {
        rank: 1,
        ulbName: 'GHMC ULB',
        officerName: 'Test site.a',
        delayedFiles: 2,
        delayedTurns: 2,
        totalDaysDelayed: 18,
        maxDaysDelayed: 12,
        stillHeld: 2,
        penaltyAmount: 3000,
      },
      {
        rank: 1,
        ulbName: 'HMDA ULB',
        officerName: 'Test site.b',
        delayedFiles: 2,
        delayedTurns: 2,
        totalDaysDelayed: 8,
        maxDaysDelayed: 7,
        stillHeld: 1,
        penaltyAmount: 1000,
      },
    ]);
  });

  it('fines each delaying officer once, by their longest delay, the largest fines first', async () => {
    const data = await ask<{ penalties: { officerName: string; penaltyAmount: number }[] }>(
      app.fixtures.tokens.chasing,
      `{ penalties { officerName maxDaysDelayed penaltyAmount } }`,
    );
    expect(data.penalties.map((row) => [row.officerName, row.penaltyAmount])).toEqual([
      ['Test commissioner.a', 5000],
      ['Test site.a', 3000],
      ['Test site.b', 1000],
    ]);
  });

  it('gives a ULB-bound commissioner only their ULB’s delays', async () => {
    const data = await ask<{ delayedFiles: { records: { ulbName: string }[] } }>(
      app.fixtures.tokens.commissionerA,
      `{ delayedFiles { records { ulbName } } }`,
    );
    expect(data.delayedFiles.records.map((record) => record.ulbName)).toEqual(['GHMC ULB', 'GHMC ULB']);
    const refused = await app.t.graphql(`{ penalties { officerName } }`, {}, { token: app.fixtures.tokens.siteA });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('measures each officer’s turns: received, on time, late, pending, average days', async () => {
    const data = await ask<{ officerPerformance: { officerName: string }[] }>(
      app.fixtures.tokens.chasing,
      `{ officerPerformance(filter: { ulbs: ["GHMC ULB"] }) { officerName ulbName received disposed onTime late pending pendingPastDue averageDays onTimePercent penaltyAmount } }`,
    );
    expect(data.officerPerformance).toContainEqual({
      officerName: 'Test site.a',
      ulbName: 'GHMC ULB',
      received: 4,
      disposed: 1,
      onTime: 1,
      late: 0,
      pending: 2,
      pendingPastDue: 2,
      averageDays: 4,
      onTimePercent: 100,
      penaltyAmount: 3000,
    });
  });

  it('sorts the delays into bands and counts turns per stage', async () => {
    const bands = await ask<{ delayBands: { band: string; turns: number }[] }>(
      app.fixtures.tokens.chasing,
      `{ delayBands { band turns files officers } }`,
    );
    expect(bands.delayBands.map((row) => [row.band, row.turns])).toEqual([
      ['1–3 days', 1],
      ['4–7 days', 2],
      ['8–15 days', 2],
      ['16–30 days', 0],
      ['Over 30 days', 0],
    ]);
    const stages = await ask<{ stageDelays: { stageName: string; received: number; delayed: number }[] }>(
      app.fixtures.tokens.chasing,
      `{ stageDelays { stageName received cleared pending pendingPastDue delayed averageDays } }`,
    );
    expect(stages.stageDelays.map((row) => [row.stageName, row.received, row.delayed])).toEqual([
      ['SITE VERIFICATION', 6, 4],
      ['VERIFICATION', 1, 1],
    ]);
  });

  it('narrows turns to those received in the period and to stages and types', async () => {
    const data = await ask<{ delayBands: { turns: number }[] }>(
      app.fixtures.tokens.chasing,
      `{ delayBands(filter: { startDate: "2026-10-10", endDate: "2026-10-31", applicationTypes: ["SINGLE WINDOW"] }) { turns } }`,
    );
    expect(data.delayBands.reduce((sum, row) => sum + row.turns, 0)).toBe(1);
    const decisions = await ask<{ stageDelays: { stageName: string }[] }>(
      app.fixtures.tokens.chasing,
      `{ stageDelays(filter: { stages: [SITE] }) { stageName } }`,
    );
    expect(decisions.stageDelays.map((row) => row.stageName)).toEqual(['SITE VERIFICATION', 'VERIFICATION']);
  });

  it('alerts on single-window files from day 17 of their 21', async () => {
    const data = await ask<{ deemedAlerts: object[] }>(
      app.fixtures.tokens.chasing,
      `{ deemedAlerts { applicationIdentifier ulbName day daysToDeemed heldBy status } }`,
    );
    expect(data.deemedAlerts).toEqual([
      {
        applicationIdentifier: app.fixtures.file('day20A').identifier,
        ulbName: 'GHMC ULB',
        day: 19,
        daysToDeemed: 3,
        heldBy: 'Test site.a (SITE VERIFICATION)',
        status: 'VERIFICATION_UNDER_PROGRESS',
      },
    ]);
  });

  it('pages the day-17 alerts and counts them on the server', async () => {
    const page = (n: number) =>
      ask<{ deemedAlerts: { applicationIdentifier: string }[]; deemedAlertCount: number }>(
        app.fixtures.tokens.chasing,
        `{ deemedAlerts(page: ${n}, perPage: 1) { applicationIdentifier } deemedAlertCount }`,
      );
    const first = await page(1);
    expect(first.deemedAlerts).toEqual([{ applicationIdentifier: app.fixtures.file('day20A').identifier }]);
    expect(first.deemedAlertCount).toBe(1);
    expect((await page(2)).deemedAlerts).toEqual([]);
  });

  it('ranks ULBs by decisions within their limit', async () => {
    const data = await ask<{ processingLeaderboard: object[] }>(
      app.fixtures.tokens.chasing,
      `{ processingLeaderboard(filter: { startDate: "2026-01-01" }) { rank ulbName decided averageDays inTime inTimePercent } }`,
    );
    // GHMC: approved after 7 days and rejected the day it came (in time), deemed after 22 (never in time);
    // HMDA: approved after 16 days (late: 15 allowed).
    expect(data.processingLeaderboard).toEqual([
      { rank: 1, ulbName: 'GHMC ULB', decided: 3, averageDays: 9.7, inTime: 2, inTimePercent: 66.67 },
      { rank: 2, ulbName: 'HMDA ULB', decided: 1, averageDays: 16, inTime: 0, inTimePercent: 0 },
    ]);
  });

  it('alerts on instant approvals not verified on day 10 or later of their 15, with the day they are due', async () => {
    const { db } = app.t.database;
    const ulbId = app.fixtures.places.a.ulb.id;
    // The clock reads 2 November: applied 22 October is on day 11 or 12, 28 October on day 6 or 7.
    const dayTwelve = await createApplication(db, { ulbId, appliedOn: on(10, 22), stages: [] });
    await createApplication(db, { ulbId, appliedOn: on(10, 28), stages: [] });
    await createApplication(db, { ulbId, appliedOn: on(10, 20), status: 'ACCEPTED', stages: [] });
    const data = await ask<{ postVerificationAlerts: Record<string, unknown>[] }>(
      app.fixtures.tokens.chasing,
      `{ postVerificationAlerts { applicationIdentifier ulbName day daysLeft dueDate status } }`,
    );
    // The day as the domain counts it (11 in 24-hour periods from 11:30 on the 22nd, 12 in India's days).
    const file = { appliedOn: on(10, 22), clockPausedMs: 0 };
    const day = postVerificationDay(file, app.t.clock.now());
    expect(day).toBeGreaterThanOrEqual(11);
    expect(data.postVerificationAlerts).toEqual([
      {
        applicationIdentifier: dayTwelve.applicationIdentifier,
        ulbName: 'GHMC ULB',
        day,
        daysLeft: daysToPostVerificationDue(day),
        dueDate: postVerificationDueDate(file).toISOString(),
        status: 'VERIFICATION_UNDER_PROGRESS',
      },
    ]);
    const other = await ask<{ postVerificationAlerts: unknown[] }>(
      app.fixtures.tokens.directorB,
      `{ postVerificationAlerts { applicationIdentifier } }`,
    );
    // Another authority's director does not see GHMC's files.
    expect(other.postVerificationAlerts).toEqual([]);
    // Paged and counted on the server (issue 54 §3), nearest to due first.
    const dayThirteen = await createApplication(db, { ulbId, appliedOn: on(10, 21), stages: [] });
    const page = (n: number) =>
      ask<{ postVerificationAlerts: { applicationIdentifier: string }[]; postVerificationAlertCount: number }>(
        app.fixtures.tokens.chasing,
        `{ postVerificationAlerts(page: ${n}, perPage: 1) { applicationIdentifier } postVerificationAlertCount }`,
      );
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.postVerificationAlertCount).toBe(2);
    expect([...first.postVerificationAlerts, ...second.postVerificationAlerts]).toEqual([
      { applicationIdentifier: dayThirteen.applicationIdentifier },
      { applicationIdentifier: dayTwelve.applicationIdentifier },
    ]);
    expect(third.postVerificationAlerts).toEqual([]);
  });
});

describe('the chasing cell’s figures as of the instant they are read (issue 57)', () => {
  it('counts the days passed since the scheduler’s last sweep: read two days later, two more days late', async () => {
    const { db } = app.t.database;
    const [row] = await db.select().from(officers).where(eq(officers.username, 'chasing'));
    const record = row && (await findOfficerById(db, row.id));
    if (!record) throw new Error('no chasing cell officer');
    const chasing = toSignedInOfficer(record);
    const before = app.t.clock.now();
    // No scheduler runs in between: each read brings the open turns to its own instant.
    const readAt = async (at: Date) => {
      const reports = createOfficerReportsService({ db, clock: { now: () => at } });
      const page = await reports.delayedFiles(chasing, {});
      return page.records.find((entry) => entry.applicationIdentifier === app.fixtures.file('day20A').identifier)
        ?.daysDelayed;
    };
    expect(await readAt(before)).toBe(12);
    expect(await readAt(new Date(before.getTime() + 2 * 24 * 60 * 60 * 1000))).toBe(14);
    expect(await readAt(before)).toBe(12);
  });
});
