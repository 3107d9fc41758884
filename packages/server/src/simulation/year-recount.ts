import { DAY_MS, isShortfallStatus } from '@anumati/domain';
/**
 * The simulated year's own arithmetic, written apart from the product on purpose: it shares no function with the
 * engine, the scheduler or the report queries, so that a mistake there cannot hide by being made twice. It reads
 * the raw transition history (the audit log) and the simulation's ledger of officers' turns (who held which file
 * from when to when, as the simulated officers saw it).
 *
 * The statutory reading it checks (docs/WORKFLOW.md "The simulated year"):
 * - A day is an India day: it ends at midnight Asia/Kolkata (UTC+05:30, no daylight saving).
 * - "Within N days" of an event excludes the day of the event (General Clauses Act 1897 s. 9): the period ends at
 *   the end of the N-th India day after it, and "day N+1" begins at that midnight.
 * - Single window: decided within 21 days of the application, else deemed approved on day 22. The days the file
 *   is with the applicant do not count: the day it goes to the applicant is a running day, the day it comes back
 *   is not (it is the new day of receipt), so each pause moves the end by the India days between the two.
 * - Every instant is when the write happened, as the simulation's own log says (its clock at the write, by the
 *   audit trail's ids): never a date the product records about itself (a decision date, a due instant in an
 *   event's details, the audit event's own time).
 * - A deemed approval is on time when it is written by the first scheduler run at or after the start of day 22
 *   (on day 22 itself while the server is up; at the restart when day 22 began in an outage): written before
 *   day 22 began is early; later, twice, or never while a run came after day 22 began, missed.
 * - The commissioner reviews a deemed file for 7 days from the day it reached them; the deemed approval becomes
 *   final on the day after, by the first scheduler run of that day (or the restart), neither earlier nor later.
 * - An officer's turn on a stage is due within the stage's due days of the day the file reached them; it is late
 *   by the India days begun after that end until the officer forwarded the file, or the file left them (to the
 *   applicant, decided, deemed or closed), or now. A turn that ends exactly at the midnight closing its period is
 *   on time. A level still open when the file comes back from the applicant is a new turn from then. Decision
 *   (issue 14): a turn a deadline ends (the file deemed) ends at the instant the deadline took effect — the start
 *   of day 22 as this recount computes it, when the scheduler wrote the deeming later (after an outage) — the
 *   product's documented reading (docs/WORKFLOW.md "Deadline events carry their due instant"), here computed, not
 *   read from the product (endDeadlineTurns).
 * - Penalties: one per officer, by their longest delay: up to 7 days Rs 1,000, 14 Rs 3,000, 30 Rs 5,000, beyond
 *   Rs 10,000 (the bands docs/REPORTS.md states).
 */

const INDIA_OFFSET_MS = 330 * 60_000;

/** The India day an instant falls on, as a day number (days since 1970-01-01 in India). */
export function indiaDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + INDIA_OFFSET_MS) / DAY_MS);
}

/** The instant an India day begins (its midnight in Asia/Kolkata). */
export function indiaDayStart(dayNumber: number): Date {
  return new Date(dayNumber * DAY_MS - INDIA_OFFSET_MS);
}

/** India days a file's decision clock runs before it is deemed, and the commissioner's review of a deemed file. */
export const DECISION_WITHIN_DAYS = 21;
export const DEEMED_REVIEW_DAYS = 7;

/** Due days of each stage (docs/WORKFLOW.md); a line department by its department. */
const STAGE_DUE_DAYS: Record<string, number> = {
  PRE_SCRUTINY: 3,
  SITE: 7,
  TITLE: 7,
  TECHNICAL: 7,
  FEE_VERIFICATION: 3,
  DECISION: 5,
};
const NOC_DUE_DAYS: Record<string, number> = { FIRE: 14, REVENUE: 14, IRRIGATION: 10 };
const OTHER_NOC_DUE_DAYS = 10;

export function stageDueDays(stageKey: string, lineDepartment: string | null): number {
  if (stageKey === 'LINE_DEPARTMENT') return NOC_DUE_DAYS[lineDepartment ?? ''] ?? OTHER_NOC_DUE_DAYS;
  const days = STAGE_DUE_DAYS[stageKey];
  if (days === undefined) throw new Error(`No due days known for stage ${stageKey}`);
  return days;
}

const PENALTY_BANDS: readonly [maxDays: number, rupees: number][] = [
  [7, 1000],
  [14, 3000],
  [30, 5000],
  [Number.POSITIVE_INFINITY, 10_000],
];

export function recountPenalty(maxDaysLate: number): number {
  if (maxDaysLate <= 0) return 0;
  return PENALTY_BANDS.find(([maxDays]) => maxDaysLate <= maxDays)?.[1] ?? 0;
}

/** The instant a turn falls late: the midnight ending the last of its due days. */
export function dueInstantOf(turn: { receivedAt: Date; dueDays: number }): Date {
  return indiaDayStart(indiaDayNumber(turn.receivedAt) + turn.dueDays + 1);
}

/**
 * The first of the readings `first`, a day later, two days later… (up to `days`) at which a turn the ledger has
 * still held has fallen late since `since`; null when none does.
 */
export function firstReadingWithATurnFallenLate(
  turns: readonly TLedgerTurn[],
  since: number,
  first: number,
  days: number,
): number | null {
  const dues = turns
    .filter((turn) => turn.endedAt === null)
    .map((turn) =>
      dueInstantOf({
        receivedAt: turn.receivedAt,
        dueDays: stageDueDays(turn.stageKey, turn.lineDepartment),
      }).getTime(),
    )
    .filter((due) => due > since);
  const earliest = Math.min(...dues);
  if (!Number.isFinite(earliest)) return null;
  // Late from the instant after its due instant.
  const readings = earliest < first ? 0 : Math.floor((earliest - first) / DAY_MS) + 1;
  return readings <= days ? first + readings * DAY_MS : null;
}

/** India days a turn ended late (0 when on time: ended at its due midnight or before). */
export function daysLate(turn: { receivedAt: Date; dueDays: number }, endedAt: Date): number {
  const dueEnd = dueInstantOf(turn);
  if (endedAt.getTime() <= dueEnd.getTime()) return 0;
  return indiaDayNumber(endedAt) - indiaDayNumber(turn.receivedAt) - turn.dueDays;
}

/** An officer's turn on a file, as the simulation saw it. */
export type TLedgerTurn = {
  applicationId: number;
  stageId: number;
  officerId: number;
  stageKey: string;
  lineDepartment: string | null;
  level: string;
  receivedAt: Date;
  /** Null while the officer still holds the file. */
  endedAt: Date | null;
  /** The turn ended with a scheduler run (the file deemed): it ends when the deadline took effect. */
  isEndedByDeadline?: boolean;
};

/** One transition of the raw history (the audit trail), with when it was written (the simulation's log). */
export type THistoryEvent = {
  applicationId: number;
  /** When it was written: the simulation's clock at the write, from its own log (never a date the product keeps). */
  writtenAt: Date;
  fromState: string | null;
  toState: string | null;
};

/**
 * The simulation's log of writes: after each thing it did, the audit trail's last id and the clock's instant.
 * An audit event was written at the instant of the first entry whose id reaches it.
 */
export function writtenAtOf(log: readonly { upToAuditId: number; at: number }[]) {
  return (auditId: number): Date => {
    let low = 0;
    let high = log.length - 1;
    if (high < 0 || (log[high]?.upToAuditId ?? 0) < auditId) throw new Error(`audit event ${auditId} is in no write`);
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((log[middle]?.upToAuditId ?? 0) >= auditId) high = middle;
      else low = middle + 1;
    }
    return new Date(log[low]?.at ?? 0);
  };
}

/** The first scheduler run at or after an instant (runs: the instants of the runs that ran, in order), or null. */
export function firstRunFrom(runs: readonly number[], instant: number): number | null {
  let low = 0;
  let high = runs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((runs[middle] ?? 0) >= instant) high = middle;
    else low = middle + 1;
  }
  return runs[low] ?? null;
}

const WAITING = new Set([
  'SHORTFALL',
  'MORTGAGE_SHORTFALL',
  'DRAWING_SHORTFALL',
  'SHOW_CAUSE_RAISED',
  'PAYMENT_INTIATED',
]);
const ENDED_WITHOUT_DEEMING = new Set(['ACCEPTED', 'REJECTED', 'REVOKED', 'CLOSED', 'EXPIRED']);

export type TDeemedCheck = {
  /** Files that had to be deemed (their day 22 came while undecided). */
  due: number;
  onTime: number;
  missed: number;
  early: number;
  finalDue: number;
  finalOnTime: number;
  finalMissed: number;
  finalEarly: number;
  /** A few examples of each failure, for the report. */
  examples: string[];
  /** Files still running at the end, by the day of their decision clock (day 22 is the deemed day). */
  runningDays: Map<number, number>;
  /** Deemed on day 22 but by a later run of the day than its first (on time by the Act; shown, not counted). */
  notFirstRun: number;
  /** Each deemed file's start of day 22 and of the final deemed day, as recounted. */
  deemedDueAt: Map<number, Date>;
  finalDueAt: Map<number, Date>;
};

/** The chasing cell is alerted from day 17 of a single-window file's decision clock. */
export const DEEMED_ALERT_DAY = 17;

/**
 * Walks each deemable file's history in order and says whether its deemed approval (and the final one after the
 * review) was written by the scheduler run that had to write it: the first run (`runs`, the instants of the runs
 * that ran) at or after its day began.
 */
export function checkDeemedApprovals(
  files: readonly { applicationId: number; appliedOn: Date }[],
  historyOf: (applicationId: number) => readonly THistoryEvent[],
  runs: readonly number[],
  end: Date,
): TDeemedCheck {
  const check: TDeemedCheck = {
    due: 0,
    onTime: 0,
    missed: 0,
    early: 0,
    finalDue: 0,
    finalOnTime: 0,
    finalMissed: 0,
    finalEarly: 0,
    notFirstRun: 0,
    examples: [],
    runningDays: new Map(),
    deemedDueAt: new Map(),
    finalDueAt: new Map(),
  };
  const noted = new Map<string, number>();
  /** A few examples of each kind of failure. */
  const note = (kind: string, text: string) => {
    const seen = noted.get(kind) ?? 0;
    noted.set(kind, seen + 1);
    if (seen < 3) check.examples.push(`${kind}: ${text}`);
  };
  /**
   * On time: written on the due India day itself, or by the first run after an outage that spanned its start;
   * before the due instant, early; else missed.
   */
  const judge = (writtenAt: Date, dueInstant: Date): 'early' | 'missed' | 'onTime' => {
    if (writtenAt.getTime() < dueInstant.getTime()) return 'early';
    const firstRun = firstRunFrom(runs, dueInstant.getTime());
    if (firstRun === writtenAt.getTime()) return 'onTime';
    if (indiaDayNumber(writtenAt) === indiaDayNumber(dueInstant)) {
      check.notFirstRun += 1;
      return 'onTime';
    }
    return 'missed';
  };
  for (const file of files) {
    let lastRunningDay = indiaDayNumber(file.appliedOn) + DECISION_WITHIN_DAYS;
    let pausedOn: Date | null = null;
    let deemed: THistoryEvent | null = null;
    let isSettled = false;
    const events = historyOf(file.applicationId);
    let index = 0;
    for (; index < events.length; index += 1) {
      const event = events[index] as THistoryEvent;
      const dueInstant = indiaDayStart(lastRunningDay + 1);
      if (event.toState === 'DEEMED') {
        deemed = event;
        isSettled = true;
        break;
      }
      if (pausedOn === null && event.writtenAt.getTime() >= dueInstant.getTime()) {
        // The file was still running when its day 22 began, and something else happened to it, at that instant or
        // after, before the deeming: at midnight the file is deemed, and nothing else may move it first.
        break;
      }
      if (event.toState && ENDED_WITHOUT_DEEMING.has(event.toState)) {
        isSettled = true;
        break;
      }
      if (event.toState && WAITING.has(event.toState) && pausedOn === null) pausedOn = event.writtenAt;
      else if (pausedOn && event.toState && !WAITING.has(event.toState)) {
        lastRunningDay += indiaDayNumber(event.writtenAt) - indiaDayNumber(pausedOn);
        pausedOn = null;
      }
    }
    const dueInstant = indiaDayStart(lastRunningDay + 1);
    if (!deemed && !isSettled && pausedOn === null) {
      check.runningDays.set(file.applicationId, indiaDayNumber(end) - (lastRunningDay - DECISION_WITHIN_DAYS));
    }
    if (!deemed) {
      const mustHaveRun = firstRunFrom(runs, dueInstant.getTime());
      const isOverdue = !isSettled && pausedOn === null && mustHaveRun !== null && mustHaveRun <= end.getTime();
      if (isOverdue) {
        check.due += 1;
        check.missed += 1;
        note('never deemed', `file ${file.applicationId}: day 22 began ${dueInstant.toISOString()}`);
      }
      continue;
    }
    check.due += 1;
    check.deemedDueAt.set(file.applicationId, dueInstant);
    const verdict = judge(deemed.writtenAt, dueInstant);
    check[verdict] += 1;
    if (verdict !== 'onTime') {
      note(
        `deemed ${verdict === 'early' ? 'early' : 'late'}`,
        `file ${file.applicationId}: deemed ${deemed.writtenAt.toISOString()}, day 22 began ${dueInstant.toISOString()}`,
      );
    }
    const later = events.slice(index + 1);
    // Deemed again (two schedulers both acting, say): the act deems a file once.
    const again = later.filter((event) => event.toState === 'DEEMED').length;
    if (again > 0) {
      check.missed += again;
      note('deemed twice', `file ${file.applicationId}: ${again + 1} deemed approvals written`);
    }

    // The review: 7 India days from the day the file reached the commissioner (when it was deemed), final on the
    // day after.
    const finalDay = indiaDayNumber(deemed.writtenAt) + DEEMED_REVIEW_DAYS + 1;
    const finalDue = indiaDayStart(finalDay);
    const finals = later.filter((event) => event.toState === 'FINAL_DEEMED');
    const final = finals[0];
    const isTakenBack = later.some(
      (event) =>
        event.toState !== 'FINAL_DEEMED' &&
        event.toState !== 'DEEMED' &&
        (final === undefined || event.writtenAt < final.writtenAt),
    );
    if (isTakenBack) continue;
    if (final) {
      check.finalDue += 1;
      check.finalDueAt.set(file.applicationId, finalDue);
      const finalVerdict = judge(final.writtenAt, finalDue);
      if (finalVerdict === 'early') check.finalEarly += 1;
      else if (finalVerdict === 'missed') check.finalMissed += 1;
      else check.finalOnTime += 1;
      if (finalVerdict !== 'onTime') {
        note(
          `final deemed ${finalVerdict === 'early' ? 'early' : 'late'}`,
          `file ${file.applicationId}: final ${final.writtenAt.toISOString()}, due from ${finalDue.toISOString()}`,
        );
      }
      if (finals.length > 1) {
        check.finalMissed += finals.length - 1;
        note('final deemed twice', `file ${file.applicationId}: ${finals.length} final deemed approvals written`);
      }
    } else {
      const mustHaveRun = firstRunFrom(runs, finalDue.getTime());
      if (mustHaveRun !== null && mustHaveRun <= end.getTime()) {
        check.finalDue += 1;
        check.finalMissed += 1;
        note('never final', `file ${file.applicationId}: deemed ${deemed.writtenAt.toISOString()}`);
      }
    }
  }
  return check;
}

/**
 * Turns a deadline ended (the file deemed by a scheduler run) end when the deadline took effect: the start of day
 * 22 as recounted, when the run wrote it later (after an outage). Changes the ledger in place.
 */
export function endDeadlineTurns(turns: TLedgerTurn[], deemedDueAt: ReadonlyMap<number, Date>) {
  for (const turn of turns) {
    if (!turn.isEndedByDeadline || !turn.endedAt) continue;
    const due = deemedDueAt.get(turn.applicationId);
    if (due && due.getTime() < turn.endedAt.getTime() && due.getTime() >= turn.receivedAt.getTime()) {
      turn.endedAt = due;
    }
  }
}

/** The act: one shortfall of any kind, raised within 10 days of the application. */
export const SHORTFALL_WITHIN_DAYS = 10;

/** Shortfalls the history shows accepted against the act: a second one on a file, or one raised after day 10. */
export function countShortfallsAgainstTheAct(
  files: readonly { applicationId: number; appliedOn: Date }[],
  historyOf: (applicationId: number) => readonly THistoryEvent[],
) {
  let raised = 0;
  let second = 0;
  let late = 0;
  for (const file of files) {
    const lastDay = indiaDayNumber(file.appliedOn) + SHORTFALL_WITHIN_DAYS;
    let seen = 0;
    for (const event of historyOf(file.applicationId)) {
      if (!event.toState || !isShortfallStatus(event.toState)) continue;
      raised += 1;
      seen += 1;
      if (seen > 1) second += 1;
      else if (indiaDayNumber(event.writtenAt) > lastDay) late += 1;
    }
  }
  return { raised, second, late };
}

/** Each officer's delays as the recount finds them. */
export type TOfficerRecount = {
  officerId: number;
  delayedFiles: number;
  totalDaysDelayed: number;
  maxDaysDelayed: number;
  /** The late files the officer still holds: files, as the chasing cell counts them, not turns (one officer may
   *  hold a file's site, title and technical turns at once). */
  stillHeld: number;
  penalty: number;
};

export function recountOfficerDelays(turns: readonly TLedgerTurn[], now: Date) {
  const byOfficer = new Map<number, Omit<TOfficerRecount, 'stillHeld'> & { files: Set<number>; held: Set<number> }>();
  let lateTurns = 0;
  const heldPastDueFiles = new Set<number>();
  let heldPastDueTurns = 0;
  let lateTurnsReopened = 0;
  const reopened = new Set<TLedgerTurn>();
  const lastOfLevel = new Map<string, TLedgerTurn>();
  for (const turn of turns) {
    const key = `${turn.applicationId}:${turn.stageKey}:${turn.lineDepartment ?? ''}:${turn.level}`;
    const earlier = lastOfLevel.get(key);
    if (earlier) reopened.add(earlier);
    lastOfLevel.set(key, turn);
  }
  for (const turn of turns) {
    const late = daysLate(
      { receivedAt: turn.receivedAt, dueDays: stageDueDays(turn.stageKey, turn.lineDepartment) },
      turn.endedAt ?? now,
    );
    if (late === 0) continue;
    lateTurns += 1;
    if (reopened.has(turn)) lateTurnsReopened += 1;
    const entry = byOfficer.get(turn.officerId) ?? {
      officerId: turn.officerId,
      delayedFiles: 0,
      totalDaysDelayed: 0,
      maxDaysDelayed: 0,
      penalty: 0,
      files: new Set<number>(),
      held: new Set<number>(),
    };
    entry.files.add(turn.applicationId);
    entry.totalDaysDelayed += late;
    entry.maxDaysDelayed = Math.max(entry.maxDaysDelayed, late);
    if (turn.endedAt === null) {
      entry.held.add(turn.applicationId);
      heldPastDueTurns += 1;
      heldPastDueFiles.add(turn.applicationId);
    }
    byOfficer.set(turn.officerId, entry);
  }
  const officers: TOfficerRecount[] = [...byOfficer.values()].map(({ files, held, ...entry }) => ({
    ...entry,
    delayedFiles: files.size,
    stillHeld: held.size,
    penalty: recountPenalty(entry.maxDaysDelayed),
  }));
  return { officers, lateTurns, lateTurnsReopened, heldPastDueTurns, heldPastDueFiles: heldPastDueFiles.size };
}

/**
 * Where the product's own record of a late turn (its stage level's row: officer, received) differs from the
 * ledger: another officer named, or the row rewritten by a later turn of the same level (the earlier one lost).
 */
export function traceLateTurns(
  turns: readonly TLedgerTurn[],
  productTurns: ReadonlyMap<string, { officerId: number; receivedAt: Date }>,
  now: Date,
) {
  let underAnotherOfficer = 0;
  let overwritten = 0;
  for (const turn of turns) {
    const dueDays = stageDueDays(turn.stageKey, turn.lineDepartment);
    if (daysLate({ receivedAt: turn.receivedAt, dueDays }, turn.endedAt ?? now) === 0) continue;
    const row = productTurns.get(`${turn.stageId}:${turn.level}`);
    if (!row || row.officerId !== turn.officerId) underAnotherOfficer += 1;
    else if (row.receivedAt.getTime() !== turn.receivedAt.getTime()) overwritten += 1;
  }
  return { underAnotherOfficer, overwritten };
}

/** One turn as the product keeps it (its read model's row: stage level, officer, received, days delayed). */
export type TProductTurn = {
  stageId: number;
  level: string;
  officerId: number;
  receivedAt: Date;
  endedAt: Date | null;
  daysDelayed: number;
};

/**
 * Turn by turn: each late turn of the ledger against the product's turn of the same stage level, officer and
 * moment of receipt. Missing: the product has no such turn; differing: it has it with another delay; extra: a
 * late turn of the product's that the ledger does not have. Examples name the turn on both sides.
 */
export function compareTurns(turns: readonly TLedgerTurn[], productTurns: readonly TProductTurn[], now: Date) {
  const keyOf = (turn: { stageId: number; level: string; officerId: number; receivedAt: Date }) =>
    `${turn.stageId}:${turn.level}:${turn.officerId}:${turn.receivedAt.getTime()}`;
  const theirs = new Map(productTurns.map((turn) => [keyOf(turn), turn]));
  const mine = new Set(turns.map(keyOf));
  const result = { missing: 0, differing: 0, extra: 0, examples: [] as string[] };
  const note = (text: string) => {
    if (result.examples.length < 10) result.examples.push(text);
  };
  const show = (date: Date | null) => date?.toISOString() ?? 'open';
  for (const turn of turns) {
    const late = daysLate(
      { receivedAt: turn.receivedAt, dueDays: stageDueDays(turn.stageKey, turn.lineDepartment) },
      turn.endedAt ?? now,
    );
    const product = theirs.get(keyOf(turn));
    if (!product) {
      if (late > 0) {
        result.missing += 1;
        note(
          `turn missing: file ${turn.applicationId} stage ${turn.stageId} ${turn.level} officer ${turn.officerId}, received ${show(turn.receivedAt)}, ended ${show(turn.endedAt)}, ${late} days late`,
        );
      }
      continue;
    }
    if (product.daysDelayed !== late) {
      result.differing += 1;
      note(
        `turn differs: file ${turn.applicationId} stage ${turn.stageId} ${turn.level} officer ${turn.officerId}, received ${show(turn.receivedAt)}: ledger ended ${show(turn.endedAt)}, ${late} days late; product ended ${show(product.endedAt)}, ${product.daysDelayed}`,
      );
    }
  }
  for (const turn of productTurns) {
    if (turn.daysDelayed > 0 && !mine.has(keyOf(turn))) {
      result.extra += 1;
      note(
        `turn extra: stage ${turn.stageId} ${turn.level} officer ${turn.officerId}, received ${show(turn.receivedAt)}, ended ${show(turn.endedAt)}, ${turn.daysDelayed} days late in the product only`,
      );
    }
  }
  return result;
}

/** What the product's chasing cell says of one officer (its penalties list, all periods). */
export type TProductOfficerFigures = {
  officerId: number;
  delayedFiles: number;
  totalDaysDelayed: number;
  maxDaysDelayed: number;
  stillHeld: number;
  penaltyAmount: number;
};

export type TFigureComparison = {
  /** Late files not put against the officer who held them (or put against one who did not hold them late). */
  misattributedDelays: number;
  /** Other figures of the chasing cell that differ from the recount. */
  figureMismatches: number;
  details: string[];
};

export function compareOfficerFigures(
  recount: readonly TOfficerRecount[],
  product: readonly TProductOfficerFigures[],
  totals: { recounted: Record<string, number>; product: Record<string, number> },
): TFigureComparison {
  const result: TFigureComparison = { misattributedDelays: 0, figureMismatches: 0, details: [] };
  const note = (text: string) => {
    if (result.details.length < 20) result.details.push(text);
  };
  const mine = new Map(recount.map((row) => [row.officerId, row]));
  const theirs = new Map(product.map((row) => [row.officerId, row]));
  for (const officerId of new Set([...mine.keys(), ...theirs.keys()])) {
    const a = mine.get(officerId);
    const b = theirs.get(officerId);
    const difference = Math.abs((a?.delayedFiles ?? 0) - (b?.delayedFiles ?? 0));
    if (difference > 0)
      note(`officer ${officerId}: ${a?.delayedFiles ?? 0} late files recounted, ${b?.delayedFiles ?? 0} reported`);
    result.misattributedDelays += difference;
    const pairs: [string, number, number][] = [
      ['total days delayed', a?.totalDaysDelayed ?? 0, b?.totalDaysDelayed ?? 0],
      ['longest delay', a?.maxDaysDelayed ?? 0, b?.maxDaysDelayed ?? 0],
      ['still held', a?.stillHeld ?? 0, b?.stillHeld ?? 0],
      ['penalty', a?.penalty ?? 0, b?.penaltyAmount ?? 0],
    ];
    for (const [name, recounted, reported] of pairs) {
      if (recounted !== reported) {
        result.figureMismatches += 1;
        note(`officer ${officerId}: ${name} ${recounted} recounted, ${reported} reported`);
      }
    }
  }
  for (const [name, recounted] of Object.entries(totals.recounted)) {
    const reported = totals.product[name];
    if (reported !== recounted) {
      result.figureMismatches += 1;
      note(`${name}: ${recounted} recounted, ${reported ?? 'none'} reported`);
    }
  }
  return result;
}

/** Process kinds whose permission is held from arrival (instant registration and approval): taken back, revoked. */
const HELD_FROM_ARRIVAL = new Set(['REGISTRATION', 'SELF_CERTIFICATION']);

/**
 * The order a change of status must issue, by this recount's own reading of the rules (docs/WORKFLOW.md, orders):
 * a permit for an approval, the deemed and final deemed approvals, a rejection — a revocation when the applicant
 * held the permission already (instant kinds, or a deemed file) —, a revocation, a show-cause notice; none else.
 */
export function expectedOrderKind(from: string | null, to: string, processKind: string): string | null {
  if (from === to) return null;
  switch (to) {
    case 'ACCEPTED':
      return 'PERMIT';
    case 'DEEMED':
      return 'DEEMED_APPROVAL';
    case 'FINAL_DEEMED':
      return 'FINAL_DEEMED_APPROVAL';
    case 'REVOKED':
      return 'REVOCATION';
    case 'REJECTED':
      return HELD_FROM_ARRIVAL.has(processKind) || from === 'DEEMED' ? 'REVOCATION' : 'REJECTION';
    case 'SHOW_CAUSE_RAISED':
      return 'SHOW_CAUSE_NOTICE';
    default:
      return null;
  }
}

/** An order as the product issued it, and the SHA-256 of the bytes it stored (the simulation's storage saw them). */
export type TIssuedOrder = {
  applicationId: number;
  kind: string;
  issuedAt: Date;
  sha256: string;
  storedSha256: string | null;
};

/** An order the history calls for: its kind and the instant it must carry. */
export type TExpectedOrder = { applicationId: number; kind: string; at: Date };

/**
 * Each file's orders, in the order issued, against the orders its history calls for: missing (called for, not
 * issued), extra (issued, not called for), or wrong (another kind, another date, or a stored PDF that is not the
 * one whose SHA-256 the order record keeps).
 */
export function checkOrders(expected: readonly TExpectedOrder[], issued: readonly TIssuedOrder[]) {
  const result = {
    expected: expected.length,
    issued: issued.length,
    missing: 0,
    extra: 0,
    wrong: 0,
    examples: [] as string[],
  };
  const note = (text: string) => {
    if (result.examples.length < 10) result.examples.push(text);
  };
  const group = <T extends { applicationId: number }>(list: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.applicationId, [...(map.get(item.applicationId) ?? []), item]);
    return map;
  };
  const mine = group(expected);
  const theirs = group(issued);
  for (const applicationId of new Set([...mine.keys(), ...theirs.keys()])) {
    const wanted = mine.get(applicationId) ?? [];
    const got = theirs.get(applicationId) ?? [];
    for (let index = 0; index < Math.max(wanted.length, got.length); index += 1) {
      const want = wanted[index];
      const have = got[index];
      if (!have) {
        result.missing += 1;
        note(`order missing: file ${applicationId}, ${want?.kind} of ${want?.at.toISOString()}`);
      } else if (!want) {
        result.extra += 1;
        note(`order extra: file ${applicationId}, ${have.kind} of ${have.issuedAt.toISOString()}`);
      } else if (
        want.kind !== have.kind ||
        want.at.getTime() !== have.issuedAt.getTime() ||
        have.storedSha256 !== have.sha256
      ) {
        result.wrong += 1;
        note(
          `order wrong: file ${applicationId}, wanted ${want.kind} of ${want.at.toISOString()}, issued ${have.kind} of ${have.issuedAt.toISOString()}${have.storedSha256 === have.sha256 ? '' : ', its stored PDF not the one recorded'}`,
        );
      }
    }
  }
  return result;
}
