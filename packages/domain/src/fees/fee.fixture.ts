import type { TFeeBreakupLine } from './fee-adjustment';
import type { TFeeInputs } from './fee-inputs';

/**
 * A fee breakup line as tests write them: a cost head, the system's amount and the officer's (the same unless
 * given). For tests only (the domain's own and the server's, through the package's `./fixtures/fees` entry).
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

/** The calculator's inputs for a house on a DTCP plot of 180 m², 7 m high, in a grade 1 ULB: what tests start from. */
export const HOUSE_FEE_INPUTS: TFeeInputs = {
  application_type: 'SC',
  building_purpose: 'Residential',
  authority: 'DTCP',
  ulb_grade: 1,
  plot_area: 180,
  height: 7,
  net_plot_area: 170,
  total_built_up_area: 216,
  floor_built_up_area: 108,
  approval_type: 'Approved Layout Plan',
  vlt_paid: 'Yes',
  market_value: 10_000,
  ghmc_zone_area: null,
  sub_div_of_plot: 'No',
};
