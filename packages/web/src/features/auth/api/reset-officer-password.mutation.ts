import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const RESET_OFFICER_PASSWORD_MUTATION = graphql(`
  mutation ResetOfficerPassword($username: String!) {
    resetOfficerPassword(username: $username) {
      success
      message
    }
  }
`);

export function useResetOfficerPasswordMutation() {
  return useMutation({
    mutationFn: (variables: { username: string }) => graphqlRequest(RESET_OFFICER_PASSWORD_MUTATION, variables),
  });
}
