import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const VERIFY_OTP_MUTATION = `mutation VerifyOtp($username: String!, $otpSecretKey: String!, $challenge: String!) {
  verifyOtp(username: $username, otpSecretKey: $otpSecretKey, challenge: $challenge) { id accessToken firstName lastName }
}`;

export type TVerifyOtpVariables = { username: string; otpSecretKey: string; challenge: string };
export type TVerifyOtpData = { verifyOtp: { id: string; accessToken: string; firstName: string; lastName: string } };

export function useVerifyOtpMutation() {
  return useMutation({
    mutationFn: (variables: TVerifyOtpVariables) =>
      graphqlRequest<TVerifyOtpData, TVerifyOtpVariables>(VERIFY_OTP_MUTATION, variables),
  });
}
