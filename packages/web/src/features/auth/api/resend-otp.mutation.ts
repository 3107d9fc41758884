import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const RESEND_OTP_MUTATION = `mutation ResendOtp($username: String!, $challenge: String!) {
  resendOtp(username: $username, challenge: $challenge) { success message }
}`;

export type TResendOtpVariables = { username: string; challenge: string };
export type TResendOtpData = { resendOtp: { success: boolean; message: string } };

export function useResendOtpMutation() {
  return useMutation({
    mutationFn: (variables: TResendOtpVariables) =>
      graphqlRequest<TResendOtpData, TResendOtpVariables>(RESEND_OTP_MUTATION, variables),
  });
}
