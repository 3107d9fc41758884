import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

const POST_VERIFICATION_ALERTS_QUERY = graphql(`
  query PostVerificationAlerts($filter: OfficerReportFilter) {
    postVerificationAlerts(filter: $filter) {
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

/** Instant approvals not verified on day 10 or later of their 15. */
export function usePostVerificationAlertsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('postVerificationAlerts', POST_VERIFICATION_ALERTS_QUERY, variables, options);
}
