import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

const OFFICER_APPLICATION_SEARCH_QUERY = `query OfficerApplicationSearch($searchParam: String!, $page: Int, $perPage: Int) {
  officerApplicationSearch(searchParam: $searchParam, page: $page, perPage: $perPage) {
    totalCount totalPages
    records {
      daysDelayed penaltyAmount isOverdue
      application {
        id applicationIdentifier applicationType approvalFor status appliedOn isCorrection correctionStatus
        applicant { applicantName }
        property { actualPlotArea floor { noOfFloors } }
      }
    }
  }
}`;

export type TSearchVariables = { searchParam: string; page: number; perPage: number };

export type TSearchRecord = {
  daysDelayed: number;
  penaltyAmount: number;
  isOverdue: boolean;
  application: {
    id: string;
    applicationIdentifier: string;
    applicationType: string;
    approvalFor: string;
    status: string;
    appliedOn: string;
    isCorrection: boolean;
    correctionStatus: string | null;
    applicant: { applicantName: string };
    property: { actualPlotArea: number; floor: { noOfFloors: number } | null };
  };
};

type TSearchList = { totalCount: number; totalPages: number; records: TSearchRecord[] };

/** Spec 3 §2 /search: by file number or applicant name, among the files the officer may open. */
export function useOfficerApplicationSearchQuery(variables: TSearchVariables) {
  return useQuery({
    queryKey: ['officerApplicationSearch', variables],
    queryFn: () =>
      graphqlRequest<{ officerApplicationSearch: TSearchList }, TSearchVariables>(
        OFFICER_APPLICATION_SEARCH_QUERY,
        variables,
      ).then((data) => data.officerApplicationSearch),
    enabled: variables.searchParam.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
