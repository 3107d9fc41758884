import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

const PROCESSING_LEADERBOARD_QUERY = graphql(`
  query ProcessingLeaderboard($filter: OfficerReportFilter) {
    processingLeaderboard(filter: $filter) {
      rank
      ulbName
      district
      decided
      averageDays
      inTime
      inTimePercent
    }
  }
`);

/** ULBs by the share of files decided within their limit. */
export function useProcessingLeaderboardQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('processingLeaderboard', PROCESSING_LEADERBOARD_QUERY, variables, options);
}
