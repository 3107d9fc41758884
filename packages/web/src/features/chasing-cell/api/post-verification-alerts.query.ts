import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const POST_VERIFICATION_ALERTS_QUERY = `query PostVerificationAlerts($filter: OfficerReportFilter) {
  postVerificationAlerts(filter: $filter) {
    applicationId applicationIdentifier applicationType approvalFor ulbName appliedAt dueDate day daysLeft heldBy status
  }
}`;

export type TPostVerificationAlert = {
  applicationId: string;
  applicationIdentifier: string;
  applicationType: string;
  approvalFor: string;
  ulbName: string;
  appliedAt: string;
  dueDate: string;
  day: number;
  daysLeft: number;
  heldBy: string | null;
  status: string;
};

/** Instant approvals not verified on day 10 or later of their 15. */
export function usePostVerificationAlertsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TPostVerificationAlert[]>(
    'postVerificationAlerts',
    POST_VERIFICATION_ALERTS_QUERY,
    variables,
    options,
  );
}
