import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const DEEMED_ALERTS_QUERY = `query DeemedAlerts($filter: OfficerReportFilter) {
  deemedAlerts(filter: $filter) { applicationId applicationIdentifier approvalFor ulbName appliedAt day daysToDeemed heldBy status }
}`;

export type TDeemedAlert = {
  applicationId: string;
  applicationIdentifier: string;
  approvalFor: string;
  ulbName: string;
  appliedAt: string;
  day: number;
  daysToDeemed: number;
  heldBy: string | null;
  status: string;
};

/** Single-window files on day 17 or later of their 21. */
export function useDeemedAlertsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TDeemedAlert[]>('deemedAlerts', DEEMED_ALERTS_QUERY, variables, options);
}
