import type {
  TApplicationStatus,
  TApplicationType,
  TApprovalFor,
  TDueDayColour,
  TListFilter,
  TStageStatus,
} from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const APPLICATIONS_BY_DATE_AND_TYPE_FILTER_QUERY = `query ApplicationsByDateAndTypeFilter(
  $filter: ApplicationFilter!, $searchParam: String, $page: Int, $perPage: Int,
  $receivedDateSort: SortOrder, $assignedDateSort: SortOrder, $receivedDateParam: String, $status: [String!],
  $applicationType: [String!], $dueDayColour: [String!]
) {
  applicationsByDateAndTypeFilter(filter: $filter, searchParam: $searchParam, page: $page, perPage: $perPage,
    receivedDateSort: $receivedDateSort, assignedDateSort: $assignedDateSort, receivedDateParam: $receivedDateParam,
    status: $status, applicationType: $applicationType, dueDayColour: $dueDayColour) {
    totalCount
    totalPages
    records {
      id applicationIdentifier applicationType approvalFor status appliedOn receivedDate assignedDate dueDate dangerDate
      officerStageStatus isShowCauseRaised additional revision additionalType deemedDate deemedDueDate
      applicant { applicantName }
      property { actualPlotArea }
    }
  }
}`;

export type TInboxRecord = {
  id: string;
  applicationIdentifier: string;
  applicationType: TApplicationType;
  approvalFor: TApprovalFor;
  status: TApplicationStatus;
  officerStageStatus: TStageStatus | null;
  isShowCauseRaised: boolean;
  additional: 'YES' | 'NO';
  revision: 'YES' | 'NO';
  additionalType: string | null;
  dangerDate: string | null;
  deemedDate: string | null;
  deemedDueDate: string | null;
  appliedOn: string;
  receivedDate: string | null;
  assignedDate: string | null;
  dueDate: string | null;
  applicant: { applicantName: string };
  property: { actualPlotArea: number };
};

export type TInboxVariables = {
  filter: TListFilter;
  searchParam?: string;
  page: number;
  perPage: number;
  receivedDateSort?: 'ASC' | 'DESC';
  assignedDateSort?: 'ASC' | 'DESC';
  receivedDateParam?: string;
  status?: TApplicationStatus[];
  applicationType?: TApplicationType[];
  dueDayColour?: TDueDayColour[];
};
type TInboxData = {
  applicationsByDateAndTypeFilter: { totalCount: number; totalPages: number; records: TInboxRecord[] };
};

export function useApplicationsQuery(variables: TInboxVariables) {
  return useQuery({
    queryKey: ['applicationsByDateAndTypeFilter', variables],
    queryFn: () =>
      graphqlRequest<TInboxData, TInboxVariables>(APPLICATIONS_BY_DATE_AND_TYPE_FILTER_QUERY, variables).then(
        (data) => data.applicationsByDateAndTypeFilter,
      ),
    placeholderData: keepPreviousData,
  });
}
