import type { TApplicationStatus, TApplicationType, TListFilter } from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const APPLICATIONS_BY_DATE_AND_TYPE_FILTER_QUERY = `query ApplicationsByDateAndTypeFilter(
  $filter: ApplicationFilter!, $searchParam: String, $page: Int, $perPage: Int
) {
  applicationsByDateAndTypeFilter(filter: $filter, searchParam: $searchParam, page: $page, perPage: $perPage) {
    totalCount
    totalPages
    records {
      id applicationIdentifier applicationType status appliedOn receivedDate assignedDate dueDate
      applicant { applicantName }
      property { actualPlotArea }
    }
  }
}`;

export type TInboxRecord = {
  id: string;
  applicationIdentifier: string;
  applicationType: TApplicationType;
  status: TApplicationStatus;
  appliedOn: string;
  receivedDate: string | null;
  assignedDate: string | null;
  dueDate: string | null;
  applicant: { applicantName: string };
  property: { actualPlotArea: number };
};

export type TInboxVariables = { filter: TListFilter; searchParam?: string; page: number; perPage: number };
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
