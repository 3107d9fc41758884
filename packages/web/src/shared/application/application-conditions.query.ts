import type { TConditionType } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../graphql/graphql-request';
import { graphql } from '../graphql/generated';

const APPLICATION_CONDITIONS_QUERY = graphql(`
  query ApplicationConditions($applicationId: ID!, $typeOf: String!) {
    applicationConditions(applicationId: $applicationId, typeOf: $typeOf) {
      isSubmitted
      canEdit
      conditions {
        id
        name
        checked
        isSystemCreated
      }
    }
  }
`);

export type TApplicationConditions = TResultOf<typeof APPLICATION_CONDITIONS_QUERY>['applicationConditions'];

export const applicationConditionsKey = (applicationId: string, typeOf: TConditionType) =>
  ['applicationConditions', applicationId, typeOf] as const;

export function useApplicationConditionsQuery(applicationId: string, typeOf: TConditionType, isEnabled = true) {
  return useQuery({
    queryKey: applicationConditionsKey(applicationId, typeOf),
    enabled: isEnabled,
    queryFn: () =>
      graphqlRequest(APPLICATION_CONDITIONS_QUERY, { applicationId, typeOf }).then(
        (data) => data.applicationConditions,
      ),
  });
}
