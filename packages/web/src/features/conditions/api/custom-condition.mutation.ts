import type { TConditionType } from '@anumati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { applicationConditionsKey } from '../../../shared/application/application-conditions.query';
import { graphql } from '../../../shared/graphql/generated';

const CUSTOM_CONDITION_MUTATION = graphql(`
  mutation CustomCondition($typeOf: String!, $applicationId: ID!, $newCondition: [String!]!) {
    customCondition(typeOf: $typeOf, applicationId: $applicationId, newCondition: $newCondition) {
      success
      message
    }
  }
`);

/** customCondition(typeOf, applicationId, newCondition): the officer's own conditions (spec 3 §7). */
export function useCustomConditionMutation(applicationId: string, typeOf: TConditionType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newCondition: string[]) =>
      graphqlRequest(CUSTOM_CONDITION_MUTATION, {
        typeOf,
        applicationId,
        newCondition,
      }).then((data) => data.customCondition),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationConditionsKey(applicationId, typeOf) }),
  });
}
