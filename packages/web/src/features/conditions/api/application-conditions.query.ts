import type { TConditionType } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

const APPLICATION_CONDITIONS_QUERY = `query ApplicationConditions($applicationId: ID!, $typeOf: String!) {
  applicationConditions(applicationId: $applicationId, typeOf: $typeOf) { isSubmitted canEdit conditions { id name checked isSystemCreated } }
}`;

export type TCondition = { id: string; name: string; checked: boolean; isSystemCreated: boolean };
export type TApplicationConditions = { isSubmitted: boolean; canEdit: boolean; conditions: TCondition[] };

export const applicationConditionsKey = (applicationId: string, typeOf: TConditionType) =>
  ['applicationConditions', applicationId, typeOf] as const;

export function useApplicationConditionsQuery(applicationId: string, typeOf: TConditionType, isEnabled = true) {
  return useQuery({
    queryKey: applicationConditionsKey(applicationId, typeOf),
    enabled: isEnabled,
    queryFn: () =>
      graphqlRequest<{ applicationConditions: TApplicationConditions }, { applicationId: string; typeOf: string }>(
        APPLICATION_CONDITIONS_QUERY,
        { applicationId, typeOf },
      ).then((data) => data.applicationConditions),
  });
}
