import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

const FEE_PAYMENTS_LEADERBOARD_QUERY = graphql(`
  query FeePaymentsLeaderboard($filter: OfficerReportFilter) {
    feePaymentsLeaderboard(filter: $filter) {
      rank
      ulbName
      district
      intimations
      paid
      paidPercent
    }
  }
`);

export type TUlbFeePayments = TResultOf<typeof FEE_PAYMENTS_LEADERBOARD_QUERY>['feePaymentsLeaderboard'][number];

/** ULBs by the fees paid on their fee intimations. */
export function useFeePaymentsLeaderboardQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('feePaymentsLeaderboard', FEE_PAYMENTS_LEADERBOARD_QUERY, variables, options);
}
