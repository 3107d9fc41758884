import { DAY_MS } from '@anumati/domain';
import { describe, expect, it } from 'vitest';
import {
  checkDeemedApprovals,
  checkOrders,
  expectedOrderKind,
  writtenAtOf,
  countShortfallsAgainstTheAct,
  daysLate,
  firstReadingWithATurnFallenLate,
  indiaDayNumber,
  recountOfficerDelays,
  recountPenalty,
  type THistoryEvent,
} from './year-recount';

const at = (text: string) => new Date(text);

describe("the recount's India days", () => {
  it.each([
    // A turn due in 7 days received 17-11 at 10:00 India time is due by the end of 24-11.
    ['2025-11-17T10:00:00+05:30', 7, '2025-11-24T23:59:00+05:30', 0],
    ['2025-11-17T10:00:00+05:30', 7, '2025-11-25T00:00:00+05:30', 0],
    ['2025-11-17T10:00:00+05:30', 7, '2025-11-25T00:53:00+05:30', 1],
    ['2025-11-17T23:30:00+05:30', 7, '2025-11-25T09:00:00+05:30', 1],
    // Received at 00:10 India time (the day before in UTC): still the India day 18-11.
    ['2025-11-17T18:40:00Z', 3, '2025-11-21T18:29:00Z', 0],
    ['2025-11-17T18:40:00Z', 3, '2025-11-22T10:00:00+05:30', 1],
    ['2025-11-17T10:00:00+05:30', 3, '2025-11-30T10:00:00+05:30', 10],
  ])('received %s, due in %i days, ended %s: %i days late', (received, dueDays, ended, late) => {
    expect(daysLate({ receivedAt: at(received), dueDays }, at(ended))).toBe(late);
  });

  it('finds the first reading at which a turn still held has fallen late since the last one', () => {
    // A site turn is due in 7 days: received 17-11, late after the midnight ending 24-11.
    const held = {
      applicationId: 1,
      stageId: 1,
      officerId: 1,
      stageKey: 'SITE',
      lineDepartment: null,
      level: 'L1',
      receivedAt: at('2025-11-17T10:00:00+05:30'),
      endedAt: null,
    };
    const since = at('2025-11-20T01:00:00+05:30').getTime();
    const first = at('2025-11-21T01:00:00+05:30').getTime();
    expect(firstReadingWithATurnFallenLate([held], since, first, 60)).toBe(at('2025-11-25T01:00:00+05:30').getTime());
    // Not within the readings allowed, fallen late before `since`, or no longer held: none.
    expect(firstReadingWithATurnFallenLate([held], since, first, 3)).toBeNull();
    expect(firstReadingWithATurnFallenLate([held], since + 10 * DAY_MS, first + 10 * DAY_MS, 60)).toBeNull();
    expect(
      firstReadingWithATurnFallenLate([{ ...held, endedAt: at('2025-11-19T10:00:00+05:30') }], since, first, 60),
    ).toBeNull();
  });

  it('counts the late files an officer still holds as files: three turns of one file held late are one', () => {
    const turn = (stageKey: string, applicationId: number) => ({
      applicationId,
      stageId: applicationId,
      officerId: 34,
      stageKey,
      lineDepartment: null,
      level: 'L1',
      receivedAt: at('2025-11-17T10:00:00+05:30'),
      endedAt: null,
    });
    const held = [turn('SITE', 1), turn('TITLE', 1), turn('TECHNICAL', 1), turn('SITE', 2)];
    const { officers, heldPastDueTurns, heldPastDueFiles } = recountOfficerDelays(
      held,
      at('2025-12-20T10:00:00+05:30'),
    );
    expect(officers).toMatchObject([{ officerId: 34, delayedFiles: 2, stillHeld: 2 }]);
    expect({ heldPastDueTurns, heldPastDueFiles }).toEqual({ heldPastDueTurns: 4, heldPastDueFiles: 2 });
  });

  it('counts an instant by its day in India', () => {
    expect(indiaDayNumber(at('2025-11-24T18:29:59Z'))).toBe(indiaDayNumber(at('2025-11-24T00:00:00+05:30')));
    expect(indiaDayNumber(at('2025-11-24T18:30:00Z'))).toBe(indiaDayNumber(at('2025-11-25T00:00:00+05:30')));
  });

  it.each([
    [0, 0],
    [1, 1000],
    [7, 1000],
    [8, 3000],
    [30, 5000],
    [31, 10_000],
  ])('fines a longest delay of %i days Rs %i', (days, rupees) => {
    expect(recountPenalty(days)).toBe(rupees);
  });
});

describe("the recount's deemed days", () => {
  const file = { applicationId: 1, appliedOn: at('2025-04-07T15:00:00+05:30') };
  const event = (toState: string, written: string): THistoryEvent => ({
    applicationId: 1,
    writtenAt: at(written),
    fromState: null,
    toState,
  });
  /** The scheduler ran at 00:01 and 12:01 India time every day of April and May 2025, but for an outage. */
  const runs = Array.from(
    { length: 61 * 2 },
    (_, index) => at(`2025-04-01T00:01:00+05:30`).getTime() + index * 12 * 3_600_000,
  ).filter((run) => run < at('2025-04-28T20:00:00+05:30').getTime() || run > at('2025-05-02T09:00:00+05:30').getTime());
  const everyRun = Array.from(
    { length: 61 * 2 },
    (_, index) => at('2025-04-01T00:01:00+05:30').getTime() + index * 12 * 3_600_000,
  );
  const check = (events: THistoryEvent[], end = '2025-12-01T00:00:00+05:30', ran: readonly number[] = everyRun) =>
    checkDeemedApprovals([file], () => events, ran, at(end));

  it('wants a file applied for on 07-04 deemed on 29-04 by its first run, day 22 with the day of receipt excluded', () => {
    const start = event('SUBMITTED', '2025-04-07T15:00:00+05:30');
    expect(check([start, event('DEEMED', '2025-04-29T00:01:00+05:30')])).toMatchObject({ onTime: 1, early: 0 });
    expect(check([start, event('DEEMED', '2025-04-28T12:01:00+05:30')])).toMatchObject({ early: 1 });
    // Written by a later run of day 22 than its first: on day 22, on time, and shown.
    expect(check([start, event('DEEMED', '2025-04-29T12:01:00+05:30')])).toMatchObject({ onTime: 1, notFirstRun: 1 });
    expect(check([start, event('DEEMED', '2025-04-30T00:01:00+05:30')])).toMatchObject({ missed: 1 });
  });

  it('takes the first run after an outage that spanned day 22 as on time, and a file deemed twice as missed', () => {
    const start = event('SUBMITTED', '2025-04-07T15:00:00+05:30');
    expect(check([start, event('DEEMED', '2025-05-02T12:01:00+05:30')], undefined, runs)).toMatchObject({ onTime: 1 });
    expect(check([start, event('DEEMED', '2025-05-03T00:01:00+05:30')], undefined, runs)).toMatchObject({ missed: 1 });
    const twice = [start, event('DEEMED', '2025-04-29T00:01:00+05:30'), event('DEEMED', '2025-04-29T00:01:00+05:30')];
    expect(check(twice)).toMatchObject({ onTime: 1, missed: 1 });
  });

  it('moves day 22 by the India days the file spent with the applicant', () => {
    const events = [
      event('SUBMITTED', '2025-04-07T15:00:00+05:30'),
      event('SHORTFALL', '2025-04-10T11:00:00+05:30'),
      event('SHORTFALL_SUBMITTED', '2025-04-15T18:00:00+05:30'),
      event('DEEMED', '2025-05-04T00:01:00+05:30'),
    ];
    expect(check(events)).toMatchObject({ onTime: 1 });
  });

  it('counts a file never deemed though a run came after day 22 began, and one decided after day 22, as missed', () => {
    const start = event('SUBMITTED', '2025-04-07T15:00:00+05:30');
    expect(check([start])).toMatchObject({ missed: 1 });
    expect(check([start], '2025-04-29T00:00:30+05:30')).toMatchObject({ due: 0, missed: 0 });
    expect(check([start, event('ACCEPTED', '2025-04-29T11:00:00+05:30')])).toMatchObject({ missed: 1 });
    expect(check([start, event('ACCEPTED', '2025-04-28T17:00:00+05:30')])).toMatchObject({ due: 0, missed: 0 });
  });

  it('counts a file sent to the applicant at the very midnight day 22 began as missed, though deemed later', () => {
    const start = event('SUBMITTED', '2025-04-07T15:00:00+05:30');
    const atMidnight = [
      start,
      event('PAYMENT_INTIATED', '2025-04-29T00:00:00+05:30'),
      event('FEE_VERIFICATION', '2025-04-29T13:00:00+05:30'),
      event('DEEMED', '2025-04-30T00:01:00+05:30'),
    ];
    expect(check(atMidnight)).toMatchObject({ onTime: 0, missed: 1 });
    const deemedFirst = [start, event('DEEMED', '2025-04-29T00:00:00+05:30')];
    expect(check(deemedFirst)).toMatchObject({ onTime: 1, missed: 0 });
  });

  it('wants the final deemed approval by the first run of the day after the 7 days of review', () => {
    const events = [event('SUBMITTED', '2025-04-07T15:00:00+05:30'), event('DEEMED', '2025-04-29T00:01:00+05:30')];
    expect(check([...events, event('FINAL_DEEMED', '2025-05-07T00:01:00+05:30')])).toMatchObject({ finalOnTime: 1 });
    expect(check([...events, event('FINAL_DEEMED', '2025-05-06T12:01:00+05:30')])).toMatchObject({ finalEarly: 1 });
    expect(check([...events, event('REVOKED', '2025-05-02T12:00:00+05:30')])).toMatchObject({ finalDue: 0 });
  });
});

describe("the recount's log of writes and orders", () => {
  it('dates an audit event by the first write of the log that reaches its id', () => {
    const writtenAt = writtenAtOf([
      { upToAuditId: 3, at: 1000 },
      { upToAuditId: 7, at: 2000 },
    ]);
    expect(writtenAt(1).getTime()).toBe(1000);
    expect(writtenAt(3).getTime()).toBe(1000);
    expect(writtenAt(4).getTime()).toBe(2000);
    expect(() => writtenAt(8)).toThrow('in no write');
  });

  it('calls a revocation what takes back a permission held, and counts missing, extra and wrong orders', () => {
    expect(expectedOrderKind('VERIFICATION_UNDER_PROGRESS', 'REJECTED', 'SINGLE_WINDOW')).toBe('REJECTION');
    expect(expectedOrderKind('DEEMED', 'REJECTED', 'SINGLE_WINDOW')).toBe('REVOCATION');
    expect(expectedOrderKind('VERIFICATION_UNDER_PROGRESS', 'REJECTED', 'REGISTRATION')).toBe('REVOCATION');
    expect(expectedOrderKind('SHORTFALL', 'SHORTFALL_SUBMITTED', 'SINGLE_WINDOW')).toBeNull();
    const when = at('2025-04-29T00:00:00+05:30');
    const order = { applicationId: 1, kind: 'DEEMED_APPROVAL', issuedAt: when, sha256: 'a', storedSha256: 'a' };
    const wanted = [{ applicationId: 1, kind: 'DEEMED_APPROVAL', at: when }];
    expect(checkOrders(wanted, [order])).toMatchObject({ missing: 0, extra: 0, wrong: 0 });
    expect(checkOrders(wanted, [])).toMatchObject({ missing: 1 });
    expect(checkOrders([], [order])).toMatchObject({ extra: 1 });
    expect(checkOrders(wanted, [{ ...order, storedSha256: 'b' }])).toMatchObject({ wrong: 1 });
    expect(checkOrders(wanted, [{ ...order, issuedAt: new Date(when.getTime() + 60_000) }])).toMatchObject({
      wrong: 1,
    });
  });
});

describe("the recount's shortfalls", () => {
  it('finds a second shortfall of any kind and one raised after the 10th India day after the application', () => {
    const file = { applicationId: 1, appliedOn: at('2025-04-07T15:00:00+05:30') };
    const raised = (toState: string, written: string): THistoryEvent => ({
      applicationId: 1,
      writtenAt: at(written),
      fromState: null,
      toState,
    });
    expect(countShortfallsAgainstTheAct([file], () => [raised('SHORTFALL', '2025-04-17T23:00:00+05:30')])).toEqual({
      raised: 1,
      second: 0,
      late: 0,
    });
    expect(
      countShortfallsAgainstTheAct([file], () => [raised('MORTGAGE_SHORTFALL', '2025-04-18T00:30:00+05:30')]),
    ).toEqual({ raised: 1, second: 0, late: 1 });
    expect(
      countShortfallsAgainstTheAct([file], () => [
        raised('SHORTFALL', '2025-04-08T11:00:00+05:30'),
        raised('MORTGAGE_SHORTFALL', '2025-04-20T11:00:00+05:30'),
      ]),
    ).toEqual({ raised: 2, second: 1, late: 0 });
  });
});
