import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const RESEND_OTP_MUTATION = graphql(`
  mutation ResendOtp($username: String!, $challenge: String!) {
    resendOtp(username: $username, challenge: $challenge) {
      success
      message
    }
  }
`);

export type TResendOtpVariables = { username: string; challenge: string };

export function useResendOtpMutation() {
  return useMutation({
    mutationFn: (variables: TResendOtpVariables) => graphqlRequest(RESEND_OTP_MUTATION, variables),
  });
}
