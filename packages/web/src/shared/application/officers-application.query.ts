import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../graphql/graphql-request';
import { graphql } from '../graphql/generated';

export const OFFICERS_APPLICATION_QUERY = graphql(`
  query OfficersApplication($id: ID!) {
    officersApplication(id: $id) {
      id
      applicationIdentifier
      status
      applicationType
      approvalFor
      currentOfficerLevel
      assignedDate
      newWorkFlow
      oldWorkFlow
      finalRemark
      isShowCauseRaised
      isShowCauseRaisedDocUpload
      isShowCauseSevenDaysElapsed
      isFeeSubmitted
      isFeeChanged
      feeIsSubmitted
      isDeviationSubmitted
      isDeviationUpdated
      proceedingIsSubmitted
      applicant {
        applicantName
      }
      stageStates {
        id
        name
        status
        dueDays
        receivedDate
        stageOfficers {
          id
          officerId
          officerLevel
          officerName
          officerRole
          action
          receivedDate
          forwardedDate
        }
      }
    }
  }
`);

export type TOfficersApplication = TResultOf<typeof OFFICERS_APPLICATION_QUERY>['officersApplication'];

export const officersApplicationKey = (id: string) => ['officersApplication', id] as const;

/** Spec 1 §7: OfficersApplication is read network-only: always fresh. */
export const officersApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: officersApplicationKey(id),
    staleTime: 0,
    queryFn: () => graphqlRequest(OFFICERS_APPLICATION_QUERY, { id }).then((data) => data.officersApplication),
  });

export function useOfficersApplicationQuery(id: string | null) {
  return useQuery({ ...officersApplicationQuery(id ?? ''), enabled: id !== null });
}
