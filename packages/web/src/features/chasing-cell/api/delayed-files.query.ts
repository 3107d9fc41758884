import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

const DELAYED_FILES_QUERY = graphql(`
  query DelayedFiles($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
    delayedFiles(filter: $filter, page: $page, perPage: $perPage) {
      totalCount
      totalPages
      fileCount
      records {
        id
        applicationId
        applicationIdentifier
        applicationType
        approvalFor
        status
        ulbName
        stageName
        officerName
        officerRole
        receivedDate
        dueDate
        daysDelayed
      }
    }
  }
`);

export type TDelayedFile = TResultOf<typeof DELAYED_FILES_QUERY>['delayedFiles']['records'][number];

/** Officers' turns held now past their due date, the longest delays first: totalCount turns on fileCount files. */
export function useDelayedFilesQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('delayedFiles', DELAYED_FILES_QUERY, variables, options);
}
