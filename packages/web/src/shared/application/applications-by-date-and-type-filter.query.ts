import type { TApplicationStatus, TApplicationType, TDueDayColour, TListFilter } from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../graphql/graphql-request';
import { graphql } from '../graphql/generated';

export const APPLICATIONS_BY_DATE_AND_TYPE_FILTER_QUERY = graphql(`
  query ApplicationsByDateAndTypeFilter(
    $filter: ApplicationFilter!
    $searchParam: String
    $page: Int
    $perPage: Int
    $receivedDateSort: SortOrder
    $assignedDateSort: SortOrder
    $receivedDateParam: String
    $status: [String!]
    $applicationType: [String!]
    $dueDayColour: [String!]
  ) {
    applicationsByDateAndTypeFilter(
      filter: $filter
      searchParam: $searchParam
      page: $page
      perPage: $perPage
      receivedDateSort: $receivedDateSort
      assignedDateSort: $assignedDateSort
      receivedDateParam: $receivedDateParam
      status: $status
      applicationType: $applicationType
      dueDayColour: $dueDayColour
    ) {
      totalCount
      totalPages
      isTotalCountBounded
      records {
        id
        applicationIdentifier
        applicationType
        approvalFor
        status
        appliedOn
        receivedDate
        assignedDate
        dueDate
        dangerDate
        officerStageStatus
        isShowCauseRaised
        additional
        revision
        additionalType
        deemedDate
        deemedDueDate
        applicant {
          applicantName
        }
        property {
          actualPlotArea
        }
      }
    }
  }
`);

export type TInboxRecord = TResultOf<
  typeof APPLICATIONS_BY_DATE_AND_TYPE_FILTER_QUERY
>['applicationsByDateAndTypeFilter']['records'][number];

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

export function useApplicationsQuery(variables: TInboxVariables) {
  return useQuery({
    queryKey: ['applicationsByDateAndTypeFilter', variables],
    queryFn: () =>
      graphqlRequest(APPLICATIONS_BY_DATE_AND_TYPE_FILTER_QUERY, variables).then(
        (data) => data.applicationsByDateAndTypeFilter,
      ),
    placeholderData: keepPreviousData,
  });
}
