import type { TApplicationStatus, TFlowStage } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const OFFICERS_APPLICATION_QUERY = `query OfficersApplication($id: ID!) {
  officersApplication(id: $id) {
    id applicationIdentifier status currentOfficerLevel
    stageStates { name status dueDays stageOfficers { officerLevel officerName officerRole action receivedDate forwardedDate } }
  }
}`;

export type TOfficersApplication = {
  id: string;
  applicationIdentifier: string;
  status: TApplicationStatus;
  currentOfficerLevel: string | null;
  stageStates: TFlowStage[];
};

/** Spec 1 §7: OfficersApplication is read network-only: always fresh. */
export function useOfficersApplicationQuery(id: string | null) {
  return useQuery({
    queryKey: ['officersApplication', id],
    enabled: id !== null,
    staleTime: 0,
    queryFn: () =>
      graphqlRequest<{ officersApplication: TOfficersApplication }, { id: string }>(OFFICERS_APPLICATION_QUERY, {
        id: id ?? '',
      }).then((data) => data.officersApplication),
  });
}
