import { useOfficerReportQuery, type TOfficerReportVariables, type TPageOf } from './officer-report-request';

const DELAYED_FILES_QUERY = `query DelayedFiles($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
  delayedFiles(filter: $filter, page: $page, perPage: $perPage) {
    totalCount totalPages fileCount
    records { id applicationId applicationIdentifier applicationType approvalFor status ulbName stageName officerName
      officerRole receivedDate dueDate daysDelayed }
  }
}`;

export type TDelayedFile = {
  id: string;
  applicationId: string;
  applicationIdentifier: string;
  applicationType: string;
  approvalFor: string;
  status: string;
  ulbName: string;
  stageName: string;
  officerName: string;
  officerRole: string;
  receivedDate: string;
  dueDate: string;
  daysDelayed: number;
};

/** Officers' turns held now past their due date, the longest delays first: totalCount turns on fileCount files. */
export function useDelayedFilesQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TPageOf<TDelayedFile> & { fileCount: number }>(
    'delayedFiles',
    DELAYED_FILES_QUERY,
    variables,
    options,
  );
}
