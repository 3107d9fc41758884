import type { TFeeBreakupLine } from './fee-adjustment';

/**
 * A fee breakup line as tests write them: a cost head, the system's amount and the officer's (the same unless
 * given). For tests only (the domain's own and the server's, through the package's `./fixtures/fee-line` entry).
 */
export const feeLine = (cost_head_name: string, amount: number, newAmount = amount): TFeeBreakupLine => ({
  cost_head_name,
  amount,
  newAmount,
  remarks: '',
  type: 'adjusted-fee',
  formula_string: '',
  formula_values: {},
});
