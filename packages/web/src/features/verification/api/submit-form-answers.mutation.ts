import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const SUBMIT_FORM_ANSWERS_MUTATION = graphql(`
  mutation SubmitFormAnswers(
    $formInstanceId: ID!
    $data: String
    $status: String!
    $officerId: ID
    $finalRemark: String
    $nocDepartments: [String!]
  ) {
    submitFormAnswers(
      formInstanceId: $formInstanceId
      data: $data
      status: $status
      officerId: $officerId
      finalRemark: $finalRemark
      nocDepartments: $nocDepartments
    ) {
      success
      message
      status
    }
  }
`);

export type TSubmitFormAnswersVariables = {
  formInstanceId: string;
  data?: string;
  status: string;
  officerId: string;
  finalRemark?: string;
  nocDepartments?: readonly string[];
};

/** Spec 3 §3 Submission: the officer's turn goes on; every list and form of the file is read again. */
export function useSubmitFormAnswersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TSubmitFormAnswersVariables) =>
      graphqlRequest(SUBMIT_FORM_ANSWERS_MUTATION, variables).then((data) => data.submitFormAnswers),
    // Not awaited: the caller's own onSuccess (which may leave the page) runs first.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
