import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const SAVE_FORM_ANSWERS_MUTATION = `mutation SaveFormAnswers($formInstanceId: ID!, $data: String!) {
  saveFormAnswers(formInstanceId: $formInstanceId, data: $data) { success message }
}`;

/** Spec 3 §4: Save keeps the answers as a draft. */
export function useSaveFormAnswersMutation() {
  return useMutation({
    mutationFn: (variables: { formInstanceId: string; data: string }) =>
      graphqlRequest<{ saveFormAnswers: { success: boolean; message: string } }, typeof variables>(
        SAVE_FORM_ANSWERS_MUTATION,
        variables,
      ).then((data) => data.saveFormAnswers),
  });
}
