import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

const DELAYING_OFFICERS_QUERY = graphql(`
  query DelayingOfficers($filter: OfficerReportFilter, $topPerUlb: Int) {
    delayingOfficers(filter: $filter, topPerUlb: $topPerUlb) {
      rank
      ulbName
      officerId
      officerName
      officerRole
      delayedFiles
      delayedTurns
      totalDaysDelayed
      maxDaysDelayed
      stillHeld
      penaltyAmount
    }
  }
`);

export type TDelayingOfficer = TResultOf<typeof DELAYING_OFFICERS_QUERY>['delayingOfficers'][number];

/** Per municipality, the officers ranked by the files they delayed. */
export function useDelayingOfficersQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('delayingOfficers', DELAYING_OFFICERS_QUERY, variables, options);
}
