import type { TChangePassword } from '@anumati/domain';
import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const CHANGE_OFFICER_PASSWORD_MUTATION = `mutation ChangeOfficerPassword(
  $username: String!, $password: String!, $passwordConfirmation: String!, $otpSecretKey: String!
) {
  changeOfficerPassword(username: $username, password: $password, passwordConfirmation: $passwordConfirmation,
    otpSecretKey: $otpSecretKey) { success message }
}`;

export type TChangeOfficerPasswordData = { changeOfficerPassword: { success: boolean; message: string } };

export function useChangeOfficerPasswordMutation() {
  return useMutation({
    mutationFn: (variables: TChangePassword) =>
      graphqlRequest<TChangeOfficerPasswordData, TChangePassword>(CHANGE_OFFICER_PASSWORD_MUTATION, variables),
  });
}
