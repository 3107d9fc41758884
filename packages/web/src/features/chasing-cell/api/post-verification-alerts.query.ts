import {
  useOfficerReportPageQuery,
  useOfficerReportQuery,
  type TOfficerReportVariables,
} from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

const POST_VERIFICATION_ALERTS_QUERY = graphql(`
  query PostVerificationAlerts($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
    postVerificationAlertCount(filter: $filter)
    postVerificationAlerts(filter: $filter, page: $page, perPage: $perPage) {
      applicationId
      applicationIdentifier
      applicationType
      approvalFor
      ulbName
      appliedAt
      dueDate
      day
      daysLeft
      heldBy
      status
    }
  }
`);

export type TPostVerificationAlert = TResultOf<typeof POST_VERIFICATION_ALERTS_QUERY>['postVerificationAlerts'][number];

const POST_VERIFICATION_ALERTS_COUNT_QUERY = graphql(`
  query PostVerificationAlertCount($filter: OfficerReportFilter) {
    postVerificationAlertCount(filter: $filter)
  }
`);

/** Instant approvals not verified on day 10 or later of their 15: a page of them (page, perPage) with how many there are. */
export function usePostVerificationAlertsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportPageQuery(
    { list: 'postVerificationAlerts', count: 'postVerificationAlertCount' },
    POST_VERIFICATION_ALERTS_QUERY,
    variables,
    options,
  );
}

/** How many there are (the dashboard's figure), counted on the server. */
export function usePostVerificationAlertCountQuery(
  variables: TOfficerReportVariables,
  options?: { isEnabled?: boolean },
) {
  return useOfficerReportQuery('postVerificationAlertCount', POST_VERIFICATION_ALERTS_COUNT_QUERY, variables, options);
}
