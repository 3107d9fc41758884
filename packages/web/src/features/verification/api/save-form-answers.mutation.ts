import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const SAVE_FORM_ANSWERS_MUTATION = graphql(`
  mutation SaveFormAnswers($formInstanceId: ID!, $data: String!) {
    saveFormAnswers(formInstanceId: $formInstanceId, data: $data) {
      success
      message
    }
  }
`);

/** Spec 3 §4: Save keeps the answers as a draft. */
export function useSaveFormAnswersMutation() {
  return useMutation({
    mutationFn: (variables: { formInstanceId: string; data: string }) =>
      graphqlRequest(SAVE_FORM_ANSWERS_MUTATION, variables).then((data) => data.saveFormAnswers),
  });
}
