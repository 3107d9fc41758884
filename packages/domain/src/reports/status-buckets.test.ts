import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type TApplicationStatus } from '../application/application-status';
import {
  BUCKET_OF_STATUS,
  completedCount,
  countsFromStatuses,
  efficiencyPercent,
  formatEfficiency,
  percentOf,
  statusesOfBucket,
  sumCounts,
  type TOutcomeBucket,
  unaccountedCount,
} from './status-buckets';

describe('the status buckets (spec 3 §3, statuses of spec 1 §4)', () => {
  it.each<[TApplicationStatus, TOutcomeBucket | null, boolean]>([
    ['DRAFT', null, false],
    ['IN_PROCESS', 'under_process', true],
    ['SUBMITTED', 'under_process', true],
    ['VERIFICATION_UNDER_PROGRESS', 'under_process', true],
    ['FEE_ADJUSTMENTS', 'under_process', true],
    ['PROCEEDINGS_IN_PROGRESS', 'under_process', true],
    ['ACCEPTED', 'approved', true],
    ['REVOKED', 'rejected', true],
    ['REJECTED', 'rejected', true],
    ['DEEMED', 'deemed', true],
    ['FEE_ADJUSTMENTS_SUBMITTED', 'under_process', true],
    ['FEE_VERIFICATION', 'under_process', true],
    ['CLOSED', 'withdrawn', true],
    ['SHORTFALL', 'with_citizen', true],
    ['SHORTFALL_SUBMITTED', 'under_process', true],
    ['FINAL_DEEMED', 'deemed', true],
    ['SHOW_CAUSE_RAISED', 'with_citizen', true],
    ['PAYMENT_INTIATED', 'with_citizen', true],
    ['LINE_DEPARTMENT_HOLD', 'under_process', true],
    ['EXPIRED', 'rejected', true],
    ['MORTGAGE_SHORTFALL', 'with_citizen', true],
    ['DRAWING_SHORTFALL', 'with_citizen', true],
    ['DRAWING_SHORTFALL_SUBMITTED', 'under_process', true],
    ['DRAWING_VERIFIED', 'under_process', true],
  ])('%s counts in %s (received: %s)', (status, bucket, isReceived) => {
    expect(BUCKET_OF_STATUS[status]).toBe(bucket);
    const counts = countsFromStatuses([{ status, count: 3 }]);
    expect(counts.received).toBe(isReceived ? 3 : 0);
    if (bucket) expect(counts[bucket]).toBe(3);
    expect(statusesOfBucket('received').includes(status)).toBe(isReceived);
    if (bucket) expect(statusesOfBucket(bucket)).toContain(status);
  });

  it('leaves no received application out of the outcomes: received = the sum of the outcome columns', () => {
    const every = countsFromStatuses(APPLICATION_STATUSES.map((status) => ({ status, count: 2 })));
    expect(every.received).toBe(2 * (APPLICATION_STATUSES.length - 1));
    expect(unaccountedCount(every)).toBe(0);
    expect(unaccountedCount({ ...every, deemed: every.deemed - 2 })).toBe(2);
  });

  it('puts every status in the table above', () => {
    expect(Object.keys(BUCKET_OF_STATUS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('sums rows into a total', () => {
    const a = countsFromStatuses([
      { status: 'ACCEPTED', count: 2 },
      { status: 'SHORTFALL', count: 1 },
    ]);
    const b = countsFromStatuses([{ status: 'REJECTED', count: 4 }]);
    expect(sumCounts([a, b])).toEqual({
      received: 7,
      approved: 2,
      rejected: 4,
      with_citizen: 1,
      under_process: 0,
      deemed: 0,
      withdrawn: 0,
    });
    expect(completedCount(sumCounts([a, b]))).toBe(6);
  });
});

describe('efficiency = approved / received × 100 to 2 decimals', () => {
  it.each([
    [1, 3, 33.33, '33.33'],
    [2, 3, 66.67, '66.67'],
    [3, 3, 100, '100.00'],
    [0, 5, 0, '0.00'],
    [1, 8, 12.5, '12.50'],
    // Nothing received: nothing to measure, shown as 0.00 rather than a division by zero.
    [0, 0, 0, '0.00'],
  ])('%i approved of %i received is %d', (approved, received, percent, shown) => {
    expect(efficiencyPercent({ approved, received })).toBe(percent);
    expect(formatEfficiency({ approved, received })).toBe(shown);
  });
});

describe('percentOf', () => {
  it.each([
    [3, 4, 75],
    [1, 3, 33.33],
    [0, 0, 0],
    [5, 5, 100],
  ])('%i of %i is %d %%', (part, whole, percent) => {
    expect(percentOf(part, whole)).toBe(percent);
  });
});
