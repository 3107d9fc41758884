import { isShortfallStatus } from '@anumati/domain';
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
 * - A deemed approval is on time when it is recorded on day 22 itself: earlier is early, later (or never) missed.
 * - The commissioner reviews a deemed file for 7 days from the day it reached them; the deemed approval becomes
 *   final on the day after, neither earlier nor later.
 * - An officer's turn on a stage is due within the stage's due days of the day the file reached them; it is late
 *   by the India days begun after that end until the officer forwarded the file, or the file left them (to the
 *   applicant, decided, deemed or closed), or now. A turn that ends exactly at the midnight closing its period is
 *   on time. A level still open when the file comes back from the applicant is a new turn from then. Decision
 *   (issue 14): a turn a deadline ends (the file deemed) ends at the instant the deadline took effect as the raw
 *   history records it (details.dueAt, as the deemed check reads it), even when the scheduler got to it after an
 *   outage — the product's documented reading (docs/WORKFLOW.md "Deadline events carry their due instant"); the
 *   ledger (simulated-year.ts, the SCHEDULER case) records it so.
 * - Penalties: one per officer, by their longest delay: up to 7 days Rs 1,000, 14 Rs 3,000, 30 Rs 5,000, beyond
 *   Rs 10,000 (the bands docs/REPORTS.md states).
 */

const DAY_MS = 86_400_000;
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

/** India days a turn ended late (0 when on time). */
export function daysLate(turn: { receivedAt: Date; dueDays: number }, endedAt: Date): number {
  const dueEnd = indiaDayStart(indiaDayNumber(turn.receivedAt) + turn.dueDays + 1);
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
};

/** One transition of the raw history. */
export type THistoryEvent = {
  applicationId: number;
  /** When the transition says it happened (a deadline transition may record its due instant). */
  recordedAt: Date;
  /** When it was written (the clock of the process that wrote it). */
  writtenAt: Date;
  fromState: string | null;
  toState: string | null;
};

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
};

/** The chasing cell is alerted from day 17 of a single-window file's decision clock. */
export const DEEMED_ALERT_DAY = 17;

/**
 * Walks each deemable file's history in order and says whether its deemed approval (and the final one after the
 * review) came on its statutory day.
 */
export function checkDeemedApprovals(
  files: readonly {
    applicationId: number;
    appliedOn: Date;
    /** When the deemed file reached the commissioner, as the simulation saw it (the review runs from then). */
    deemedReachedAt: Date | null;
  }[],
  historyOf: (applicationId: number) => readonly THistoryEvent[],
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
    examples: [],
    runningDays: new Map(),
  };
  const noted = new Map<string, number>();
  /** A few examples of each kind of failure. */
  const note = (kind: string, text: string) => {
    const seen = noted.get(kind) ?? 0;
    noted.set(kind, seen + 1);
    if (seen < 3) check.examples.push(`${kind}: ${text}`);
  };
  for (const file of files) {
    let lastRunningDay = indiaDayNumber(file.appliedOn) + DECISION_WITHIN_DAYS;
    let pausedOn: Date | null = null;
    let deemed: { recordedAt: Date; writtenAt: Date } | null = null;
    let isSettled = false;
    const events = historyOf(file.applicationId);
    let index = 0;
    for (; index < events.length; index += 1) {
      const event = events[index] as THistoryEvent;
      const dueInstant = indiaDayStart(lastRunningDay + 1);
      if (event.toState === 'DEEMED') {
        deemed = { recordedAt: event.recordedAt, writtenAt: event.writtenAt };
        isSettled = true;
        break;
      }
      if (pausedOn === null && event.writtenAt.getTime() > dueInstant.getTime()) {
        // The file was still running when its day 22 began, and something else happened to it before the deeming.
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
      const isOverdue = !isSettled && pausedOn === null && end.getTime() > dueInstant.getTime();
      if (isOverdue) {
        check.due += 1;
        check.missed += 1;
        note('never deemed', `file ${file.applicationId}: day 22 began ${dueInstant.toISOString()}`);
      }
      continue;
    }
    check.due += 1;
    const recordedDay = indiaDayNumber(deemed.recordedAt);
    if (recordedDay < lastRunningDay + 1) {
      check.early += 1;
      note(
        'deemed early',
        `file ${file.applicationId}: deemed ${deemed.recordedAt.toISOString()}, day 22 began ${dueInstant.toISOString()}`,
      );
    } else if (recordedDay > lastRunningDay + 1) {
      check.missed += 1;
      note(
        'deemed late',
        `file ${file.applicationId}: deemed ${deemed.recordedAt.toISOString()}, day 22 began ${dueInstant.toISOString()}`,
      );
    } else check.onTime += 1;

    // The review: 7 India days from the day the file reached the commissioner, final on the day after.
    const finalDay = indiaDayNumber(file.deemedReachedAt ?? deemed.writtenAt) + DEEMED_REVIEW_DAYS + 1;
    const later = events.slice(index + 1);
    const final = later.find((event) => event.toState === 'FINAL_DEEMED');
    const isTakenBack = later.some(
      (event) => event.toState !== 'FINAL_DEEMED' && (final === undefined || event.writtenAt < final.writtenAt),
    );
    if (isTakenBack) continue;
    if (final) {
      check.finalDue += 1;
      const day = indiaDayNumber(final.recordedAt);
      if (day < finalDay) {
        check.finalEarly += 1;
        note(
          'final deemed early',
          `file ${file.applicationId}: final ${final.recordedAt.toISOString()}, deemed ${deemed.writtenAt.toISOString()}`,
        );
      } else if (day > finalDay) {
        check.finalMissed += 1;
        note('final deemed late', `file ${file.applicationId}: final ${final.recordedAt.toISOString()}`);
      } else check.finalOnTime += 1;
    } else if (end.getTime() >= indiaDayStart(finalDay + 1).getTime()) {
      check.finalDue += 1;
      check.finalMissed += 1;
      note('never final', `file ${file.applicationId}: deemed ${deemed.writtenAt.toISOString()}`);
    }
  }
  return check;
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
  stillHeld: number;
  penalty: number;
};

export function recountOfficerDelays(turns: readonly TLedgerTurn[], now: Date) {
  const byOfficer = new Map<number, TOfficerRecount & { files: Set<number> }>();
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
      stillHeld: 0,
      penalty: 0,
      files: new Set<number>(),
    };
    entry.files.add(turn.applicationId);
    entry.totalDaysDelayed += late;
    entry.maxDaysDelayed = Math.max(entry.maxDaysDelayed, late);
    if (turn.endedAt === null) {
      entry.stillHeld += 1;
      heldPastDueTurns += 1;
      heldPastDueFiles.add(turn.applicationId);
    }
    byOfficer.set(turn.officerId, entry);
  }
  const officers: TOfficerRecount[] = [...byOfficer.values()].map(({ files, ...entry }) => ({
    ...entry,
    delayedFiles: files.size,
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
