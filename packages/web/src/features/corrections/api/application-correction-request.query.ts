import type { TCorrectionFilter } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { CORRECTIONS_KEY } from './correction-request-fields';
import { graphql } from '../../../shared/graphql/generated';

const APPLICATION_CORRECTION_REQUEST_QUERY = graphql(`
  query ApplicationCorrectionRequest($applicationId: ID!, $status: String) {
    applicationCorrectionRequest(applicationId: $applicationId, status: $status) {
      ...CorrectionRequestFields
    }
  }
`);

type TVariables = { applicationId: string; status: TCorrectionFilter };

/** Spec 3 §7: the application's correction request of the screen's filter (null when there is none). */
export function useApplicationCorrectionRequestQuery(applicationId: string, status: TCorrectionFilter) {
  const variables: TVariables = { applicationId, status };
  return useQuery({
    queryKey: [CORRECTIONS_KEY, 'detail', variables],
    queryFn: () =>
      graphqlRequest(APPLICATION_CORRECTION_REQUEST_QUERY, variables).then((data) => data.applicationCorrectionRequest),
  });
}
