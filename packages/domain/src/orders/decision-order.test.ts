import { describe, expect, it } from 'vitest';
import { APPLICATION_TYPES } from '../application/application-kind';
import { statusLabel } from '../application/application-status';
import { feeLine as line } from '../fees/fee.fixture';
import { processKindOf } from '../workflow/process-kind';
import {
  feePaidOf,
  hasRefundDecision,
  isApprovalOrder,
  ORDER_KINDS,
  orderFeeOf,
  orderKindOf,
  orderNumberOf,
  orderPlotLine,
  orderTitle,
  ZOrderNumberSchema,
} from './decision-order';

describe('decision orders', () => {
  it.each([
    ['PROCEEDINGS_IN_PROGRESS', 'ACCEPTED', 'PERMIT'],
    ['VERIFICATION_UNDER_PROGRESS', 'DEEMED', 'DEEMED_APPROVAL'],
    ['DEEMED', 'FINAL_DEEMED', 'FINAL_DEEMED_APPROVAL'],
    ['PROCEEDINGS_IN_PROGRESS', 'REJECTED', 'REJECTION'],
    ['DEEMED', 'REJECTED', 'REVOCATION'],
    ['PROCEEDINGS_IN_PROGRESS', 'REVOKED', 'REVOCATION'],
    ['PROCEEDINGS_IN_PROGRESS', 'SHOW_CAUSE_RAISED', 'SHOW_CAUSE_NOTICE'],
    ['SHOW_CAUSE_RAISED', 'PROCEEDINGS_IN_PROGRESS', null],
    ['VERIFICATION_UNDER_PROGRESS', 'SHORTFALL', null],
    ['SHORTFALL', 'EXPIRED', null],
    ['DEEMED', 'DEEMED', null],
  ] as const)('%s → %s of a single-window file issues %s', (from, to, kind) => {
    expect(orderKindOf(from, to, 'SINGLE_WINDOW')).toBe(kind);
  });

  // Issue 57: the commissioner's rejection of an instant approval was printed as a Rejection Order while every
  // screen said REVOKED. For buildings and layouts the order follows the status the screens show.
  it.each(APPLICATION_TYPES.filter((type) => type !== 'OCCUPANCY'))(
    'a %s building file rejected at its decision issues the order its screens name',
    (type) => {
      const kind = orderKindOf('PROCEEDINGS_IN_PROGRESS', 'REJECTED', processKindOf(type, 'BUILDING'));
      expect(kind).toBe(statusLabel('REJECTED', type) === 'REVOKED' ? 'REVOCATION' : 'REJECTION');
    },
  );

  // Occupancy and compound walls are verified before anything is granted (PROCESS_DEFINITIONS), whatever their
  // application type: their rejection refuses, it takes nothing back.
  it.each(['OCCUPANCY', 'COMPOUND_WALL'] as const)('a %s file rejected at its decision is refused', (kind) => {
    expect(orderKindOf('PROCEEDINGS_IN_PROGRESS', 'REJECTED', kind)).toBe('REJECTION');
  });

  it('states the refund decided on the orders against the applicant only', () => {
    expect(ORDER_KINDS.filter(hasRefundDecision)).toEqual(['REJECTION', 'REVOCATION']);
  });

  it('puts the conditions on the orders that grant a permission only', () => {
    expect(ORDER_KINDS.filter(isApprovalOrder)).toEqual(['PERMIT', 'DEEMED_APPROVAL', 'FINAL_DEEMED_APPROVAL']);
  });

  it('names the permit by the kind of application', () => {
    expect(orderTitle('PERMIT', 'OCCUPANCY')).toBe('Occupancy Certificate');
    expect(orderTitle('PERMIT', 'SINGLE_WINDOW')).toBe('Building Permission Order');
    expect(orderTitle('REVOCATION', 'SINGLE_WINDOW')).toBe('Revocation Order');
  });

  it('makes numbers of 60 random bits that the check accepts, typed in any case', () => {
    const number = orderNumberOf(2026, Uint8Array.from([255, 1, 2, 3, 4, 5, 6, 7]));
    expect(number).toMatch(/^TSB-2026-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(ZOrderNumberSchema.parse(` ${number.toLowerCase()} `)).toBe(number);
    expect(orderNumberOf(2026, Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 8]))).not.toBe(number);
  });

  it.each(['TSB-2026-0000-0000-000', 'TSB-2026-IIII-0000-0000', '1', "TSB-2026-0000-0000-0000' or 1=1"])(
    'refuses %s as no order’s number',
    (typed) => {
      expect(ZOrderNumberSchema.safeParse(typed).success).toBe(false);
    },
  );

  const initial = line('Initial Processing Fees', 1000, 1000);
  const calculated = [initial, line('Building Permit Fee', 20000, 20000)];

  it.each([
    ['a single-window file before its fee is paid: the initial fees', 'SINGLE_WINDOW', null, false, 1000],
    [
      'a single-window file once paid: the certified fee',
      'SINGLE_WINDOW',
      [initial, line('Building Permit Fee', 20000, 25000)],
      true,
      26000,
    ],
    ['an instant approval: the whole fee, paid with the application', 'SELF_CERTIFICATION', null, false, 21000],
    [
      'an instant approval whose raised fee is unpaid: the system fee only',
      'SELF_CERTIFICATION',
      [initial, line('Building Permit Fee', 20000, 22000)],
      false,
      21000,
    ],
    [
      'an instant approval whose raised fee is paid: the certified fee',
      'SELF_CERTIFICATION',
      [initial, line('Building Permit Fee', 20000, 22000)],
      true,
      23000,
    ],
  ] as const)('states as paid %s', (_case, processKind, certified, isFeePaid, paid) => {
    expect(feePaidOf({ processKind, calculated, certified, isFeePaid })).toBe(paid);
  });

  it.each([
    ['an occupancy certificate: no system fee', 'OCCUPANCY', null, false, { isPayable: false }],
    ['a compound wall: no system fee', 'COMPOUND_WALL', null, false, { isPayable: false }],
    [
      'an instant approval: what was paid',
      'SELF_CERTIFICATION',
      { calculated, certified: null },
      false,
      { isPayable: true, paid: 21000 },
    ],
    [
      'a fee levied at nothing',
      'SELF_CERTIFICATION',
      { calculated: [line('Initial Processing Fees', 0)], certified: null },
      true,
      { isPayable: false },
    ],
  ] as const)('an order’s fee line for %s', (_case, processKind, fee, isFeePaid, expected) => {
    expect(orderFeeOf({ processKind, fee, isFeePaid })).toEqual(expected);
  });
});

describe('the plot an order prints: one survey number, the field’s', () => {
  it.each([
    [
      'the seed’s address with its own survey number',
      'Plot No 12, Sy. No 345, Madhapur, Serilingampally',
      '77',
      'Plot No 12, Madhapur, Serilingampally, Sy. No. 77, Madhapur, Serilingampally',
    ],
    [
      'no number in the address',
      'Plot 12, Madhapur',
      '45/2A',
      'Plot 12, Madhapur, Sy. No. 45/2A, Madhapur, Serilingampally',
    ],
    [
      'Survey No. spelt out',
      'H.No 1-2, Survey No. 12/B, Kondapur',
      '13',
      'H.No 1-2, Kondapur, Sy. No. 13, Madhapur, Serilingampally',
    ],
    ['Sy.No. without spaces', 'Sy.No.45, Gachibowli', '46', 'Gachibowli, Sy. No. 46, Madhapur, Serilingampally'],
    [
      'no survey-number field: the address as written',
      'Plot 3, Sy. No 9, Kukatpally',
      null,
      'Plot 3, Sy. No 9, Kukatpally, Madhapur, Serilingampally',
    ],
  ] as const)('%s', (_case, plotAddress, surveyNumber, printed) => {
    const line = orderPlotLine({ plotAddress, surveyNumber, village: 'Madhapur', mandal: 'Serilingampally' });
    expect(line).toBe(printed);
    expect(line.match(/Sy\.? ?No/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
