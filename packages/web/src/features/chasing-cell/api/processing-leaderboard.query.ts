import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const PROCESSING_LEADERBOARD_QUERY = `query ProcessingLeaderboard($filter: OfficerReportFilter) {
  processingLeaderboard(filter: $filter) { rank ulbName district decided averageDays inTime inTimePercent }
}`;

export type TUlbProcessing = {
  rank: number;
  ulbName: string;
  district: string;
  decided: number;
  averageDays: number | null;
  inTime: number;
  inTimePercent: number;
};

/** ULBs by the share of files decided within their limit. */
export function useProcessingLeaderboardQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TUlbProcessing[]>(
    'processingLeaderboard',
    PROCESSING_LEADERBOARD_QUERY,
    variables,
    options,
  );
}
