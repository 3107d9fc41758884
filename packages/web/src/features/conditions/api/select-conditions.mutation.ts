import type { TConditionType } from '@anumati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { applicationConditionsKey } from '../../../shared/application/application-conditions.query';
import { graphql } from '../../../shared/graphql/generated';

const SELECT_CONDITIONS_MUTATION = graphql(`
  mutation SelectConditions($applicationId: ID!, $conditionSelected: String!) {
    selectConditions(applicationId: $applicationId, conditionSelected: $conditionSelected) {
      success
      message
    }
  }
`);

/** selectConditions(applicationId, conditionSelected): the ids comma-joined (spec 3 §7). */
export function useSelectConditionsMutation(applicationId: string, typeOf: TConditionType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      graphqlRequest(SELECT_CONDITIONS_MUTATION, { applicationId, conditionSelected: ids.join(',') }).then(
        (data) => data.selectConditions,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationConditionsKey(applicationId, typeOf) }),
  });
}
