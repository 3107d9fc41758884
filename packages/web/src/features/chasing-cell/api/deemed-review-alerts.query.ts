import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const DEEMED_REVIEW_ALERTS_QUERY = `query DeemedReviewAlerts($filter: OfficerReportFilter) {
  deemedReviewAlerts(filter: $filter) {
    id raisedAt kind kindLabel applicationId applicationIdentifier applicationType approvalFor ulbName reviewSentTo message
  }
}`;

export type TDeemedReviewAlert = {
  id: string;
  raisedAt: string;
  kind: string;
  kindLabel: string;
  applicationId: string | null;
  applicationIdentifier: string | null;
  applicationType: string | null;
  approvalFor: string | null;
  ulbName: string | null;
  reviewSentTo: string;
  message: string;
};

/** Open alerts of deemed approvals whose ULB had no decision officer, oldest first. */
export function useDeemedReviewAlertsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TDeemedReviewAlert[]>(
    'deemedReviewAlerts',
    DEEMED_REVIEW_ALERTS_QUERY,
    variables,
    options,
  );
}
