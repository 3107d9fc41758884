import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const STAGE_DELAYS_QUERY = `query StageDelays($filter: OfficerReportFilter) {
  stageDelays(filter: $filter) {
    stageName received cleared pending pendingPastDue delayed averageDays recommended notRecommended
  }
}`;

export type TStageDelay = {
  stageName: string;
  received: number;
  cleared: number;
  pending: number;
  pendingPastDue: number;
  delayed: number;
  averageDays: number | null;
  recommended: number;
  notRecommended: number;
};

/** Per stage and per line department: how its turns went. */
export function useStageDelaysQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TStageDelay[]>('stageDelays', STAGE_DELAYS_QUERY, variables, options);
}
