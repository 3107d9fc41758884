/** The public fee calculator (namespace "fee-calculator"). */
export const feeCalculatorEn = {
  title: 'Fee Calculator',
  intro: 'The building permission fee for an instant approval or a single-window application, head by head.',
  signIn: 'Officer sign in',
  form: 'Fee calculator',
  select: 'Select',
  calculate: 'Calculate',
  breakup: 'Fee breakup',
  feeHead: 'Fee Head',
  amount: 'Amount',
  totalFee: 'Total Fee',
};
