import { describe, expect, it } from 'vitest';
import {
  FEE_MESSAGES,
  ZFeeDetailsInputSchema,
  amountOfInput,
  checkFeeSubmission,
  feeLineError,
  feeSubmissionStatus,
  feeSummary,
  otherFeeHeadErrors,
  NON_EDITABLE_FEE_HEADS,
  pickableOtherFeeHeads,
  sanitizeAmountInput,
  systemFeeBreakup,
  type TFeeBreakupLine,
} from './fee-adjustment';

const line = (
  cost_head_name: string,
  amount: number,
  type: TFeeBreakupLine['type'] = 'adjusted-fee',
): TFeeBreakupLine => ({
  cost_head_name,
  amount,
  newAmount: amount,
  remarks: '',
  type,
  formula_string: 'flat_fee',
  formula_values: { flat_fee: amount },
});

/** A single-window system fee: 10,000 paid at submission, 25,000 still to pay. */
const SYSTEM = [
  line('Initial Processing Fees', 10000, 'preexisting-fee'),
  line('DTCP Scrutiny Fee', 2000, 'preexisting-fee'),
  line('Building Permit Fee', 15000),
  line('Road Impact Fees', 8000),
];

describe('amount input (spec 3 §5)', () => {
  it.each([
    ['12.5', '12.5'],
    ['-12', '-12'],
    ['12-5', '125'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['1e309', '1309'],
    ['₹ 1,000.50', '1000.50'],
  ])('typing %s keeps %s', (typed, kept) => {
    expect(sanitizeAmountInput(typed)).toBe(kept);
  });

  it.each([
    ['', 0],
    ['.', 0],
    ['-5', 0],
    ['-250', 0],
    ['abc', 0],
    ['1.2.3', 0],
    ['12.345', 12.35],
    ['100', 100],
  ])('leaving %s gives %s', (typed, amount) => {
    expect(amountOfInput(typed)).toBe(amount);
  });
});

describe('fee table rules', () => {
  const rules: [string, Partial<TFeeBreakupLine>, TFeeBreakupLine, string | null][] = [
    ['unchanged', {}, line('Building Permit Fee', 15000), null],
    ['lowered without remarks', { newAmount: 14000 }, line('Building Permit Fee', 15000), FEE_MESSAGES.remarksRequired],
    [
      'lowered with remarks',
      { newAmount: 14000, remarks: 'Area re-measured' },
      line('Building Permit Fee', 15000),
      null,
    ],
    ['raised without remarks', { newAmount: 16000 }, line('Building Permit Fee', 15000), FEE_MESSAGES.remarksRequired],
    [
      'raised, blank remarks',
      { newAmount: 16000, remarks: '  ' },
      line('Building Permit Fee', 15000),
      FEE_MESSAGES.remarksRequired,
    ],
    [
      'preexisting lowered',
      { newAmount: 900, remarks: 'x' },
      line('Betterment Charges', 1000, 'preexisting-fee'),
      FEE_MESSAGES.belowPreexisting,
    ],
    [
      'preexisting raised',
      { newAmount: 1100, remarks: 'x' },
      line('Betterment Charges', 1000, 'preexisting-fee'),
      null,
    ],
    ['road impact to 0', { newAmount: 0, remarks: 'x' }, line('Road Impact Fees', 8000), FEE_MESSAGES.roadImpactFees],
    [
      'initial processing edited',
      { newAmount: 11000, remarks: 'x' },
      line('Initial Processing Fees', 10000, 'preexisting-fee'),
      'Initial Processing Fees cannot be edited',
    ],
    [
      'DTCP scrutiny edited',
      { newAmount: 1, remarks: 'x' },
      line('DTCP Scrutiny Fee', 2000),
      'DTCP Scrutiny Fee cannot be edited',
    ],
    [
      'HMDA scrutinee edited',
      { newAmount: 1, remarks: 'x' },
      line('HMDA Scrutinee Charges', 2000),
      'HMDA Scrutinee Charges cannot be edited',
    ],
  ];
  it.each(rules)('%s', (_name, change, base, message) => {
    expect(feeLineError({ ...base, ...change }, { isOccupancy: false })).toBe(message);
  });

  it('the compounding fee is read-only for occupancy only', () => {
    const compounding = { ...line('Compounding Fees', 5000), newAmount: 6000, remarks: 'x' };
    expect(feeLineError(compounding, { isOccupancy: true })).toBe('Compounding Fees cannot be edited');
    expect(feeLineError(compounding, { isOccupancy: false })).toBeNull();
  });
});

describe('other fee heads', () => {
  it.each([
    [{ cost_head_name: '', newAmount: 100, remarks: 'x' }, FEE_MESSAGES.otherHeadName],
    [{ cost_head_name: 'Bribe', newAmount: 100, remarks: 'x' }, FEE_MESSAGES.unknownHead],
    [{ cost_head_name: 'Compounding Fees', newAmount: 0, remarks: 'x' }, FEE_MESSAGES.otherHeadAmount],
    [{ cost_head_name: 'Compounding Fees', newAmount: 100, remarks: ' ' }, FEE_MESSAGES.remarksRequired],
    [{ cost_head_name: 'Building Permit Fee', newAmount: 100, remarks: 'x' }, FEE_MESSAGES.otherHeadTwice],
    [{ cost_head_name: 'Compounding Fees', newAmount: 100, remarks: 'x' }, null],
    [{ cost_head_name: 'DTCP Scrutiny Fee', newAmount: 100, remarks: 'x' }, 'DTCP Scrutiny Fee cannot be edited'],
  ])('%o: %s', (head, message) => {
    expect(otherFeeHeadErrors([head], ['Building Permit Fee'])).toEqual([message]);
  });

  it('each head is picked once', () => {
    const head = { cost_head_name: 'Deviation Charges', newAmount: 100, remarks: 'x' };
    expect(otherFeeHeadErrors([head, head], [])).toEqual([null, FEE_MESSAGES.otherHeadTwice]);
    const pickable = pickableOtherFeeHeads(['Building Permit Fee'], ['Deviation Charges']);
    expect(pickable).toContain('Compounding Fees');
    expect(pickable).not.toContain('Deviation Charges');
    expect(pickable).not.toContain('Building Permit Fee');
  });

  it('the heads that cannot be edited cannot come back as other heads', () => {
    const pickable = pickableOtherFeeHeads([], []);
    for (const head of NON_EDITABLE_FEE_HEADS) expect(pickable).not.toContain(head);
  });
});

describe('summary (spec 3 §4, §9)', () => {
  it('without changes: nothing to add, the initial payment deducted', () => {
    expect(feeSummary(SYSTEM, [])).toEqual({
      existingTotal: 35000,
      adjustedTotal: 35000,
      otherTotal: 0,
      initialPaid: 12000,
      totalToPay: 23000,
      difference: 0,
      hasChanges: false,
    });
  });

  it('a raised head and an other fee head: difference and total to pay', () => {
    const lines = SYSTEM.map((item) =>
      item.cost_head_name === 'Building Permit Fee' ? { ...item, newAmount: 15500.255, remarks: 'x' } : item,
    );
    const summary = feeSummary(lines, [{ cost_head_name: 'Compounding Fees', newAmount: 1200.1, remarks: 'x' }]);
    expect(summary).toMatchObject({
      adjustedTotal: 35500.26,
      otherTotal: 1200.1,
      difference: 1700.36,
      totalToPay: 24700.36,
    });
    expect(feeSubmissionStatus(summary)).toBe('FEE_ADJUSTMENTS_SUBMITTED');
  });

  it.each([
    [1, 'FEE_ADJUSTMENTS_SUBMITTED'],
    [0, 'PROCEEDINGS_IN_PROGRESS'],
    [-500, 'PROCEEDINGS_IN_PROGRESS'],
  ])('a difference of %s gives %s', (difference, status) => {
    expect(feeSubmissionStatus({ difference })).toBe(status);
  });
});

describe('system breakup types', () => {
  const heads = [
    {
      cost_head_name: 'Initial Processing Fees' as const,
      amount: 10000,
      formula_string: 'flat_fee',
      formula_values: {},
    },
    { cost_head_name: 'Building Permit Fee' as const, amount: 500, formula_string: 'f', formula_values: {} },
  ];
  it('an instant approval paid everything: preexisting; single window: only the initial heads', () => {
    expect(systemFeeBreakup(heads, 'SC').map((item) => item.type)).toEqual(['preexisting-fee', 'preexisting-fee']);
    expect(systemFeeBreakup(heads, 'SW').map((item) => item.type)).toEqual(['preexisting-fee', 'adjusted-fee']);
  });
});

describe('the server check of a submitted breakup', () => {
  const submit = (lines: unknown[]) =>
    ZFeeDetailsInputSchema.safeParse({ applicationId: '7', feeBreakup: JSON.stringify(lines) });

  it('keeps the system amounts and types, adds the other heads', () => {
    const parsed = submit([
      ...SYSTEM.map((item) => ({
        cost_head_name: item.cost_head_name,
        newAmount: item.amount,
        amount: 1,
        type: 'preexisting-fee',
      })),
      { cost_head_name: 'Compounding Fees', newAmount: 300.456, remarks: 'Setback deviation' },
    ]);
    if (!parsed.success) throw new Error(parsed.error.message);
    const result = checkFeeSubmission(SYSTEM, parsed.data.feeBreakup, { isOccupancy: false });
    if (!result.ok) throw new Error(result.message);
    expect(result.breakup.map((item) => [item.cost_head_name, item.amount, item.newAmount, item.type])).toEqual([
      ['Initial Processing Fees', 10000, 10000, 'preexisting-fee'],
      ['DTCP Scrutiny Fee', 2000, 2000, 'preexisting-fee'],
      ['Building Permit Fee', 15000, 15000, 'adjusted-fee'],
      ['Road Impact Fees', 8000, 8000, 'adjusted-fee'],
      ['Compounding Fees', 0, 300.46, 'adjusted-fee'],
    ]);
    expect(result.summary.difference).toBe(300.46);
  });

  it.each([
    ['text', [{ cost_head_name: 'Building Permit Fee', newAmount: 'abc' }], FEE_MESSAGES.invalidAmount],
    ['negative', [{ cost_head_name: 'Building Permit Fee', newAmount: -1 }], FEE_MESSAGES.invalidAmount],
    ['1e309', '[{"cost_head_name":"Building Permit Fee","newAmount":1e309}]', FEE_MESSAGES.invalidAmount],
    ['not JSON', '[{', FEE_MESSAGES.invalidAmount],
    ['empty', [], FEE_MESSAGES.everyHead],
  ])('refuses %s', (_name, lines, message) => {
    const parsed = ZFeeDetailsInputSchema.safeParse({
      applicationId: 7,
      feeBreakup: typeof lines === 'string' ? lines : JSON.stringify(lines),
    });
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['a missing head', SYSTEM.slice(1), FEE_MESSAGES.everyHead],
    ['a head twice', [...SYSTEM, SYSTEM[2]], FEE_MESSAGES.everyHead],
    [
      'a fee lowered without remarks',
      SYSTEM.map((item) => (item.cost_head_name === 'Building Permit Fee' ? { ...item, newAmount: 1 } : item)),
      FEE_MESSAGES.remarksRequired,
    ],
    [
      'an other head without remarks',
      [...SYSTEM, { cost_head_name: 'Compounding Fees', newAmount: 5, remarks: '' }],
      FEE_MESSAGES.remarksRequired,
    ],
    [
      'an other head of 0',
      [...SYSTEM, { cost_head_name: 'Compounding Fees', newAmount: 0, remarks: 'x' }],
      FEE_MESSAGES.otherHeadAmount,
    ],
  ])('refuses %s', (_name, lines, message) => {
    const submitted = lines.map((item) => ({
      cost_head_name: item?.cost_head_name ?? '',
      newAmount: item?.newAmount ?? 0,
      remarks: item?.remarks,
    }));
    expect(checkFeeSubmission(SYSTEM, submitted, { isOccupancy: false })).toEqual({ ok: false, message });
  });
});
