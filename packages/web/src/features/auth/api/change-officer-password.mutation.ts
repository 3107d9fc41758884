import type { TChangePassword } from '@anumati/domain';
import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const CHANGE_OFFICER_PASSWORD_MUTATION = graphql(`
  mutation ChangeOfficerPassword(
    $username: String!
    $password: String!
    $passwordConfirmation: String!
    $otpSecretKey: String!
  ) {
    changeOfficerPassword(
      username: $username
      password: $password
      passwordConfirmation: $passwordConfirmation
      otpSecretKey: $otpSecretKey
    ) {
      success
      message
    }
  }
`);

export function useChangeOfficerPasswordMutation() {
  return useMutation({
    mutationFn: (variables: TChangePassword) => graphqlRequest(CHANGE_OFFICER_PASSWORD_MUTATION, variables),
  });
}
