import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

const STAGE_DELAYS_QUERY = graphql(`
  query StageDelays($filter: OfficerReportFilter) {
    stageDelays(filter: $filter) {
      stageName
      received
      cleared
      pending
      pendingPastDue
      delayed
      averageDays
      recommended
      notRecommended
    }
  }
`);

/** Per stage and per line department: how its turns went. */
export function useStageDelaysQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('stageDelays', STAGE_DELAYS_QUERY, variables, options);
}
