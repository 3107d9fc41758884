import {
  allowedOutcomes,
  DAY_MS,
  HOUR_MS,
  processKindOf,
  SERVER_ROLE_NAMES,
  type TApplicationStatus,
  type TApplicationType,
  type TApprovalFor,
  type TOfficerLevel,
  type TOfficerReportQuery,
  type TOrderKind,
  type TProcessKind,
  type TStageOutcome,
  type TWorkflowEvent,
  type TWorkflowState,
  WORKFLOW_MESSAGES,
} from '@anumati/domain';
import { eq, gt, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { TDatabase, TDatabaseHandle } from '../db/database';
import { AppError } from '../graphql/app-error';
import { manualClock, type TClock } from '../platform/clock';
import { applicants, applications, officerTurns, stageOfficers } from '../modules/application/application.table';
import { auditEvents } from '../modules/audit/audit.table';
import { ulbs } from '../modules/jurisdiction/jurisdiction.table';
import { officers, roles } from '../modules/officer/officer.table';
import { findOfficerById } from '../modules/officer/officer.repository';
import { toSignedInOfficer } from '../modules/officer/signed-in-officer';
import { createOfficerReportsService } from '../modules/reports/officer-reports.service';
import { findTurnFigures } from '../modules/reports/officer-delays.repository';
import { turnDelays } from '../modules/reports/reports.table';
import { decisionOrders } from '../modules/orders/orders.table';
import { createOrdersService } from '../modules/orders/orders.service';
import { finishSchedulerRun, startSchedulerRun } from '../modules/scheduler/scheduler.repository';
import type { TStorage } from '../modules/storage/storage-adapter';
import { createDeadlineScheduler, DEADLINES_RUN } from '../modules/deadlines/deadline-scheduler';
import { loadWorkflowState } from '../modules/workflow/workflow.repository';
import { createWorkflowService, type TActor } from '../modules/workflow/workflow.service';
import { seedJurisdictions } from '../seed/jurisdiction-seed';
import { between, pick, seededRandom, type TRandom } from '../seed/seeded-random';
import { createHttpOfficers } from './http-officers';
import {
  checkDeemedApprovals,
  checkOrders,
  compareOfficerFigures,
  countShortfallsAgainstTheAct,
  DEEMED_ALERT_DAY,
  endDeadlineTurns,
  expectedOrderKind,
  indiaDayNumber,
  indiaDayStart,
  recountOfficerDelays,
  SHORTFALL_WITHIN_DAYS,
  stageDueDays,
  traceLateTurns,
  writtenAtOf,
  type TDeemedCheck,
  type TExpectedOrder,
  type THistoryEvent,
  type TLedgerTurn,
  compareTurns,
  firstReadingWithATurnFallenLate,
} from './year-recount';

/**
 * The simulated year (issue 14): a state's year of applications driven through the real workflow service and the
 * real deadline scheduler with a manual clock, then checked against the independent recount of year-recount.ts.
 *
 * - Applications arrive at any hour, across the ULB grades of the reference data and the process kinds, in
 *   proportion to what the state receives (instant approvals and registrations most, single window a quarter).
 *   Their rows are inserted a day at a time in one statement each; each is routed (`startIn`) at its own instant.
 * - Officers act in office hours (10:00 to 18:00 India time): most within their due days, some late, a few very
 *   late; reviewers raise shortfalls, technical reviewers ask for NOCs (fire, revenue, irrigation) and mortgage
 *   shortfalls, commissioners intimate fees, raise show causes, revoke a few deemed files.
 * - Applicants answer most shortfalls and show causes within their time, pay most fees, withdraw a few files.
 * - One ULB has no active commissioner for 40 days; the server is down twice (4 and 8 days): nothing happens then,
 *   and what was to happen happens after the restart.
 * - The scheduler runs every `schedulerEveryHours` (6 by default) from one minute past India midnight, as the
 *   server's timer would after a quiet night; for a tenth of the year two schedulers run at once (each its own
 *   scheduler and workflow; on PostgreSQL `secondScheduler` gives the second its own pool, so that the run lock
 *   between them is PostgreSQL's).
 * - Officers also attempt what the Act forbids (a second shortfall, one after day 10, a decision after the file
 *   was deemed, a submission on another officer's turn); every one the product accepts is counted.
 * - The commissioners of one ULB decide through the HTTP API (the Fastify app, by injection: sign-in with the SMS
 *   code, a note, updateApplicationStatus), and commissioners of other ULBs try to decide its files there too.
 * - Decisions of half the ULBs, and every deemed approval, go through the orders (the workflow's orders port, TDecisionOrders) into
 *   the simulation's own storage, which keeps the SHA-256 of each PDF stored.
 * - The recount (year-recount.ts) takes every instant from the simulation's own log of writes (its clock at each
 *   write, by the audit trail's ids) — never from a date the product records about itself.
 * - `plant` puts one fault into the product as it runs (the planted-fault test: each must turn its count non-zero).
 */
export const PLANTED_FAULTS = [
  /** The scheduler's clock two days ahead: files deemed two days early, with their day-22 instant recorded. */
  'DEEMS_TWO_DAYS_EARLY',
  /** The engine shown a file without its shortfall: a second shortfall accepted. */
  'ACCEPTS_SECOND_SHORTFALL',
  /** The engine shown a file applied for today: a shortfall after day 10 accepted. */
  'ACCEPTS_LATE_SHORTFALL',
  /** The engine shown the intruder as the level's officer: a submission on another officer's turn accepted. */
  'ACCEPTS_ANOTHER_OFFICERS_TURN',
  /** A run recorded as done whose sweep did not run: the chasing cell's figures lag behind the instant read. */
  'LAGGING_FIGURES',
  /** One order never issued. */
  'MISSING_ORDER',
  /** Turns ended exactly at their due midnight counted one day late, as the product once did. */
  'DUE_MIDNIGHT_COUNTED_LATE',
] as const;
export type TPlantedFault = (typeof PLANTED_FAULTS)[number];
/** Faults planted after the driving, before a recount: they need no run of their own. */
export const POST_DRIVE_FAULTS: readonly TPlantedFault[] = [
  'LAGGING_FIGURES',
  'MISSING_ORDER',
  'DUE_MIDNIGHT_COUNTED_LATE',
];
export type TSimulationOptions = {
  applications: number;
  seed?: number;
  /** The first India day of the year simulated (YYYY-MM-DD). */
  startDay?: string;
  days?: number;
  schedulerEveryHours?: number;
  log?: (line: string) => void;
  /** The pool of `db` (PostgreSQL): the first scheduler's run lock is then PostgreSQL's advisory lock. */
  pool?: TDatabaseHandle['pool'];
  /** The second scheduler's database (its own pool on PostgreSQL); `db` by default. */
  secondScheduler?: Pick<TDatabaseHandle, 'db' | 'pool'>;
  plant?: TPlantedFault;
  /** Whether one ULB's commissioners decide through the HTTP API (true by default). */
  http?: boolean;
};

export type TSimulationResult = {
  missedDeemed: number;
  earlyDeemed: number;
  misattributedDelays: number;
  figureMismatches: number;
  forbiddenAccepted: number;
  ordersMissingOrWrong: number;
  figures: Record<string, number | string>;
  /**
   * The recount again a day later (the database as the year left it), with a fault planted after the driving —
   * LAGGING_FIGURES, DUE_MIDNIGHT_COUNTED_LATE (taken out again after) or MISSING_ORDER (left out: plant it last).
   */
  recountAgain: (plant: TPlantedFault | null) => Promise<TSimulationResult>;
  examples: string[];
  summaryLine: string;
};

/** How often each kind arrives (the state's mix: instant approvals and registrations most). */
const KIND_MIX: readonly [TProcessKind, number][] = [
  ['SELF_CERTIFICATION', 34],
  ['REGISTRATION', 26],
  ['SINGLE_WINDOW', 24],
  ['OCCUPANCY', 8],
  ['COMPOUND_WALL', 4],
  ['LAYOUT', 3],
  ['FINAL_LAYOUT', 1],
];
const KIND_TYPES: Record<TProcessKind, { type: TApplicationType; approvalFor: TApprovalFor }> = {
  REGISTRATION: { type: 'REGISTRATION', approvalFor: 'BUILDING' },
  SELF_CERTIFICATION: { type: 'SELF CERTIFICATION', approvalFor: 'BUILDING' },
  SINGLE_WINDOW: { type: 'SINGLE WINDOW', approvalFor: 'BUILDING' },
  LAYOUT: { type: 'SINGLE WINDOW', approvalFor: 'LAYOUT' },
  FINAL_LAYOUT: { type: 'SINGLE WINDOW', approvalFor: 'FINAL_LAYOUT' },
  OCCUPANCY: { type: 'OCCUPANCY', approvalFor: 'OCCUPANCY' },
  COMPOUND_WALL: { type: 'SELF CERTIFICATION', approvalFor: 'COMPOUNDWALL' },
};
/** A ULB team: one officer of each of these roles per ~4,000 files a year. */
const TEAM_ROLES = [
  'Site Inspector',
  'Title Inspector',
  'Technical Scrutiny Officer',
  'TPSO OFFICER',
  'Municipal Commissioner',
] as const;
const NOC_DEPARTMENTS = ['FIRE', 'REVENUE', 'IRRIGATION'] as const;
const ULBS_PER_GRADE = 2;
const WAITING: readonly TApplicationStatus[] = [
  'SHORTFALL',
  'MORTGAGE_SHORTFALL',
  'DRAWING_SHORTFALL',
  'SHOW_CAUSE_RAISED',
  'PAYMENT_INTIATED',
];
const FINISHED: readonly TApplicationStatus[] = [
  'ACCEPTED',
  'REJECTED',
  'REVOKED',
  'CLOSED',
  'EXPIRED',
  'DEEMED',
  'FINAL_DEEMED',
];

type TEvent =
  | { type: 'ARRIVE'; at: number; applicationId: number }
  | {
      type: 'OFFICER';
      at: number;
      applicationId: number;
      stageId: number;
      level: TOfficerLevel;
      officerId: number;
      tries: number;
    }
  | { type: 'REVIEW_DEEMED'; at: number; applicationId: number }
  | { type: 'APPLICANT'; at: number; applicationId: number; waitingStatus: TApplicationStatus }
  | { type: 'WITHDRAW'; at: number; applicationId: number }
  | { type: 'SCHEDULER'; at: number }
  | { type: 'STAFFING'; at: number; officerIds: number[]; isActive: boolean };

/** A binary heap of events by time (then by insertion, so equal times keep their order). */
class EventQueue {
  private items: { event: TEvent; order: number }[] = [];
  private counter = 0;
  peek(): TEvent | undefined {
    return this.items[0]?.event;
  }
  push(event: TEvent) {
    const items = this.items;
    items.push({ event, order: this.counter++ });
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.before(index, parent)) break;
      [items[index], items[parent]] = [itemAt(items, parent), itemAt(items, index)];
      index = parent;
    }
  }
  pop(): TEvent | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let index = 0;
      for (;;) {
        const left = index * 2 + 1;
        const right = left + 1;
        let smallest = index;
        if (left < items.length && this.before(left, smallest)) smallest = left;
        if (right < items.length && this.before(right, smallest)) smallest = right;
        if (smallest === index) break;
        [items[index], items[smallest]] = [itemAt(items, smallest), itemAt(items, index)];
        index = smallest;
      }
    }
    return top?.event;
  }
  private before(a: number, b: number) {
    const x = itemAt(this.items, a);
    const y = itemAt(this.items, b);
    return x.event.at < y.event.at || (x.event.at === y.event.at && x.order < y.order);
  }
}

/** An element that must exist (an index computed within the list). */
function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at ${index} of ${items.length}`);
  return item;
}

function weighted<T>(random: TRandom, entries: readonly [T, number][]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return itemAt(entries, entries.length - 1)[0];
}

/** An instant in office hours (10:00 to 18:00 India time) on the India day of `at`, or the next if it is past. */
/** The orders time's own decisions issue (a deemed approval and its becoming final). */
const TIME_ORDER_KINDS: readonly TOrderKind[] = ['DEEMED_APPROVAL', 'FINAL_DEEMED_APPROVAL'];

function inOfficeHours(random: TRandom, at: number): number {
  const day = indiaDayNumber(new Date(at));
  const open = indiaDayStart(day).getTime() + 10 * HOUR_MS;
  const chosen = open + random() * 8 * HOUR_MS;
  return chosen >= at ? chosen : chosen + DAY_MS;
}

export async function simulateYear(db: TDatabase, options: TSimulationOptions): Promise<TSimulationResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed ?? 20_260_401);
  const days = options.days ?? 365;
  const schedulerEveryHours = options.schedulerEveryHours ?? 6;
  const firstDay = indiaDayNumber(new Date(`${options.startDay ?? '2025-04-01'}T00:00:00+05:30`));
  const start = indiaDayStart(firstDay).getTime();
  const end = start + days * DAY_MS;
  const clock = manualClock(new Date(start));
  const plant = options.plant ?? null;
  // The simulation's own storage: the SHA-256 of the bytes the product stored under each key.
  const stored = new Map<string, string>();
  const storage = simulationStorage(stored);
  const ordersOn = (database: TDatabase) =>
    createOrdersService({ db: database, storage, consoleUrl: 'https://simulated.example.in' });
  const withOrders = (database: TDatabase, at: TClock) =>
    createWorkflowService({ db: database, clock: at, orders: ordersOn(database) });
  // The other ULBs' officers decide without orders, but time's decisions have theirs whichever path applies them:
  // an officer's action that finds day 22 begun deems the file first (workflow transition.ts), as a run would.
  const timeOrders = ordersOn(db);
  const plainWorkflow = createWorkflowService({
    db,
    clock,
    orders: {
      issueIn: async (tx, order) => {
        if (TIME_ORDER_KINDS.includes(order.kind)) await timeOrders.issueIn(tx, order);
      },
    },
  });
  const workflowWithOrders = withOrders(db, clock);
  // The planted early deeming: the scheduler, and the workflow it drives, two days ahead of the simulation's clock.
  const schedulerClock: TClock =
    plant === 'DEEMS_TWO_DAYS_EARLY' ? { now: () => new Date(clock.now().getTime() + 2 * DAY_MS) } : clock;
  const scheduler = createDeadlineScheduler({
    db,
    pool: options.pool,
    clock: schedulerClock,
    workflow: withOrders(db, schedulerClock),
  });
  const secondHandle = options.secondScheduler ?? { db, pool: options.pool };
  const secondScheduler = createDeadlineScheduler({
    db: secondHandle.db,
    pool: secondHandle.pool,
    clock: schedulerClock,
    workflow: withOrders(secondHandle.db, schedulerClock),
  });
  // Two schedulers at once for a tenth of the year.
  const twoSchedulers = [start + Math.floor(days * 0.55) * DAY_MS, start + Math.floor(days * 0.65) * DAY_MS] as const;
  const counts: Record<string, number> = {};
  const count = (name: string, by = 1) => {
    counts[name] = (counts[name] ?? 0) + by;
  };

  // The state: its jurisdictions from the reference data, officers in ULBs of every grade.
  await db.transaction((tx) => seedJurisdictions(tx));
  const roleRows = await db
    .insert(roles)
    .values(SERVER_ROLE_NAMES.map((name) => ({ name })))
    .returning();
  const roleId = new Map(roleRows.map((row) => [row.name, row.id]));
  const allUlbs = await db.select().from(ulbs).orderBy(ulbs.id);
  const grades = [...new Set(allUlbs.map((ulb) => ulb.grade))];
  const chosenUlbs = grades.flatMap((grade) => allUlbs.filter((ulb) => ulb.grade === grade).slice(0, ULBS_PER_GRADE));
  const perRole = Math.max(1, Math.ceil(options.applications / chosenUlbs.length / 4000));
  const officerRows: (typeof officers.$inferInsert)[] = [];
  const http = options.http === false ? null : await createHttpOfficers({ db, clock, storage });
  const person = (username: string, role: string, place: Partial<typeof officers.$inferInsert>) => {
    officerRows.push({
      username,
      passwordHash: http?.passwordHash ?? 'simulated-officer-no-sign-in',
      firstName: role,
      lastName: username,
      email: `${username}@simulated.example.in`,
      mobile: `90000${String(officerRows.length).padStart(5, '0')}`,
      roleId: roleId.get(role) ?? -1,
      actions: role === 'TPSO OFFICER' ? ['fee'] : [],
      ...place,
    });
  };
  for (const ulb of chosenUlbs) {
    for (const role of TEAM_ROLES) {
      for (let index = 0; index < perRole; index += 1) {
        person(`${role.toLowerCase().replaceAll(' ', '.')}.${ulb.id}.${index}`, role, {
          ulbId: ulb.id,
          districtId: ulb.districtId,
          authorityId: ulb.authorityId,
        });
      }
    }
  }
  for (const districtId of new Set(chosenUlbs.map((ulb) => ulb.districtId))) {
    for (const department of NOC_DEPARTMENTS) {
      person(`${department.toLowerCase()}.${districtId}`, department, { districtId, lineDepartment: department });
    }
  }
  person('chasing.cell', 'CIO-Chasing Cell', {});
  const insertedOfficers = await db.insert(officers).values(officerRows).returning();
  const roleNameOf = new Map(
    insertedOfficers.map((row) => [row.id, roleRows.find((r) => r.id === row.roleId)?.name ?? '']),
  );
  const chasingCellFound = insertedOfficers.find((row) => row.username === 'chasing.cell');
  if (!chasingCellFound) throw new Error('the chasing cell officer was not created');
  const chasingCellId: number = chasingCellFound.id;
  log(
    `State: ${chosenUlbs.length} ULBs (${grades.join(', ')}), ${insertedOfficers.length} officers, ${perRole} of each role per ULB`,
  );

  // Staffing gap: a ULB with no active commissioner for 40 days; two outages of the server.
  const gapUlb = itemAt(chosenUlbs, chosenUlbs.length > 2 ? 2 : 0);
  const gapCommissioners = insertedOfficers
    .filter((row) => row.ulbId === gapUlb.id && roleNameOf.get(row.id) === 'Municipal Commissioner')
    .map((row) => row.id);
  const queue = new EventQueue();
  const gapStart = start + Math.floor(days * 0.3) * DAY_MS + 11 * HOUR_MS;
  queue.push({ type: 'STAFFING', at: gapStart, officerIds: gapCommissioners, isActive: false });
  queue.push({ type: 'STAFFING', at: gapStart + 40 * DAY_MS, officerIds: gapCommissioners, isActive: true });
  const outages: [number, number][] = [
    [start + Math.floor(days * 0.45) * DAY_MS + 2.5 * HOUR_MS, 4 * DAY_MS],
    [start + Math.floor(days * 0.75) * DAY_MS + 15.25 * HOUR_MS, 8 * DAY_MS],
  ].map(([from, length]) => [from as number, (from as number) + (length as number)]);
  const outageAt = (at: number) => outages.find(([from, to]) => at >= from && at < to);
  log(
    `Staffing gap: ${gapUlb.name} without a commissioner from ${new Date(gapStart).toISOString()} for 40 days; outages: ${outages
      .map(([from, to]) => `${new Date(from).toISOString()} for ${(to - from) / DAY_MS} days`)
      .join(', ')}`,
  );

  // Arrivals: a weekday has more than a Sunday; each at its own instant of the day.
  const arrivalsByDay: { at: number; kind: TProcessKind; ulbIndex: number }[][] = Array.from(
    { length: days },
    () => [],
  );
  const dayWeights = Array.from({ length: days }, (_, day) =>
    new Date(start + day * DAY_MS + 6 * HOUR_MS).getUTCDay() === 0 ? 0.4 : 1,
  );
  const totalWeight = dayWeights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < options.applications; index += 1) {
    let roll = random() * totalWeight;
    let day = 0;
    while (day < days - 1 && roll >= itemAt(dayWeights, day)) {
      roll -= itemAt(dayWeights, day);
      day += 1;
    }
    itemAt(arrivalsByDay, day).push({
      at: start + day * DAY_MS + Math.floor(random() * DAY_MS),
      kind: weighted(random, KIND_MIX),
      ulbIndex: Math.floor(random() * chosenUlbs.length),
    });
  }
  for (let day = 0; day < days; day += 1) {
    for (let hour = 0; hour < 24; hour += schedulerEveryHours) {
      queue.push({ type: 'SCHEDULER', at: start + day * DAY_MS + hour * HOUR_MS + 60_000 });
    }
  }
  let sequence = 0;
  const kindOf = new Map<number, TProcessKind>();
  /** What the simulation knows of each file from its own doing: when it arrived, whether a shortfall was raised. */
  const appliedAt = new Map<number, number>();
  const hadShortfall = new Set<number>();
  const ordersFiles = new Set<number>();
  const httpFiles = new Set<number>();
  const workflowOf = (applicationId: number) => (ordersFiles.has(applicationId) ? workflowWithOrders : plainWorkflow);
  /** Forbidden actions attempted, and accepted, by kind. */
  const forbidden = new Map<string, { attempted: number; accepted: number }>();
  /** The instants of the scheduler runs that ran (one or two schedulers). */
  const runInstants: number[] = [];
  /** The simulation's log of writes: after each event, the audit trail's last id and the clock then. */
  const writeLog: { upToAuditId: number; at: number }[] = [];

  async function insertDay(day: number) {
    const arrivals = itemAt(arrivalsByDay, day).sort((a, b) => a.at - b.at);
    if (arrivals.length === 0) return;
    const applicantIds = await db
      .insert(applicants)
      .values(
        arrivals.map(() => ({
          applicantType: 'INDIVIDUAL',
          applicantName: `Simulated Applicant ${sequence + 1}`,
          mobile: '9000000000',
          contactAddress: 'Simulated address',
        })),
      )
      .returning({ id: applicants.id });
    const rows = await db
      .insert(applications)
      .values(
        arrivals.map((arrival, index) => {
          sequence += 1;
          const ulb = itemAt(chosenUlbs, arrival.ulbIndex);
          const appliedOn = new Date(arrival.at);
          return {
            applicationIdentifier: `SIM/${ulb.id}/${String(sequence).padStart(7, '0')}`,
            applicationType: KIND_TYPES[arrival.kind].type,
            approvalFor: KIND_TYPES[arrival.kind].approvalFor,
            status: 'SUBMITTED' as const,
            applicantId: itemAt(applicantIds, index).id,
            ulbId: ulb.id,
            createdAt: appliedOn,
            appliedOn,
            updatedAt: appliedOn,
          };
        }),
      )
      .returning({
        id: applications.id,
        appliedOn: applications.appliedOn,
        applicationType: applications.applicationType,
        approvalFor: applications.approvalFor,
      });
    for (const [index, row] of rows.entries()) {
      kindOf.set(row.id, processKindOf(row.applicationType, row.approvalFor));
      const arrival = itemAt(arrivals, index);
      appliedAt.set(row.id, arrival.at);
      // Half the ULBs' officers decide through the orders; the other half's decisions issue none.
      if (arrival.ulbIndex % 2 === 0) ordersFiles.add(row.id);
      // The first ULB's commissioners decide through the HTTP API (its files are among those with orders).
      if (arrival.ulbIndex === 0) httpFiles.add(row.id);
      queue.push({ type: 'ARRIVE', at: row.appliedOn.getTime(), applicationId: row.id });
      if (random() < 0.01) {
        queue.push({
          type: 'WITHDRAW',
          at: row.appliedOn.getTime() + between(random, 2, 30) * DAY_MS,
          applicationId: row.id,
        });
      }
    }
    count('applications', rows.length);
  }

  // The ledger: each officer's turn as the simulated officers saw it (the recount's own record of who held what).
  const ledger: TLedgerTurn[] = [];
  const openTurns = new Map<number, Map<string, TLedgerTurn>>();
  const plannedWaits = new Set<string>();
  const plannedReviews = new Set<number>();
  /** Each file as last observed. */
  const lastSeen = new Map<number, TWorkflowState>();
  /** When each deemed file reached the commissioner for review (the scheduler run that deemed it). */
  const deemedReachedAt = new Map<number, Date>();

  /**
   * What the officers and the applicant see after a change: turns that ended, turns that began. `endedAt` is when
   * the change took effect when it is not `at`: a deadline the scheduler acts on late (after an outage) takes
   * effect at its due instant (see the SCHEDULER case).
   */
  async function observe(applicationId: number, at: number, isByDeadline = false) {
    const loaded = await loadWorkflowState(db, applicationId);
    if (!loaded) return;
    const { state, application } = loaded;
    lastSeen.set(applicationId, state);
    if (state.status === 'DEEMED' && !deemedReachedAt.has(applicationId))
      deemedReachedAt.set(applicationId, new Date(at));
    const isHeld = !WAITING.includes(state.status) && !FINISHED.includes(state.status);
    const now = new Map<
      string,
      { stageId: number; key: string; lineDepartment: string | null; level: TOfficerLevel; officerId: number }
    >();
    if (isHeld) {
      for (const stage of state.stages) {
        if (stage.status !== 'IN_PROCESS') continue;
        for (const level of stage.levels) {
          if (level.action !== 'IN_PROCESS') continue;
          now.set(`${stage.id}:${level.level}:${level.officerId}`, {
            stageId: stage.id,
            key: stage.key,
            lineDepartment: stage.lineDepartment,
            level: level.level,
            officerId: level.officerId,
          });
        }
      }
    }
    const open = openTurns.get(applicationId) ?? new Map<string, TLedgerTurn>();
    for (const [key, turn] of open) {
      if (!now.has(key)) {
        turn.endedAt = new Date(at);
        if (isByDeadline) turn.isEndedByDeadline = true;
        open.delete(key);
      }
    }
    for (const [key, turn] of now) {
      if (open.has(key)) continue;
      const entry: TLedgerTurn = {
        applicationId,
        stageId: turn.stageId,
        officerId: turn.officerId,
        stageKey: turn.key,
        lineDepartment: turn.lineDepartment,
        level: turn.level,
        receivedAt: new Date(at),
        endedAt: null,
      };
      ledger.push(entry);
      open.set(key, entry);
      // A few officers send the file at the very midnight ending their due day: on time, not a day late.
      const dueInstant = indiaDayStart(
        indiaDayNumber(new Date(at)) + stageDueDays(turn.key, turn.lineDepartment) + 1,
      ).getTime();
      queue.push({
        type: 'OFFICER',
        at:
          random() < 0.03
            ? dueInstant
            : officerActsAt(
                at,
                turn.key === 'LINE_DEPARTMENT'
                  ? 10
                  : turn.key === 'PRE_SCRUTINY' || turn.key === 'FEE_VERIFICATION'
                    ? 3
                    : turn.key === 'DECISION'
                      ? 5
                      : 7,
              ),
        applicationId,
        stageId: turn.stageId,
        level: turn.level,
        officerId: turn.officerId,
        tries: 0,
      });
    }
    openTurns.set(applicationId, open);
    if (WAITING.includes(state.status)) {
      const key = `${applicationId}:${application.waitingSince?.getTime() ?? at}`;
      if (!plannedWaits.has(key)) {
        plannedWaits.add(key);
        planApplicant(applicationId, state.status, at);
      }
    }
    if (state.status === 'DEEMED' && !plannedReviews.has(applicationId)) {
      plannedReviews.add(applicationId);
      if (random() >= 0.05) return;
      queue.push({
        type: 'REVIEW_DEEMED',
        at: inOfficeHours(random, at + between(random, 1, 6) * DAY_MS),
        applicationId,
      });
    }
  }

  /** Most officers act within their due days; some a few days late; a few weeks late. */
  function officerActsAt(at: number, dueDays: number): number {
    const behaviour = weighted(random, [
      ['ON_TIME', 82],
      ['LATE', 14],
      ['VERY_LATE', 4],
    ] as const);
    const delayDays =
      behaviour === 'ON_TIME'
        ? between(random, 0.1, Math.max(0.5, dueDays - 1))
        : behaviour === 'LATE'
          ? dueDays + between(random, 0, 6)
          : dueDays + between(random, 7, 35);
    return inOfficeHours(random, at + delayDays * DAY_MS);
  }

  function planApplicant(applicationId: number, status: TApplicationStatus, at: number) {
    const answers = status === 'PAYMENT_INTIATED' ? 0.95 : status === 'SHOW_CAUSE_RAISED' ? 0.85 : 0.88;
    if (random() >= answers) return;
    const within = status === 'PAYMENT_INTIATED' ? 10 : status === 'SHOW_CAUSE_RAISED' ? 6 : 14;
    const answerAt = at + between(random, 0.3, within) * DAY_MS;
    const day = indiaDayNumber(new Date(answerAt));
    // Citizens use the platform from 07:00 to 23:00.
    const chosen = indiaDayStart(day).getTime() + (7 + random() * 16) * HOUR_MS;
    // Never before the notice reached them: that hour of the next day instead.
    queue.push({
      type: 'APPLICANT',
      at: chosen >= answerAt ? chosen : chosen + DAY_MS,
      applicationId,
      waitingStatus: status,
    });
  }

  function chooseOutcome(state: TWorkflowState, key: string, level: TOfficerLevel, allowed: readonly TStageOutcome[]) {
    const may = (outcome: TStageOutcome) => allowed.includes(outcome);
    const options: [TStageOutcome, number][] = [];
    const add = (outcome: TStageOutcome, weight: number) => {
      if (may(outcome)) options.push([outcome, weight]);
    };
    if (key === 'DECISION') {
      add('FEE_INTIMATION', 85);
      add('ACCEPTED', 90);
      add('REJECTED', 5);
      add('SHOW_CAUSE', state.hasHadShowCause ? 0 : 5);
    } else if (key === 'LINE_DEPARTMENT' || key === 'FEE_VERIFICATION') {
      add('RECOMMENDED', 95);
      add('NOT_RECOMMENDED', key === 'LINE_DEPARTMENT' ? 5 : 0);
    } else if (level === 'L1' && key !== 'PRE_SCRUTINY') {
      add('SUBMITTED', 100);
    } else {
      add('RECOMMENDED', 88);
      add('NOT_RECOMMENDED', 3);
      // The planted second shortfall needs first ones to follow: its run's reviewers raise five times as many.
      add('SHORTFALL', (key === 'PRE_SCRUTINY' ? 10 : 3) * (plant === 'ACCEPTS_SECOND_SHORTFALL' ? 5 : 1));
      add('MORTGAGE_SHORTFALL', 3);
      add('LINE_VERIFICATION', 12);
    }
    const usable = options.filter(([, weight]) => weight > 0);
    if (usable.length === 0) return allowed[0] ?? null;
    return weighted(random, usable);
  }

  async function transition(
    applicationId: number,
    event: TWorkflowEvent,
    actor: TActor,
    remark: string | null,
    loaded?: NonNullable<Awaited<ReturnType<typeof loadWorkflowState>>>,
  ) {
    try {
      await workflowOf(applicationId).transition({ applicationId, event, actor, remark, loaded });
      count('transitions');
      if (event.type === 'SUBMIT' && (event.outcome === 'SHORTFALL' || event.outcome === 'MORTGAGE_SHORTFALL')) {
        hadShortfall.add(applicationId);
      }
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      count(`refused: ${error.message.replace(/ for .* in this jurisdiction/, ' (routing)').slice(0, 60)}`);
      await observeTimeRanOut(applicationId, error.message);
      return false;
    }
  }

  /** A refusal because a deadline had passed: the product applied it first, and the file moved with it. */
  async function observeTimeRanOut(applicationId: number, refusal: string | null) {
    if (refusal === WORKFLOW_MESSAGES.timeRanOut) await observe(applicationId, clock.now().getTime(), true);
  }

  /**
   * An action the Act forbids, attempted as an officer would: counted, and when the product accepts it, counted
   * as accepted and observed. `doctor` is the planted fault's: the state the engine is shown.
   */
  async function attemptForbidden(
    kind: string,
    applicationId: number,
    event: TWorkflowEvent,
    actor: TActor,
    doctor: ((state: TWorkflowState) => TWorkflowState) | null,
  ) {
    const entry = forbidden.get(kind) ?? { attempted: 0, accepted: 0 };
    forbidden.set(kind, entry);
    entry.attempted += 1;
    const loaded = doctor ? await loadWorkflowState(db, applicationId) : undefined;
    const shown = loaded && doctor ? { ...loaded, state: doctor(structuredClone(loaded.state)) } : undefined;
    if (await transition(applicationId, event, actor, `Attempted: ${kind}`, shown)) {
      entry.accepted += 1;
      await observe(applicationId, clock.now().getTime());
      return true;
    }
    return false;
  }

  const officerAt = (officerId: number) => {
    const row = insertedOfficers.find((candidate) => candidate.id === officerId);
    if (!row) throw new Error(`no simulated officer ${officerId}`);
    return row;
  };

  const officerActor = (officerId: number): TActor => ({
    kind: 'OFFICER',
    officerId,
    roleName: roleNameOf.get(officerId) ?? '',
  });

  async function officerActs(event: Extract<TEvent, { type: 'OFFICER' }>) {
    // Every change to a file is observed as it happens, so what was seen last is the file now.
    const state = lastSeen.get(event.applicationId);
    if (!state) return;
    if (WAITING.includes(state.status)) return;
    const stage = state.stages.find((candidate) => candidate.id === event.stageId);
    if (FINISHED.includes(state.status)) {
      // A decision after the file was deemed (its review aside, which the commissioner's DECISION level is): the
      // officer whose turn the deeming ended acts anyway.
      const isDeemed = state.status === 'FINAL_DEEMED' || (state.status === 'DEEMED' && stage?.key !== 'DECISION');
      if (!isDeemed || !stage) return;
      await attemptForbidden(
        'a decision after the file was deemed',
        event.applicationId,
        {
          type: 'SUBMIT',
          stageId: stage.id,
          officerId: event.officerId,
          outcome: stage.key === 'DECISION' ? 'ACCEPTED' : 'RECOMMENDED',
        },
        officerActor(event.officerId),
        null,
      );
      return;
    }
    const turn = stage?.levels.find((level) => level.level === event.level && level.officerId === event.officerId);
    if (!stage || stage.status !== 'IN_PROCESS' || turn?.action !== 'IN_PROCESS') return;
    const now = clock.now();
    // A shortfall the Act forbids: a second one, or one after the 10th India day after the application.
    const kind = kindOf.get(event.applicationId);
    const isSingleWindow = kind !== undefined && KIND_TYPES[kind].type === 'SINGLE WINDOW';
    const offersShortfall =
      ['PRE_SCRUTINY', 'SITE', 'TITLE', 'TECHNICAL'].includes(stage.key) &&
      (event.level !== 'L1' || stage.key === 'PRE_SCRUTINY');
    const applied = appliedAt.get(event.applicationId) ?? now.getTime();
    const isPastDay10 = indiaDayNumber(now) > indiaDayNumber(new Date(applied)) + SHORTFALL_WITHIN_DAYS;
    if (isSingleWindow && offersShortfall && random() < 0.5 && (hadShortfall.has(event.applicationId) || isPastDay10)) {
      const isSecond = hadShortfall.has(event.applicationId);
      const doctor = isSecond
        ? plant === 'ACCEPTS_SECOND_SHORTFALL'
          ? // The once-rule alone under test: the file shown also within its 10 days, so the late rule lets it by.
            (shown: TWorkflowState) => ({ ...shown, hasHadShortfall: false, appliedOn: now })
          : null
        : plant === 'ACCEPTS_LATE_SHORTFALL'
          ? (shown: TWorkflowState) => ({ ...shown, appliedOn: now })
          : null;
      const isAccepted = await attemptForbidden(
        isSecond ? 'a second shortfall' : 'a shortfall after day 10',
        event.applicationId,
        { type: 'SUBMIT', stageId: stage.id, officerId: event.officerId, outcome: 'SHORTFALL' },
        officerActor(event.officerId),
        doctor,
      );
      if (isAccepted) return;
    }
    // Another officer of the same role submits this officer's turn.
    if (random() < 0.03) {
      const role = roleNameOf.get(event.officerId);
      const others = insertedOfficers.filter((row) => row.id !== event.officerId && roleNameOf.get(row.id) === role);
      const intruder = others.length > 0 ? pick(random, others).id : null;
      const outcome = intruder === null ? null : allowedOutcomes(state, stage.key, event.level, now)[0];
      if (intruder !== null && outcome) {
        const isAccepted = await attemptForbidden(
          "a submission on another officer's turn",
          event.applicationId,
          { type: 'SUBMIT', stageId: stage.id, officerId: intruder, outcome },
          officerActor(intruder),
          plant === 'ACCEPTS_ANOTHER_OFFICERS_TURN'
            ? (shown: TWorkflowState) => ({
                ...shown,
                stages: shown.stages.map((candidate) =>
                  candidate.id === stage.id
                    ? {
                        ...candidate,
                        levels: candidate.levels.map((level) =>
                          level.action === 'IN_PROCESS' ? { ...level, officerId: intruder } : level,
                        ),
                      }
                    : candidate,
                ),
              })
            : null,
        );
        if (isAccepted) return;
      }
    }
    const allowed = allowedOutcomes(state, stage.key, event.level, now);
    const outcome = chooseOutcome(state, stage.key, event.level, allowed);
    if (!outcome) return;
    const nocDepartments =
      outcome === 'LINE_VERIFICATION'
        ? NOC_DEPARTMENTS.filter(() => random() < 0.5)
            .concat(pick(random, NOC_DEPARTMENTS))
            .filter((d, i, all) => all.indexOf(d) === i)
        : [];
    count(`outcome ${outcome}`);
    const httpStatus =
      outcome === 'ACCEPTED'
        ? 'ACCEPTED'
        : outcome === 'REJECTED'
          ? 'REJECTED'
          : outcome === 'SHOW_CAUSE'
            ? 'SHOW_CAUSE_RAISED'
            : null;
    if (http && httpStatus && stage.key === 'DECISION' && httpFiles.has(event.applicationId)) {
      // A commissioner of another ULB tries first: the API must refuse them.
      const intruder = pick(
        random,
        insertedOfficers.filter(
          (row) => row.id !== event.officerId && roleNameOf.get(row.id) === roleNameOf.get(event.officerId),
        ),
      );
      const entry = forbidden.get("a decision on another officer's turn, through the API") ?? {
        attempted: 0,
        accepted: 0,
      };
      forbidden.set("a decision on another officer's turn, through the API", entry);
      entry.attempted += 1;
      const intruded = await http.decide(intruder, event.applicationId, httpStatus);
      if (intruded.isAccepted) {
        entry.accepted += 1;
        await observe(event.applicationId, clock.now().getTime());
        return;
      }
      await observeTimeRanOut(event.applicationId, intruded.refusal);
      const decided = await http.decide(officerAt(event.officerId), event.applicationId, httpStatus);
      if (decided.isAccepted) {
        count('transitions');
        count('decisions through the API');
        await observe(event.applicationId, clock.now().getTime());
      } else {
        count(`refused through the API: ${decided.refusal?.slice(0, 60)}`);
        await observeTimeRanOut(event.applicationId, decided.refusal);
        if (event.tries < 30)
          queue.push({ ...event, at: inOfficeHours(random, event.at + DAY_MS), tries: event.tries + 1 });
      }
      return;
    }
    const isDone = await transition(
      event.applicationId,
      { type: 'SUBMIT', stageId: stage.id, officerId: event.officerId, outcome, nocDepartments },
      officerActor(event.officerId),
      `${outcome} as the simulated officer found`,
    );
    if (isDone) await observe(event.applicationId, clock.now().getTime());
    else if (event.tries < 30) {
      // Refused (nobody to route to, say): the officer tries again on the next working day, still holding the file.
      queue.push({ ...event, at: inOfficeHours(random, event.at + DAY_MS), tries: event.tries + 1 });
    }
  }

  const lastAuditEventId = async () => {
    const [last] = await db
      .select({ id: sql<number>`coalesce(max(${auditEvents.id}), 0)`.mapWith(Number) })
      .from(auditEvents);
    return last?.id ?? 0;
  };
  let schedulerRuns = 0;
  let lastDayInserted = -1;
  const auditIdBefore = await lastAuditEventId();
  const loopStarted = performance.now();
  for (let next = queue.peek(); next && next.at <= end; next = queue.peek()) {
    // Each India day's applications are written when the day begins (the simulation's bulk path), before any
    // event of that day is taken.
    const day = Math.floor((next.at - start) / DAY_MS);
    if (lastDayInserted < Math.min(day, days - 1)) {
      lastDayInserted += 1;
      await insertDay(lastDayInserted);
      if (lastDayInserted % 30 === 0) {
        log(
          `day ${lastDayInserted}: ${counts.applications ?? 0} applications, ${counts.transitions ?? 0} transitions, ${schedulerRuns} scheduler runs, ${((performance.now() - loopStarted) / 1000).toFixed(0)} s`,
        );
      }
      continue;
    }
    const event = queue.pop();
    if (!event) break;
    const outage = outageAt(event.at);
    if (outage) {
      // The server is down: the scheduler does not run, and what people meant to do waits for the restart.
      if (event.type !== 'SCHEDULER') queue.push({ ...event, at: outage[1] + between(random, 0.02, 0.5) * DAY_MS });
      else if (event.at + schedulerEveryHours * HOUR_MS >= outage[1])
        queue.push({ type: 'SCHEDULER', at: outage[1] + 60_000 });
      continue;
    }
    // Time never runs backwards: an event planned for a moment already past happens now.
    if (event.at < clock.now().getTime()) {
      count('events planned in the past (taken now)');
      event.at = clock.now().getTime();
    }
    clock.set(new Date(event.at));
    const eventStarted = performance.now();
    switch (event.type) {
      case 'ARRIVE': {
        await db.transaction((tx) => plainWorkflow.startIn(tx, event.applicationId, { kind: 'PLATFORM' }));
        count('transitions');
        await observe(event.applicationId, event.at);
        break;
      }
      case 'OFFICER':
        await officerActs(event);
        break;
      case 'REVIEW_DEEMED': {
        const loaded = await loadWorkflowState(db, event.applicationId);
        const decision = loaded?.state.stages.find(
          (stage) => stage.key === 'DECISION' && stage.status === 'IN_PROCESS',
        );
        const reviewer = decision?.levels.find((level) => level.action === 'IN_PROCESS');
        if (loaded?.state.status !== 'DEEMED' || !decision || !reviewer) break;
        count('outcome deemed revoked');
        const isDone = await transition(
          event.applicationId,
          { type: 'SUBMIT', stageId: decision.id, officerId: reviewer.officerId, outcome: 'REJECTED' },
          officerActor(reviewer.officerId),
          'Revoked on review of the deemed approval',
        );
        if (isDone) await observe(event.applicationId, event.at);
        break;
      }
      case 'APPLICANT': {
        const loaded = await loadWorkflowState(db, event.applicationId);
        if (loaded?.state.status !== event.waitingStatus) break;
        const type =
          event.waitingStatus === 'PAYMENT_INTIATED'
            ? 'APPLICANT_PAID_FEE'
            : event.waitingStatus === 'SHOW_CAUSE_RAISED'
              ? 'APPLICANT_REPLIED_SHOW_CAUSE'
              : 'APPLICANT_ANSWERED_SHORTFALL';
        count(`applicant ${type}`);
        if (await transition(event.applicationId, { type }, { kind: 'PLATFORM' }, null)) {
          await observe(event.applicationId, event.at);
        }
        break;
      }
      case 'WITHDRAW': {
        const loaded = await loadWorkflowState(db, event.applicationId);
        if (!loaded || FINISHED.includes(loaded.state.status)) break;
        count('applicant withdrew');
        if (await transition(event.applicationId, { type: 'APPLICANT_WITHDREW' }, { kind: 'PLATFORM' }, null)) {
          await observe(event.applicationId, event.at);
        }
        break;
      }
      case 'SCHEDULER': {
        const before = await lastAuditEventId();
        // Two schedulers at once for part of the year: one runs, the other finds the run lock taken.
        const isTwo = event.at >= twoSchedulers[0] && event.at < twoSchedulers[1];
        const runs = await Promise.all([scheduler.runOnce(), ...(isTwo ? [secondScheduler.runOnce()] : [])]);
        const ran = runs.filter((run) => !run.skipped);
        schedulerRuns += ran.length;
        if (ran.length > 0) runInstants.push(event.at);
        if (isTwo) count('scheduler runs with a second scheduler at once');
        count('scheduler runs skipped (the other held the lock)', runs.length - ran.length);
        for (const run of ran) {
          for (const [name, value] of Object.entries(run)) {
            if (typeof value === 'number') count(`scheduler ${name}`, value);
          }
        }
        // Whatever the runs changed, the officers and applicants see at once; a turn the deeming ended ended
        // when the deadline took effect, which the recount computes (endDeadlineTurns).
        const changed = await db
          .selectDistinct({ applicationId: auditEvents.applicationId })
          .from(auditEvents)
          .where(gt(auditEvents.id, before));
        for (const { applicationId } of changed) {
          if (applicationId !== null) await observe(applicationId, event.at, true);
        }
        break;
      }
      case 'STAFFING':
        await db.update(officers).set({ isActive: event.isActive }).where(inArray(officers.id, event.officerIds));
        count(event.isActive ? 'commissioners back' : 'commissioners away');
        break;
    }
    count(`ms ${event.type}`, Math.round(performance.now() - eventStarted));
    // The log of writes: what this event wrote was written at the clock's instant now.
    const upToAuditId = await lastAuditEventId();
    if (upToAuditId > (writeLog.at(-1)?.upToAuditId ?? auditIdBefore)) {
      writeLog.push({ upToAuditId, at: clock.now().getTime() });
    }
  }
  const drivingSeconds = (performance.now() - loopStarted) / 1000;
  log(`Driven to ${new Date(end).toISOString()} in ${drivingSeconds.toFixed(1)} s; recounting`);

  await http?.close();
  const driven = { drivingSeconds, started };
  // The product's figures are read an hour after the year's last midnight, before any scheduler run that day;
  // each recount after (recountAgain) a day later. The lagging figures are read on the first later day on which a
  // turn still held has fallen late: time alone changes no other figure the product keeps rather than counts as
  // it reads (an open turn's days are counted when read), so a day's missing sweep shows only then.
  let lastReading: number | null = null;
  const recountAgain = async (planted: TPlantedFault | null) => {
    const next = lastReading === null ? end + HOUR_MS : lastReading + DAY_MS;
    const reading =
      planted === 'LAGGING_FIGURES' && lastReading !== null
        ? (firstReadingWithATurnFallenLate(ledger, lastReading, next, 60) ?? next)
        : next;
    lastReading = reading;
    return recountAt(new Date(reading), planted);
  };
  const first = await recountAgain(plant !== null && POST_DRIVE_FAULTS.includes(plant) ? plant : null);
  return { ...first, recountAgain: (planted) => recountAgain(planted) };

  /** The recount as of `reportAt`, with a fault planted in the product after the driving (and taken out after). */
  async function recountAt(reportAt: Date, planted: TPlantedFault | null): Promise<TSimulationResult> {
    clock.set(reportAt);
    const readingDay = indiaDayStart(indiaDayNumber(reportAt)).getTime();
    if (planted === 'LAGGING_FIGURES') {
      // A run recorded as done at 00:01 whose sweep never ran: the figures are as of the last real sweep.
      const runId = await startSchedulerRun(db, {
        name: DEADLINES_RUN,
        process: 'planted-fault',
        startedAt: new Date(readingDay + 60_000),
      });
      await finishSchedulerRun(db, runId, { finishedAt: new Date(readingDay + 60_000), outcome: 'DONE' });
    }
    const countedLate =
      planted === 'DUE_MIDNIGHT_COUNTED_LATE'
        ? (
            (await db.execute(sql`update turn_delays set days_delayed = 1, delay_band = 0
            where not is_open and ended_at = due_at and days_delayed = 0 returning turn_id`)) as unknown as {
              rows: { turn_id: number }[];
            }
          ).rows.map((row) => row.turn_id)
        : [];
    if (planted === 'MISSING_ORDER') {
      await db.execute(sql`delete from decision_orders where id = (select min(id) from decision_orders)`);
    }

    // The recount, from the raw history (the audit trail) with every instant from the simulation's log of writes.
    const writtenAt = writtenAtOf(writeLog);
    const historyRows = (await db.execute(sql`
    select e.id, e.application_id, e.from_state, e.to_state
    from audit_events e
    where e.application_id is not null and e.to_state is not null and e.id > ${auditIdBefore}
    order by e.application_id, e.id`)) as unknown as {
      rows: { id: number; application_id: number; from_state: string | null; to_state: string | null }[];
    };
    const history = new Map<number, THistoryEvent[]>();
    for (const row of historyRows.rows) {
      const list = history.get(row.application_id) ?? [];
      list.push({
        applicationId: row.application_id,
        writtenAt: writtenAt(Number(row.id)),
        fromState: row.from_state,
        toState: row.to_state,
      });
      history.set(row.application_id, list);
    }
    // Single-window files, by the simulation's own record of when each arrived.
    const deemable = [...appliedAt]
      .filter(([id]) => {
        const kind = kindOf.get(id);
        return kind !== undefined && KIND_TYPES[kind].type === 'SINGLE WINDOW';
      })
      .map(([applicationId, at]) => ({ applicationId, appliedOn: new Date(at) }));
    const deemed: TDeemedCheck = checkDeemedApprovals(
      deemable.filter((file) => (history.get(file.applicationId)?.length ?? 0) > 0),
      (id) => history.get(id) ?? [],
      runInstants,
      reportAt,
    );
    endDeadlineTurns(ledger, deemed.deemedDueAt);

    const shortfalls = countShortfallsAgainstTheAct(deemable, (id) => history.get(id) ?? []);
    const recount = recountOfficerDelays(ledger, reportAt);
    const productTurnRows = await db
      .select({
        stageId: stageOfficers.stageStateId,
        level: stageOfficers.officerLevel,
        officerId: stageOfficers.officerId,
        receivedAt: stageOfficers.receivedDate,
      })
      .from(stageOfficers);
    const traced = traceLateTurns(
      ledger,
      new Map(productTurnRows.map((row) => [`${row.stageId}:${row.level}`, row])),
      reportAt,
    );
    const chasingCellRecord = await findOfficerById(db, chasingCellId);
    if (!chasingCellRecord) throw new Error('the chasing cell officer vanished');
    const chasingCell = toSignedInOfficer(chasingCellRecord);
    const reports = createOfficerReportsService({ db, clock });
    const everything = {} as TOfficerReportQuery;
    // Read first: the chasing cell's figures as of the instant read (the product refreshes what time changed).
    const penalties = await reports.penalties(chasingCell, everything);
    const heldPastDue = await reports.delayedFiles(chasingCell, { ...everything, perPage: 1 });
    // The day-17 alerts: which files, on which day of their clock.
    const alerts = await reports.deemedAlerts(chasingCell, everything);
    // Turn by turn: the ledger's late turns against the product's read model (which turn each side has).
    // Each turn's days as the reports read them at the instant (an open turn's are counted from its due day).
    const turnFigures = await findTurnFigures(db, {
      ulbIds: null,
      applicationTypes: null,
      stages: null,
      from: null,
      to: null,
      now: reportAt,
    });
    const daysDelayedOf = new Map(turnFigures.map((figure) => [figure.turn_id, figure.days_delayed]));
    const productTurns = (
      await db
        .select({
          turnId: turnDelays.turnId,
          stageId: stageOfficers.stageStateId,
          level: stageOfficers.officerLevel,
          officerId: stageOfficers.officerId,
          receivedAt: turnDelays.receivedDate,
          endedAt: turnDelays.endedAt,
        })
        .from(turnDelays)
        .innerJoin(officerTurns, eq(officerTurns.id, turnDelays.turnId))
        .innerJoin(stageOfficers, eq(stageOfficers.id, officerTurns.stageOfficerId))
    ).map(({ turnId, ...turn }) => ({ ...turn, daysDelayed: daysDelayedOf.get(turnId) ?? 0 }));
    const byTurn = compareTurns(ledger, productTurns, reportAt);
    const recountedAlerts = [...deemed.runningDays].filter(([, day]) => day >= DEEMED_ALERT_DAY);
    const reportedAlertDays = new Map(alerts.map((alert) => [Number(alert.applicationId), alert.day]));
    const alertDaysDiffering = recountedAlerts.filter(([id, day]) => reportedAlertDays.get(id) !== day).length;
    const comparison = compareOfficerFigures(
      recount.officers,
      penalties.map((row) => ({
        officerId: Number(row.officerId),
        delayedFiles: row.delayedFiles,
        totalDaysDelayed: row.totalDaysDelayed,
        maxDaysDelayed: row.maxDaysDelayed,
        stillHeld: row.stillHeld,
        penaltyAmount: row.penaltyAmount,
      })),
      {
        recounted: {
          'files held past due date': recount.heldPastDueFiles,
          'turns held past due date': recount.heldPastDueTurns,
          'officers fined': recount.officers.length,
          'penalties in rupees': recount.officers.reduce((sum, row) => sum + row.penalty, 0),
          'files on day 17 or later': recountedAlerts.length,
          'alerted files on another day of their clock': 0,
        },
        product: {
          'files held past due date': heldPastDue.fileCount,
          'turns held past due date': heldPastDue.totalCount,
          'officers fined': penalties.filter((row) => row.penaltyAmount > 0).length,
          'penalties in rupees': penalties.reduce((sum, row) => sum + row.penaltyAmount, 0),
          'files on day 17 or later': alerts.length,
          'alerted files on another day of their clock': alertDaysDiffering,
        },
      },
    );

    // Orders: every decision the history shows, against the orders the product issued and the PDFs it stored.
    const expectedOrders: TExpectedOrder[] = [];
    for (const [applicationId, events] of history) {
      const processKind = kindOf.get(applicationId);
      if (!processKind) continue;
      for (const event of events) {
        if (!event.toState) continue;
        const kind = expectedOrderKind(event.fromState, event.toState, processKind);
        const isByDeadline = event.toState === 'DEEMED' || event.toState === 'FINAL_DEEMED';
        if (!kind || (!isByDeadline && !ordersFiles.has(applicationId))) continue;
        const at =
          event.toState === 'DEEMED'
            ? deemed.deemedDueAt.get(applicationId)
            : event.toState === 'FINAL_DEEMED'
              ? deemed.finalDueAt.get(applicationId)
              : undefined;
        expectedOrders.push({ applicationId, kind, at: at ?? event.writtenAt });
      }
    }
    const issuedOrders = await db
      .select({
        applicationId: decisionOrders.applicationId,
        kind: decisionOrders.kind,
        issuedAt: decisionOrders.issuedAt,
        sha256: decisionOrders.sha256,
        storageKey: decisionOrders.storageKey,
      })
      .from(decisionOrders)
      .orderBy(decisionOrders.applicationId, decisionOrders.id);
    const orders = checkOrders(
      expectedOrders,
      issuedOrders.map(({ storageKey, ...order }) => ({ ...order, storedSha256: stored.get(storageKey) ?? null })),
    );

    const missedDeemed = deemed.missed + deemed.finalMissed;
    const earlyDeemed = deemed.early + deemed.finalEarly;
    // Every forbidden action accepted: the attempts the product let through (shortfalls counted from the history,
    // which holds every shortfall against the Act, attempted or not).
    const isShortfallAttempt = (kind: string) => kind.includes('shortfall');
    const forbiddenAccepted =
      [...forbidden].reduce((sum, [kind, entry]) => sum + (isShortfallAttempt(kind) ? 0 : entry.accepted), 0) +
      shortfalls.second +
      shortfalls.late;
    const ordersMissingOrWrong = orders.missing + orders.extra + orders.wrong;
    const figures: Record<string, number | string> = {
      ...counts,
      'scheduler runs': schedulerRuns,
      'officer turns': ledger.length,
      'late turns (recount)': recount.lateTurns,
      'late turns of a stage level opened again later (recount)': recount.lateTurnsReopened,
      'late turns whose stage-level record names another officer': traced.underAnotherOfficer,
      'late turns whose stage-level record a later turn rewrote': traced.overwritten,
      'late turns the product lacks': byTurn.missing,
      'late turns the product has with another delay': byTurn.differing,
      'late turns only the product has': byTurn.extra,
      'turns ended exactly at their due midnight (recount)': ledger.filter(
        (turn) =>
          turn.endedAt !== null &&
          turn.endedAt.getTime() ===
            indiaDayStart(
              indiaDayNumber(turn.receivedAt) + stageDueDays(turn.stageKey, turn.lineDepartment) + 1,
            ).getTime(),
      ).length,
      'officers with late files (recount)': recount.officers.length,
      'penalties in rupees (recount)': recount.officers.reduce((sum, row) => sum + row.penalty, 0),
      'penalties in rupees (reported)': penalties.reduce((sum, row) => sum + row.penaltyAmount, 0),
      'files held past due (recount)': recount.heldPastDueFiles,
      'files held past due (reported)': heldPastDue.fileCount,
      'files on day 17 or later (recount)': recountedAlerts.length,
      'files on day 17 or later (reported)': alerts.length,
      'shortfalls raised (single window)': shortfalls.raised,
      'second shortfalls accepted': shortfalls.second,
      'shortfalls accepted after day 10': shortfalls.late,
      ...Object.fromEntries(
        [...forbidden].flatMap(([kind, entry]) => [
          [`forbidden: ${kind}, attempted`, entry.attempted],
          [`forbidden: ${kind}, accepted`, entry.accepted],
        ]),
      ),
      'deemed approvals due': deemed.due,
      'deemed on day 22': deemed.onTime,
      'deemed on day 22, not by its first run': deemed.notFirstRun,
      'deemed early': deemed.early,
      'deemed late or never': deemed.missed,
      'final deemed due': deemed.finalDue,
      'final deemed on time': deemed.finalOnTime,
      'final deemed early': deemed.finalEarly,
      'final deemed late or never': deemed.finalMissed,
      'orders called for': orders.expected,
      'orders issued': orders.issued,
      'orders missing': orders.missing,
      'orders not called for': orders.extra,
      'orders wrong (kind, date or PDF)': orders.wrong,
      'writes logged': writeLog.length,
      'requests to the HTTP API': http?.requests() ?? 0,
      'driving seconds': Number(driven.drivingSeconds.toFixed(1)),
      'running seconds': Number(((performance.now() - driven.started) / 1000).toFixed(1)),
    };
    if (countedLate.length > 0) {
      // The planted fault taken out again: those turns were on time.
      await db.execute(sql`update turn_delays set days_delayed = 0, delay_band = null
      where turn_id in (${sql.join(
        countedLate.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    }
    const summaryLine = `missed deemed approvals: ${missedDeemed}, early deemed approvals: ${earlyDeemed}, misattributed delays: ${comparison.misattributedDelays}, figure mismatches: ${comparison.figureMismatches}, forbidden actions accepted: ${forbiddenAccepted}, orders missing or wrong: ${ordersMissingOrWrong}`;
    return {
      missedDeemed,
      earlyDeemed,
      misattributedDelays: comparison.misattributedDelays,
      figureMismatches: comparison.figureMismatches,
      forbiddenAccepted,
      ordersMissingOrWrong,
      figures,
      examples: [...deemed.examples, ...comparison.details, ...byTurn.examples, ...orders.examples],
      summaryLine,
      recountAgain: () => Promise.reject(new Error('recount again from the first result')),
    };
  }
}

/**
 * The simulation's storage: it keeps, for each key, the SHA-256 of the bytes the product stored (the orders'
 * PDFs), so that the recount can hold each order record to the PDF actually stored.
 */
function simulationStorage(stored: Map<string, string>): TStorage {
  return {
    driver: 'local',
    put: async (key, body) => {
      stored.set(key, createHash('sha256').update(body).digest('hex'));
    },
    readStart: async () => null,
    remove: async (key) => {
      stored.delete(key);
    },
    downloadUrl: (key) => `https://simulated.example.in/${key}`,
    isDownloadAllowed: () => false,
    presignedPost: async () => {
      throw new Error('the simulation uploads nothing');
    },
    check: async () => undefined,
  };
}
