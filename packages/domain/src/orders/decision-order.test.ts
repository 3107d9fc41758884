import { describe, expect, it } from 'vitest';
import { feeLine as line } from '../fees/fee.fixture';
import {
  feePaidOf,
  isApprovalOrder,
  ORDER_KINDS,
  orderKindOf,
  orderNumberOf,
  orderTitle,
  ZOrderNumberSchema,
} from './decision-order';

describe('decision orders', () => {
  it.each([
    ['PROCEEDINGS_IN_PROGRESS', 'ACCEPTED', 'PERMIT'],
    ['VERIFICATION_UNDER_PROGRESS', 'DEEMED', 'DEEMED_APPROVAL'],
    ['DEEMED', 'FINAL_DEEMED', 'FINAL_DEEMED_APPROVAL'],
    ['PROCEEDINGS_IN_PROGRESS', 'REJECTED', 'REJECTION'],
    ['DEEMED', 'REJECTED', 'REJECTION'],
    ['PROCEEDINGS_IN_PROGRESS', 'REVOKED', 'REVOCATION'],
    ['PROCEEDINGS_IN_PROGRESS', 'SHOW_CAUSE_RAISED', 'SHOW_CAUSE_NOTICE'],
    ['SHOW_CAUSE_RAISED', 'PROCEEDINGS_IN_PROGRESS', null],
    ['VERIFICATION_UNDER_PROGRESS', 'SHORTFALL', null],
    ['SHORTFALL', 'EXPIRED', null],
    ['DEEMED', 'DEEMED', null],
  ] as const)('%s → %s issues %s', (from, to, kind) => {
    expect(orderKindOf(from, to)).toBe(kind);
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
});
