import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

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

/** ULBs by the fees paid on their fee intimations. */
export function useFeePaymentsLeaderboardQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('feePaymentsLeaderboard', FEE_PAYMENTS_LEADERBOARD_QUERY, variables, options);
}
