import {
  endOfNthIndiaDayAfter,
  STAGE_DEFINITIONS,
  type TServerRoleName,
  type TStageOutcome,
  WORKFLOW_MESSAGES,
} from '@anumati/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createJurisdiction, createOfficer } from '../../testing/fixtures';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { findOpenAlerts } from '../alerts/alerts.repository';
import { applications, officerTurns, stageOfficers, stageStates } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { turnDelays } from '../reports/reports.table';
import { officers } from '../officer/officer.table';
import { findSchedulerRuns } from '../scheduler/scheduler.repository';
import { createDeadlineScheduler, DEADLINES_RUN } from '../deadlines/deadline-scheduler';
import { loadWorkflowState } from './workflow.repository';
import { createWorkflowService, type TWorkflowService } from './workflow.service';

/** An instant written in India's time. */
const ist = (dayAndTime: string) => new Date(`${dayAndTime}:00+05:30`);
const MINUTE = 60_000;
const DAY = 86_400_000;

type TJurisdiction = Awaited<ReturnType<typeof createJurisdiction>>;

let t: TTestApp;
let workflow: TWorkflowService;
let scheduler: ReturnType<typeof createDeadlineScheduler>;
const loggedErrors: string[] = [];
/** With every officer of an instant approval and a commissioner. */
let staffed: TJurisdiction;
/** No commissioner-level officer; the district's Additional Collector above it. */
let noCommissioner: TJurisdiction;
let additionalCollectorId: number;
/** Nobody to decide, nobody above. */
let nobodyAbove: TJurisdiction;
const officerIds = new Map<string, number>();

async function officer(username: string, role: TServerRoleName, jurisdiction: TJurisdiction) {
  const created = await createOfficer(t.database.db, { username, role, jurisdiction });
  officerIds.set(username, created.id);
  return created.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const logger = { error: (_details: Record<string, unknown>, message: string) => loggedErrors.push(message) };
  workflow = createWorkflowService({ db, clock: t.clock, orders: null, logger });
  scheduler = createDeadlineScheduler({ db, clock: t.clock, workflow, pool: t.database.pool, logger });
  staffed = await createJurisdiction(db, 'GHMC');
  noCommissioner = await createJurisdiction(db, 'DTCP');
  nobodyAbove = await createJurisdiction(db, 'HMDA');
  await officer('site', 'Site Inspector', staffed);
  await officer('title', 'Title Inspector', staffed);
  await officer('tech', 'Technical Scrutiny Officer', staffed);
  await officer('tpso', 'TPSO OFFICER', staffed);
  await officer('commissioner', 'Municipal Commissioner', staffed);
  await officer('tech2', 'Technical Scrutiny Officer', noCommissioner);
  await officer('tech3', 'Technical Scrutiny Officer', nobodyAbove);
  // The district's Additional Collector sits above the ULBs: no ULB of their own.
  additionalCollectorId = await officer('collector', 'ADDITIONAL COLLECTOR', noCommissioner);
  await db.update(officers).set({ ulbId: null }).where(eq(officers.id, additionalCollectorId));
});
afterAll(() => t.close());

async function newFile(jurisdiction: TJurisdiction, applicationType: 'SINGLE WINDOW' | 'REGISTRATION') {
  const application = await createApplication(t.database.db, {
    ulbId: jurisdiction.ulb.id,
    applicationType,
    appliedOn: t.clock.now(),
    stages: [],
  });
  await t.database.db.transaction((tx) => workflow.startIn(tx, application.id, { kind: 'PLATFORM' }));
  return application.id;
}

async function fileRow(id: number) {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error(`no application ${id}`);
  return row;
}

/** The officer's submission of their open turn on a file, through the workflow service. */
async function submitTurn(id: number, outcome: TStageOutcome, remark = 'As verified', stageKey?: string) {
  const loaded = await loadWorkflowState(t.database.db, id);
  const stage = loaded?.state.stages.find(
    (candidate) => candidate.status === 'IN_PROCESS' && (stageKey === undefined || candidate.key === stageKey),
  );
  const level = stage?.levels.find((candidate) => candidate.action === 'IN_PROCESS');
  if (!stage || !level) throw new Error(`no open turn on ${id}`);
  return workflow.transition({
    applicationId: id,
    event: { type: 'SUBMIT', stageId: stage.id, officerId: level.officerId, outcome },
    actor: { kind: 'OFFICER', officerId: level.officerId, roleName: 'test' },
    remark,
  });
}

async function decisionTurn(id: number) {
  const [turn] = await t.database.db
    .select({ officerId: stageOfficers.officerId, receivedDate: stageOfficers.receivedDate })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(and(eq(stageStates.applicationId, id), eq(stageStates.stageKey, 'DECISION')));
  return turn ?? null;
}

describe('India’s days on the server', () => {
  it('a routed turn is due at the midnight ending its due day; day 22 is shown as the deemed date', async () => {
    t.clock.set(ist('2026-11-02T11:00'));
    const id = await newFile(staffed, 'SINGLE WINDOW');
    const [stage] = await t.database.db.select().from(stageStates).where(eq(stageStates.applicationId, id));
    const dueDays = STAGE_DEFINITIONS.PRE_SCRUTINY.dueDays;
    expect(stage?.dueDate).toEqual(endOfNthIndiaDayAfter(ist('2026-11-02T11:00'), dueDays));
    expect(stage?.dueDate).toEqual(ist(`2026-11-${String(3 + dueDays).padStart(2, '0')}T00:00`));
    expect((await fileRow(id)).deemedDate).toEqual(ist('2026-11-24T00:00'));
  });

  it('a shortfall is refused 10 days 23 hours after the application, accepted at 23:59 on the 10th day', async () => {
    t.clock.set(ist('2026-11-02T11:00'));
    const late = await newFile(staffed, 'SINGLE WINDOW');
    const inTime = await newFile(staffed, 'SINGLE WINDOW');
    t.clock.set(new Date(ist('2026-11-02T11:00').getTime() + 10 * DAY + 23 * 60 * MINUTE));
    await expect(submitTurn(late, 'SHORTFALL')).rejects.toThrow(WORKFLOW_MESSAGES.shortfallOnce);
    expect((await fileRow(late)).status).toBe('SUBMITTED');
    t.clock.set(ist('2026-11-12T23:59'));
    await submitTurn(inTime, 'SHORTFALL', 'Link documents missing');
    expect((await fileRow(inTime)).status).toBe('SHORTFALL');

    // The applicant's 15 India days: still open at 23:59 on 27-11, expired at midnight, decided at that instant.
    t.clock.set(ist('2026-11-27T23:59'));
    await scheduler.runOnce();
    expect((await fileRow(inTime)).status).toBe('SHORTFALL');
    t.clock.set(ist('2026-11-28T06:00'));
    await scheduler.runOnce();
    expect(await fileRow(inTime)).toMatchObject({ status: 'EXPIRED', decidedAt: ist('2026-11-28T00:00') });
  });
});

describe('deemed approval that cannot be lost', () => {
  it('is deemed at the start of day 22, not a minute before, even with no decision officer in the ULB', async () => {
    t.clock.set(ist('2026-12-01T15:00'));
    const id = await newFile(noCommissioner, 'SINGLE WINDOW');
    const dayTwentyTwo = ist('2026-12-23T00:00');
    t.clock.set(new Date(dayTwentyTwo.getTime() - MINUTE));
    await scheduler.runOnce();
    expect((await fileRow(id)).status).toBe('SUBMITTED');
    await expect(
      workflow.transition({
        applicationId: id,
        event: { type: 'DECISION_TIME_RAN_OUT', dueAt: dayTwentyTwo },
        actor: { kind: 'SYSTEM' },
      }),
    ).rejects.toThrow(WORKFLOW_MESSAGES.notDueYet);

    t.clock.set(new Date(dayTwentyTwo.getTime() + 10 * MINUTE));
    const run = await scheduler.runOnce();
    expect(run.failed).toBe(0);
    expect(await fileRow(id)).toMatchObject({
      status: 'DEEMED',
      decidedAt: dayTwentyTwo,
      deemedDate: dayTwentyTwo,
      deemedDueDate: ist('2026-12-31T00:00'),
      isApprove: true,
    });
    // The review went up to the district's Additional Collector; the chasing cell and the log were told.
    expect((await decisionTurn(id))?.officerId).toBe(additionalCollectorId);
    const alerts = await findOpenAlerts(t.database.db, { ulbIds: [noCommissioner.ulb.id] });
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'DEEMED_REVIEW_ESCALATED', applicationId: id, ulbId: noCommissioner.ulb.id }),
    ]);
    expect(loggedErrors.some((message) => message.includes('no decision officer in its ULB'))).toBe(true);
  });

  it('with nobody at all to review it, is still deemed on time and final after the week, with an alert', async () => {
    t.clock.set(ist('2027-01-04T09:00'));
    const id = await newFile(nobodyAbove, 'SINGLE WINDOW');
    t.clock.set(ist('2027-01-26T00:05'));
    await scheduler.runOnce();
    expect(await fileRow(id)).toMatchObject({ status: 'DEEMED', decidedAt: ist('2027-01-26T00:00') });
    expect(await decisionTurn(id)).toBeNull();
    const alerts = await findOpenAlerts(t.database.db, { ulbIds: [nobodyAbove.ulb.id] });
    expect(alerts.map((alert) => alert.kind)).toEqual(['DEEMED_REVIEW_UNASSIGNED']);
    expect((await fileRow(id)).deemedDueDate).toEqual(ist('2027-02-03T00:00'));
    t.clock.set(ist('2027-02-02T23:59'));
    await scheduler.runOnce();
    expect((await fileRow(id)).status).toBe('DEEMED');
    t.clock.set(ist('2027-02-03T00:01'));
    await scheduler.runOnce();
    expect((await fileRow(id)).status).toBe('FINAL_DEEMED');
  });

  it('after 8 days of downtime: decided at the due instant, the commissioner gets the full week from arrival', async () => {
    t.clock.set(ist('2027-03-01T12:00'));
    const id = await newFile(staffed, 'SINGLE WINDOW');
    const dayTwentyTwo = ist('2027-03-23T00:00');
    const restart = new Date(dayTwentyTwo.getTime() + 8 * DAY + 9 * 60 * MINUTE);
    t.clock.set(restart);
    await scheduler.runOnce();
    const reviewEnds = ist('2027-04-08T00:00');
    expect(await fileRow(id)).toMatchObject({
      status: 'DEEMED',
      decidedAt: dayTwentyTwo,
      deemedDate: dayTwentyTwo,
      deemedDueDate: reviewEnds,
    });
    expect(await decisionTurn(id)).toEqual({ officerId: officerIds.get('commissioner'), receivedDate: restart });
    t.clock.set(new Date(reviewEnds.getTime() - MINUTE));
    await scheduler.runOnce();
    expect((await fileRow(id)).status).toBe('DEEMED');
    t.clock.set(new Date(reviewEnds.getTime() + 20 * DAY));
    await scheduler.runOnce();
    expect((await fileRow(id)).status).toBe('FINAL_DEEMED');
  });

  it('does not count the 14 India days with the applicant: deemed 14 days later, with its full review', async () => {
    t.clock.set(ist('2027-05-03T10:00'));
    const id = await newFile(staffed, 'SINGLE WINDOW');
    t.clock.set(ist('2027-05-05T16:00'));
    await submitTurn(id, 'SHORTFALL', 'Link documents missing');
    t.clock.set(ist('2027-05-19T11:00'));
    await workflow.transition({
      applicationId: id,
      event: { type: 'APPLICANT_ANSWERED_SHORTFALL' },
      actor: { kind: 'PLATFORM' },
    });
    t.clock.set(ist('2027-05-25T00:30'));
    await scheduler.runOnce();
    expect((await fileRow(id)).status).toBe('SHORTFALL_SUBMITTED');
    t.clock.set(ist('2027-06-08T00:30'));
    await scheduler.runOnce();
    expect(await fileRow(id)).toMatchObject({
      status: 'DEEMED',
      decidedAt: ist('2027-06-08T00:00'),
      deemedDueDate: ist('2027-06-16T00:00'),
    });
  });
});

describe('a deadline passed before the scheduler’s run (issue 57)', () => {
  it('an officer acting at 00:00:30 on day 22 is refused; the file is deemed then, dated midnight, once', async () => {
    t.clock.set(ist('2027-08-02T10:00'));
    const id = await newFile(staffed, 'SINGLE WINDOW');
    const dayTwentyTwo = ist('2027-08-24T00:00');
    t.clock.set(new Date(dayTwentyTwo.getTime() + 30_000));
    await expect(submitTurn(id, 'RECOMMENDED')).rejects.toThrow(WORKFLOW_MESSAGES.timeRanOut);
    expect(await fileRow(id)).toMatchObject({ status: 'DEEMED', decidedAt: dayTwentyTwo, deemedDate: dayTwentyTwo });
    // Its review went to the commissioner when the officer's request found it due, not at the next run.
    expect(await decisionTurn(id)).toEqual({
      officerId: officerIds.get('commissioner'),
      receivedDate: new Date(dayTwentyTwo.getTime() + 30_000),
    });
    t.clock.set(ist('2027-08-24T00:01'));
    expect((await scheduler.runOnce()).refused).toBe(0);
    expect(loggedErrors).not.toContain('deadline action refused');
    const deemings = await t.database.db
      .select({ actorKind: auditEvents.actorKind, toState: auditEvents.toState })
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, id), eq(auditEvents.toState, 'DEEMED')));
    expect(deemings).toEqual([{ actorKind: 'SYSTEM', toState: 'DEEMED' }]);
    // The commissioner's review stays open to them: rejecting the deemed approval within the week is accepted.
    t.clock.set(ist('2027-08-26T11:00'));
    await submitTurn(id, 'REJECTED', 'Setbacks violated', 'DECISION');
    expect((await fileRow(id)).status).toBe('REJECTED');
  });

  it('an applicant answering a shortfall after its 15 days is refused; the shortfall expired at its midnight', async () => {
    t.clock.set(ist('2027-09-01T10:00'));
    const id = await newFile(staffed, 'SINGLE WINDOW');
    t.clock.set(ist('2027-09-02T16:00'));
    await submitTurn(id, 'SHORTFALL', 'Link documents missing');
    t.clock.set(ist('2027-09-18T08:00'));
    await expect(
      workflow.transition({
        applicationId: id,
        event: { type: 'APPLICANT_ANSWERED_SHORTFALL' },
        actor: { kind: 'PLATFORM' },
      }),
    ).rejects.toThrow(WORKFLOW_MESSAGES.timeRanOut);
    expect(await fileRow(id)).toMatchObject({ status: 'EXPIRED', decidedAt: ist('2027-09-18T00:00') });
  });

  it('inside a caller’s transaction, the refusal takes back what time did with the rest; the run applies it', async () => {
    t.clock.set(ist('2027-10-01T10:00'));
    const id = await newFile(staffed, 'SINGLE WINDOW');
    const dayTwentyTwo = ist('2027-10-23T00:00');
    t.clock.set(new Date(dayTwentyTwo.getTime() + 5 * MINUTE));
    const loaded = await loadWorkflowState(t.database.db, id);
    const stage = loaded?.state.stages.find((candidate) => candidate.status === 'IN_PROCESS');
    const level = stage?.levels.find((candidate) => candidate.action === 'IN_PROCESS');
    if (!stage || !level) throw new Error('no open turn');
    await expect(
      t.database.db.transaction((tx) =>
        workflow.transitionIn(tx, {
          applicationId: id,
          event: { type: 'SUBMIT', stageId: stage.id, officerId: level.officerId, outcome: 'RECOMMENDED' },
          actor: { kind: 'OFFICER', officerId: level.officerId, roleName: 'test' },
        }),
      ),
    ).rejects.toThrow(WORKFLOW_MESSAGES.timeRanOut);
    expect((await fileRow(id)).status).toBe('SUBMITTED');
    await scheduler.runOnce();
    expect(await fileRow(id)).toMatchObject({ status: 'DEEMED', decidedAt: dayTwentyTwo });
  });
});

describe('decision records', () => {
  it('a revocation keeps its decision date and final remark', async () => {
    t.clock.set(ist('2027-07-01T10:00'));
    const id = await newFile(staffed, 'REGISTRATION');
    for (let guard = 0; guard < 20; guard += 1) {
      if ((await decisionTurn(id))?.officerId === officerIds.get('commissioner')) break;
      const loaded = await loadWorkflowState(t.database.db, id);
      const stage = loaded?.state.stages.find((candidate) => candidate.status === 'IN_PROCESS');
      const level = stage?.levels.find((candidate) => candidate.action === 'IN_PROCESS');
      await submitTurn(id, level?.level === 'L1' && stage?.key !== 'DECISION' ? 'SUBMITTED' : 'RECOMMENDED');
    }
    await submitTurn(id, 'SHOW_CAUSE', 'Setbacks not left on the north side');
    t.clock.set(ist('2027-07-05T12:00'));
    await workflow.transition({
      applicationId: id,
      event: { type: 'APPLICANT_REPLIED_SHOW_CAUSE' },
      actor: { kind: 'PLATFORM' },
    });
    t.clock.set(ist('2027-07-06T15:30'));
    await submitTurn(id, 'REJECTED', 'Reply unsatisfactory: permission revoked');
    expect(await fileRow(id)).toMatchObject({
      status: 'REVOKED',
      decidedAt: ist('2027-07-06T15:30'),
      finalRemark: 'Reply unsatisfactory: permission revoked',
      isApprove: false,
    });
  });
});

describe('the scheduler’s runs', () => {
  it('records each run and skips one that overlaps a run under way', async () => {
    const [first, second] = await Promise.all([scheduler.runOnce(), scheduler.runOnce()]);
    expect([first?.skipped, second?.skipped].sort()).toEqual([false, true]);
    const runs = await findSchedulerRuns(t.database.db, DEADLINES_RUN, 100);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((run) => run.outcome === 'DONE' && run.finishedAt !== null)).toBe(true);
  });
});

/** The file's turns as the chasing cell counts them: officer, stage, received, ended, days delayed. */
async function turnsOf(id: number) {
  const rows = await t.database.db
    .select({
      stageKey: stageStates.stageKey,
      officerId: stageOfficers.officerId,
      receivedDate: officerTurns.receivedDate,
      endedAt: officerTurns.endedAt,
      forwardedDate: officerTurns.forwardedDate,
      daysDelayed: turnDelays.daysDelayed,
    })
    .from(officerTurns)
    .innerJoin(stageOfficers, eq(stageOfficers.id, officerTurns.stageOfficerId))
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .innerJoin(turnDelays, eq(turnDelays.turnId, officerTurns.id))
    .where(eq(stageStates.applicationId, id))
    .orderBy(officerTurns.id);
  return rows;
}

describe('each turn of an officer is kept and charged for itself (issue 14)', () => {
  it('a level opened again after a shortfall keeps the earlier late turn and begins a new one at the answer', async () => {
    t.clock.set(ist('2027-05-03T11:00'));
    const id = await newFile(staffed, 'SINGLE WINDOW');
    // Pre-scrutiny is due in 3 days (end of 06-05): the shortfall on 08-05 is 2 days late.
    t.clock.set(ist('2027-05-08T12:00'));
    await submitTurn(id, 'SHORTFALL', 'Link documents missing');
    // The applicant answers 10 days later: those days are nobody's.
    t.clock.set(ist('2027-05-18T16:00'));
    await workflow.transition({
      applicationId: id,
      event: { type: 'APPLICANT_ANSWERED_SHORTFALL' },
      actor: { kind: 'PLATFORM' },
    });
    t.clock.set(ist('2027-05-19T10:00'));
    await submitTurn(id, 'RECOMMENDED');
    const techId = officerIds.get('tech');
    expect((await turnsOf(id)).filter((turn) => turn.stageKey === 'PRE_SCRUTINY')).toEqual([
      {
        stageKey: 'PRE_SCRUTINY',
        officerId: techId,
        receivedDate: ist('2027-05-03T11:00'),
        endedAt: ist('2027-05-08T12:00'),
        forwardedDate: ist('2027-05-08T12:00'),
        daysDelayed: 2,
      },
      {
        stageKey: 'PRE_SCRUTINY',
        officerId: techId,
        receivedDate: ist('2027-05-18T16:00'),
        endedAt: ist('2027-05-19T10:00'),
        forwardedDate: ist('2027-05-19T10:00'),
        daysDelayed: 0,
      },
    ]);
  });

  it('a level written outside the engine gets its turn, from when it was received, at the file’s first transition', async () => {
    // As a file from before turns were kept, or loaded in bulk: its level has no turn of its own yet.
    const received = ist('2027-07-05T10:00');
    const application = await createApplication(t.database.db, {
      ulbId: staffed.ulb.id,
      applicationType: 'REGISTRATION',
      appliedOn: received,
      stages: [{ name: STAGE_DEFINITIONS.SITE.name, officerId: officerIds.get('site') ?? 0, receivedDate: received }],
    });
    t.clock.set(ist('2027-07-06T10:00'));
    await submitTurn(application.id, 'SUBMITTED');
    // The site inspector's turn, recorded before the submission ended it; the next level's begins with it.
    expect(await turnsOf(application.id)).toEqual([
      {
        stageKey: 'SITE',
        officerId: officerIds.get('site'),
        receivedDate: received,
        endedAt: ist('2027-07-06T10:00'),
        forwardedDate: ist('2027-07-06T10:00'),
        daysDelayed: 0,
      },
      {
        stageKey: 'SITE',
        officerId: officerIds.get('tpso'),
        receivedDate: ist('2027-07-06T10:00'),
        endedAt: null,
        forwardedDate: null,
        daysDelayed: 0,
      },
    ]);
  });

  it('a file deemed while an officer holds it ends their turn at day 22; its review week is no turn', async () => {
    t.clock.set(ist('2027-06-01T11:00'));
    const id = await newFile(staffed, 'SINGLE WINDOW');
    // Pre-scrutiny never forwarded: deemed at the start of day 22, 23-06, late from the end of 04-06.
    t.clock.set(ist('2027-06-23T00:01'));
    await scheduler.runOnce();
    expect((await fileRow(id)).status).toBe('DEEMED');
    t.clock.set(ist('2027-07-01T00:01'));
    await scheduler.runOnce();
    expect((await fileRow(id)).status).toBe('FINAL_DEEMED');
    expect(await turnsOf(id)).toEqual([
      {
        stageKey: 'PRE_SCRUTINY',
        officerId: officerIds.get('tech'),
        receivedDate: ist('2027-06-01T11:00'),
        endedAt: ist('2027-06-23T00:00'),
        forwardedDate: null,
        daysDelayed: 19,
      },
    ]);
  });
});
