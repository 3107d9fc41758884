import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

const DEEMED_ALERTS_QUERY = graphql(`
  query DeemedAlerts($filter: OfficerReportFilter) {
    deemedAlerts(filter: $filter) {
      applicationId
      applicationIdentifier
      approvalFor
      ulbName
      appliedAt
      day
      daysToDeemed
      heldBy
      status
    }
  }
`);

export type TDeemedAlert = TResultOf<typeof DEEMED_ALERTS_QUERY>['deemedAlerts'][number];

/** Single-window files on day 17 or later of their 21. */
export function useDeemedAlertsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('deemedAlerts', DEEMED_ALERTS_QUERY, variables, options);
}
