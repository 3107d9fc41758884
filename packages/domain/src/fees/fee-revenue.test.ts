import { describe, expect, it } from 'vitest';
import { feeLine as line } from './fee.fixture';
import { feeRevenueOf, sumFeeRevenue, type TFeeRevenue, type TFeeRevenueFile } from './fee-revenue';

const initial = line('Initial Processing Fees', 1000);
const calculated = [initial, line('Building Permit Fee', 20000)];
const raised = [initial, line('Building Permit Fee', 20000, 25000)];
const lowered = [initial, line('Building Permit Fee', 20000, 18000.5)];

describe('feeRevenueOf', () => {
  it.each<[string, Omit<TFeeRevenueFile, 'calculated'>, TFeeRevenue]>([
    [
      'an instant approval: the system fee intimated and paid with the application',
      { processKind: 'SELF_CERTIFICATION', status: 'VERIFICATION_UNDER_PROGRESS', certified: null, isFeePaid: false },
      { intimated: 21000, paid: 21000, pending: 0, adjusted: 0 },
    ],
    [
      'an instant approval whose raised fee is unpaid: the difference pending',
      { processKind: 'SELF_CERTIFICATION', status: 'FEE_ADJUSTMENTS_SUBMITTED', certified: raised, isFeePaid: false },
      { intimated: 26000, paid: 21000, pending: 5000, adjusted: 5000 },
    ],
    [
      'an instant approval whose raised fee is paid',
      { processKind: 'SELF_CERTIFICATION', status: 'ACCEPTED', certified: raised, isFeePaid: true },
      { intimated: 26000, paid: 26000, pending: 0, adjusted: 5000 },
    ],
    [
      'a single-window file before its fee intimation: the initial fees only',
      { processKind: 'SINGLE_WINDOW', status: 'VERIFICATION_UNDER_PROGRESS', certified: lowered, isFeePaid: false },
      { intimated: 1000, paid: 1000, pending: 0, adjusted: -1999.5 },
    ],
    [
      'a single-window file waiting on its fee intimation: the rest pending',
      { processKind: 'SINGLE_WINDOW', status: 'PAYMENT_INTIATED', certified: lowered, isFeePaid: false },
      { intimated: 19000.5, paid: 1000, pending: 18000.5, adjusted: -1999.5 },
    ],
    [
      'a single-window file once paid',
      { processKind: 'SINGLE_WINDOW', status: 'PROCEEDINGS_IN_PROGRESS', certified: lowered, isFeePaid: true },
      { intimated: 19000.5, paid: 19000.5, pending: 0, adjusted: -1999.5 },
    ],
  ])('%s', (_case, file, figures) => {
    expect(feeRevenueOf({ ...file, calculated })).toEqual(figures);
  });

  it('adds figures up, to the paisa', () => {
    expect(
      sumFeeRevenue([
        { intimated: 0.1, paid: 0.2, pending: 0, adjusted: -1 },
        { intimated: 0.2, paid: 0.1, pending: 0.1, adjusted: 1 },
      ]),
    ).toEqual({ intimated: 0.3, paid: 0.3, pending: 0.1, adjusted: 0 });
  });
});
