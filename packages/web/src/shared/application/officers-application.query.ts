import type { TApplicationStatus, TApplicationType, TApprovalFor, TFlowStage, TOfficerLevel } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../graphql/graphql-request';

export const OFFICERS_APPLICATION_QUERY = `query OfficersApplication($id: ID!) {
  officersApplication(id: $id) {
    id applicationIdentifier status applicationType approvalFor currentOfficerLevel assignedDate newWorkFlow oldWorkFlow
    finalRemark isShowCauseRaised isShowCauseRaisedDocUpload isShowCauseSevenDaysElapsed isFeeSubmitted isFeeChanged
    feeIsSubmitted isDeviationSubmitted isDeviationUpdated proceedingIsSubmitted
    applicant { applicantName }
    stageStates {
      id name status dueDays receivedDate
      stageOfficers { id officerId officerLevel officerName officerRole action receivedDate forwardedDate }
    }
  }
}`;

export type TStageOfficerRecord = TFlowStage['stageOfficers'][number] & {
  id: string;
  officerId: string;
  officerLevel: TOfficerLevel;
};

export type TOfficersApplication = {
  id: string;
  applicationIdentifier: string;
  status: TApplicationStatus;
  applicationType: TApplicationType;
  approvalFor: TApprovalFor;
  currentOfficerLevel: TOfficerLevel | null;
  assignedDate: string | null;
  newWorkFlow: boolean;
  oldWorkFlow: boolean;
  finalRemark: string | null;
  isShowCauseRaised: boolean;
  isShowCauseRaisedDocUpload: boolean;
  isShowCauseSevenDaysElapsed: boolean;
  isFeeSubmitted: boolean;
  isFeeChanged: boolean;
  feeIsSubmitted: boolean;
  isDeviationSubmitted: boolean;
  isDeviationUpdated: boolean;
  proceedingIsSubmitted: boolean;
  applicant: { applicantName: string };
  stageStates: (Omit<TFlowStage, 'stageOfficers'> & { id: string; stageOfficers: TStageOfficerRecord[] })[];
};

export const officersApplicationKey = (id: string | null) => ['officersApplication', id] as const;

/** Spec 1 §7: OfficersApplication is read network-only: always fresh. */
export function useOfficersApplicationQuery(id: string | null) {
  return useQuery({
    queryKey: officersApplicationKey(id),
    enabled: id !== null,
    staleTime: 0,
    queryFn: () =>
      graphqlRequest<{ officersApplication: TOfficersApplication }, { id: string }>(OFFICERS_APPLICATION_QUERY, {
        id: id ?? '',
      }).then((data) => data.officersApplication),
  });
}
