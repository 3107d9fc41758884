import {
  useOfficerReportPageQuery,
  useOfficerReportQuery,
  type TOfficerReportVariables,
} from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

const DEEMED_ALERTS_QUERY = graphql(`
  query DeemedAlerts($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
    deemedAlertCount(filter: $filter)
    deemedAlerts(filter: $filter, page: $page, perPage: $perPage) {
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

const DEEMED_ALERTS_COUNT_QUERY = graphql(`
  query DeemedAlertCount($filter: OfficerReportFilter) {
    deemedAlertCount(filter: $filter)
  }
`);

/** Single-window files on day 17 or later of their 21: a page of them (page, perPage) with how many there are. */
export function useDeemedAlertsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportPageQuery(
    { list: 'deemedAlerts', count: 'deemedAlertCount' },
    DEEMED_ALERTS_QUERY,
    variables,
    options,
  );
}

/** How many there are (the dashboard's figure), counted on the server. */
export function useDeemedAlertCountQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('deemedAlertCount', DEEMED_ALERTS_COUNT_QUERY, variables, options);
}
