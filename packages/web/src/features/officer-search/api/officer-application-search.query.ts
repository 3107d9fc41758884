import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const OFFICER_APPLICATION_SEARCH_QUERY = graphql(`
  query OfficerApplicationSearch($searchParam: String!, $page: Int, $perPage: Int) {
    officerApplicationSearch(searchParam: $searchParam, page: $page, perPage: $perPage) {
      totalCount
      totalPages
      records {
        daysDelayed
        penaltyAmount
        isOverdue
        application {
          id
          applicationIdentifier
          applicationType
          approvalFor
          status
          appliedOn
          isCorrection
          correctionStatus
          applicant {
            applicantName
          }
          property {
            actualPlotArea
            floor {
              noOfFloors
            }
          }
        }
      }
    }
  }
`);

export type TSearchVariables = { searchParam: string; page: number; perPage: number };

export type TSearchRecord = TResultOf<
  typeof OFFICER_APPLICATION_SEARCH_QUERY
>['officerApplicationSearch']['records'][number];

/** Spec 3 §2 /search: by file number or applicant name, among the files the officer may open. */
export function useOfficerApplicationSearchQuery(variables: TSearchVariables) {
  return useQuery({
    queryKey: ['officerApplicationSearch', variables],
    queryFn: () =>
      graphqlRequest(OFFICER_APPLICATION_SEARCH_QUERY, variables).then((data) => data.officerApplicationSearch),
    enabled: variables.searchParam.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
