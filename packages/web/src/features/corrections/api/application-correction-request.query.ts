import type { TCorrectionFilter } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { CORRECTION_REQUEST_FIELDS, CORRECTIONS_KEY, type TCorrectionRequest } from './correction-request-fields';

export const APPLICATION_CORRECTION_REQUEST_QUERY = `query ApplicationCorrectionRequest($applicationId: ID!, $status: String) {
  applicationCorrectionRequest(applicationId: $applicationId, status: $status) { ${CORRECTION_REQUEST_FIELDS} }
}`;

type TVariables = { applicationId: string; status: TCorrectionFilter };

/** Spec 3 §7: the application's correction request of the screen's filter (null when there is none). */
export function useApplicationCorrectionRequestQuery(applicationId: string, status: TCorrectionFilter) {
  const variables: TVariables = { applicationId, status };
  return useQuery({
    queryKey: [CORRECTIONS_KEY, 'detail', variables],
    queryFn: () =>
      graphqlRequest<{ applicationCorrectionRequest: TCorrectionRequest | null }, TVariables>(
        APPLICATION_CORRECTION_REQUEST_QUERY,
        variables,
      ).then((data) => data.applicationCorrectionRequest),
  });
}
