import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const RESEND_OTP_MUTATION = `mutation ResendOtp($username: String!) {
  resendOtp(username: $username) { success message }
}`;

export type TResendOtpData = { resendOtp: { success: boolean; message: string } };

export function useResendOtpMutation() {
  return useMutation({
    mutationFn: (variables: { username: string }) =>
      graphqlRequest<TResendOtpData, { username: string }>(RESEND_OTP_MUTATION, variables),
  });
}
