import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const VERIFY_OTP_MUTATION = graphql(`
  mutation VerifyOtp($username: String!, $otpSecretKey: String!, $challenge: String!) {
    verifyOtp(username: $username, otpSecretKey: $otpSecretKey, challenge: $challenge) {
      id
      accessToken
      firstName
      lastName
    }
  }
`);

export type TVerifyOtpVariables = { username: string; otpSecretKey: string; challenge: string };

export function useVerifyOtpMutation() {
  return useMutation({
    mutationFn: (variables: TVerifyOtpVariables) => graphqlRequest(VERIFY_OTP_MUTATION, variables),
  });
}
