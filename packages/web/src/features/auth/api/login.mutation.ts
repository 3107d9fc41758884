import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const LOGIN_MUTATION = graphql(`
  mutation Login($username: String!, $password: String!, $mobile: String) {
    login(username: $username, password: $password, mobile: $mobile) {
      mobile
      message
      challenge
    }
  }
`);

export type TLoginVariables = { username: string; password: string; mobile: string };

export function useLoginMutation() {
  return useMutation({
    // Spec 1 §7: mobile is sent empty. The password is not encrypted in the browser: TLS protects it in transit.
    mutationFn: (variables: TLoginVariables) => graphqlRequest(LOGIN_MUTATION, variables),
  });
}
