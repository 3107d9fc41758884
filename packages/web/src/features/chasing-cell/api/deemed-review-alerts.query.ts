import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

const DEEMED_REVIEW_ALERTS_QUERY = graphql(`
  query DeemedReviewAlerts($filter: OfficerReportFilter) {
    deemedReviewAlerts(filter: $filter) {
      id
      raisedAt
      kind
      applicationId
      applicationIdentifier
      applicationType
      approvalFor
      ulbName
      reviewerName
      reviewerRole
      reviewSentTo
      message
    }
  }
`);

export type TDeemedReviewAlert = TResultOf<typeof DEEMED_REVIEW_ALERTS_QUERY>['deemedReviewAlerts'][number];

/** Open alerts of deemed approvals whose ULB had no decision officer, oldest first. */
export function useDeemedReviewAlertsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('deemedReviewAlerts', DEEMED_REVIEW_ALERTS_QUERY, variables, options);
}
