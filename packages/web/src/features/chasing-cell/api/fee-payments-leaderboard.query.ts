import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const FEE_PAYMENTS_LEADERBOARD_QUERY = `query FeePaymentsLeaderboard($filter: OfficerReportFilter) {
  feePaymentsLeaderboard(filter: $filter) { rank ulbName district intimations paid paidPercent }
}`;

export type TUlbFeePayments = {
  rank: number;
  ulbName: string;
  district: string;
  intimations: number;
  paid: number;
  paidPercent: number;
};

/** ULBs by the fees paid on their fee intimations. */
export function useFeePaymentsLeaderboardQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TUlbFeePayments[]>(
    'feePaymentsLeaderboard',
    FEE_PAYMENTS_LEADERBOARD_QUERY,
    variables,
    options,
  );
}
