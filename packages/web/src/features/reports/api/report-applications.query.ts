import type { TApplicationType, TReportApplicationStatus } from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const REPORT_APPLICATIONS_QUERY = graphql(`
  query ReportApplications(
    $applicationType: String
    $applicationTypes: [String!]
    $applicationStatus: ReportApplicationStatus!
    $page: Int
    $perPage: Int
    $authorities: [String!]
    $districts: [String!]
    $circles: [String!]
    $ulbs: [String!]
    $startDate: String
    $endDate: String
    $search: String
  ) {
    reportApplications(
      applicationType: $applicationType
      applicationTypes: $applicationTypes
      applicationStatus: $applicationStatus
      page: $page
      perPage: $perPage
      authorities: $authorities
      districts: $districts
      circles: $circles
      ulbs: $ulbs
      startDate: $startDate
      endDate: $endDate
      search: $search
    ) {
      totalCount
      totalPages
      records {
        id
        applicationIdentifier
        applicationType
        approvalFor
        status
        createdAt
        appliedAt
        updatedAt
        approvalDate
        remarks
        officersRemarks {
          key
          text
        }
        property {
          location {
            circle
            ulbName
            district
            districtAdministrationArea
          }
        }
      }
    }
  }
`);

export type TReportApplicationsVariables = {
  applicationType?: TApplicationType;
  applicationTypes?: readonly TApplicationType[];
  applicationStatus: TReportApplicationStatus;
  page?: number;
  perPage?: number;
  authorities?: string[];
  districts?: string[];
  circles?: string[];
  ulbs?: string[];
  startDate?: string;
  endDate?: string;
  /** Spec 3 §2: application id, district, administration area or ULB name, across every page. */
  search?: string;
};

export type TReportApplication = TReportApplicationList['records'][number];

type TReportApplicationList = TResultOf<typeof REPORT_APPLICATIONS_QUERY>['reportApplications'];

/** Spec 3 §7 reportApplications: the applications behind a report's cell. */
export function useReportApplicationsQuery(variables: TReportApplicationsVariables) {
  return useQuery({
    queryKey: ['reportApplications', variables],
    queryFn: () => graphqlRequest(REPORT_APPLICATIONS_QUERY, variables).then((data) => data.reportApplications),
    placeholderData: keepPreviousData,
  });
}
