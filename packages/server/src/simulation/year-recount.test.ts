import { describe, expect, it } from 'vitest';
import {
  checkDeemedApprovals,
  countShortfallsAgainstTheAct,
  daysLate,
  indiaDayNumber,
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
  const file = { applicationId: 1, appliedOn: at('2025-04-07T15:00:00+05:30'), deemedReachedAt: null };
  const event = (toState: string, written: string, recorded = written): THistoryEvent => ({
    applicationId: 1,
    writtenAt: at(written),
    recordedAt: at(recorded),
    fromState: null,
    toState,
  });
  const check = (events: THistoryEvent[], end = '2026-01-01T00:00:00+05:30') =>
    checkDeemedApprovals([file], () => events, at(end));

  it('wants a file applied for on 07-04 deemed on 29-04, day 22 with the day of receipt excluded', () => {
    const start = event('SUBMITTED', '2025-04-07T15:00:00+05:30');
    expect(check([start, event('DEEMED', '2025-04-29T00:01:00+05:30')])).toMatchObject({ onTime: 1, early: 0 });
    expect(check([start, event('DEEMED', '2025-04-28T15:01:00+05:30')])).toMatchObject({ early: 1 });
    expect(check([start, event('DEEMED', '2025-04-30T00:01:00+05:30')])).toMatchObject({ missed: 1 });
    // A catch-up after downtime that records the due instant is on time.
    expect(check([start, event('DEEMED', '2025-05-03T09:00:00+05:30', '2025-04-29T00:00:00+05:30')])).toMatchObject({
      onTime: 1,
    });
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

  it('counts a file never deemed, and one an officer decided after day 22 began, as missed', () => {
    const start = event('SUBMITTED', '2025-04-07T15:00:00+05:30');
    expect(check([start])).toMatchObject({ missed: 1 });
    expect(check([start, event('ACCEPTED', '2025-04-29T11:00:00+05:30')])).toMatchObject({ missed: 1 });
    expect(check([start, event('ACCEPTED', '2025-04-28T17:00:00+05:30')])).toMatchObject({ due: 0, missed: 0 });
  });

  it('wants the final deemed approval the day after the 7 days of review', () => {
    const events = [event('SUBMITTED', '2025-04-07T15:00:00+05:30'), event('DEEMED', '2025-04-29T00:01:00+05:30')];
    expect(check([...events, event('FINAL_DEEMED', '2025-05-07T00:01:00+05:30')])).toMatchObject({ finalOnTime: 1 });
    expect(check([...events, event('FINAL_DEEMED', '2025-05-06T12:01:00+05:30')])).toMatchObject({ finalEarly: 1 });
    expect(check([...events, event('REVOKED', '2025-05-02T12:00:00+05:30')])).toMatchObject({ finalDue: 0 });
  });
});

describe("the recount's shortfalls", () => {
  it('finds a second shortfall of any kind and one raised after the 10th India day after the application', () => {
    const file = { applicationId: 1, appliedOn: at('2025-04-07T15:00:00+05:30') };
    const raised = (toState: string, written: string): THistoryEvent => ({
      applicationId: 1,
      writtenAt: at(written),
      recordedAt: at(written),
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
