import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const RESET_OFFICER_PASSWORD_MUTATION = `mutation ResetOfficerPassword($username: String!) {
  resetOfficerPassword(username: $username) { success message }
}`;

export type TResetOfficerPasswordData = { resetOfficerPassword: { success: boolean; message: string } };

export function useResetOfficerPasswordMutation() {
  return useMutation({
    mutationFn: (variables: { username: string }) =>
      graphqlRequest<TResetOfficerPasswordData, { username: string }>(RESET_OFFICER_PASSWORD_MUTATION, variables),
  });
}
